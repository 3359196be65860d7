//! The D3D9 render state both D3D9 draw paths (fixed-function and programmable) bake into a
//! pipeline: blend, depth-stencil, depth bias, cull, fill mode, write mask and topology,
//! validated and normalised so equivalent states share one pipeline, with its packed key
//! bytes and the wgpu states it builds. The scissor rectangle, stencil reference and blend
//! factor are dynamic and set per draw.

use crate::context::Viewport;
use crate::draw::Cull;
use crate::error::{Error, Result};
use crate::state::blend::{BlendDesc, resolve_blend_desc};
use crate::state::depth_stencil::DepthStencilDesc;
use crate::state::program::FillMode;

/// D3D9's depth bias is a fraction of the depth range; WebGPU's constant is in units of the
/// format's minimum resolvable difference.
pub(crate) fn depth_bias_scale(format: wgpu::TextureFormat) -> f32 {
    match format {
        wgpu::TextureFormat::Depth24PlusStencil8 | wgpu::TextureFormat::Depth24Plus => {
            (1 << 24) as f32
        }
        wgpu::TextureFormat::Depth16Unorm => (1 << 16) as f32,
        _ => (1 << 23) as f32,
    }
}

/// `D3DFILLMODE` to wgpu, refused where the adapter lacks the polygon mode.
pub(crate) fn polygon_mode(fill: FillMode, features: wgpu::Features) -> Result<wgpu::PolygonMode> {
    let (mode, feature, name) = match fill {
        FillMode::Solid => return Ok(wgpu::PolygonMode::Fill),
        FillMode::Wireframe => (
            wgpu::PolygonMode::Line,
            wgpu::Features::POLYGON_MODE_LINE,
            "POLYGON_MODE_LINE",
        ),
        FillMode::Point => (
            wgpu::PolygonMode::Point,
            wgpu::Features::POLYGON_MODE_POINT,
            "POLYGON_MODE_POINT",
        ),
    };
    if !features.contains(feature) {
        return Err(Error::unsupported(format!(
            "D3DFILLMODE {} needs {name}, which this adapter lacks",
            fill as u32
        )));
    }
    Ok(mode)
}

/// The viewport, intersected with the scissor rectangle when the scissor test is on.
pub(crate) fn scissor_rect(v: Viewport, scissor: Option<[u32; 4]>) -> [u32; 4] {
    let Some([sx, sy, sw, sh]) = scissor else {
        return [v.x, v.y, v.width, v.height];
    };
    let x0 = v.x.max(sx);
    let y0 = v.y.max(sy);
    let x1 = (v.x + v.width).min(sx.saturating_add(sw));
    let y1 = (v.y + v.height).min(sy.saturating_add(sh));
    [x0, y0, x1.saturating_sub(x0), y1.saturating_sub(y0)]
}

/// The D3D9 render states a pipeline bakes, as a draw state holds them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RenderStates<'a> {
    pub blend: &'a BlendDesc,
    pub depth_stencil: &'a DepthStencilDesc,
    pub color_write_mask: u32,
    pub cull: Cull,
    pub fill_mode: FillMode,
    pub depth_bias: f32,
    pub slope_scale_depth_bias: f32,
}

/// Validated, normalised pipeline state.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PipelineState {
    pub blend: Option<wgpu::BlendState>,
    blend_key: u32,
    depth_stencil: DepthStencilDesc,
    depth_stencil_key: u64,
    /// The constant bias in the depth format's units (0 off triangles).
    bias: i32,
    slope: f32,
    pub write_mask: u32,
    cull: Cull,
    polygon_mode: wgpu::PolygonMode,
    pub topology: wgpu::PrimitiveTopology,
    strip_format: Option<wgpu::IndexFormat>,
}

impl PipelineState {
    /// Validates `states` for a draw of `topology` (`index_format`: the draw's indices).
    pub fn resolve(
        states: &RenderStates<'_>,
        topology: wgpu::PrimitiveTopology,
        index_format: Option<wgpu::IndexFormat>,
        features: wgpu::Features,
        depth_format: wgpu::TextureFormat,
    ) -> Result<Self> {
        if states.color_write_mask > 0xf {
            return Err(Error::state(format!(
                "D3DRS_COLORWRITEENABLE {:#x} has bits above 0xf",
                states.color_write_mask
            )));
        }
        let (blend, blend_key) = resolve_blend_desc(states.blend, features)?;
        let depth_stencil = states.depth_stencil.normalized()?;
        let depth_stencil_key = depth_stencil.key()?;
        let polygon_mode = polygon_mode(states.fill_mode, features)?;
        for (value, name) in [
            (states.depth_bias, "D3DRS_DEPTHBIAS"),
            (states.slope_scale_depth_bias, "D3DRS_SLOPESCALEDEPTHBIAS"),
        ] {
            if !value.is_finite() {
                return Err(Error::state(format!("{name} {value} is not finite")));
            }
        }
        let triangles = !matches!(
            topology,
            wgpu::PrimitiveTopology::PointList
                | wgpu::PrimitiveTopology::LineList
                | wgpu::PrimitiveTopology::LineStrip
        );
        // WebGPU allows depth bias and polygon modes only on triangles.
        let (bias, slope, polygon_mode) = if triangles {
            let bias = (states.depth_bias * depth_bias_scale(depth_format)).round() as i32;
            (bias, states.slope_scale_depth_bias, polygon_mode)
        } else {
            (0, 0.0, wgpu::PolygonMode::Fill)
        };
        Ok(Self {
            blend,
            blend_key,
            depth_stencil,
            depth_stencil_key,
            bias,
            slope,
            write_mask: states.color_write_mask,
            cull: states.cull,
            polygon_mode,
            topology,
            strip_format: topology
                .is_strip()
                .then_some(index_format.unwrap_or(wgpu::IndexFormat::Uint16)),
        })
    }

    /// Appends the packed key of everything here (equal for equivalent states).
    pub fn push_key(&self, key: &mut Vec<u8>) {
        key.extend_from_slice(&self.blend_key.to_le_bytes());
        key.extend_from_slice(&self.depth_stencil_key.to_le_bytes());
        key.extend_from_slice(&self.bias.to_le_bytes());
        key.extend_from_slice(&self.slope.to_bits().to_le_bytes());
        key.extend_from_slice(&[
            self.write_mask as u8,
            self.cull as u8,
            self.polygon_mode as u8,
            self.topology as u8,
            self.strip_format.map_or(0, |f| 1 + f as u8),
        ]);
    }

    /// The wgpu depth-stencil state, bias included.
    pub fn depth_stencil(&self, format: wgpu::TextureFormat) -> Result<wgpu::DepthStencilState> {
        let mut state = self.depth_stencil.to_wgpu(format)?;
        state.bias = wgpu::DepthBiasState {
            constant: self.bias,
            slope_scale: self.slope,
            clamp: 0.0,
        };
        Ok(state)
    }

    /// The wgpu primitive state.
    pub fn primitive(&self) -> wgpu::PrimitiveState {
        let (front_face, cull_mode) = self.cull.wgpu();
        wgpu::PrimitiveState {
            topology: self.topology,
            strip_index_format: self.strip_format,
            front_face,
            cull_mode,
            unclipped_depth: false,
            polygon_mode: self.polygon_mode,
            conservative: false,
        }
    }
}
