//! D3D9 raster states in WebGPU terms: the depth bias in the depth format's units (checked
//! finite), D3DFILLMODE as the pipeline's polygon mode, and the scissor rectangle as the
//! viewport intersected with D3DRS_SCISSORTESTENABLE's rectangle.

use crate::context::Viewport;
use crate::error::{Error, Result};
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

/// Checks that `D3DRS_DEPTHBIAS` and `D3DRS_SLOPESCALEDEPTHBIAS` are finite.
pub(crate) fn check_depth_bias(bias: f32, slope: f32) -> Result<()> {
    for (value, name) in [
        (bias, "D3DRS_DEPTHBIAS"),
        (slope, "D3DRS_SLOPESCALEDEPTHBIAS"),
    ] {
        if !value.is_finite() {
            return Err(Error::state(format!("{name} {value} is not finite")));
        }
    }
    Ok(())
}

/// `D3DFILLMODE` to wgpu, refused where the adapter lacks the polygon mode. The pipeline's
/// polygon mode applies to triangles after culling and clipping, as D3D9's fill mode does;
/// WebGPU draws lines and points of one pixel whatever D3DRS_POINTSIZE says.
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
