#ifndef DARKROOM_CLIBPNG_SHIM_H
#define DARKROOM_CLIBPNG_SHIM_H

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* Constants libpng defines as macros with casts or expressions that Swift cannot import. */
static const unsigned int darkroom_png_image_version = PNG_IMAGE_VERSION;
static const unsigned int darkroom_png_format_rgba = PNG_FORMAT_RGBA;
static const unsigned int darkroom_png_format_rgb = PNG_FORMAT_RGB;
static const unsigned int darkroom_png_format_gray = PNG_FORMAT_GRAY;
static const unsigned int darkroom_png_format_ga = PNG_FORMAT_GA;
static const unsigned int darkroom_png_image_flag_fast = PNG_IMAGE_FLAG_FAST;
static const unsigned int darkroom_png_image_flag_colorspace_not_sRGB = PNG_IMAGE_FLAG_COLORSPACE_NOT_sRGB;
static const unsigned int darkroom_png_image_flag_16bit_sRGB = PNG_IMAGE_FLAG_16BIT_sRGB;

/* PNG_IMAGE_FAILED(image) */
static inline int darkroom_png_image_failed(png_imagep image) { return PNG_IMAGE_FAILED(*image); }

/*
 * Encoder over libpng's regular write API, for control over the row filter and the zlib level,
 * which the simplified API does not offer.
 *
 * libpng reports errors by longjmp to the jmp_buf of its png_struct. All of that happens inside
 * darkroom_png_encode below: it calls setjmp itself, every callback libpng makes is one of the C
 * functions in this header, so no Swift frame is ever between the longjmp and its setjmp.
 * These functions are compiled by clang into the module that imports this header.
 */

/* Growable output buffer; `data` is malloc'd and owned by the caller after success (free with darkroom_png_buffer_free). */
typedef struct darkroom_png_buffer {
    unsigned char *data;
    size_t size;
    size_t capacity;
} darkroom_png_buffer;

/* Settings for darkroom_png_encode. */
typedef struct darkroom_png_encode_settings {
    int drop_alpha;        /* 1: write colour type RGB (the caller guarantees every alpha is 255) */
    int zlib_level;        /* 0-9 */
    int zlib_strategy;     /* Z_DEFAULT_STRATEGY (0), Z_FILTERED (1), Z_HUFFMAN_ONLY (2), Z_RLE (3) */
    int filters;           /* PNG_FILTER_NONE | _SUB | _UP | _AVG | _PAETH bit set; several = libpng's per-row heuristic */
    int zlib_mem_level;    /* zlib memLevel 1-9; 0 = libpng's default (8) */
    size_t initial_capacity;
} darkroom_png_encode_settings;

static const int darkroom_png_filter_none = PNG_FILTER_NONE;
static const int darkroom_png_filter_sub = PNG_FILTER_SUB;
static const int darkroom_png_filter_up = PNG_FILTER_UP;
static const int darkroom_png_filter_avg = PNG_FILTER_AVG;
static const int darkroom_png_filter_paeth = PNG_FILTER_PAETH;

static inline void darkroom_png_buffer_free(darkroom_png_buffer *buffer) {
    free(buffer->data);
    buffer->data = NULL;
    buffer->size = 0;
    buffer->capacity = 0;
}

