//! The C structs converted to ninth-render's states, checking every enum and id, and the
//! checked views of the caller's memory.

use ninth_render::state::blend::{BlendMode, CustomBlend};
use ninth_render::state::depth_stencil::{DepthStencilDesc, StencilFace};
use ninth_render::state::fixed::{FixedFog, FixedTextureKind, StageState};
use ninth_render::state::program::{AlphaTest, ProgramDrawState};
use ninth_render::state::sampler::SamplerState;
use ninth_render::{
    Cull, Error, FixedDrawState, FixedStage, Primitive, Result, RhwDrawState, VertexElement,
};

use crate::shared::Shared;
use crate::types::*;

/// A view of `count` values at `ptr`: empty for a count of 0, an Args error for a null or
/// misaligned pointer (`what` names the argument).
///
/// # Safety
/// A non-null `ptr` must point to `count` readable, initialised values that stay unchanged
/// while the view is used (the API's contract with its caller).
pub(crate) unsafe fn view<'a, T>(ptr: *const T, count: usize, what: &str) -> Result<&'a [T]> {
    if count == 0 {
        return Ok(&[]);
    }
    if ptr.is_null() {
        return Err(Error::args(format!(
            "{what} is null with a count of {count}"
        )));
    }
    if !ptr.is_aligned() {
        return Err(Error::args(format!(
            "{what} is not aligned to {} bytes",
            std::mem::align_of::<T>()
        )));
    }
    // SAFETY: non-null and aligned, and the caller guarantees `count` readable values.
    Ok(unsafe { std::slice::from_raw_parts(ptr, count) })
}

/// The value at a struct pointer, or an Args error for null or misaligned.
///
/// # Safety
/// A non-null `ptr` must point to a readable, initialised `T`.
pub(crate) unsafe fn read<'a, T>(ptr: *const T, what: &str) -> Result<&'a T> {
    // SAFETY: forwarded to the caller.
    unsafe { view(ptr, 1, what) }.map(|v| &v[0])
}

/// The primitive of a draw.
pub(crate) fn primitive(value: u32) -> Result<Primitive> {
    Primitive::from_d3d(value)
}

/// A `D3DCULL` (0 counts as NONE).
pub(crate) fn cull(value: u32) -> Result<Cull> {
    Cull::from_d3d(value.max(1))
}

/// A colour write mask (4 bits).
pub(crate) fn write_mask(value: u32) -> Result<u32> {
    if value > 0xf {
        return Err(Error::state(format!(
            "write mask {value:#x} has bits above the four channels"
        )));
    }
    Ok(value)
}

/// A blend mode with the raw factors of `MR_BLEND_CUSTOM`.
pub(crate) fn blend_mode(mode: u32, src: u32, dst: u32, op: u32) -> Result<BlendMode> {
    Ok(match mode {
        MR_BLEND_NONE => BlendMode::None,
        MR_BLEND_SRC_ALPHA => BlendMode::SrcAlpha,
        MR_BLEND_ADD => BlendMode::Add,
        MR_BLEND_MODULATE => BlendMode::Modulate,
        MR_BLEND_MODULATE2 => BlendMode::Modulate2,
        MR_BLEND_SRC_ALPHA_ZERO => BlendMode::SrcAlphaZero,
        MR_BLEND_SRC_ALPHA_ADD => BlendMode::SrcAlphaAdd,
        MR_BLEND_PREMULTIPLIED => BlendMode::Premultiplied,
        MR_BLEND_DEST_ALPHA_ADD => BlendMode::DestAlphaAdd,
        MR_BLEND_CUSTOM => BlendMode::Custom(CustomBlend { src, dst, op }),
        other => {
            return Err(Error::state(format!(
                "blend mode {other} is not below MR_BLEND_COUNT ({MR_BLEND_COUNT})"
            )));
        }
    })
}

