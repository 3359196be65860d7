//! `Device::process_vertices`: the bound streams through the fixed-function vertex pipeline
//! into an XYZRHW buffer. Every expected value is worked out here from D3D9's equations
//! (viewport mapping, N.L lighting, linear vertex fog, texture transforms), not from the
//! pipeline's code.

mod common;

use common::*;
use ninth_d3d9::device::process_vertices::{D3DPV_DONOTCOPYDATA, ProcessVertices};
use ninth_d3d9::{Device, DeviceParams, ErrorKind, StreamSource, VertexBufferHandle, Viewport};
use ninth_scene::{Light, Material, VertexElement};

const D3DFVF_XYZ: u32 = 0x002;
const D3DFVF_XYZRHW: u32 = 0x004;
const D3DFVF_NORMAL: u32 = 0x010;
const D3DFVF_DIFFUSE: u32 = 0x040;
const D3DFVF_SPECULAR: u32 = 0x080;
const D3DFVF_TEX1: u32 = 0x100;
const RS_LIGHTING: u32 = 137;
const RS_FOGSTART: u32 = 36;
const RS_FOGEND: u32 = 37;
const RS_FOGVERTEXMODE: u32 = 140;
const TSS_TEXTURETRANSFORMFLAGS: u32 = 24;
const BLACK: u32 = 0xff00_0000;

fn device(renderer: &mut ninth_render::Renderer) -> Device<'_> {
    let mut d = Device::new(renderer, DeviceParams::new(100, 100)).unwrap();
    d.set_render_state(22, 1).unwrap(); // D3DRS_CULLMODE none
    d.set_render_state(7, 0).unwrap(); // D3DRS_ZENABLE off
    d.set_render_state(RS_LIGHTING, 0).unwrap();
    d
}

/// A vertex buffer holding `bytes`.
fn buffer(d: &mut Device, bytes: &[u8]) -> VertexBufferHandle {
    let vb = d.create_vertex_buffer(bytes.len() as u32, 0).unwrap();
    d.lock_vertex_buffer(vb, 0, 0, 0)
        .unwrap()
        .copy_from_slice(bytes);
    d.unlock_vertex_buffer(vb).unwrap();
    vb
}

/// The buffer's bytes (read through a read-only lock).
fn contents(d: &mut Device, vb: VertexBufferHandle) -> Vec<u8> {
    let bytes = d.lock_vertex_buffer(vb, 0, 0, 0x10).unwrap().to_vec();
    d.unlock_vertex_buffer(vb).unwrap();
    bytes
}

fn floats(values: &[f32]) -> Vec<u8> {
    values.iter().flat_map(|f| f.to_le_bytes()).collect()
}

fn f32_at(bytes: &[u8], at: usize) -> f32 {
    f32::from_le_bytes(bytes[at..at + 4].try_into().unwrap())
}

fn u32_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap())
}

/// Binds `bytes` (vertices of `stride` bytes in `fvf`) on stream 0.
fn source(d: &mut Device, fvf: u32, bytes: &[u8], stride: u32) -> VertexBufferHandle {
    let vb = buffer(d, bytes);
    d.set_fvf(fvf).unwrap();
    d.set_stream_source(
        0,
        Some(StreamSource {
            buffer: vb,
            offset: 0,
            stride,
        }),
    )
    .unwrap();
    vb
}

fn call(dest: VertexBufferHandle, dest_fvf: u32, src: u32, at: u32, n: u32) -> ProcessVertices {
    ProcessVertices {
        src_start_index: src,
        dest_index: at,
        vertex_count: n,
        dest,
        dest_fvf,
        declaration: None,
        flags: 0,
    }
}

/// A projection whose w is the camera z and whose z is half of it: clip (x, y, z/2, z).
const PROJECTION: [f32; 16] = [
    1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.5, 1.0, 0.0, 0.0, 0.0, 0.0,
];