static inline void darkroom_png_write_callback(png_structp png, png_bytep data, size_t length) {
    darkroom_png_buffer *buffer = (darkroom_png_buffer *)png_get_io_ptr(png);
    if (length > buffer->capacity - buffer->size) {
        size_t capacity = buffer->capacity < 4096 ? 4096 : buffer->capacity;
        while (length > capacity - buffer->size) {
            if (capacity > ((size_t)-1) / 2) png_error(png, "output too large");
            capacity *= 2;
        }
        unsigned char *grown = (unsigned char *)realloc(buffer->data, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, data, length);
    buffer->size += length;
}

static inline void darkroom_png_flush_callback(png_structp png) { (void)png; }

static inline void darkroom_png_error_callback(png_structp png, png_const_charp message) {
    char *destination = (char *)png_get_error_ptr(png);
    if (destination != NULL) {
        strncpy(destination, message, 127);
        destination[127] = 0;
    }
    png_longjmp(png, 1);
}

static inline void darkroom_png_warning_callback(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/*
 * The libpng write both encoders share: `rows` are `height` rows `stride` bytes apart in `color_type`
 * (RGB_ALPHA, RGB with the alpha byte dropped by a filler, or PALETTE with `colors`/`alphas`).
 */
static inline int darkroom_png_write_rows(const unsigned char *rows, unsigned int width, unsigned int height,
                                          size_t stride, int color_type,
                                          const png_color *colors, int color_count,
                                          const png_byte *alphas, int alpha_count,
                                          darkroom_png_encode_settings settings,
                                          darkroom_png_buffer *out, char *message) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, message,
                                              darkroom_png_error_callback, darkroom_png_warning_callback);
    if (png == NULL) {
        strcpy(message, "png_create_write_struct failed");
        return 0;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        strcpy(message, "png_create_info_struct failed");
        return 0;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        darkroom_png_buffer_free(out);
        if (message[0] == 0) strcpy(message, "libpng error");
        return 0;
    }
    if (settings.initial_capacity > 0) {
        out->data = (unsigned char *)malloc(settings.initial_capacity);
        if (out->data != NULL) out->capacity = settings.initial_capacity;
    }
    png_set_write_fn(png, out, darkroom_png_write_callback, darkroom_png_flush_callback);
    png_set_IHDR(png, info, width, height, 8, color_type,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    if (color_type == PNG_COLOR_TYPE_PALETTE) {
        png_set_PLTE(png, info, colors, color_count);
        if (alpha_count > 0) png_set_tRNS(png, info, alphas, alpha_count, NULL);
    }
    png_set_filter(png, PNG_FILTER_TYPE_BASE, settings.filters);
    png_set_compression_level(png, settings.zlib_level);
    png_set_compression_strategy(png, settings.zlib_strategy);
    if (settings.zlib_mem_level > 0) png_set_compression_mem_level(png, settings.zlib_mem_level);
    png_write_info(png, info);
    if (color_type == PNG_COLOR_TYPE_RGB) png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (unsigned int y = 0; y < height; y++) {
        png_write_row(png, rows + (size_t)y * stride);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return 1;
}

/*
 * Encodes `height` rows of `width` RGBA8 pixels (`stride` bytes apart) as an 8-bit PNG.
 * Returns 1 on success with the file in `out`, 0 on failure with a message in `message` (128 bytes)
 * and `out` freed.
 */
static inline int darkroom_png_encode(const unsigned char *rgba, unsigned int width, unsigned int height,
                                      size_t stride, darkroom_png_encode_settings settings,
                                      darkroom_png_buffer *out, char *message) {
    message[0] = 0;
    out->data = NULL;
    out->size = 0;
    out->capacity = 0;
    return darkroom_png_write_rows(rgba, width, height, stride,
                                   settings.drop_alpha ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                                   NULL, 0, NULL, 0, settings, out, message);
}

/*
 * Encodes `height` rows of `width` palette indices (one byte each, `stride` bytes apart) as an
 * 8-bit indexed-colour PNG (colour type 3). `palette` holds `palette_count` (1-256) RGBA entries,
 * 4 bytes each; a tRNS chunk is written only when some entry's alpha is below 255, and then only
 * up to the last such entry. The caller guarantees every index is below `palette_count`
 * (`drop_alpha` in `settings` is ignored). Returns as darkroom_png_encode.
 */
static inline int darkroom_png_encode_indexed(const unsigned char *indices, unsigned int width, unsigned int height,
                                              size_t stride, const unsigned char *palette, int palette_count,
                                              darkroom_png_encode_settings settings,
                                              darkroom_png_buffer *out, char *message) {
    message[0] = 0;
    out->data = NULL;
    out->size = 0;
    out->capacity = 0;
    if (palette_count < 1 || palette_count > 256) {
        strcpy(message, "palette must have 1 to 256 entries");
        return 0;
    }
    png_color colors[256];
    png_byte alphas[256];
    int transparent_count = 0;
    for (int i = 0; i < palette_count; i++) {
        colors[i].red = palette[i * 4];
        colors[i].green = palette[i * 4 + 1];
        colors[i].blue = palette[i * 4 + 2];
        alphas[i] = palette[i * 4 + 3];
        if (alphas[i] != 255) transparent_count = i + 1;
    }
    return darkroom_png_write_rows(indices, width, height, stride, PNG_COLOR_TYPE_PALETTE,
                                   colors, palette_count, alphas, transparent_count, settings, out, message);
}

/*
 * Decoder over libpng's regular read API for what PNGEncoder writes: 8-bit RGB or RGBA, not interlaced, no
 * tRNS. PNGDecoder calls it only after PNGChunkScanner has checked every kept chunk's CRC, so libpng neither
 * recomputes the CRCs nor zlib's Adler-32 of the image data (the scanner's CRCs already cover those bytes).
 * RGB rows get an alpha byte of 255. Errors longjmp to the setjmp below, as in the encoder.
 */
typedef struct darkroom_png_reader {
    const unsigned char *data;
    size_t size;
    size_t offset;
} darkroom_png_reader;

static inline void darkroom_png_read_callback(png_structp png, png_bytep out, size_t length) {
    darkroom_png_reader *reader = (darkroom_png_reader *)png_get_io_ptr(png);
    if (length > reader->size - reader->offset) png_error(png, "Read Error: truncated data");
    memcpy(out, reader->data + reader->offset, length);
    reader->offset += length;
}

/* Decodes `data` into `out` (`height` rows `stride` bytes apart, RGBA). 1 on success; 0 with libpng's message
 * (at most 127 bytes) in `error` otherwise, and then `out` may hold some rows. */
static inline int darkroom_png_decode_rgba8(const unsigned char *data, size_t size, unsigned char *out,
                                            unsigned int width, unsigned int height, size_t stride, char *error) {
    error[0] = 0;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, error, darkroom_png_error_callback,
                                             darkroom_png_warning_callback);
    if (png == NULL) { strcpy(error, "out of memory"); return 0; }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) { png_destroy_read_struct(&png, NULL, NULL); strcpy(error, "out of memory"); return 0; }
    darkroom_png_reader reader = { data, size, 0 };
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        if (error[0] == 0) strcpy(error, "unknown error");
        return 0;
    }
    png_set_read_fn(png, &reader, darkroom_png_read_callback);
    png_set_crc_action(png, PNG_CRC_QUIET_USE, PNG_CRC_QUIET_USE);
#ifdef PNG_IGNORE_ADLER32
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_read_info(png, info);
    int color_type = png_get_color_type(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height
        || png_get_bit_depth(png, info) != 8 || png_get_interlace_type(png, info) != PNG_INTERLACE_NONE
        || (color_type != PNG_COLOR_TYPE_RGB && color_type != PNG_COLOR_TYPE_RGB_ALPHA)
        || png_get_valid(png, info, PNG_INFO_tRNS) != 0) {
        png_error(png, "not an 8-bit RGB or RGBA image without interlacing and tRNS");
    }
    if (color_type == PNG_COLOR_TYPE_RGB) png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_read_update_info(png, info);
    for (unsigned int y = 0; y < height; y++) png_read_row(png, out + (size_t)y * stride, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    return 1;
}

#endif
