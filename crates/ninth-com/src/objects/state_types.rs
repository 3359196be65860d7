//! The `d3d9types.h` structs of the device's state calls, laid out as the Windows ABI
//! defines them.

use ninth_d3d9::device::transforms::{Light, Material};

/// `D3DVIEWPORT9`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Viewport9 {
    /// `X`.
    pub x: u32,
    /// `Y`.
    pub y: u32,
    /// `Width`.
    pub width: u32,
    /// `Height`.
    pub height: u32,
    /// `MinZ`.
    pub min_z: f32,
    /// `MaxZ`.
    pub max_z: f32,
}

impl From<ninth_d3d9::Viewport> for Viewport9 {
    fn from(v: ninth_d3d9::Viewport) -> Self {
        Self {
            x: v.x,
            y: v.y,
            width: v.width,
            height: v.height,
            min_z: v.min_z,
            max_z: v.max_z,
        }
    }
}

impl From<Viewport9> for ninth_d3d9::Viewport {
    fn from(v: Viewport9) -> Self {
        Self {
            x: v.x,
            y: v.y,
            width: v.width,
            height: v.height,
            min_z: v.min_z,
            max_z: v.max_z,
        }
    }
}

/// `D3DMATERIAL9` (each colour a `D3DCOLORVALUE`: r, g, b, a).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Material9 {
    /// `Diffuse`.
    pub diffuse: [f32; 4],
    /// `Ambient`.
    pub ambient: [f32; 4],
    /// `Specular`.
    pub specular: [f32; 4],
    /// `Emissive`.
    pub emissive: [f32; 4],
    /// `Power`.
    pub power: f32,
}

impl From<Material9> for Material {
    fn from(m: Material9) -> Self {
        Self {
            diffuse: m.diffuse,
            ambient: m.ambient,
            specular: m.specular,
            emissive: m.emissive,
            power: m.power,
        }
    }
}

/// `D3DLIGHT9` (colours `D3DCOLORVALUE`, vectors `D3DVECTOR`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Light9 {
    /// `Type` (`D3DLIGHTTYPE`: point 1, spot 2, directional 3).
    pub ty: u32,
    /// `Diffuse`.
    pub diffuse: [f32; 4],
    /// `Specular`.
    pub specular: [f32; 4],
    /// `Ambient`.
    pub ambient: [f32; 4],
    /// `Position`.
    pub position: [f32; 3],
    /// `Direction`.
    pub direction: [f32; 3],
    /// `Range`.
    pub range: f32,
    /// `Falloff`.
    pub falloff: f32,
    /// `Attenuation0`.
    pub attenuation0: f32,
    /// `Attenuation1`.
    pub attenuation1: f32,
    /// `Attenuation2`.
    pub attenuation2: f32,
    /// `Theta`.
    pub theta: f32,
    /// `Phi`.
    pub phi: f32,
}

impl Light9 {
    /// The light `LightEnable` gives an index never set: white, directional, along +z.
    pub const DEFAULT: Self = Self {
        ty: 3,
        diffuse: [1.0, 1.0, 1.0, 0.0],
        specular: [0.0; 4],
        ambient: [0.0; 4],
        position: [0.0; 3],
        direction: [0.0, 0.0, 1.0],
        range: 0.0,
        falloff: 0.0,
        attenuation0: 0.0,
        attenuation1: 0.0,
        attenuation2: 0.0,
        theta: 0.0,
        phi: 0.0,
    };
}

impl From<Light9> for Light {
    fn from(l: Light9) -> Self {
        Self {
            ty: l.ty,
            diffuse: l.diffuse,
            specular: l.specular,
            ambient: l.ambient,
            position: l.position,
            direction: l.direction,
            range: l.range,
            falloff: l.falloff,
            attenuation0: l.attenuation0,
            attenuation1: l.attenuation1,
            attenuation2: l.attenuation2,
            theta: l.theta,
            phi: l.phi,
        }
    }
}

/// `D3DCLIPSTATUS9`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClipStatus9 {
    /// `ClipUnion`.
    pub clip_union: u32,
    /// `ClipIntersection`.
    pub clip_intersection: u32,
}

/// `D3DVERTEXELEMENT9`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VertexElement9 {
    /// `Stream` (0xff in `D3DDECL_END`).
    pub stream: u16,
    /// `Offset`.
    pub offset: u16,
    /// `Type` (`D3DDECLTYPE`; 17 `UNUSED` in `D3DDECL_END`).
    pub ty: u8,
    /// `Method`.
    pub method: u8,
    /// `Usage`.
    pub usage: u8,
    /// `UsageIndex`.
    pub usage_index: u8,
}

impl VertexElement9 {
    /// `D3DDECL_END()`.
    pub const END: Self = Self {
        stream: 0xff,
        offset: 0,
        ty: 17,
        method: 0,
        usage: 0,
        usage_index: 0,
    };
}

impl From<VertexElement9> for ninth_scene::VertexElement {
    fn from(e: VertexElement9) -> Self {
        Self {
            stream: e.stream,
            offset: e.offset,
            ty: e.ty,
            method: e.method,
            usage: e.usage,
            usage_index: e.usage_index,
        }
    }
}

impl From<ninth_scene::VertexElement> for VertexElement9 {
    fn from(e: ninth_scene::VertexElement) -> Self {
        Self {
            stream: e.stream,
            offset: e.offset,
            ty: e.ty,
            method: e.method,
            usage: e.usage,
            usage_index: e.usage_index,
        }
    }
}
