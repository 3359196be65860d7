//! Draw batching across pixel constants and textures (`Options::pixel_batch`, batch
//! textures): a translated pixel shader reads its constants, and the texture its draw chose,
//! from the draw's own block, so draws that differ in them still merge. Each sequence is
//! drawn with batching on and off and compared byte for byte, and against the pixels the
//! D3D9 equations give (`texld` of a 1x1 texture times `c0`).

mod batch_util;
mod common;
mod program_util;

use batch_util::{colour, off_and_on, place, unit_quad};
use common::{pixel, renderer};
use ninth_render::{
    ContextId, Primitive, ProgramDrawState, Renderer, TextureDesc, TextureFormat, TextureId,
    TextureRegion,
};
use program_util::*;

/// Places the unit quad with `c0`/`c1` and passes it on as a texture coordinate: two packed
/// vectors.
const VS_PLACE_TEX: &str = "vs_2_0
dcl_position v0
mad oPos, v0, c0, c1
mov oT0, v0";

/// The texture times `c0`: with the header and the vertex constants a block of 4 vectors,
/// so 64 draws fit one float window.
const PS_TEX_C0: &str = "ps_2_0
dcl t0.xy
dcl_2d s0
texld r0, t0, s0
mul r0, r0, c0
mov oC0, r0";

/// A cube texture times `c0` (the direction is the interpolated quad position).
const PS_CUBE_C0: &str = "ps_2_0
dcl t0
dcl_cube s0
texld r0, t0, s0
mul r0, r0, c0
mov oC0, r0";

/// Two samplers added, times `c0`: no batch textures (one sampler only), batched constants.
const PS_TWO_TEX: &str = "ps_2_0
dcl t0.xy
dcl_2d s0
dcl_2d s1
texld r0, t0, s0
texld r1, t0, s1
add r0, r0, r1
mul oC0, r0, c0";

/// The BGRA bytes of test texture `k` (opaque).
fn texel(k: u32) -> [u8; 4] {
    // Distinct for k < 40.
    [(40 + 5 * k) as u8, (255 - 5 * k) as u8, (6 * k) as u8, 255]
}

fn textures(r: &mut Renderer, n: u32) -> Vec<TextureId> {
    (0..n)
        .map(|k| r.create_texture(1, 1, Some(&texel(k))).unwrap())
        .collect()
}

fn tex_state(r: &mut Renderer, ps: &str) -> ProgramDrawState {
    let vs = shader(r, VS_PLACE_TEX);
    let ps = shader(r, ps);
    pos_state(vs, ps)
}

/// `c0` of draw `i`: the channels of [`colour`] (8-bit exact), alpha 1.
fn set_c0(s: &mut ProgramDrawState, i: u32) {
    let c = colour(i % 256);
    let channel = |shift: u32| ((c >> shift) & 0xff) as f32 / 255.0;
    s.ps_constants.float[0] = [channel(16), channel(8), channel(0), 1.0];
}

/// D3D9's `mul` of a texel (BGRA bytes, or opaque black) by draw `i`'s `c0`, as D3DCOLOR.
fn expected(texel: Option<[u8; 4]>, i: u32) -> u32 {
    let [b, g, r, _] = texel.unwrap_or([0, 0, 0, 255]);
    expected_sum([b, g, r].map(|t| f64::from(t) / 255.0), i)
}

/// Texel values (B, G, R as 0..1 floats, unclamped, as ps_2_0 registers hold them) times
/// draw `i`'s `c0`, written to an 8-bit target (saturated, rounded).
fn expected_sum([b, g, r]: [f64; 3], i: u32) -> u32 {
    let c = colour(i % 256);
    let mul = |t: f64, shift: u32| {
        let f = t * f64::from((c >> shift) & 0xff);
        f.clamp(0.0, 255.0).round() as u32
    };
    0xff00_0000 | mul(r, 16) << 16 | mul(g, 8) << 8 | mul(b, 0)
}

fn draw(r: &mut Renderer, ctx: ContextId, s: &ProgramDrawState) {
    r.draw_program(ctx, s, Primitive::TriangleList, &[&unit_quad()], None)
        .unwrap();
}

#[track_caller]
fn assert_near(got: u32, want: u32, what: &str) {
    for shift in [0, 8, 16, 24] {
        let (g, w) = ((got >> shift) & 0xff, (want >> shift) & 0xff);
        assert!(
            g.abs_diff(w) <= 1,
            "{what}: got {got:#010x}, expected {want:#010x}"
        );
    }
}

