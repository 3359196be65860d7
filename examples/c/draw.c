/* Draws through every kind of entry point of ninth's C API (ninth_renderer.h) into 64x64
 * contexts, reads the framebuffers back and checks pixels against values worked out from
 * the D3D9 equations. Prints one line per step; exits non-zero on any failure. */
#define _POSIX_C_SOURCE 199309L
#include <stdatomic.h>
#include <time.h>

#include "check.h"

#define W 64
#define H 64

/* vs_2_0: dcl_position v0; dcl_color v1; mov oPos, v0; mov oD0, v1. */
static const uint32_t VS[] = {0xfffe0200, 0x0200001f, 0x80000000, 0x900f0000, 0x0200001f,
                              0x8000000a, 0x900f0001, 0x02000001, 0xc00f0000, 0x90e40000,
                              0x02000001, 0xd00f0000, 0x90e40001, 0x0000ffff};
/* ps_2_0: dcl v0; mul oC0, v0, c0. */
static const uint32_t PS[] = {0xffff0200, 0x0200001f, 0x80000000, 0x900f0000,
                              0x03000005, 0x800f0800, 0x90e40000, 0xa0e40000, 0x0000ffff};

static atomic_int commit_done;
static atomic_int commit_ok;

static void on_commit(void *arg, int32_t ok) {
    atomic_store(&commit_ok, ok + (arg == &commit_ok ? 10 : 0));
    atomic_store(&commit_done, 1);
}

static uint8_t fb[W * H * 4];
static uint8_t fb2[W * H * 4];