#[test]
fn positions_go_through_the_projection_and_the_viewport() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    d.set_transform(3, PROJECTION).unwrap();
    // The world moves x by 1: vertex (0, 0.5, 2) is at camera (1, 0.5, 2).
    let mut world = [0.0f32; 16];
    (world[0], world[5], world[10], world[15], world[12]) = (1.0, 1.0, 1.0, 1.0, 1.0);
    d.set_transform(256, world).unwrap();
    let mut src = Vec::new();
    for (p, color) in [
        ([9.0, 9.0, 9.0], 0xdead_beef_u32),
        ([0.0, 0.5, 2.0], 0x8040_2010),
        ([-3.0, -1.0, 4.0], 0x0102_0304),
    ] {
        src.extend(floats(&p));
        src.extend(color.to_le_bytes());
    }
    source(&mut d, D3DFVF_XYZ | D3DFVF_DIFFUSE, &src, 16);
    let dest_fvf = D3DFVF_XYZRHW | D3DFVF_DIFFUSE;
    let dest = d.create_vertex_buffer(4 * 20, 0).unwrap();
    // Source vertices 1-2 into destination vertices 2-3.
    d.process_vertices(call(dest, dest_fvf, 1, 2, 2)).unwrap();
    let out = contents(&mut d, dest);
    assert!(out[..40].iter().all(|&b| b == 0), "vertices 0-1 untouched");
    // Camera (1, 0.5, 2): clip (1, 0.5, 1, 2), so x/w = 0.5, y/w = 0.25, z/w = 0.5 on the
    // full 100 x 100 viewport: (50 + 0.5 * 50, 50 - 0.25 * 50) = (75, 37.5), rhw 1/2.
    let v2: Vec<f32> = (0..4).map(|k| f32_at(&out, 40 + 4 * k)).collect();
    assert_eq!(v2, [75.0, 37.5, 0.5, 0.5]);
    assert_eq!(
        u32_at(&out, 56),
        0x8040_2010,
        "lighting off: diffuse copied"
    );
    // Camera (-2, -1, 4): x/w = -0.5, y/w = -0.25: (25, 62.5), rhw 1/4.
    let v3: Vec<f32> = (0..4).map(|k| f32_at(&out, 60 + 4 * k)).collect();
    assert_eq!(v3, [25.0, 62.5, 0.5, 0.25]);
    assert_eq!(u32_at(&out, 76), 0x0102_0304);

    // A viewport at (10, 20), 50 x 40, depth 0.2-0.6: x = 10 + 1.5 * 25, y = 20 + 0.75 * 20,
    // z = 0.2 + 0.5 * 0.4.
    d.set_viewport(Viewport {
        x: 10,
        y: 20,
        width: 50,
        height: 40,
        min_z: 0.2,
        max_z: 0.6,
    })
    .unwrap();
    d.process_vertices(call(dest, dest_fvf, 1, 0, 1)).unwrap();
    let out = contents(&mut d, dest);
    let v0: Vec<f32> = (0..4).map(|k| f32_at(&out, 4 * k)).collect();
    assert_eq!(v0, [47.5, 35.0, 0.2 + 0.5 * (0.6 - 0.2), 0.5]);
}

#[test]
fn a_directional_light_gives_n_dot_l_diffuse() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    d.set_render_state(RS_LIGHTING, 1).unwrap();
    d.set_light(
        0,
        Light {
            ty: 3,
            diffuse: [1.0, 0.5, 0.25, 1.0],
            direction: [0.0, 0.0, 1.0],
            ..Default::default()
        },
    )
    .unwrap();
    d.light_enable(0, true).unwrap();
    d.set_material(Material {
        diffuse: [1.0, 1.0, 1.0, 1.0],
        ..Default::default()
    })
    .unwrap();
    // Normals (0, 0.6, -0.8) and (0, 0, 1); the light shines along +z, so L = (0, 0, -1):
    // N.L = 0.8 and -1 (no light).
    let mut src = floats(&[0.0, 0.0, 0.5, 0.0, 0.6, -0.8]);
    src.extend(floats(&[0.0, 0.0, 0.5, 0.0, 0.0, 1.0]));
    source(&mut d, D3DFVF_XYZ | D3DFVF_NORMAL, &src, 24);
    let dest_fvf = D3DFVF_XYZRHW | D3DFVF_DIFFUSE | D3DFVF_SPECULAR;
    let dest = d.create_vertex_buffer(2 * 24, 0).unwrap();
    d.process_vertices(call(dest, dest_fvf, 0, 0, 2)).unwrap();
    let out = contents(&mut d, dest);
    // 0.8 * (1, 0.5, 0.25) = (0.8, 0.4, 0.2): 204, 102, 51; alpha the material's.
    assert_eq!(u32_at(&out, 16), 0xffcc_6633);
    assert_eq!(u32_at(&out, 20), 0, "SPECULARENABLE off: no specular");
    assert_eq!(u32_at(&out, 24 + 16), BLACK, "facing away: no diffuse");
    // The identity transforms put (0, 0, 0.5) at the viewport's centre.
    assert_eq!(
        (0..4).map(|k| f32_at(&out, 4 * k)).collect::<Vec<_>>(),
        [50.0, 50.0, 0.5, 1.0]
    );
}