/// The state of `mr_draw_rhw`.
pub(crate) fn rhw_state(shared: &Shared, s: &mr_draw_state) -> Result<RhwDrawState> {
    Ok(RhwDrawState {
        blend: blend_mode(s.blend, s.blend_src, s.blend_dst, s.blend_op)?,
        color_write_mask: write_mask(s.write_mask)?,
        blend_factor: 0xffff_ffff,
        depth_test: s.depth_test != 0,
        depth_write: s.depth_write != 0,
        cull: cull(s.cull)?,
        texture: shared.texture(s.texture)?,
        linear_filter: s.linear_filter != 0,
        address_clamp: s.address_clamp != 0,
    })
}

/// Sampler states (address 0 is WRAP, filter 0 is POINT, anisotropy 0 is 1).
pub(crate) fn sampler(s: &mr_program_sampler) -> SamplerState {
    let address = |a: u32| if a == 0 { 1 } else { a };
    let filter = |f: u32| if f == 0 { 1 } else { f };
    SamplerState {
        address_u: address(s.address_u),
        address_v: address(s.address_v),
        address_w: address(s.address_w),
        border_color: s.border_color,
        mag_filter: filter(s.mag_filter),
        min_filter: filter(s.min_filter),
        mip_filter: s.mip_filter,
        max_mip_level: s.max_mip_level,
        max_anisotropy: s.max_anisotropy.max(1),
        ..SamplerState::default()
    }
}

fn depth_stencil(d: &mr_depth_stencil) -> DepthStencilDesc {
    let face = StencilFace {
        func: d.stencil_func,
        pass: d.stencil_pass,
        fail: d.stencil_fail,
        z_fail: d.stencil_zfail,
    };
    DepthStencilDesc {
        z_enable: d.depth_enable != 0,
        z_write: d.depth_write != 0,
        z_func: d.depth_func,
        stencil_enable: d.stencil_enable != 0,
        front: face,
        two_sided: false,
        ccw: face,
        read_mask: d.stencil_read_mask,
        write_mask: d.stencil_write_mask,
    }
}

fn stage(shared: &Shared, n: usize, s: &mr_fixed_stage) -> Result<FixedStage> {
    let kind = match s.texture_kind {
        0 => FixedTextureKind::Tex2d,
        1 => FixedTextureKind::Cube,
        2 => FixedTextureKind::Volume,
        other => {
            return Err(Error::state(format!(
                "fixed stage {n} texture kind {other} is not 0 (2D), 1 (cube) or 2 (volume)"
            )));
        }
    };
    Ok(FixedStage {
        state: StageState {
            color_op: s.color_op,
            color_args: s.color_args,
            alpha_op: s.alpha_op,
            alpha_args: s.alpha_args,
            result_arg: s.result_arg,
            texture: kind,
            texcoord_index: s.texcoord_index,
            transform_flags: 0,
        },
        texture: shared.texture(s.texture)?,
        sampler: sampler(&s.sampler),
        constant: s.constant,
        ..FixedStage::d3d9_default(n)
    })
}

/// The state of `mr_draw_fixed_rhw` and `mr_draw_fixed_clip` (`overlay`: the target is an
/// overlay).
pub(crate) fn fixed_state(
    shared: &Shared,
    s: &mr_fixed_state,
    overlay: bool,
) -> Result<FixedDrawState> {
    let mut stages = [FixedStage::d3d9_default(0); 8];
    for (n, (out, stage_in)) in stages.iter_mut().zip(&s.stages).enumerate() {
        *out = stage(shared, n, stage_in)?;
    }
    let blend = blend_mode(s.blend, s.blend_src, s.blend_dst, s.blend_op)?;
    Ok(FixedDrawState {
        stages,
        texture_factor: s.texture_factor,
        specular_enable: s.specular_enable != 0,
        fog: if s.fog_enable != 0 {
            FixedFog::Vertex
        } else {
            FixedFog::Off
        },
        fog_color: s.fog_color,
        alpha_test: s.alpha_test != 0,
        alpha_func: s.alpha_func,
        alpha_ref: s.alpha_ref,
        blend: blend.to_desc(overlay),
        color_write_mask: write_mask(s.write_mask)?,
        depth_stencil: depth_stencil(&s.depth_stencil),
        stencil_ref: s.depth_stencil.stencil_ref,
        cull: cull(s.cull)?,
        ..FixedDrawState::default()
    })
}