int main(void) {
    mr_context *ctx = mr_create(W, H);
    CHECK(ctx != NULL, "mr_create: %s", mr_last_error());
    if (ctx == NULL) {
        return 1;
    }
    read_fb(ctx, W, H, fb);
    EXPECT_PIXEL(fb, W, 5, 5, 0xff000000u, 0);
    printf("create: ok\n");

    OK(mr_clear(ctx, 0xff204060u));
    OK(mr_clear_depth(ctx, 1.0f));
    OK(mr_clear_stencil(ctx, 0));

    /* mr_draw_rhw: a red quad over the top-left quadrant. */
    mr_draw_state ds;
    OK(mr_draw_state_defaults(&ds));
    mr_vertex_rhw rv[4];
    rhw_quad(rv, 0, 0, 32, 32, 0.5f, 0xffff0000u);
    OK(mr_draw_rhw(ctx, &ds, MR_PRIM_TRIANGLE_LIST, rv, sizeof(mr_vertex_rhw), 4, QUAD, 6));

    /* mr_draw_fixed_rhw: a green quad over the top-right quadrant. */
    mr_fixed_state fs = diffuse_state();
    mr_vertex_fixed_rhw fv[4];
    fixed_quad(fv, 32, 0, 64, 32, 0.5f, 0xff00ff00u);
    OK(mr_draw_fixed_rhw(ctx, &fs, MR_PRIM_TRIANGLE_LIST, fv, 4, QUAD, 6));

    /* mr_draw_fixed_clip: the whole clip square into a viewport of the bottom-left quadrant
     * (blue). */
    OK(mr_set_viewport(ctx, 0, 32, 32, 32));
    mr_vertex_fixed_clip cv[4];
    memset(cv, 0, sizeof cv);
    for (int i = 0; i < 4; i++) {
        cv[i].x = (i & 1) ? 1.0f : -1.0f;
        cv[i].y = (i & 2) ? -1.0f : 1.0f;
        cv[i].z = 0.5f;
        cv[i].w = 1.0f;
        cv[i].diffuse = 0xff0000ffu;
        cv[i].fog = 1.0f;
    }
    OK(mr_draw_fixed_clip(ctx, &fs, MR_PRIM_TRIANGLE_LIST, cv, 4, QUAD, 6));
    OK(mr_set_viewport(ctx, 0, 0, W, H));

    /* mr_draw_program: vs_2_0 + ps_2_0 (colour times c0) over the bottom-right quadrant in
     * clip space, white vertices times c0 = (1, 0, 1, 1): magenta. */
    struct {
        float pos[4];
        uint32_t color;
    } pv[4];
    for (int i = 0; i < 4; i++) {
        pv[i].pos[0] = (i & 1) ? 1.0f : 0.0f;
        pv[i].pos[1] = (i & 2) ? -1.0f : 0.0f;
        pv[i].pos[2] = 0.5f;
        pv[i].pos[3] = 1.0f;
        pv[i].color = 0xffffffffu;
    }
    static const mr_vertex_element decl[] = {
        {0, 0, 3, 0, 0, 0}, {0, 16, 4, 0, 10, 0}, {0xff, 0, 17, 0, 0, 0}};
    const float magenta[4] = {1.0f, 0.0f, 1.0f, 1.0f};
    mr_program_state ps;
    OK(mr_program_state_defaults(&ps));
    ps.vs_tokens = VS;
    ps.vs_token_count = sizeof VS / 4;
    ps.ps_tokens = PS;
    ps.ps_token_count = sizeof PS / 4;
    ps.declaration = decl;
    ps.declaration_count = 3;
    ps.ps_constants = magenta;
    ps.ps_constant_count = 1;
    ps.fixed.cull = 1;
    ps.fixed.depth_stencil.depth_enable = 0;
    OK(mr_draw_program(ctx, &ps, MR_PRIM_TRIANGLE_LIST, pv, sizeof pv[0], 4, QUAD, 6));

    /* mr_draw_program_rhw: the same pixel shader on white RHW vertices at 0..16, 48..64
     * with c0 = (0, 1, 1, 1): cyan. */
    const float cyan[4] = {0.0f, 1.0f, 1.0f, 1.0f};
    ps.ps_constants = cyan;
    fixed_quad(fv, 0, 48, 16, 64, 0.5f, 0xffffffffu);
    OK(mr_draw_program_rhw(ctx, &ps, MR_PRIM_TRIANGLE_LIST, fv, 4, QUAD, 6));

    read_fb(ctx, W, H, fb);
    EXPECT_PIXEL(fb, W, 8, 8, 0xffff0000u, 0);
    EXPECT_PIXEL(fb, W, 40, 8, 0xff00ff00u, 0);
    EXPECT_PIXEL(fb, W, 24, 40, 0xff0000ffu, 0);
    EXPECT_PIXEL(fb, W, 40, 40, 0xffff00ffu, 0);
    EXPECT_PIXEL(fb, W, 4, 60, 0xff00ffffu, 0);
    printf("draws: ok\n");

    /* Textures: a 2x2 texture drawn nearest onto 16..32 x 16..32, modulated by white. */
    const uint8_t texels[16] = {0x00, 0x00, 0xff, 0xff, 0x00, 0xff, 0x00, 0xff,
                                0xff, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff};
    mr_texture_id tex = mr_texture_create(2, 2, texels);
    CHECK(tex != 0, "mr_texture_create: %s", mr_last_error());
    ds.texture = tex;
    rhw_quad(rv, 16, 16, 32, 32, 0.5f, 0xffffffffu);
    OK(mr_draw_rhw(ctx, &ds, MR_PRIM_TRIANGLE_LIST, rv, sizeof(mr_vertex_rhw), 4, QUAD, 6));
    read_fb(ctx, W, H, fb);
    EXPECT_PIXEL(fb, W, 20, 20, 0xffff0000u, 0);
    EXPECT_PIXEL(fb, W, 28, 20, 0xff00ff00u, 0);
    EXPECT_PIXEL(fb, W, 20, 28, 0xff0000ffu, 0);
    EXPECT_PIXEL(fb, W, 28, 28, 0xffffffffu, 0);
    const uint8_t grey[4] = {0x80, 0x80, 0x80, 0xff};
    OK(mr_texture_update(tex, 0, 0, 1, 1, grey, 4));
    OK(mr_draw_rhw(ctx, &ds, MR_PRIM_TRIANGLE_LIST, rv, sizeof(mr_vertex_rhw), 4, QUAD, 6));
    read_fb(ctx, W, H, fb);
    EXPECT_PIXEL(fb, W, 20, 20, 0xff808080u, 0);
    EXPECT_PIXEL(fb, W, 28, 28, 0xffffffffu, 0);
    ds.texture = 0;
    OK(mr_texture_destroy(tex));
    printf("textures: ok\n");

    /* Depth and stencil: depth cleared to 0 hides a z = 0.5 draw with the depth test; a
     * stencil-equal-1 draw shows only after the stencil is cleared to 1. */
    OK(mr_clear_depth(ctx, 0.0f));
    ds.depth_test = 1;
    rhw_quad(rv, 0, 0, 8, 8, 0.5f, 0xffffff00u);
    OK(mr_draw_rhw(ctx, &ds, MR_PRIM_TRIANGLE_LIST, rv, sizeof(mr_vertex_rhw), 4, QUAD, 6));
    ds.depth_test = 0;
    mr_fixed_state st = diffuse_state();
    st.depth_stencil.stencil_enable = 1;
    st.depth_stencil.stencil_func = 3; /* D3DCMP_EQUAL */
    st.depth_stencil.stencil_ref = 1;
    fixed_quad(fv, 8, 0, 16, 8, 0.5f, 0xffffff00u);
    OK(mr_draw_fixed_rhw(ctx, &st, MR_PRIM_TRIANGLE_LIST, fv, 4, QUAD, 6));
    read_fb(ctx, W, H, fb);
    EXPECT_PIXEL(fb, W, 4, 4, 0xffff0000u, 0);
    EXPECT_PIXEL(fb, W, 12, 4, 0xffff0000u, 0);
    OK(mr_clear_stencil(ctx, 1));
    OK(mr_draw_fixed_rhw(ctx, &st, MR_PRIM_TRIANGLE_LIST, fv, 4, QUAD, 6));
    read_fb(ctx, W, H, fb);
    EXPECT_PIXEL(fb, W, 12, 4, 0xffffff00u, 0);
    OK(mr_clear_depth(ctx, 1.0f));
    printf("depth stencil: ok\n");

    /* mr_write_framebuffer: a 4x4 block at (60, 0), rows 32 bytes apart. */
    uint8_t block[32 * 4];
    for (int i = 0; i < (int)sizeof block; i += 4) {
        block[i] = 0x11, block[i + 1] = 0x22, block[i + 2] = 0x33, block[i + 3] = 0x44;
    }
    OK(mr_write_framebuffer(ctx, 60, 0, 4, 4, block, 32));
    read_fb(ctx, W, H, fb);
    EXPECT_PIXEL(fb, W, 61, 1, 0x44332211u, 0);
    EXPECT_PIXEL(fb, W, 59, 1, 0xff00ff00u, 0);
    printf("write framebuffer: ok\n");

    /* mr_target_texture: a second context samples the first one's target over its whole
     * surface; mr_blit_target_to copies it into a third. Both equal the first. */
    mr_context *copy = mr_create(W, H);
    mr_context *blit = mr_create(W, H);
    CHECK(copy != NULL && blit != NULL, "mr_create: %s", mr_last_error());
    mr_texture_id target = mr_target_texture(ctx);
    CHECK(target != 0, "mr_target_texture: %s", mr_last_error());
    ds.texture = target;
    rhw_quad(rv, 0, 0, W, H, 0.5f, 0xffffffffu);
    OK(mr_draw_rhw(copy, &ds, MR_PRIM_TRIANGLE_LIST, rv, sizeof(mr_vertex_rhw), 4, QUAD, 6));
    ds.texture = 0;
    OK(mr_blit_target_to(ctx, blit));
    read_fb(copy, W, H, fb2);
    CHECK(memcmp(fb, fb2, sizeof fb) == 0, "the sampled target differs from the target");
    read_fb(blit, W, H, fb2);
    CHECK(memcmp(fb, fb2, sizeof fb) == 0, "the blitted target differs from the target");
    printf("target texture and blit: ok\n");

    /* mr_blit_texture_copy: the 2x2 texels copied into a blank texture, which a draw after
     * the copy samples; then the first context's target copied into the third's by id. */
    mr_texture_id src = mr_texture_create(2, 2, texels);
    mr_texture_id dst = mr_texture_create(2, 2, NULL);
    CHECK(src != 0 && dst != 0, "mr_texture_create: %s", mr_last_error());
    OK(mr_blit_texture_copy(src, dst));
    OK(mr_clear(copy, 0xff000000u));
    ds.texture = dst;
    rhw_quad(rv, 16, 16, 32, 32, 0.5f, 0xffffffffu);
    OK(mr_draw_rhw(copy, &ds, MR_PRIM_TRIANGLE_LIST, rv, sizeof(mr_vertex_rhw), 4, QUAD, 6));
    ds.texture = 0;
    read_fb(copy, W, H, fb2);
    EXPECT_PIXEL(fb2, W, 20, 20, 0xffff0000u, 0);
    EXPECT_PIXEL(fb2, W, 28, 20, 0xff00ff00u, 0);
    EXPECT_PIXEL(fb2, W, 20, 28, 0xff0000ffu, 0);
    EXPECT_PIXEL(fb2, W, 28, 28, 0xffffffffu, 0);
    EXPECT_PIXEL(fb2, W, 8, 8, 0xff000000u, 0);
    OK(mr_texture_destroy(src));
    OK(mr_texture_destroy(dst));
    OK(mr_clear(blit, 0xff000000u));
    mr_texture_id blit_id = mr_target_texture(blit);
    CHECK(blit_id != 0, "mr_target_texture: %s", mr_last_error());
    OK(mr_blit_texture_copy(target, blit_id));
    read_fb(blit, W, H, fb2);
    CHECK(memcmp(fb, fb2, sizeof fb) == 0, "the copied target differs from the target");
    printf("texture copy: ok\n");

    /* Overlay targets: SRC_ALPHA of alpha 0x80 over transparent black keeps alpha 0x80 on
     * an overlay (srcA * 1) and 0x40 in the world (srcA * srcA). */
    OK(mr_set_overlay_target(blit, 1));
    OK(mr_clear(copy, 0));
    OK(mr_clear(blit, 0));
    ds.blend = MR_BLEND_SRC_ALPHA;
    rhw_quad(rv, 0, 0, 8, 8, 0.5f, 0x80ffffffu);
    OK(mr_draw_rhw(copy, &ds, MR_PRIM_TRIANGLE_LIST, rv, sizeof(mr_vertex_rhw), 4, QUAD, 6));
    OK(mr_draw_rhw(blit, &ds, MR_PRIM_TRIANGLE_LIST, rv, sizeof(mr_vertex_rhw), 4, QUAD, 6));
    ds.blend = MR_BLEND_NONE;
    read_fb(copy, W, H, fb2);
    EXPECT_PIXEL(fb2, W, 4, 4, 0x40808080u, 1);
    read_fb(blit, W, H, fb2);
    EXPECT_PIXEL(fb2, W, 4, 4, 0x80808080u, 1);
    printf("overlay: ok\n");

    /* mr_commit_async: the callback runs once, with ok. */
    OK(mr_clear(ctx, 0xff000000u));
    OK(mr_draw_rhw(ctx, &ds, MR_PRIM_TRIANGLE_LIST, rv, sizeof(mr_vertex_rhw), 4, QUAD, 6));
    OK(mr_commit_async(on_commit, &commit_ok));
    for (int i = 0; i < 10000 && !atomic_load(&commit_done); i++) {
        struct timespec ms = {0, 1000000};
        nanosleep(&ms, NULL);
    }
    CHECK(atomic_load(&commit_done) == 1, "the commit callback was not called");
    CHECK(atomic_load(&commit_ok) == 11, "the commit callback got %d", atomic_load(&commit_ok));
    CHECK(strcmp(mr_last_commit_error(), "") == 0, "commit error: %s", mr_last_commit_error());
    printf("commit: ok\n");

    /* Fast paths and traffic counters: a clear folded into the following draw. */
    mr_traffic_stats before, after;
    OK(mr_draw_traffic_stats(&before));
    OK(mr_set_fast_paths(1));
    OK(mr_clear(ctx, 0xff102030u));
    OK(mr_draw_rhw(ctx, &ds, MR_PRIM_TRIANGLE_LIST, rv, sizeof(mr_vertex_rhw), 4, QUAD, 6));
    read_fb(ctx, W, H, fb);
    OK(mr_set_fast_paths(0));
    OK(mr_draw_traffic_stats(&after));
    EXPECT_PIXEL(fb, W, 4, 4, 0x80ffffffu, 0);
    EXPECT_PIXEL(fb, W, 40, 40, 0xff102030u, 0);
    CHECK(after.folded_clears > before.folded_clears, "no clear was folded");
    CHECK(after.draws > before.draws && after.arena_bytes > before.arena_bytes,
          "the counters did not grow");
    printf("fast paths and stats: ok\n");

    /* mr_buffer_create: with the fast paths on, mr_draw_program binds the resident copy of
     * the magenta quad's vertices instead of copying them into the arena. */
    mr_buffer_id vb = mr_buffer_create(pv, sizeof pv);
    CHECK(vb != 0, "mr_buffer_create: %s", mr_last_error());
    OK(mr_set_fast_paths(1));
    OK(mr_draw_traffic_stats(&before));
    OK(mr_clear(ctx, 0xff000000u));
    ps.ps_constants = magenta;
    OK(mr_draw_program(ctx, &ps, MR_PRIM_TRIANGLE_LIST, pv, sizeof pv[0], 4, QUAD, 6));
    read_fb(ctx, W, H, fb);
    OK(mr_draw_traffic_stats(&after));
    OK(mr_set_fast_paths(0));
    OK(mr_buffer_release(vb));
    EXPECT_PIXEL(fb, W, 40, 40, 0xffff00ffu, 0);
    EXPECT_PIXEL(fb, W, 8, 8, 0xff000000u, 0);
    CHECK(after.resident_bytes - before.resident_bytes == sizeof pv,
          "resident bytes grew by %llu, not %zu",
          (unsigned long long)(after.resident_bytes - before.resident_bytes), sizeof pv);
    printf("resident buffer: ok\n");

    /* mr_resize: new targets of the new size, opaque black. */
    OK(mr_resize(ctx, 32, 16));
    read_fb(ctx, 32, 16, fb);
    EXPECT_PIXEL(fb, 32, 31, 15, 0xff000000u, 0);
    printf("resize: ok\n");

    /* Errors: a null context is MR_ERR_ARGS with text. */
    CHECK(mr_clear(NULL, 0) == MR_ERR_ARGS, "mr_clear(NULL) did not fail");
    CHECK(strstr(mr_last_error(), "null") != NULL, "text: %s", mr_last_error());
    OK(mr_destroy(copy));
    OK(mr_destroy(blit));
    OK(mr_destroy(ctx));
    CHECK(mr_clear(ctx, 0) == MR_ERR_ARGS, "a destroyed context was accepted");
    printf("errors: ok\n");

    if (failures) {
        printf("%d failures\n", failures);
        return 1;
    }
    printf("ok: every entry point kind drew what D3D9 draws\n");
    return 0;
}