#[test]
fn donotcopydata_writes_only_what_the_pipeline_generates() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    // XYZ | DIFFUSE | SPECULAR | TEX1 source, one vertex at camera z 2.
    let mut src = floats(&[0.0, 0.0, 2.0]);
    src.extend(0xff80_8080u32.to_le_bytes());
    src.extend(0x0011_2233u32.to_le_bytes());
    src.extend(floats(&[0.25, 0.5]));
    let fvf = D3DFVF_XYZ | D3DFVF_DIFFUSE | D3DFVF_SPECULAR | D3DFVF_TEX1;
    source(&mut d, fvf, &src, 28);
    let dest_fvf = D3DFVF_XYZRHW | D3DFVF_DIFFUSE | D3DFVF_SPECULAR | D3DFVF_TEX1;
    let dest = buffer(&mut d, &[0xab; 32]);
    let mut c = call(dest, dest_fvf, 0, 0, 1);
    c.flags = D3DPV_DONOTCOPYDATA;
    d.process_vertices(c).unwrap();
    let out = contents(&mut d, dest);
    assert_eq!(
        (0..4).map(|k| f32_at(&out, 4 * k)).collect::<Vec<_>>(),
        [50.0, 50.0, 2.0, 1.0],
        "the position is always written"
    );
    assert!(out[16..].iter().all(|&b| b == 0xab), "{:x?}", &out[16..]);

    // Linear vertex fog from 0 to 4 at camera z 2: (4 - 2) / 4 = 0.5, alpha 128 in the
    // specular colour, which is then generated; a texture transform generates stage 0's
    // coordinates: (u, v, 1, 0) times rows (2, 0), (0, 3), (0.5, 0.25) is (1, 1.75).
    d.set_render_state(RS_FOGVERTEXMODE, 3).unwrap();
    d.set_render_state(RS_FOGSTART, 0f32.to_bits()).unwrap();
    d.set_render_state(RS_FOGEND, 4f32.to_bits()).unwrap();
    d.set_texture_stage_state(0, TSS_TEXTURETRANSFORMFLAGS, 2)
        .unwrap();
    let mut m = [0.0f32; 16];
    (m[0], m[5], m[8], m[9], m[10], m[15]) = (2.0, 3.0, 0.5, 0.25, 1.0, 1.0);
    d.set_transform(16, m).unwrap();
    d.process_vertices(c).unwrap();
    let out = contents(&mut d, dest);
    assert_eq!(u32_at(&out, 16), 0xabab_abab, "diffuse not generated");
    assert_eq!(u32_at(&out, 20), 0x8011_2233);
    assert_eq!((f32_at(&out, 24), f32_at(&out, 28)), (1.0, 1.75));

    // Without the flag the diffuse colour is copied too.
    c.flags = 0;
    d.process_vertices(c).unwrap();
    assert_eq!(u32_at(&contents(&mut d, dest), 16), 0xff80_8080);
}