/// Fills `p` with the state of `mr_draw_program` / `mr_draw_program_rhw`: shaders by
/// content (`with_vs`: the vertex shader and declaration are read), constants (registers
/// not given are zero), textures, samplers and the fixed part's pixel and output states. `p`
/// is kept between draws so its allocations are reused; every field a C state sets is set.
pub(crate) fn program_state(
    shared: &mut Shared,
    s: &mr_program_state,
    (overlay, with_vs): (bool, bool),
    p: &mut ProgramDrawState,
) -> Result<()> {
    let fixed = fixed_state(shared, &s.fixed, overlay)?;
    p.vertex_shader = None;
    p.pixel_shader = None;
    p.declaration.clear();
    p.streams = Default::default();
    p.blend = fixed.blend;
    p.color_write_mask = fixed.color_write_mask;
    p.depth_stencil = fixed.depth_stencil;
    p.stencil_ref = fixed.stencil_ref;
    p.cull = fixed.cull;
    p.alpha_test = AlphaTest {
        enable: fixed.alpha_test,
        reference: fixed.alpha_ref,
        func: fixed.alpha_func,
    };
    *p.fixed_pixel = fixed.pixel();
    for n in 0..16 {
        p.textures[n] = shared.texture(s.textures[n])?;
        p.samplers[n] = sampler(&s.samplers[n]);
    }
    let count = |c: u32, most: u32, what: &str| {
        if c > most {
            Err(Error::args(format!("{what} count {c} is over {most}")))
        } else {
            Ok(c as usize)
        }
    };
    let vs_count = count(s.vs_constant_count, MR_MAX_VS_CONSTANTS, "vertex constant")?;
    let ps_count = count(s.ps_constant_count, MR_MAX_PS_CONSTANTS, "pixel constant")?;
    // SAFETY: the caller passes `count` float4 registers at each pointer (the API contract).
    let vs = unsafe { view(s.vs_constants, vs_count * 4, "vs_constants")? };
    // SAFETY: as above.
    let ps = unsafe { view(s.ps_constants, ps_count * 4, "ps_constants")? };
    p.vs_constants.float.fill([0.0; 4]);
    p.ps_constants.float.fill([0.0; 4]);
    for (r, c) in p.vs_constants.float.iter_mut().zip(vs.chunks_exact(4)) {
        r.copy_from_slice(c);
    }
    for (r, c) in p.ps_constants.float.iter_mut().zip(ps.chunks_exact(4)) {
        r.copy_from_slice(c);
    }
    let tokens = |ptr: *const u32, n: u32, what: &str| {
        // A shader is at most 64K instruction slots; a larger count is a bad length.
        let n = count(n, 1 << 20, what)?;
        // SAFETY: the caller passes `n` tokens at `ptr` (the API contract).
        unsafe { view(ptr, n, what) }
    };
    let ps_tokens = tokens(s.ps_tokens, s.ps_token_count, "ps_tokens")?;
    if !ps_tokens.is_empty() {
        p.pixel_shader = Some(shared.shader(ps_tokens)?);
    }
    if with_vs {
        let vs_tokens = tokens(s.vs_tokens, s.vs_token_count, "vs_tokens")?;
        if vs_tokens.is_empty() {
            return Err(Error::shader("mr_draw_program needs vertex shader tokens"));
        }
        p.vertex_shader = Some(shared.shader(vs_tokens)?);
        let n = count(
            s.declaration_count,
            MR_MAX_DECL_ELEMENTS,
            "declaration element",
        )?;
        // SAFETY: the caller passes `n` elements at `declaration` (the API contract).
        let decl = unsafe { view(s.declaration, n, "declaration")? };
        p.declaration.extend(decl.iter().map(|e| VertexElement {
            stream: e.stream,
            offset: e.offset,
            ty: e.type_,
            method: e.method,
            usage: e.usage,
            usage_index: e.usage_index,
        }));
    }
    Ok(())
}