/// Draws `n` one-pixel cells of a `size`-wide target, cell `i` with `c0` of draw `i` and
/// the texture `texture(i)`.
fn draw_cells(
    r: &mut Renderer,
    ctx: ContextId,
    s: &ProgramDrawState,
    (size, n): (u32, u32),
    texture: impl Fn(u32) -> Option<TextureId>,
) {
    let mut s = s.clone();
    for i in 0..n {
        place(&mut s, size, [i % size, i / size, 1, 1], 0);
        set_c0(&mut s, i);
        s.textures[0] = texture(i);
        draw(r, ctx, &s);
    }
}

/// Checks the `n` cells of [`draw_cells`] against the texel each sampled.
#[track_caller]
fn check_cells(image: &[u8], (size, n): (u32, u32), texel_of: impl Fn(u32) -> Option<[u8; 4]>) {
    for i in 0..n {
        let got = pixel(image, size, i % size, i / size);
        assert_near(got, expected(texel_of(i), i), &format!("draw {i}"));
    }
}

#[test]
fn draws_differing_in_pixel_constants_and_texture_merge() {
    let mut r = renderer();
    let s = tex_state(&mut r, PS_TEX_C0);
    let tex = textures(&mut r, 16);
    // W2's pattern: every draw its own constants and the next of 16 textures.
    let w2_like = |r: &mut Renderer, ctx| {
        draw_cells(r, ctx, &s, (16, 256), |i| Some(tex[(i % 16) as usize]));
    };
    let (off, on, merged) = off_and_on(&mut r, 16, w2_like);
    check_cells(&on, (16, 256), |i| Some(texel(i % 16)));
    assert_eq!(on, off, "batching on and off differ");
    // The shader starts without batched pixel blocks: draws 1-4 miss the batch through their
    // texture, and at the fourth it learns (`CHANGES_TO_LEARN`). From draw 5 on, draws
    // through 20 add their texture to the set, in entries no draw of the batch samples, so
    // they join it (the new set's group bound for it); batches of 64 (a block of 2 + 1 + 1
    // vectors) start at 5, 69, 133 and 197. 5 + 4 batches.
    assert_eq!(merged, 256 - (5 + 4));
    // Learned and warm (the set holds the textures): only the window ends batches.
    let (_, again, merged) = off_and_on(&mut r, 16, w2_like);
    assert_eq!(again, on);
    assert_eq!(merged, 256 - 4);
}

#[test]
fn a_shader_whose_pixel_block_never_changes_keeps_the_shorter_block() {
    let mut r = renderer();
    let mut s = tex_state(&mut r, PS_TEX_C0);
    let tex = textures(&mut r, 1);
    s.textures[0] = Some(tex[0]);
    set_c0(&mut s, 7);
    let (off, on, merged) = off_and_on(&mut r, 16, |r, ctx| {
        let mut s = s.clone();
        for i in 0..256 {
            place(&mut s, 16, [i % 16, i / 16, 1, 1], 0);
            draw(r, ctx, &s);
        }
    });
    assert_eq!(on, off);
    for i in 0..256 {
        let got = pixel(&on, 16, i % 16, i / 16);
        assert_near(got, expected(Some(texel(0)), 7), &format!("draw {i}"));
    }
    // Blocks of the 2 vertex vectors only: batches of 128, not 64.
    assert_eq!(merged, 256 - 2);
    // The vertex module with and without batching, and one pixel module: never translated
    // again with a batched pixel block.
    assert_eq!(r.program_module_count(), 3);
}

#[test]
fn more_textures_than_the_set_holds_and_missing_ones() {
    let mut r = renderer();
    let s = tex_state(&mut r, PS_TEX_C0);
    // 24 textures: some share an entry and evict each other; every seventh draw has none
    // (opaque black).
    let tex = textures(&mut r, 24);
    let choice = |i: u32| (i % 7 != 3).then_some((i * 5) % 24);
    let (off, on, merged) = off_and_on(&mut r, 16, |r, ctx| {
        draw_cells(r, ctx, &s, (16, 256), |i| {
            choice(i).map(|k| tex[k as usize])
        });
    });
    check_cells(&on, (16, 256), |i| choice(i).map(texel));
    assert_eq!(on, off, "batching on and off differ");
    assert!(merged > 0, "nothing merged");
}