#[test]
fn an_output_declaration_gives_the_layout() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let mut src = floats(&[0.5, -0.5, 0.25]);
    src.extend(0xff00_ff00u32.to_le_bytes());
    src.extend(floats(&[0.75, 0.125]));
    source(&mut d, D3DFVF_XYZ | D3DFVF_DIFFUSE | D3DFVF_TEX1, &src, 24);
    let e = |offset, ty, usage, usage_index| VertexElement {
        stream: 0,
        offset,
        ty,
        method: 0,
        usage,
        usage_index,
    };
    // TEXCOORD0 first, then COLOR0, then POSITIONT; FLOAT3 coordinates keep their third
    // component (the set has two).
    let decl = d
        .create_vertex_declaration(&[e(0, 2, 5, 0), e(12, 4, 10, 0), e(16, 3, 9, 0)])
        .unwrap();
    let dest = buffer(&mut d, &[0xab; 32]);
    let mut c = call(dest, 0, 0, 0, 1);
    c.declaration = Some(decl);
    d.process_vertices(c).unwrap();
    let out = contents(&mut d, dest);
    assert_eq!((f32_at(&out, 0), f32_at(&out, 4)), (0.75, 0.125));
    assert_eq!(u32_at(&out, 8), 0xabab_abab);
    assert_eq!(u32_at(&out, 12), 0xff00_ff00);
    assert_eq!(
        (0..4).map(|k| f32_at(&out, 16 + 4 * k)).collect::<Vec<_>>(),
        [75.0, 75.0, 0.25, 1.0]
    );
    // A NORMAL output is refused.
    let normal = d
        .create_vertex_declaration(&[e(0, 3, 9, 0), e(16, 2, 3, 0)])
        .unwrap();
    c.declaration = Some(normal);
    assert_eq!(
        d.process_vertices(c).unwrap_err().kind,
        ErrorKind::InvalidCall
    );
}

#[test]
fn bad_input_is_refused_with_nothing_written() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    let src = floats(&[0.0, 0.0, 0.5, 1.0, 1.0, 0.5]);
    source(&mut d, D3DFVF_XYZ, &src, 12);
    let fvf = D3DFVF_XYZRHW;
    let dest = buffer(&mut d, &[0xab; 32]);
    let invalid = |d: &mut Device, c: ProcessVertices| {
        let e = d.process_vertices(c).unwrap_err();
        assert_eq!(e.kind, ErrorKind::InvalidCall, "{e}");
    };
    invalid(&mut d, call(dest, D3DFVF_XYZ, 0, 0, 1)); // not XYZRHW
    invalid(&mut d, call(dest, fvf | D3DFVF_NORMAL, 0, 0, 1));
    invalid(&mut d, call(dest, 0, 0, 0, 1)); // no FVF, no declaration
    invalid(&mut d, call(dest, fvf, 0, 1, 2)); // destination vertex 2 is past 32 bytes
    invalid(&mut d, call(dest, fvf, 0, u32::MAX, 2));
    invalid(&mut d, call(dest, fvf, 1, 0, 2)); // source vertex 2 is past 24 bytes
    invalid(&mut d, call(dest, fvf, u32::MAX, 0, 2));
    d.set_fvf(D3DFVF_XYZRHW).unwrap(); // pretransformed source
    invalid(&mut d, call(dest, fvf, 0, 0, 1));
    d.set_fvf(D3DFVF_XYZ).unwrap();
    d.set_stream_source(0, None).unwrap();
    invalid(&mut d, call(dest, fvf, 0, 0, 1)); // nothing on stream 0
    source(&mut d, D3DFVF_XYZ, &src, 12);
    let vs = ninth_shader::asm::assemble("vs_2_0\ndcl_position v0\nmov oPos, v0\n").unwrap();
    let vs = d.create_vertex_shader(&vs).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    let e = d.process_vertices(call(dest, fvf, 0, 0, 1)).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported, "{e}");
    assert!(e.message.contains("vertex shader"), "{e}");
    d.set_vertex_shader(None).unwrap();
    assert_eq!(contents(&mut d, dest), [0xab; 32]);
    // The same call in range works, and zero vertices write nothing.
    d.process_vertices(call(dest, fvf, 0, 1, 0)).unwrap();
    assert_eq!(contents(&mut d, dest), [0xab; 32]);
    d.process_vertices(call(dest, fvf, 1, 1, 1)).unwrap();
    let out = contents(&mut d, dest);
    assert_eq!(&out[..16], &[0xab; 16]);
    assert_eq!(
        (0..4).map(|k| f32_at(&out, 16 + 4 * k)).collect::<Vec<_>>(),
        [100.0, 0.0, 0.5, 1.0]
    );
}

