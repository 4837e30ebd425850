/*
 * The reference point for the Rasterizer's rounded-rect benchmark: the same 10,000 random
 * anti-aliased rounded rectangles (same SplitMix64 sequence as
 * Sources/DarkroomBenchmarks/RasterBenchmarks.swift) filled by Cairo on a 1170x2532 ARGB32
 * surface. Built and run by scripts/bench-vs-cairo.sh; not part of the package.
 */
#include <cairo.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static uint64_t state;

static uint64_t next(void) {
    state += 0x9E3779B97F4A7C15ULL;
    uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static double unit(void) { return (double)(next() >> 11) / (double)(1ULL << 53); }
static double range(double lo, double hi) { return lo + (hi - lo) * unit(); }

typedef struct { double x, y, w, h, r, red, green, blue; } shape;

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(void) {
    const int width = 1170, height = 2532, count = 10000, runs = 10;
    static shape shapes[10000];
    state = 0x5EED;
    for (int i = 0; i < count; i++) {
        shape *s = &shapes[i];
        s->w = range(40, 600);
        s->h = range(24, 160);
        s->x = range(0, width - s->w);
        s->y = range(0, height - s->h);
        s->r = range(0, fmin(s->w, s->h) / 2);
        s->red = unit();
        s->green = unit();
        s->blue = unit();
    }
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t *cr = cairo_create(surface);
    double times[10];
    for (int run = 0; run < runs; run++) {
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        double start = now_ms();
        for (int i = 0; i < count; i++) {
            const shape *s = &shapes[i];
            cairo_new_path(cr);
            cairo_arc(cr, s->x + s->w - s->r, s->y + s->r, s->r, -M_PI / 2, 0);
            cairo_arc(cr, s->x + s->w - s->r, s->y + s->h - s->r, s->r, 0, M_PI / 2);
            cairo_arc(cr, s->x + s->r, s->y + s->h - s->r, s->r, M_PI / 2, M_PI);
            cairo_arc(cr, s->x + s->r, s->y + s->r, s->r, M_PI, 3 * M_PI / 2);
            cairo_close_path(cr);
            cairo_set_source_rgb(cr, s->red, s->green, s->blue);
            cairo_fill(cr);
        }
        cairo_surface_flush(surface);
        times[run] = now_ms() - start;
    }
    qsort(times, runs, sizeof(double), compare);
    printf("cairo %s: fill 10k rounded rects (circular) 1170x2532: median %.2f ms CPU (min %.2f), %d runs\n",
           cairo_version_string(), (times[runs / 2 - 1] + times[runs / 2]) / 2, times[0], runs);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return 0;
}
