/* C ports of the reference renderer's own tests, through ninth's C API:
 * - fast paths: one seeded sequence of clears, draws of every path, depth/stencil tests,
 *   blending, cross-target sampling, uploads, framebuffer writes, blits, readbacks and
 *   commits, run with fast paths off and on: every readback must match byte for byte
 *   (test_metalrenderer_fastpaths.m);
 * - state pressure: 72 distinct depth/stencil states and 768 distinct sampler requests all
 *   draw correctly, and all 25 U/V addressing combinations sample the texels D3D9 samples,
 *   on the fixed path and through a pixel shader (test_metalrenderer_state_pressure.m);
 * - overlay cache isolation: world and overlay (HUD) draws keep their own alpha semantics
 *   in either creation order, on each draw path (test_metalrenderer_overlay_cache.m).
 * Exits non-zero on any failure. */
#include <time.h>

#include "check.h"

/* Milliseconds since the first call. */
static long elapsed_ms(void) {
    static struct timespec start;
    struct timespec now;
    timespec_get(&now, TIME_UTC);
    if (start.tv_sec == 0) {
        start = now;
    }
    return (now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1000000;
}

/* ps_2_0: dcl t0.xy; dcl_2d s0; texld r0, t0, s0; mov oC0, r0. */
static const uint32_t PS_TEX[] = {0xffff0200, 0x0200001f, 0x80000000, 0xb0030000,
                                  0x0200001f, 0x90000000, 0xa00f0800, 0x03000042,
                                  0x800f0000, 0xb0e40000, 0xa0e40800, 0x02000001,
                                  0x800f0800, 0x80e40000, 0x0000ffff};
/* ps_2_0: dcl v0; mov oC0, v0. */
static const uint32_t PS_COLOR[] = {0xffff0200, 0x0200001f, 0x80000000, 0x900f0000,
                                    0x02000001, 0x800f0800, 0x90e40000, 0x0000ffff};

/* ---- fast paths on and off ---- */

#define FP_W 32
#define FP_READS 40
static uint8_t reads[2][FP_READS][FP_W * FP_W * 4];
static int read_count[2];

static uint32_t seed;
static uint32_t rnd(uint32_t n) {
    seed = seed * 1664525u + 1013904223u;
    return (seed >> 8) % n;
}

static void record(int run, mr_context *ctx) {
    if (read_count[run] < FP_READS) {
        read_fb(ctx, FP_W, FP_W, reads[run][read_count[run]++]);
    }
}

static void fast_path_sequence(int run) {
    seed = 12345;
    OK(mr_set_fast_paths(run));
    mr_context *a = mr_create(FP_W, FP_W);
    mr_context *b = mr_create(FP_W, FP_W);
    mr_context *c = mr_create(FP_W, FP_W);
    CHECK(a && b && c, "mr_create: %s", mr_last_error());
    uint8_t texels[4 * 4 * 4];
    for (int i = 0; i < (int)sizeof texels; i++) {
        texels[i] = (uint8_t)(i * 37 + 11);
    }
    mr_texture_id tex = mr_texture_create(4, 4, texels);
    CHECK(tex != 0, "mr_texture_create: %s", mr_last_error());
    mr_context *ctxs[2] = {a, b};
    mr_draw_state ds;
    OK(mr_draw_state_defaults(&ds));
    mr_program_state ps;
    OK(mr_program_state_defaults(&ps));
    ps.ps_tokens = PS_COLOR;
    ps.ps_token_count = sizeof PS_COLOR / 4;
    ps.fixed.cull = 1;
    for (int step = 0; step < 150; step++) {
        mr_context *ctx = ctxs[rnd(2)];
        mr_context *other = ctx == a ? b : a;
        float x0 = (float)rnd(24), y0 = (float)rnd(24);
        float x1 = x0 + 2 + (float)rnd(8), y1 = y0 + 2 + (float)rnd(8);
        uint32_t color = 0xff000000u | (rnd(256) << 16) | (rnd(256) << 8) | rnd(256);
        color = (color & 0x00ffffffu) | (rnd(4) * 0x40u + 0x3fu) << 24;
        float z = (float)rnd(100) / 100.0f;
        switch (rnd(12)) {
        case 0:
            OK(mr_clear(ctx, color));
            break;
        case 1:
            OK(mr_clear_depth(ctx, (float)rnd(3) / 2.0f));
            break;
        case 2:
            OK(mr_clear_stencil(ctx, rnd(3)));
            break;
        case 3:
        case 4: {
            mr_vertex_rhw v[4];
            rhw_quad(v, x0, y0, x1, y1, z, color);
            ds.blend = rnd(MR_BLEND_CUSTOM);
            ds.depth_test = rnd(2);
            ds.depth_write = rnd(2);
            ds.texture = rnd(3) == 0 ? tex : 0;
            OK(mr_draw_rhw(ctx, &ds, MR_PRIM_TRIANGLE_LIST, v, sizeof v[0], 4, QUAD, 6));
            break;
        }
        case 5: {
            mr_fixed_state fs = diffuse_state();
            fs.depth_stencil.depth_enable = 1;
            fs.depth_stencil.depth_func = 2 + rnd(7);
            fs.depth_stencil.stencil_enable = rnd(2);
            fs.depth_stencil.stencil_func = 1 + rnd(8);
            fs.depth_stencil.stencil_pass = 1 + rnd(8);
            fs.depth_stencil.stencil_ref = rnd(3);
            fs.blend = rnd(MR_BLEND_CUSTOM);
            mr_vertex_fixed_rhw v[4];
            fixed_quad(v, x0, y0, x1, y1, z, color);
            OK(mr_draw_fixed_rhw(ctx, &fs, MR_PRIM_TRIANGLE_LIST, v, 4, QUAD, 6));
            break;
        }
        case 6: {
            mr_vertex_fixed_rhw v[4];
            fixed_quad(v, x0, y0, x1, y1, z, color);
            ps.fixed.blend = rnd(MR_BLEND_CUSTOM);
            ps.fixed.depth_stencil.depth_enable = rnd(2);
            OK(mr_draw_program_rhw(ctx, &ps, MR_PRIM_TRIANGLE_LIST, v, 4, QUAD, 6));
            break;
        }
        case 7: {
            /* Cross-target sampling: draw the other context's target. */
            mr_texture_id t = mr_target_texture(other);
            CHECK(t != 0, "mr_target_texture: %s", mr_last_error());
            mr_vertex_rhw v[4];
            rhw_quad(v, x0, y0, x1, y1, 0.5f, 0xffffffffu);
            ds.blend = MR_BLEND_NONE;
            ds.depth_test = 0;
            ds.texture = t;
            OK(mr_draw_rhw(ctx, &ds, MR_PRIM_TRIANGLE_LIST, v, sizeof v[0], 4, QUAD, 6));
            ds.texture = 0;
            /* The seed's targeted check: a clear after the id was taken is sampled. */
            if (rnd(2)) {
                OK(mr_clear(other, color));
            }
            break;
        }
        case 8: {
            uint8_t up[4 * 4];
            for (int i = 0; i < 16; i++) {
                up[i] = (uint8_t)rnd(256);
            }
            OK(mr_texture_update(tex, rnd(3), rnd(3), 2, 2, up, 8));
            break;
        }
        case 9: {
            uint8_t px[3 * 12];
            for (int i = 0; i < (int)sizeof px; i++) {
                px[i] = (uint8_t)rnd(256);
            }
            OK(mr_write_framebuffer(ctx, rnd(29), rnd(29), 3, 3, px, 12));
            break;
        }
        case 10:
            OK(mr_blit_target_to(ctx, c));
            record(run, c);
            break;
        default:
            if (rnd(2)) {
                OK(mr_commit_async(NULL, NULL));
            }
            record(run, ctx);
            break;
        }
    }
    record(run, a);
    record(run, b);
    OK(mr_texture_destroy(tex));
    OK(mr_destroy(a));
    OK(mr_destroy(b));
    OK(mr_destroy(c));
    OK(mr_set_fast_paths(0));
}

static void fast_paths(void) {
    fast_path_sequence(0);
    fast_path_sequence(1);
    CHECK(read_count[0] == read_count[1] && read_count[0] > 8, "%d and %d readbacks",
          read_count[0], read_count[1]);
    for (int i = 0; i < read_count[0]; i++) {
        CHECK(memcmp(reads[0][i], reads[1][i], sizeof reads[0][i]) == 0,
              "readback %d differs with fast paths on", i);
    }
    printf("fast paths on/off byte-identical: ok (%d readbacks)\n", read_count[0]);
}

/* ---- state pressure ---- */

/* floor without libm. */
static float floor_(float x) {
    float t = (float)(int)x;
    return t > x ? t - 1.0f : t;
}

/* The texel index (0 or 1) of a 2-texel axis at coordinate u, or -1 for the zero border. */
static int address(uint32_t mode, float u) {
    int t = (int)floor_(u * 2.0f);
    switch (mode) {
    case 1: /* WRAP */
        return ((t % 2) + 2) % 2;
    case 2: { /* MIRROR */
        int m = ((t % 4) + 4) % 4;
        return m < 2 ? m : 3 - m;
    }
    case 3: /* CLAMP */
        return t < 0 ? 0 : t > 1 ? 1 : t;
    case 4: /* BORDER */
        return t < 0 || t > 1 ? -1 : t;
    default: { /* MIRRORONCE */
        int m = t < 0 ? -t - 1 : t;
        return m > 1 ? 1 : m;
    }
    }
}

#define SP_W 24
static uint8_t sp_fb[SP_W * SP_W * 4];

static void state_pressure(void) {
    mr_context *ctx = mr_create(36, 32);
    CHECK(ctx != NULL, "mr_create: %s", mr_last_error());
    /* 72 distinct depth/stencil states, each drawing its own 4x4 cell. */
    OK(mr_clear(ctx, 0xff000000u));
    static const uint32_t funcs[4] = {2, 4, 6, 8};
    static const uint32_t masks[3] = {0xff, 0x0f, 0xf0};
    for (uint32_t i = 0; i < 72; i++) {
        mr_fixed_state fs = diffuse_state();
        fs.depth_stencil.depth_enable = 1;
        fs.depth_stencil.depth_write = 0;
        fs.depth_stencil.depth_func = funcs[i % 4];
        fs.depth_stencil.stencil_enable = 1;
        fs.depth_stencil.stencil_func = 8;
        fs.depth_stencil.stencil_pass = 1 + (i / 4) % 8;
        fs.depth_stencil.stencil_write_mask = masks[i / 32];
        fs.depth_stencil.stencil_ref = i;
        mr_vertex_fixed_rhw v[4];
        float x = (float)(i % 9) * 4, y = (float)(i / 9) * 4;
        fixed_quad(v, x, y, x + 4, y + 4, 0.5f, 0xff000000u | (i * 0x030201u + 0x102030u));
        OK(mr_draw_fixed_rhw(ctx, &fs, MR_PRIM_TRIANGLE_LIST, v, 4, QUAD, 6));
    }
    uint8_t fb[36 * 32 * 4];
    read_fb(ctx, 36, 32, fb);
    for (uint32_t i = 0; i < 72; i++) {
        EXPECT_PIXEL(fb, 36, (i % 9) * 4 + 1, (i / 9) * 4 + 2,
                     0xff000000u | (i * 0x030201u + 0x102030u), 0);
    }
    OK(mr_resize(ctx, SP_W, SP_W));

    /* A 2x2 texture: red, green / blue, white. */
    static const uint32_t texel[4] = {0xffff0000u, 0xff00ff00u, 0xff0000ffu, 0xffffffffu};
    uint8_t texels[16];
    for (int i = 0; i < 4; i++) {
        for (int s = 0; s < 4; s++) {
            texels[i * 4 + s] = (uint8_t)(texel[i] >> (8 * s));
        }
    }
    mr_texture_id tex = mr_texture_create(2, 2, texels);
    CHECK(tex != 0, "mr_texture_create: %s", mr_last_error());
    /* u and v run -1..2 over 24 pixels: pixel i samples -1 + (i + 0.5) / 8. */
    mr_vertex_fixed_rhw v[4];
    fixed_quad(v, -0.5f, -0.5f, SP_W - 0.5f, SP_W - 0.5f, 0.5f, 0xffffffffu);
    for (int i = 0; i < 4; i++) {
        v[i].tex[0][0] = (i & 1) ? 2.0f : -1.0f;
        v[i].tex[0][1] = (i & 2) ? 2.0f : -1.0f;
    }

    /* 768 distinct sampler requests on the fixed path, every one drawing. */
    mr_fixed_state fs = diffuse_state();
    fs.stages[0].color_op = 4; /* MODULATE texture, diffuse */
    fs.stages[0].color_args[1] = 2;
    fs.stages[0].color_args[2] = 0;
    fs.stages[0].alpha_op = 4;
    fs.stages[0].alpha_args[1] = 2;
    fs.stages[0].alpha_args[2] = 0;
    fs.stages[0].texture = tex;
    int drawn = 0;
    for (uint32_t i = 0; i < 900 && drawn < 768; i++) {
        mr_program_sampler *s = &fs.stages[0].sampler;
        s->address_u = 1 + i % 5;
        s->address_v = 1 + (i / 5) % 5;
        s->min_filter = 1 + (i / 25) % 3;
        s->mag_filter = 1 + (i / 75) % 2;
        s->mip_filter = (i / 150) % 3;
        s->max_anisotropy = 1 + (s->min_filter == 3 ? (i / 450) * 3 : 0);
        s->max_mip_level = 0;
        OK(mr_draw_fixed_rhw(ctx, &fs, MR_PRIM_TRIANGLE_LIST, v, 4, QUAD, 6));
        drawn++;
    }
    CHECK(drawn == 768, "%d sampler requests drawn", drawn);

    /* All 25 U/V addressing combinations, nearest, on both paths: exact texels. */
    mr_program_state ps;
    OK(mr_program_state_defaults(&ps));
    ps.ps_tokens = PS_TEX;
    ps.ps_token_count = sizeof PS_TEX / 4;
    ps.textures[0] = tex;
    ps.fixed.cull = 1;
    ps.fixed.depth_stencil.depth_enable = 0;
    int checked = 0;
    for (int path = 0; path < 2; path++) {
        for (uint32_t mode = 0; mode < 25; mode++) {
            mr_program_sampler s = {0};
            s.address_u = 1 + mode % 5;
            s.address_v = 1 + mode / 5;
            s.mag_filter = s.min_filter = 1;
            OK(mr_clear(ctx, 0xff808080u));
            if (path == 0) {
                fs.stages[0].sampler = s;
                OK(mr_draw_fixed_rhw(ctx, &fs, MR_PRIM_TRIANGLE_LIST, v, 4, QUAD, 6));
            } else {
                ps.samplers[0] = s;
                OK(mr_draw_program_rhw(ctx, &ps, MR_PRIM_TRIANGLE_LIST, v, 4, QUAD, 6));
            }
            read_fb(ctx, SP_W, SP_W, sp_fb);
            for (int y = 0; y < SP_W; y++) {
                for (int x = 0; x < SP_W; x++) {
                    int tu = address(s.address_u, -1.0f + ((float)x + 0.5f) / 8.0f);
                    int tv = address(s.address_v, -1.0f + ((float)y + 0.5f) / 8.0f);
                    uint32_t want = tu < 0 || tv < 0 ? 0u : texel[tv * 2 + tu];
                    uint32_t got = pixel(sp_fb, SP_W, x, y);
                    checked++;
                    if (got != want) {
                        CHECK(0, "path %d address %u/%u pixel (%d, %d) is %08x, expected %08x",
                              path, s.address_u, s.address_v, x, y, (unsigned)got,
                              (unsigned)want);
                        y = SP_W;
                        break;
                    }
                }
            }
        }
    }
    OK(mr_texture_destroy(tex));
    OK(mr_destroy(ctx));
    printf("state pressure: ok (72 depth/stencil states, 768 samplers, %d exact pixels)\n",
           checked);
}

/* ---- overlay cache isolation ---- */

/* Draws SRC_ALPHA white of alpha 0x80 over transparent black on path `path` and returns the
 * pixel: alpha 0x40 in the world (srcA * srcA), 0x80 on an overlay (srcA * 1). */
static uint32_t overlay_draw(mr_context *ctx, int path) {
    OK(mr_clear(ctx, 0));
    mr_vertex_fixed_rhw fv[4];
    fixed_quad(fv, 0, 0, 8, 8, 0.5f, 0x80ffffffu);
    if (path == 0) {
        mr_draw_state ds;
        OK(mr_draw_state_defaults(&ds));
        ds.blend = MR_BLEND_SRC_ALPHA;
        mr_vertex_rhw v[4];
        rhw_quad(v, 0, 0, 8, 8, 0.5f, 0x80ffffffu);
        OK(mr_draw_rhw(ctx, &ds, MR_PRIM_TRIANGLE_LIST, v, sizeof v[0], 4, QUAD, 6));
    } else if (path == 1) {
        mr_fixed_state fs = diffuse_state();
        fs.blend = MR_BLEND_SRC_ALPHA;
        OK(mr_draw_fixed_rhw(ctx, &fs, MR_PRIM_TRIANGLE_LIST, fv, 4, QUAD, 6));
    } else {
        mr_program_state ps;
        OK(mr_program_state_defaults(&ps));
        ps.ps_tokens = PS_COLOR;
        ps.ps_token_count = sizeof PS_COLOR / 4;
        ps.fixed.cull = 1;
        ps.fixed.depth_stencil.depth_enable = 0;
        ps.fixed.blend = MR_BLEND_SRC_ALPHA;
        OK(mr_draw_program_rhw(ctx, &ps, MR_PRIM_TRIANGLE_LIST, fv, 4, QUAD, 6));
    }
    uint8_t fb[8 * 8 * 4];
    read_fb(ctx, 8, 8, fb);
    return pixel(fb, 8, 4, 4);
}

static void overlay_cache(void) {
    mr_context *world = mr_create(8, 8);
    mr_context *hud = mr_create(8, 8);
    CHECK(world && hud, "mr_create: %s", mr_last_error());
    OK(mr_set_overlay_target(hud, 1));
    for (int path = 0; path < 3; path++) {
        /* Path 0 creates the world pipeline first, paths 1 and 2 the overlay one. */
        uint32_t w, h;
        if (path == 0) {
            w = overlay_draw(world, path);
            h = overlay_draw(hud, path);
        } else {
            h = overlay_draw(hud, path);
            w = overlay_draw(world, path);
        }
        CHECK(near(w, 0x40808080u, 1), "path %d world pixel %08x", path, (unsigned)w);
        CHECK(near(h, 0x80808080u, 1), "path %d overlay pixel %08x", path, (unsigned)h);
        /* And again the other way round, now that both exist. */
        CHECK(near(overlay_draw(world, path), 0x40808080u, 1), "path %d world again", path);
        CHECK(near(overlay_draw(hud, path), 0x80808080u, 1), "path %d overlay again", path);
    }
    OK(mr_destroy(world));
    OK(mr_destroy(hud));
    printf("overlay cache isolation: ok\n");
}

int main(void) {
    elapsed_ms();
    fast_paths();
    printf("  (%ld ms)\n", elapsed_ms());
    state_pressure();
    printf("  (%ld ms)\n", elapsed_ms());
    overlay_cache();
    printf("  (%ld ms)\n", elapsed_ms());
    if (failures) {
        printf("%d failures\n", failures);
        return 1;
    }
    printf("ok: the reference renderer's tests pass through the C API\n");
    return 0;
}
