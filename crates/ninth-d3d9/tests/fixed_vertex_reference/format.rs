//! The vertex bytes of a [`TnlVertex`] for a [`TnlInput`]: a declaration (stream 0, FVF
//! order, then POSITION1 and NORMAL1) or the FVF code with the same layout.

use ninth_scene::VertexElement;
use ninth_shader::fixed::tnl::reference::TnlVertex;
use ninth_shader::fixed::tnl::{PositionInput, TnlInput};

/// RGBA 0..1 as a D3DCOLOR, each channel rounded to 8 bits.
pub fn d3dcolor(c: [f32; 4]) -> u32 {
    let b = |x: f32| (x.clamp(0.0, 1.0) * 255.0).round() as u32;
    b(c[3]) << 24 | b(c[0]) << 16 | b(c[1]) << 8 | b(c[2])
}

/// A D3DCOLOR as RGBA 0..1.
pub fn rgba(c: u32) -> [f32; 4] {
    let ch = |s: u32| ((c >> s) & 0xff) as f32 / 255.0;
    [ch(16), ch(8), ch(0), ch(24)]
}

/// The declaration of `input` (stream 0, FVF order, then POSITION1 and NORMAL1) and its
/// stride.
pub fn layout(input: &TnlInput) -> (Vec<VertexElement>, u32) {
    let mut out = Vec::new();
    let mut offset = 0u16;
    let mut put = |ty: u8, usage: u8, usage_index: u8, size: u16| {
        out.push(VertexElement {
            stream: 0,
            offset,
            ty,
            method: 0,
            usage,
            usage_index,
        });
        offset += size;
    };
    match input.position {
        PositionInput::Xyz => put(2, 0, 0, 12),
        PositionInput::Xyzw => put(3, 0, 0, 16),
    }
    if input.blend_weights > 0 {
        let n = input.blend_weights;
        put(n - 1, 1, 0, 4 * u16::from(n));
    }
    if input.blend_indices {
        put(if input.blend_indices_color { 4 } else { 5 }, 2, 0, 4);
    }
    if input.normal {
        put(2, 3, 0, 12);
    }
    if input.psize {
        put(0, 4, 0, 4);
    }
    if input.diffuse {
        put(4, 10, 0, 4);
    }
    if input.specular {
        put(4, 10, 1, 4);
    }
    for (n, &c) in input.texcoords.iter().enumerate() {
        if c > 0 {
            put(c - 1, 5, n as u8, 4 * u16::from(c));
        }
    }
    if input.position1 {
        put(2, 0, 1, 12);
    }
    if input.normal1 {
        put(2, 3, 1, 12);
    }
    (out, u32::from(offset))
}

/// The FVF code of `input` (same layout as [`layout`]); panics for what no FVF holds.
pub fn fvf(input: &TnlInput) -> u32 {
    assert!(
        !input.position1 && !input.normal1,
        "no FVF has POSITION1/NORMAL1"
    );
    let betas = u32::from(input.blend_weights) + u32::from(input.blend_indices);
    let mut code = match (input.position, betas) {
        (PositionInput::Xyzw, 0) => 0x4002,
        (PositionInput::Xyzw, _) => panic!("XYZW has no betas"),
        (PositionInput::Xyz, 0) => 0x002,
        (PositionInput::Xyz, n) => 0x006 + 2 * (n - 1),
    };
    if input.blend_indices {
        code |= if input.blend_indices_color {
            0x8000
        } else {
            0x1000
        };
    }
    for (present, bit) in [
        (input.normal, 0x010),
        (input.psize, 0x020),
        (input.diffuse, 0x040),
        (input.specular, 0x080),
    ] {
        if present {
            code |= bit;
        }
    }
    let sets = input.texcoords.iter().take_while(|&&c| c > 0).count();
    assert!(
        input.texcoords[sets..].iter().all(|&c| c == 0),
        "FVF sets are contiguous"
    );
    code |= (sets as u32) << 8;
    for (n, &c) in input.texcoords[..sets].iter().enumerate() {
        let size = match c {
            1 => 3,
            2 => 0,
            3 => 1,
            _ => 2,
        };
        code |= size << (16 + 2 * n);
    }
    code
}

/// `values` as little-endian floats onto `out`.
fn put_floats(out: &mut Vec<u8>, values: &[f32]) {
    for x in values {
        out.extend_from_slice(&x.to_le_bytes());
    }
}

/// The bytes of `v` in [`layout`]'s order.
pub fn vertex_bytes(input: &TnlInput, v: &TnlVertex) -> Vec<u8> {
    let mut out = Vec::new();
    match input.position {
        PositionInput::Xyz => put_floats(&mut out, &v.position[..3]),
        PositionInput::Xyzw => put_floats(&mut out, &v.position),
    }
    put_floats(
        &mut out,
        &v.blend_weights[..usize::from(input.blend_weights)],
    );
    if input.blend_indices {
        out.extend_from_slice(&v.blend_indices);
    }
    if input.normal {
        put_floats(&mut out, &v.normal);
    }
    if input.psize {
        put_floats(&mut out, &[v.psize]);
    }
    if input.diffuse {
        out.extend_from_slice(&d3dcolor(v.diffuse).to_le_bytes());
    }
    if input.specular {
        out.extend_from_slice(&d3dcolor(v.specular).to_le_bytes());
    }
    for (n, &c) in input.texcoords.iter().enumerate() {
        put_floats(&mut out, &v.texcoords[n][..usize::from(c)]);
    }
    if input.position1 {
        put_floats(&mut out, &v.position1);
    }
    if input.normal1 {
        put_floats(&mut out, &v.normal1);
    }
    out
}
