#ifndef C_DARKROOM_STARTUP_H
#define C_DARKROOM_STARTUP_H

/// Whether the startup hook ran (1) — for tests.
int darkroom_startup_ran(void);

#endif