#[test]
fn a_sampled_render_target_never_enters_the_set() {
    let mut r = renderer();
    let s = tex_state(&mut r, PS_TEX_C0);
    let tex = textures(&mut r, 4);
    // A 1x1 target cleared to a colour, sampled between plain textures.
    let target = r.create_context(1, 1).unwrap();
    r.clear_color(target, 0xff30_6090).unwrap();
    let alias = r.target_texture(target).unwrap();
    let ctx = r.create_context(16, 1).unwrap();
    let mut s2 = s.clone();
    for i in 0..16 {
        place(&mut s2, 16, [i, 0, 1, 1], 0);
        set_c0(&mut s2, i);
        s2.textures[0] = Some(if i % 4 == 2 {
            alias
        } else {
            tex[(i % 4) as usize]
        });
        draw(&mut r, ctx, &s2);
    }
    // Drawing into the sampled target with the set bound must not see it there (WebGPU
    // refuses a texture both sampled and rendered to in one pass).
    place(&mut s2, 1, [0, 0, 1, 1], 0);
    set_c0(&mut s2, 0);
    s2.textures[0] = Some(tex[1]);
    draw(&mut r, target, &s2);
    let image = r.read_framebuffer(ctx).unwrap();
    for i in 0..16u32 {
        let t = match i % 4 {
            2 => [0x90, 0x60, 0x30, 0xff],
            k => texel(k),
        };
        assert_near(
            pixel(&image, 16, i, 0),
            expected(Some(t), i),
            &format!("draw {i}"),
        );
    }
    let target_image = r.read_framebuffer(target).unwrap();
    assert_near(
        pixel(&target_image, 1, 0, 0),
        expected(Some(texel(1)), 0),
        "the target",
    );
}

#[test]
fn two_samplers_merge_constants_but_not_textures() {
    let mut r = renderer();
    let s = tex_state(&mut r, PS_TWO_TEX);
    let tex = textures(&mut r, 3);
    let add = |a: [u8; 4], b: [u8; 4]| -> [f64; 3] {
        std::array::from_fn(|k| (f64::from(a[k]) + f64::from(b[k])) / 255.0)
    };
    // s1 is tex[2] throughout; s0 changes every 8 draws, c0 every draw.
    let (off, on, merged) = off_and_on(&mut r, 16, |r, ctx| {
        let mut s = s.clone();
        s.textures[1] = Some(tex[2]);
        for i in 0..32 {
            place(&mut s, 16, [i % 16, i / 16, 1, 1], 0);
            set_c0(&mut s, i);
            s.textures[0] = Some(tex[((i / 8) % 2) as usize]);
            draw(r, ctx, &s);
        }
    });
    for i in 0..32 {
        let sum = add(texel((i / 8) % 2), texel(2));
        let want = expected_sum(sum, i);
        assert_near(pixel(&on, 16, i % 16, i / 16), want, &format!("draw {i}"));
    }
    assert_eq!(on, off);
    // Draws 1-4 miss the batch through their constants, and the shader learns at the fourth;
    // then runs of 8 draws with one texture each (5-7, 8-15, 16-23, 24-31).
    assert_eq!(merged, 32 - (5 + 4));
}

#[test]
fn a_destroyed_texture_leaves_the_set() {
    let mut r = renderer();
    let s = tex_state(&mut r, PS_TEX_C0);
    let tex = textures(&mut r, 4);
    let ctx = r.create_context(16, 1).unwrap();
    let mut s2 = s.clone();
    // Enough texture changes to learn, and all four textures in the set.
    for i in 0..16 {
        place(&mut s2, 16, [i, 0, 1, 1], 0);
        set_c0(&mut s2, i);
        s2.textures[0] = Some(tex[(i % 4) as usize]);
        draw(&mut r, ctx, &s2);
    }
    r.read_framebuffer(ctx).unwrap();
    // The set's bind group is made again without the destroyed texture.
    r.destroy_texture(tex[1]).unwrap();
    place(&mut s2, 16, [0, 0, 1, 1], 0);
    set_c0(&mut s2, 0);
    s2.textures[0] = Some(tex[2]);
    r.draw_program(ctx, &s2, Primitive::TriangleList, &[&unit_quad()], None)
        .expect("drawing with a set that held a destroyed texture");
    let image = r.read_framebuffer(ctx).unwrap();
    assert_near(pixel(&image, 16, 0, 0), expected(Some(texel(2)), 0), "draw");
}

