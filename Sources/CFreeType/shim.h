#ifndef DARKROOM_CFREETYPE_SHIM_H
#define DARKROOM_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_BITMAP_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H
#include FT_SYNTHESIS_H
#include FT_MULTIPLE_MASTERS_H

/* Load flags as plain integers (the FT_LOAD_* macros are `long` shifts that
   Swift imports with an inconvenient type). */
static inline FT_Int32 darkroom_ft_load_outline_flags(void) {
    /* Unhinted outlines, never embedded bitmaps: identical on every machine. */
    return (FT_Int32)(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP);
}

static inline FT_Int32 darkroom_ft_load_color_flags(void) {
    return (FT_Int32)(FT_LOAD_COLOR);
}

static inline int darkroom_ft_has_color(FT_Face face) {
    return FT_HAS_COLOR(face) ? 1 : 0;
}

static inline int darkroom_ft_is_scalable(FT_Face face) {
    return FT_IS_SCALABLE(face) ? 1 : 0;
}

static inline int darkroom_ft_has_fixed_sizes(FT_Face face) {
    return FT_HAS_FIXED_SIZES(face) ? 1 : 0;
}

static inline int darkroom_ft_is_italic(FT_Face face) {
    return (face->style_flags & FT_STYLE_FLAG_ITALIC) ? 1 : 0;
}

static inline int darkroom_ft_is_bold(FT_Face face) {
    return (face->style_flags & FT_STYLE_FLAG_BOLD) ? 1 : 0;
}

#endif
