//! Shader model 1 in the register model of shader model 2.
//!
//! A `ps_1_x` pixel shader is rewritten ([`lower`]) into a program the `ps_2_0` translator
//! reads, with the D3D9 meaning of every shader model 1 rule kept:
//!
//! - **Registers.** In `ps_1_1`-`ps_1_3`, `t#n` is two things: the texture coordinate set
//!   `n` (what texture-addressing instructions read) and, once a texture instruction wrote
//!   it, a colour register. The rewritten shader keeps `t#n` as the read-only coordinate
//!   (`TEXCOORDn`, as in `ps_2_0`) and gives the colour register its own temporary,
//!   `r(16 + n)` ([`T_COLOR_BASE`]). In `ps_1_4`, `t#` is only a coordinate and `r#` holds
//!   texture results, as in `ps_2_0`. `r0` is the colour output: a final `mov oC0, r0` is
//!   appended.
//! - **Texture addressing.** `tex`, `texld` (1.4), `texreg2ar/gb/rgb`, `texm3x2tex`,
//!   `texm3x3tex/spec/vspec` and `texdp3tex` become `texld` of the stage named by their
//!   destination (sampler `s#n` for stage `n`) at a coordinate computed with `dp3`, `mov`,
//!   `rcp`, `mul` and `mad` into scratch temporaries ([`SCRATCH`]): the `pad` instructions
//!   compute the first rows of a matrix, `texm3x3spec/vspec` reflect the eye vector about
//!   the computed normal (`2 N (N.E) / (N.N) - E`). `texcoord` is `mov_sat` with `w = 1`,
//!   `texcrd` a `mov`, `texdp3` a `dp3`, `texm3x3` three `dp3` with `w = 1`, `texkill` in
//!   1.1-1.3 tests the coordinate's `xyz`.
//! - **Internal forms** the translator reads only in rewritten shaders: `bem` (`texbem`'s
//!   and `ps_1_4`'s perturbation by the stage's BUMPENVMAT, the stage in
//!   [`crate::ir::Instruction::control`]), `texbeml` (the luminance scale of `texbeml`) and
//!   `texdepth` (writes `oDepth` as `x / y`, 1 where `y` is 0; `texm3x2depth` and `ps_1_4`
//!   `texdepth`). `texld` with [`TEXLD_STAGE_PROJECTED`] (`tex` of 1.1-1.3) divides by `w`
//!   when the stage's D3DTTFF_PROJECTED is set (`Options::projected_stages`).
//! - **Co-issue.** The two instructions of a `+` pair read their sources before either
//!   writes: where the second reads what the first writes, the first writes a scratch
//!   register that is copied to its destination after the pair.
//! - **Phase.** `ps_1_4`'s `phase` splits texture-addressing and arithmetic into two
//!   passes. Its rules are checked: one marker at most, texture instructions before
//!   arithmetic in each phase, `bem` in phase 1 only, `v#` read in phase 2 only, `r#` as a
//!   `texld`/`texcrd` coordinate only after the marker. D3D9 leaves the alpha of
//!   temporaries undefined across the marker; drivers keep every value, and so does this
//!   translation, so the marker itself is dropped. `ps_1_4` ignores D3DTTFF_PROJECTED
//!   (its `_dz`/`_dw` modifiers say the divide).
//!
//! `vs_1_1` needs no rewriting; [`check_vertex`] refuses the instructions it does not have,
//! and the translator applies its two numeric differences from `vs_2_0` (`mov a0.x` rounds
//! down, `expp` has the four-component form).
//!
//! Values: `ps_1_x` float constants read as `clamp(c, -1, 1)` (wined3d and DXVK clamp them
//! too); other registers keep the full float range of WebGPU.

mod pixel;
mod rules;

pub use pixel::lower;
pub use rules::check_vertex;

/// `r(T_COLOR_BASE + n)` holds the colour of `ps_1_1`-`ps_1_3` register `t#n`.
pub const T_COLOR_BASE: u32 = 16;
/// The first of the scratch temporaries (`r24`-`r27`) rewritten shaders compute
/// coordinates in.
pub const SCRATCH: u32 = 24;
/// The constant register a rewritten shader `def`s its literals in: `(0, 1, 0, 0)`.
pub const LITERALS: u32 = 31;
/// `texld` control of a rewritten `ps_1_1`-`ps_1_3` `tex`: divide the
/// coordinate by its `w` when the stage is in `Options::projected_stages` (not for cube
/// maps). Never produced by the bytecode decoder for shader model 1.
pub const TEXLD_STAGE_PROJECTED: u8 = 0x80;
/// `bem` control bit of a rewritten `texbem`/`texbeml`: its first source is a stage
/// coordinate, divided by its `w` first when the stage is projected. The low three bits are
/// the stage.
pub const BEM_PROJECTABLE: u8 = 0x80;

/// Whether `shader` is a shader model 1 pixel shader, which [`lower`] rewrites.
pub fn is_pixel(shader: &crate::ir::Shader) -> bool {
    shader.version.kind == crate::ir::ShaderKind::Pixel && shader.version.major == 1
}
