//! Typed commands: what each command of the format parses to, and writing scenes made in code.

use ninth_scene::vertex::VertexLayout;
use ninth_scene::{
    Command, DepthStencilRef, Generator, Indices, Light, Rect, Scene, Statement, SurfaceRef,
    TextureShape, parse, write,
};

fn commands(body: &str) -> Vec<Command> {
    let text = format!("scene 1\n{body}");
    parse(&text)
        .unwrap_or_else(|e| panic!("{e}\n{text}"))
        .statements
        .into_iter()
        .map(|s| s.command)
        .collect()
}

fn one(body: &str) -> Command {
    let mut c = commands(body);
    assert_eq!(c.len(), 1, "{c:?}");
    c.remove(0)
}

fn named(name: &str, face: Option<u32>, level: u32) -> SurfaceRef {
    SurfaceRef::Named {
        name: name.to_string(),
        face,
        level,
    }
}

#[test]
fn device_defaults_and_options() {
    assert_eq!(
        one("device 64 32\n"),
        Command::Device {
            width: 64,
            height: 32,
            backbuffer: 22,
            depth: Some(75),
            msaa: 0
        }
    );
    assert_eq!(
        one("device 8 8 msaa=4 depth=none backbuffer=D3DFMT_A8R8G8B8\n"),
        Command::Device {
            width: 8,
            height: 8,
            backbuffer: 21,
            depth: None,
            msaa: 4
        }
    );
}

#[test]
fn textures_pools_and_fills() {
    let c = commands(
        "texture a 2d D3DFMT_A8R8G8B8 16 8 0\n\
         texture b 2d D3DFMT_A8R8G8B8 4 4 1 usage=D3DUSAGE_RENDERTARGET\n\
         texture c cube D3DFMT_DXT3 8 2 pool=D3DPOOL_DEFAULT\n\
         texture v volume D3DFMT_L8 4 4 2 1\n\
         fill c 1 face=5 bytes { 00112233 4455 66778899aabbccdd 0xeeff }\n\
         fill v 0 slice=1 checker 2 0xffff0000 0xff00ff00\n\
         fill v 0 gradient 1 2 3 4\n",
    );
    assert_eq!(
        c[0],
        Command::CreateTexture {
            name: "a".into(),
            shape: TextureShape::TwoD {
                width: 16,
                height: 8
            },
            format: 21,
            levels: 0,
            usage: 0,
            pool: 1
        }
    );
    assert!(matches!(
        c[1],
        Command::CreateTexture {
            usage: 1,
            pool: 0,
            ..
        }
    ));
    assert!(matches!(
        c[2],
        Command::CreateTexture {
            shape: TextureShape::Cube { size: 8 },
            pool: 0,
            ..
        }
    ));
    assert!(matches!(
        c[3],
        Command::CreateTexture {
            shape: TextureShape::Volume {
                width: 4,
                height: 4,
                depth: 2
            },
            levels: 1,
            pool: 1,
            ..
        }
    ));
    let bytes: Vec<u8> = (0..16).map(|i| i * 0x11).collect();
    assert_eq!(
        c[4],
        Command::Fill {
            name: "c".into(),
            level: 1,
            face: Some(5),
            slice: None,
            generator: Generator::Bytes(bytes)
        }
    );
    assert!(matches!(
        c[5],
        Command::Fill {
            slice: Some(1),
            generator: Generator::Checker {
                cell: 2,
                first: 0xffff0000,
                second: 0xff00ff00
            },
            ..
        }
    ));
    assert!(matches!(
        c[6],
        Command::Fill {
            slice: None,
            generator: Generator::Gradient([1, 2, 3, 4]),
            ..
        }
    ));
}

