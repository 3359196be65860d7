/* Helpers shared by the C examples of ninth's C API: checks that count failures, framebuffer
 * reads and quads of each vertex kind. Each example prints one line per step and exits
 * non-zero when a check failed. */
#ifndef NINTH_EXAMPLES_CHECK_H
#define NINTH_EXAMPLES_CHECK_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ninth_renderer.h"

static int failures;

/* A check that counts a failure and goes on. */
#define CHECK(cond, ...)                                                                      \
    do {                                                                                      \
        if (!(cond)) {                                                                        \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);                                       \
            printf(__VA_ARGS__);                                                              \
            printf("\n");                                                                     \
            failures++;                                                                       \
        }                                                                                     \
    } while (0)

/* A call that must succeed; the program stops when it does not. */
#define OK(call)                                                                              \
    do {                                                                                      \
        int rc_ = (call);                                                                     \
        if (rc_ != MR_OK) {                                                                   \
            printf("FAIL %s:%d: %s -> %d: %s\n", __FILE__, __LINE__, #call, rc_,              \
                   mr_last_error());                                                          \
            exit(1);                                                                          \
        }                                                                                     \
    } while (0)

/* Reads a w x h context into out (B, G, R, A bytes). */
static void read_fb(mr_context *ctx, uint32_t w, uint32_t h, uint8_t *out) {
    OK(mr_read_framebuffer(ctx, out, (size_t)w * h * 4));
}

/* The pixel at (x, y) of a framebuffer w pixels wide, as 0xAARRGGBB. */
static uint32_t pixel(const uint8_t *fb, uint32_t w, uint32_t x, uint32_t y) {
    const uint8_t *p = fb + ((size_t)y * w + x) * 4;
    return (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
}

/* Whether two 0xAARRGGBB colours differ by at most tol in every channel. */
static int near(uint32_t a, uint32_t b, int tol) {
    for (int s = 0; s < 32; s += 8) {
        int d = (int)((a >> s) & 0xff) - (int)((b >> s) & 0xff);
        if (d > tol || d < -tol) {
            return 0;
        }
    }
    return 1;
}

#define EXPECT_PIXEL(fb, w, x, y, want, tol)                                                  \
    do {                                                                                      \
        uint32_t got_ = pixel((fb), (w), (x), (y));                                           \
        CHECK(near(got_, (want), (tol)), "pixel (%d, %d) is %08x, expected %08x", (int)(x),   \
              (int)(y), (unsigned)got_, (unsigned)(want));                                    \
    } while (0)

/* The indices of a quad of vertices 0-3 (top-left, top-right, bottom-left, bottom-right). */
static const uint16_t QUAD[6] = {0, 1, 2, 2, 1, 3};

/* A quad of RHW vertices covering x0..x1, y0..y1 at depth z, texture coordinates 0..1. */
static void rhw_quad(mr_vertex_rhw v[4], float x0, float y0, float x1, float y1, float z,
                     uint32_t color) {
    for (int i = 0; i < 4; i++) {
        v[i].x = (i & 1) ? x1 : x0;
        v[i].y = (i & 2) ? y1 : y0;
        v[i].z = z;
        v[i].rhw = 1.0f;
        v[i].color = color;
        v[i].u = (i & 1) ? 1.0f : 0.0f;
        v[i].v = (i & 2) ? 1.0f : 0.0f;
    }
}

/* The same quad as fixed pretransformed vertices (diffuse colour, set 0 coordinates). */
static void fixed_quad(mr_vertex_fixed_rhw v[4], float x0, float y0, float x1, float y1,
                       float z, uint32_t diffuse) {
    memset(v, 0, sizeof(mr_vertex_fixed_rhw) * 4);
    for (int i = 0; i < 4; i++) {
        v[i].x = (i & 1) ? x1 : x0;
        v[i].y = (i & 2) ? y1 : y0;
        v[i].z = z;
        v[i].rhw = 1.0f;
        v[i].diffuse = diffuse;
        v[i].tex[0][0] = (i & 1) ? 1.0f : 0.0f;
        v[i].tex[0][1] = (i & 2) ? 1.0f : 0.0f;
        v[i].tex[0][3] = 1.0f;
        v[i].fog = 1.0f;
    }
}

/* D3DTOP_SELECTARG1 and D3DTA_DIFFUSE: a fixed state drawing the diffuse colour, no depth,
 * no culling. */
static mr_fixed_state diffuse_state(void) {
    mr_fixed_state s;
    OK(mr_fixed_state_defaults(&s));
    s.stages[0].color_op = 2;
    s.stages[0].color_args[1] = 0;
    s.stages[0].alpha_op = 2;
    s.stages[0].alpha_args[1] = 0;
    s.depth_stencil.depth_enable = 0;
    s.cull = 1;
    return s;
}

#endif
