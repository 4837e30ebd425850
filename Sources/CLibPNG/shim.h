#ifndef DARKROOM_CLIBPNG_SHIM_H
#define DARKROOM_CLIBPNG_SHIM_H

#include <png.h>

/* Constants libpng defines as macros with casts or expressions that Swift cannot import. */
static const unsigned int darkroom_png_image_version = PNG_IMAGE_VERSION;
static const unsigned int darkroom_png_format_rgba = PNG_FORMAT_RGBA;
static const unsigned int darkroom_png_format_rgb = PNG_FORMAT_RGB;
static const unsigned int darkroom_png_format_gray = PNG_FORMAT_GRAY;
static const unsigned int darkroom_png_format_ga = PNG_FORMAT_GA;
static const unsigned int darkroom_png_image_flag_fast = PNG_IMAGE_FLAG_FAST;
static const unsigned int darkroom_png_image_flag_colorspace_not_sRGB = PNG_IMAGE_FLAG_COLORSPACE_NOT_sRGB;

/* PNG_IMAGE_FAILED(image) */
static inline int darkroom_png_image_failed(png_imagep image) { return PNG_IMAGE_FAILED(*image); }

#endif