#[test]
fn render_targets_depth_stencils_stretch_and_capture() {
    let c = commands(
        "texture rt 2d D3DFMT_A8R8G8B8 64 64 3 usage=D3DUSAGE_RENDERTARGET\n\
         texture cube cube D3DFMT_A8R8G8B8 64 1 usage=D3DUSAGE_RENDERTARGET\n\
         texture z 2d D3DFMT_INTZ 64 64 1 usage=D3DUSAGE_DEPTHSTENCIL\n\
         surface ds depthstencil D3DFMT_D24S8 64 64 msaa=4\n\
         setrt 0 rt:2\n\
         setrt 1 cube:3:0\n\
         setrt 2 none\n\
         setrt 0 backbuffer\n\
         setds z\n\
         setds ds\n\
         setds default\n\
         setds none\n\
         stretchrect rt backbuffer D3DTEXF_NONE\n\
         stretchrect rt 0 0 8 8 backbuffer D3DTEXF_POINT\n\
         stretchrect rt backbuffer 1 2 3 4 2\n\
         stretchrect rt -1 0 8 8 rt:1 0 0 4 4 D3DTEXF_LINEAR\n\
         capture shot\n\
         capture shot2 rt\n",
    );
    assert_eq!(
        c[4],
        Command::SetRenderTarget {
            index: 0,
            target: Some(named("rt", None, 2))
        }
    );
    assert_eq!(
        c[5],
        Command::SetRenderTarget {
            index: 1,
            target: Some(named("cube", Some(3), 0))
        }
    );
    assert_eq!(
        c[6],
        Command::SetRenderTarget {
            index: 2,
            target: None
        }
    );
    assert_eq!(
        c[7],
        Command::SetRenderTarget {
            index: 0,
            target: Some(SurfaceRef::Backbuffer)
        }
    );
    assert_eq!(
        c[8],
        Command::SetDepthStencilSurface(DepthStencilRef::Surface(named("z", None, 0)))
    );
    assert_eq!(
        c[10],
        Command::SetDepthStencilSurface(DepthStencilRef::Default)
    );
    assert_eq!(
        c[11],
        Command::SetDepthStencilSurface(DepthStencilRef::None)
    );
    let r = |left, top, right, bottom| {
        Some(Rect {
            left,
            top,
            right,
            bottom,
        })
    };
    let stretch = |c: &Command| match c {
        Command::StretchRect {
            source_rect,
            dest_rect,
            filter,
            ..
        } => (*source_rect, *dest_rect, *filter),
        other => panic!("{other:?}"),
    };
    assert_eq!(stretch(&c[12]), (None, None, 0));
    assert_eq!(stretch(&c[13]), (r(0, 0, 8, 8), None, 1));
    assert_eq!(stretch(&c[14]), (None, r(1, 2, 3, 4), 2));
    assert_eq!(stretch(&c[15]), (r(-1, 0, 8, 8), r(0, 0, 4, 4), 2));
    assert_eq!(
        c[16],
        Command::Capture {
            name: "shot".into(),
            source: SurfaceRef::Backbuffer
        }
    );
    assert_eq!(
        c[17],
        Command::Capture {
            name: "shot2".into(),
            source: named("rt", None, 0)
        }
    );
}

#[test]
fn buffers_streams_and_shaders() {
    let c = commands(
        "ib i 32 { 0 1 4294967295 }\n\
         vbraw v { 0x0102 0304 }\n\
         stream 1 v 4 20\n\
         stream 2 none 0 0\n\
         streamfreq 0 D3DSTREAMSOURCE_INDEXEDDATA|6\n\
         indices i\n\
         vs s { fffe0200 0x0000FFFF }\n\
         setvs s\n\
         setps none\n\
         vsi 2 { 1 -2 3 4 }\n\
         psb 0 { 1 0 1 }\n",
    );
    assert_eq!(
        c[0],
        Command::CreateIndexBuffer {
            name: "i".into(),
            indices: Indices::U32(vec![0, 1, u32::MAX])
        }
    );
    assert_eq!(
        c[1],
        Command::CreateVertexBufferRaw {
            name: "v".into(),
            bytes: vec![1, 2, 3, 4]
        }
    );
    assert_eq!(
        c[2],
        Command::SetStreamSource {
            stream: 1,
            buffer: Some("v".into()),
            offset: 4,
            stride: 20
        }
    );
    assert_eq!(
        c[3],
        Command::SetStreamSource {
            stream: 2,
            buffer: None,
            offset: 0,
            stride: 0
        }
    );
    assert_eq!(
        c[4],
        Command::SetStreamSourceFreq {
            stream: 0,
            value: 0x4000_0006
        }
    );
    assert_eq!(c[5], Command::SetIndices(Some("i".into())));
    assert_eq!(
        c[6],
        Command::CreateVertexShader {
            name: "s".into(),
            tokens: vec![0xfffe0200, 0xffff]
        }
    );
    assert_eq!(c[8], Command::SetPixelShader(None));
    assert_eq!(
        c[9],
        Command::SetVertexShaderConstantI {
            start: 2,
            values: vec![1, -2, 3, 4]
        }
    );
    assert_eq!(
        c[10],
        Command::SetPixelShaderConstantB {
            start: 0,
            values: vec![true, false, true]
        }
    );
}

