//! The draw path (a vertex stage times a pixel stage, `program.rs`), its entry points and
//! the types they share.

pub(crate) mod batch_hint;
pub(crate) mod batch_textures;
pub(crate) mod generated;
pub(crate) mod pipeline_state;
pub(crate) mod program;
pub(crate) mod program_append;
pub(crate) mod program_binds;
pub(crate) mod program_geometry;
pub(crate) mod program_links;
pub(crate) mod program_memo;
pub(crate) mod program_record;
pub(crate) mod program_textures;
pub(crate) mod targets;
pub(crate) mod validate;

pub use crate::state::rhw::{RHW_VERTEX_SIZE, RhwDrawState};
pub use generated::FIXED_VERTEX_SIZE;

use crate::error::{Error, Result};

/// `D3DPRIMITIVETYPE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Primitive {
    /// `D3DPT_POINTLIST` (1).
    PointList = 1,
    /// `D3DPT_LINELIST` (2).
    LineList = 2,
    /// `D3DPT_LINESTRIP` (3).
    LineStrip = 3,
    /// `D3DPT_TRIANGLELIST` (4).
    TriangleList = 4,
    /// `D3DPT_TRIANGLESTRIP` (5).
    TriangleStrip = 5,
    /// `D3DPT_TRIANGLEFAN` (6): not drawable by the renderer; the D3D9 front-end rewrites fans.
    TriangleFan = 6,
}

impl Primitive {
    /// Converts a raw `D3DPRIMITIVETYPE`.
    pub fn from_d3d(value: u32) -> Result<Self> {
        Ok(match value {
            1 => Self::PointList,
            2 => Self::LineList,
            3 => Self::LineStrip,
            4 => Self::TriangleList,
            5 => Self::TriangleStrip,
            6 => Self::TriangleFan,
            other => {
                return Err(Error::primitive(format!(
                    "unknown D3DPRIMITIVETYPE {other}"
                )));
            }
        })
    }

    /// The wgpu topology, or a Primitive error for fans.
    pub(crate) fn topology(self) -> Result<wgpu::PrimitiveTopology> {
        Ok(match self {
            Self::PointList => wgpu::PrimitiveTopology::PointList,
            Self::LineList => wgpu::PrimitiveTopology::LineList,
            Self::LineStrip => wgpu::PrimitiveTopology::LineStrip,
            Self::TriangleList => wgpu::PrimitiveTopology::TriangleList,
            Self::TriangleStrip => wgpu::PrimitiveTopology::TriangleStrip,
            Self::TriangleFan => {
                return Err(Error::primitive(
                    "D3DPT_TRIANGLEFAN is not drawable by the renderer (rewrite it as a list)",
                ));
            }
        })
    }

    /// Fewest vertices (or indices) that make one primitive.
    pub(crate) fn min_vertices(self) -> usize {
        match self {
            Self::PointList => 1,
            Self::LineList | Self::LineStrip => 2,
            _ => 3,
        }
    }
}

/// `D3DCULL`: which screen-space winding is culled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Cull {
    /// `D3DCULL_NONE` (1).
    #[default]
    None = 0,
    /// `D3DCULL_CW` (2): cull clockwise triangles.
    Cw = 1,
    /// `D3DCULL_CCW` (3, D3D9's default): cull counter-clockwise triangles.
    Ccw = 2,
}

impl Cull {
    /// Converts a raw `D3DCULL`.
    pub fn from_d3d(value: u32) -> Result<Self> {
        Ok(match value {
            1 => Self::None,
            2 => Self::Cw,
            3 => Self::Ccw,
            other => return Err(Error::state(format!("unknown D3DCULL {other}"))),
        })
    }

    /// D3D9 winding is as seen on screen. The pixel-to-NDC mapping flips y in the coordinates
    /// but not in the picture, so a triangle clockwise on screen is clockwise in wgpu's
    /// `FrontFace` sense too: clockwise is front (D3D9's convention) and CCW culls the back.
    pub(crate) fn wgpu(self) -> (wgpu::FrontFace, Option<wgpu::Face>) {
        match self {
            Self::None => (wgpu::FrontFace::Cw, None),
            Self::Cw => (wgpu::FrontFace::Cw, Some(wgpu::Face::Front)),
            Self::Ccw => (wgpu::FrontFace::Cw, Some(wgpu::Face::Back)),
        }
    }
}
