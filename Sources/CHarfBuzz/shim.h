#ifndef DARKROOM_CHARFBUZZ_SHIM_H
#define DARKROOM_CHARFBUZZ_SHIM_H

/* hb-ft.h is left out on purpose: Typesetting shapes with HarfBuzz's own OpenType functions
   (hb-ot) on the font bytes, and including FreeType's headers here would make both system
   modules declare FreeType's types. */
#include <hb.h>
#include <hb-ot.h>

#endif