#[test]
fn lights_materials_and_fixed_state() {
    let c = commands(
        "light 3 D3DLIGHT_SPOT { diffuse 1 0.5 0 1 position 1 2 3 theta 0.3 phi 0.7 }\n\
         material { power 8 emissive 0 0 0.5 1 }\n\
         lightenable 3 1\n\
         clipplane 5 1 0 0 -0.5\n\
         viewport 0 32 64 32 0.25 0.75\n\
         scissor 1 2 3 4\n\
         transform D3DTS_TEXTURE0 { 1 0 0 0  0 1 0 0  0 0 1 0  0.5 0.5 0 1 }\n\
         clear D3DCLEAR_TARGET 0xff000000 1.0 0 rects { 0 0 1 1  2 2 3 3 }\n",
    );
    let want = Light {
        ty: 2,
        diffuse: [1.0, 0.5, 0.0, 1.0],
        position: [1.0, 2.0, 3.0],
        theta: 0.3,
        phi: 0.7,
        ..Light::default()
    };
    assert_eq!(
        c[0],
        Command::SetLight {
            index: 3,
            light: want
        }
    );
    match &c[1] {
        Command::SetMaterial(m) => {
            assert_eq!(m.power, 8.0);
            assert_eq!(m.emissive, [0.0, 0.0, 0.5, 1.0]);
            assert_eq!(m.diffuse, [0.0; 4]);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        c[2],
        Command::LightEnable {
            index: 3,
            enable: true
        }
    );
    assert_eq!(
        c[3],
        Command::SetClipPlane {
            index: 5,
            plane: [1.0, 0.0, 0.0, -0.5]
        }
    );
    assert_eq!(
        c[4],
        Command::SetViewport {
            x: 0,
            y: 32,
            width: 64,
            height: 32,
            min_z: 0.25,
            max_z: 0.75
        }
    );
    assert_eq!(
        c[5],
        Command::SetScissorRect(Rect {
            left: 1,
            top: 2,
            right: 3,
            bottom: 4
        })
    );
    assert!(matches!(&c[6], Command::SetTransform { state: 16, matrix } if matrix[12] == 0.5));
    assert!(
        matches!(&c[7], Command::Clear { flags: 1, color: 0xff000000, stencil: 0, rects, .. } if rects.len() == 2)
    );
}

#[test]
fn draws_carry_their_layout() {
    let c = commands(
        "fvf D3DFVF_XYZRHW|D3DFVF_DIFFUSE\n\
         drawup D3DPT_TRIANGLELIST 1 { 0 0 0 1 0xff0000ff  1 0 0 1 0xff0000ff  0 1 0 1 0xff0000ff }\n\
         draw D3DPT_LINESTRIP 3 2\n\
         drawindexed D3DPT_TRIANGLELIST -4 0 4 6 2\n\
         drawindexedup D3DPT_POINTLIST 1 2 2 16 { 1 2 } { 0 0 0 1 0  1 1 1 1 0  2 2 2 1 0 }\n",
    );
    match &c[1] {
        Command::DrawPrimitiveUp {
            primitive: 4,
            count: 1,
            vertices,
        } => {
            assert_eq!(vertices.layout, VertexLayout::Fvf(0x44));
            assert_eq!(vertices.stride, 20);
            assert_eq!(vertices.bytes.len(), 60);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        c[2],
        Command::DrawPrimitive {
            primitive: 3,
            start_vertex: 3,
            count: 2
        }
    );
    assert!(matches!(
        c[3],
        Command::DrawIndexedPrimitive {
            base_vertex: -4,
            num_vertices: 4,
            start_index: 6,
            count: 2,
            ..
        }
    ));
    match &c[4] {
        Command::DrawIndexedPrimitiveUp {
            min_index: 1,
            num_vertices: 2,
            count: 2,
            indices,
            vertices,
            ..
        } => {
            assert_eq!(indices, &Indices::U16(vec![1, 2]));
            assert_eq!(vertices.bytes.len(), 60);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn setdecl_layout_is_stream_zero_at_the_time_of_setdecl() {
    let c = commands(
        "decl d { 0 0 D3DDECLTYPE_FLOAT2 0 0 0 ; 1 0 D3DDECLTYPE_FLOAT4 0 5 1 }\n\
         setdecl d\n\
         decl d { 0 0 D3DDECLTYPE_FLOAT4 0 0 0 }\n\
         vb q { 0 0  1 0 }\n",
    );
    match &c[3] {
        Command::CreateVertexBuffer { data, .. } => {
            assert_eq!(data.stride, 8);
            match &data.layout {
                VertexLayout::Declaration(e) => assert_eq!(e.len(), 1),
                other => panic!("{other:?}"),
            }
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn writer_uses_names_and_keeps_lines() {
    let text = "scene 1\n# comment\n\ndevice 64 64\nrs 22 1\ntss 0 1 2\nclear 3 0xff000000 1 0\n";
    let written = write(&parse(text).expect("parses"));
    assert_eq!(
        written,
        "scene 1\n\n\ndevice 64 64\nrs D3DRS_CULLMODE D3DCULL_NONE\ntss 0 D3DTSS_COLOROP D3DTOP_SELECTARG1\nclear D3DCLEAR_TARGET|D3DCLEAR_ZBUFFER 0xff000000 1.0 0\n"
    );
}

#[test]
fn writer_compacts_blocks_that_would_run_into_the_next_line() {
    let text = "scene 1\nvsf 0 { 1 2 3 4 5 6 7 8 }\ncapture x\n";
    let scene = parse(text).expect("parses");
    let written = write(&scene);
    assert_eq!(
        written,
        "scene 1\nvsf 0 { 1.0 2.0 3.0 4.0 5.0 6.0 7.0 8.0 }\ncapture x\n"
    );
    assert_eq!(parse(&written).expect("parses"), scene);
}

#[test]
fn writing_scenes_made_in_code() {
    let statement = |command| Statement { line: 0, command };
    let scene = Scene {
        statements: vec![
            statement(Command::SetFvf(0x102)),
            statement(Command::SetRenderState {
                state: 36,
                value: 1.5f32.to_bits(),
            }),
            statement(Command::SetSamplerState {
                sampler: 258,
                state: 8,
                value: 0xffff_ffff,
            }),
            statement(Command::SetTextureStageState {
                stage: 1,
                state: 2,
                value: 0x66,
            }),
            statement(Command::SetTransform {
                state: 300,
                matrix: [0.1; 16],
            }),
        ],
    };
    let written = write(&scene);
    assert!(
        written.contains("fvf D3DFVF_XYZ|D3DFVF_TEX1\n"),
        "{written}"
    );
    assert!(written.contains("rs D3DRS_FOGSTART 1.5\n"), "{written}");
    assert!(
        written.contains("samp D3DVERTEXTEXTURESAMPLER1 D3DSAMP_MIPMAPLODBIAS 0xffffffff\n"),
        "{written}"
    );
    assert!(
        written.contains("tss 1 D3DTSS_COLORARG1 D3DTA_CONSTANT|D3DTA_ALPHAREPLICATE|64\n"),
        "{written}"
    );
    assert!(
        written.contains("transform D3DTS_WORLDMATRIX_44 {"),
        "{written}"
    );
    let again = parse(&written).expect("parses");
    let commands: Vec<&Command> = again.commands().collect();
    let want: Vec<&Command> = scene.commands().collect();
    assert_eq!(commands, want);
}

#[test]
fn half_float_infinity_is_written_as_65520() {
    let text =
        "scene 1\ndecl d { 0 0 D3DDECLTYPE_FLOAT16_2 0 0 0 }\nsetdecl d\nvb b { 1e6 -70000 }\n";
    let scene = parse(text).expect("parses");
    let written = write(&scene);
    assert!(
        written.contains("vb b {\n    65520.0 -65520.0 }")
            || written.contains("vb b { 65520.0 -65520.0 }"),
        "{written}"
    );
    assert_eq!(parse(&written).expect("parses"), scene);
}