#[test]
fn the_processed_buffer_draws_where_its_positions_say() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    d.clear(&[], 1, BLACK, 1.0, 0).unwrap();
    // A square from -0.5 to 0.5 in clip space: pixels 25-75 of the 100 x 100 target.
    let mut src = Vec::new();
    for [x, y] in [[-0.5, 0.5], [0.5, 0.5], [0.5, -0.5], [-0.5, -0.5]] {
        src.extend(floats(&[x, y, 0.5]));
        src.extend(0xff20_c040u32.to_le_bytes());
    }
    source(&mut d, D3DFVF_XYZ | D3DFVF_DIFFUSE, &src, 16);
    let dest_fvf = D3DFVF_XYZRHW | D3DFVF_DIFFUSE;
    let dest = d.create_vertex_buffer(4 * 20, 0).unwrap();
    d.process_vertices(call(dest, dest_fvf, 0, 0, 4)).unwrap();
    d.set_fvf(dest_fvf).unwrap();
    d.set_stream_source(
        0,
        Some(StreamSource {
            buffer: dest,
            offset: 0,
            stride: 20,
        }),
    )
    .unwrap();
    d.draw_primitive(TRIANGLEFAN, 0, 2).unwrap();
    let image = backbuffer(&mut d);
    assert_eq!(pixel(&image, 50, 50), rgba(0xff20_c040));
    assert_eq!(pixel(&image, 30, 70), rgba(0xff20_c040));
    assert_eq!(pixel(&image, 10, 50), rgba(BLACK));
    assert_eq!(pixel(&image, 50, 90), rgba(BLACK));
}

#[test]
fn streams_of_a_declaration_and_generated_coordinates() {
    let mut renderer = renderer();
    let mut d = device(&mut renderer);
    // Positions on stream 0; colour and point size on stream 1, from its second vertex.
    let e = |stream, offset, ty, usage| VertexElement {
        stream,
        offset,
        ty,
        method: 0,
        usage,
        usage_index: 0,
    };
    let decl = d
        .create_vertex_declaration(&[e(0, 0, 2, 0), e(1, 0, 4, 10), e(1, 4, 0, 4)])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    let positions = buffer(&mut d, &floats(&[0.5, 0.25, 1.0]));
    let mut extra = vec![0u8; 8];
    extra.extend(0xff33_6699u32.to_le_bytes());
    extra.extend(7.5f32.to_le_bytes());
    let extra = buffer(&mut d, &extra);
    for (stream, buffer, offset, stride) in [(0, positions, 0, 12), (1, extra, 8, 8)] {
        let source = StreamSource {
            buffer,
            offset,
            stride,
        };
        d.set_stream_source(stream, Some(source)).unwrap();
    }
    // The view moves everything 1 along z; stage 1 generates camera-space positions.
    let mut view = [0.0f32; 16];
    (view[0], view[5], view[10], view[15], view[14]) = (1.0, 1.0, 1.0, 1.0, 1.0);
    d.set_transform(2, view).unwrap();
    d.set_texture_stage_state(1, 11, 2 << 16).unwrap(); // D3DTSS_TCI_CAMERASPACEPOSITION
    // XYZRHW | PSIZE | DIFFUSE | TEX2, set 1 of four floats: 48 bytes.
    let dest_fvf = D3DFVF_XYZRHW | 0x020 | D3DFVF_DIFFUSE | 0x200 | 2 << 18;
    let dest = buffer(&mut d, &[0xab; 48]);
    d.process_vertices(call(dest, dest_fvf, 0, 0, 1)).unwrap();
    let out = contents(&mut d, dest);
    // Camera (0.5, 0.25, 2) with the identity projection: clip (0.5, 0.25, 2, 1).
    assert_eq!(
        (0..4).map(|k| f32_at(&out, 4 * k)).collect::<Vec<_>>(),
        [75.0, 37.5, 2.0, 1.0]
    );
    assert_eq!(f32_at(&out, 16), 7.5, "PSIZE");
    assert_eq!(u32_at(&out, 20), 0xff33_6699);
    assert_eq!(
        &out[24..32],
        &[0xab; 8],
        "set 0: the vertex has none to pass"
    );
    assert_eq!(
        (0..3).map(|k| f32_at(&out, 32 + 4 * k)).collect::<Vec<_>>(),
        [0.5, 0.25, 2.0],
        "stage 1: the camera-space position"
    );
    assert_eq!(
        u32_at(&out, 44),
        0xabab_abab,
        "a fourth component is not produced"
    );
}
