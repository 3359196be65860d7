//! Per-draw decisions made before translation: the inter-stage locations a programmable
//! draw adds to what its shaders link (the batched pixel block's, user clip distances'
//! where the clip-distances builtin is not used) and how its points are drawn.

use ninth_shader::analyze::{Analysis, UsageFlags};
use ninth_shader::fixed::FixedFragmentKey;
use ninth_shader::ir::ShaderKind;
use ninth_shader::wgsl::{ClipDistances, FLOAT_FILE_VECTORS, Points};

use crate::error::{Error, Result};
use crate::renderer::Renderer;
use crate::shaders::ShaderId;
use crate::state::program::{MAX_CLIP_PLANES, PointState, ProgramDrawState};

impl Renderer {
    /// The inter-stage location that carries a batched draw's block to the pixel stage
    /// (`Options::pixel_batch`), where pixel constants (or the fixed-function stage's
    /// uniforms, `fixed`) and textures may differ between merged draws, once the pixel
    /// stage's hint says so: a translated vertex shader, neither stage reading constants
    /// relatively, blocks that fit the float window at least twice, and a location below
    /// `limit` not in `taken` (the highest free one).
    pub(crate) fn pixel_batch_location(
        &self,
        state: &ProgramDrawState,
        (vs, fixed): (Option<ShaderId>, Option<&FixedFragmentKey>),
        taken: u16,
        limit: u32,
    ) -> Result<Option<u8>> {
        if !self.batch_draws {
            return Ok(None);
        }
        let relative = |a: &Analysis| a.flags.contains(UsageFlags::RELATIVE_CONSTANTS);
        let pixel_vectors = match (state.pixel_shader, fixed) {
            (Some(ps), _) => {
                let ps = self.shader_slot(ps, ShaderKind::Pixel)?;
                if !ps.batch_hint.batch_pixels() || relative(&ps.analysis) {
                    return Ok(None);
                }
                ps.analysis.float_constant_count()
            }
            (None, Some(key)) => {
                let hint = self.program.fixed_batch_hints.get(key);
                if !hint.is_some_and(|h| h.batch_pixels()) {
                    return Ok(None);
                }
                ninth_shader::fixed::batched_uniform_vectors(key)
            }
            (None, None) => return Ok(None),
        };
        // A generated vertex stage (pretransformed or clip-space records) has no constants.
        let vertex_vectors = match vs {
            Some(vs) => {
                let vs = &self.shader_slot(vs, ShaderKind::Vertex)?.analysis;
                if relative(vs) {
                    return Ok(None);
                }
                vs.float_constant_count()
            }
            None => 0,
        };
        // The vertex constants, the pixel block's header and the pixel constants.
        let block = vertex_vectors + 1 + pixel_vectors;
        if 2 * block > FLOAT_FILE_VECTORS {
            return Ok(None);
        }
        Ok(highest_free(taken, limit))
    }

    /// Where the user clip distances of `planes` go: the clip-distances builtin where the
    /// renderer uses it and the device can pass it with the `linked` locations, else
    /// inter-stage values at the highest free locations. Also returns how many locations
    /// the other inter-stage values may use (the builtin takes a location per four planes
    /// off the device's limit, as WebGPU counts it).
    pub(crate) fn clip_distances(&self, planes: u8, linked: u16) -> Result<(ClipDistances, u32)> {
        let device_limit = self.gpu.device.limits().max_inter_stage_shader_variables;
        let limit = device_limit.min(ninth_shader::link::LOCATION_COUNT);
        if planes == 0 {
            return Ok((ClipDistances::Builtin, limit));
        }
        let needed = planes.count_ones().div_ceil(4);
        let highest = u16::BITS - linked.leading_zeros();
        let builtin_limit = device_limit.saturating_sub(needed).min(limit);
        if self.clip_distances_builtin && highest <= builtin_limit {
            return Ok((ClipDistances::Builtin, builtin_limit));
        }
        let first = highest_free(linked, limit);
        let second = first.and_then(|l| highest_free(linked | 1 << l, limit));
        match (first, second, needed) {
            (Some(a), _, 1) => Ok((ClipDistances::Varyings([a, a]), limit)),
            (Some(a), Some(b), _) => Ok((ClipDistances::Varyings([a, b]), limit)),
            _ => Err(Error::unsupported(format!(
                "{} user clip planes need {needed} inter-stage locations the shaders leave free \
                 (they link {:#06x})",
                planes.count_ones(),
                linked
            ))),
        }
    }

    /// How a draw with `vs` draws the points of a point list ([`point_mode`]; the shader
    /// writes a size where it writes `oPts`).
    pub(crate) fn point_mode(&self, vs: ShaderId, point: &PointState) -> Result<Points> {
        let writes_size = self
            .shader_slot(vs, ShaderKind::Vertex)?
            .analysis
            .flags
            .contains(UsageFlags::POINT_SIZE);
        point_mode(writes_size, point)
    }
}

/// How the points of a point list are drawn, by one rule for every vertex stage: as
/// squares where a point may be other than one pixel (the vertex stage gives each point a
/// size, `vertex_sizes`: `oPts` or D3DFVF_PSIZE; D3DRS_POINTSIZE clamped to its limits is
/// not 1) or sprites are on, else as plain points.
pub(crate) fn point_mode(vertex_sizes: bool, point: &PointState) -> Result<Points> {
    if [point.size, point.min, point.max]
        .iter()
        .any(|v| v.is_nan())
    {
        return Err(Error::state(format!(
            "D3DRS_POINTSIZE {}, POINTSIZE_MIN {} or POINTSIZE_MAX {} is NaN",
            point.size, point.min, point.max
        )));
    }
    if point.sprite {
        return Ok(Points::Sprites);
    }
    Ok(if vertex_sizes || point.clamped_size() != 1.0 {
        Points::Quads
    } else {
        Points::Plain
    })
}

/// The highest location below `limit` (at most 16) not in `taken`.
pub(crate) fn highest_free(taken: u16, limit: u32) -> Option<u8> {
    let mask = 1u32.checked_shl(limit.min(16)).map_or(u32::MAX, |m| m - 1) as u16;
    let free = !taken & mask;
    (free != 0).then(|| (15 - free.leading_zeros()) as u8)
}

/// `D3DRS_CLIPPLANEENABLE` as the translator's plane mask.
pub(crate) fn clip_plane_mask(enable: u32) -> Result<u8> {
    u8::try_from(enable)
        .ok()
        .filter(|m| u32::from(*m) >> MAX_CLIP_PLANES == 0)
        .ok_or_else(|| {
            Error::state(format!(
                "D3DRS_CLIPPLANEENABLE {enable:#x} enables planes above 5 (D3D9 has 6)"
            ))
        })
}