#[test]
fn a_shader_whose_draws_keep_missing_the_set_gives_batch_textures_up() {
    let mut r = renderer();
    let s = tex_state(&mut r, PS_TEX_C0);
    // Two textures in turn whose ids are 16 apart: both take the same entry of the set, so
    // every draw replaces the texture the draw before it samples and cannot join its batch.
    let tex = textures(&mut r, 17);
    let pick = |i: u32| (i % 2) * 16;
    let (off, on, _) = off_and_on(&mut r, 32, |r, ctx| {
        draw_cells(r, ctx, &s, (32, 1024), |i| Some(tex[pick(i) as usize]));
    });
    assert_eq!(on, off);
    check_cells(&on, (32, 1024), |i| Some(texel(pick(i))));
    // Modules: the vertex shader without batching, with it, and with the batch location;
    // the pixel shader plain, with batch textures (learned at draw 4), and with the pixel
    // block but no batch textures (given up after 256 draws through the set).
    assert_eq!(r.program_module_count(), 6);
}

#[test]
fn cube_textures_have_their_own_set_and_other_kinds_read_black() {
    let mut r = renderer();
    let s = tex_state(&mut r, PS_CUBE_C0);
    // 1x1 cubes whose six faces hold texel(k): any direction samples it.
    let cubes: Vec<TextureId> = (0..8)
        .map(|k| {
            let desc = TextureDesc::cube(TextureFormat::A8R8G8B8, 1, 1);
            let cube = r.create_texture_desc(&desc).unwrap();
            for face in 0..6 {
                let region = TextureRegion::level(&desc, 0).on_face(face);
                r.update_texture_region(cube, &region, &texel(k), 4, 0)
                    .unwrap();
            }
            cube
        })
        .collect();
    // A 2D texture in the cube sampler reads opaque black, as in D3D9.
    let flat = textures(&mut r, 1)[0];
    let choice = |i: u32| (i % 9 != 4).then_some(i % 8);
    let (off, on, merged) = off_and_on(&mut r, 16, |r, ctx| {
        draw_cells(r, ctx, &s, (16, 128), |i| {
            Some(choice(i).map_or(flat, |k| cubes[k as usize]))
        });
    });
    check_cells(&on, (16, 128), |i| choice(i).map(texel));
    assert_eq!(on, off, "batching on and off differ");
    assert!(merged > 64, "{merged} merged");
}

#[test]
fn fixed_function_pixel_stage_draws_differing_in_texture_and_tfactor_merge() {
    // No pixel shader: stage 0 modulates the texture with D3DRS_TEXTUREFACTOR, which the
    // draw's block carries (NinthFixed's first vectors) as a pixel shader's constants.
    use ninth_render::state::fixed::StageState;
    let mut r = renderer();
    let mut s = tex_state(&mut r, PS_TEX_C0);
    s.pixel_shader = None;
    s.fixed_pixel.stages[0].state = StageState {
        color_op: 4,           // MODULATE
        color_args: [1, 2, 3], // TEXTURE, TFACTOR
        alpha_op: 4,
        alpha_args: [1, 2, 3],
        ..StageState::d3d9_default(0)
    };
    s.fixed_pixel.stages[1].state.color_op = 1; // DISABLE
    let tex = textures(&mut r, 16);
    let cells = |r: &mut Renderer, ctx| {
        let mut s = s.clone();
        for i in 0..256 {
            place(&mut s, 16, [i % 16, i / 16, 1, 1], 0);
            s.fixed_pixel.texture_factor = colour(i);
            s.fixed_pixel.stages[0].texture = Some(tex[(i % 16) as usize]);
            draw(r, ctx, &s);
        }
    };
    let (off, on, merged) = off_and_on(&mut r, 16, cells);
    check_cells(&on, (16, 256), |i| Some(texel(i % 16)));
    assert_eq!(on, off, "batching on and off differ");
    // As a pixel shader learns: 4 draws, then 16 set entries; the block is 2 vertex
    // vectors, a header and NinthFixed's 8 for one stage: batches of 23.
    assert!(merged >= 256 - (5 + 16 + 12), "{merged} of 256 merged");
    // Learned and warm: only the window ends batches.
    let (_, again, merged) = off_and_on(&mut r, 16, cells);
    assert_eq!(again, on);
    assert_eq!(merged, 256 - 256u64.div_ceil(256 / 11));
}
