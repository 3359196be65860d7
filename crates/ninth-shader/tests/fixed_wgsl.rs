//! Snapshots of generated fixed-function WGSL (tests/snapshots_fixed/, rewrite with
//! NINTH_BLESS=1), the vertex code, the uniform layout as naga lays it out, the module
//! cache, and the stage interface between vertex code and fixed fragment.
#![allow(clippy::field_reassign_with_default)] // states read as D3D9 state changes

mod fixed_support;

use std::collections::BTreeSet;
use std::path::PathBuf;

use fixed_support::*;
use ninth_shader::fixed::uniforms::*;
use ninth_shader::fixed::vertex::{FIXED_VERTEX_ATTRIBUTES, FIXED_VERTEX_STRIDE};
use ninth_shader::fixed::*;

fn snapshot(name: &str, text: &str) {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots_fixed");
    let path = dir.join(format!("{name}.wgsl"));
    if std::env::var_os("NINTH_BLESS").is_some() {
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(&path, text).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("missing snapshot {path:?} (run with NINTH_BLESS=1)"));
    assert_eq!(
        text, want,
        "snapshot {name} differs (NINTH_BLESS=1 rewrites)"
    );
}

fn stage(cop: TextureOp, cargs: [u32; 3], aop: TextureOp, aargs: [u32; 3], tc: u32) -> StageState {
    StageState {
        color_op: cop.value(),
        color_args: cargs,
        alpha_op: aop.value(),
        alpha_args: aargs,
        texcoord_index: tc,
        ..StageState::d3d9_default(0)
    }
}

fn snapshot_states() -> Vec<(&'static str, FixedFragmentState)> {
    use TextureOp as O;
    let (tex, cur, dif, tf, con, tmp, spec) = (
        D3DTA_TEXTURE,
        D3DTA_CURRENT,
        D3DTA_DIFFUSE,
        D3DTA_TFACTOR,
        D3DTA_CONSTANT,
        D3DTA_TEMP,
        D3DTA_SPECULAR,
    );
    let mut v = Vec::new();
    v.push(("default_modulate", FixedFragmentState::default()));
    let mut s = FixedFragmentState::default();
    s.stages[0].color_op = O::Disable.value();
    v.push(("diffuse_only", s));
    let mut s = FixedFragmentState::default();
    s.stages[1] = stage(O::Modulate2x, [0, tex, cur], O::Disable, [0; 3], 1);
    v.push(("lightmap_two_stages", s));
    let mut s = FixedFragmentState::default();
    s.stages[1] = stage(
        O::BumpEnvMapLuminance,
        [0; 3],
        O::SelectArg1,
        [0, cur, 0],
        1,
    );
    s.stages[2] = stage(O::Add, [0, tex, cur], O::SelectArg1, [0, cur, 0], 2);
    s.stages[2].texture = TextureKind::Cube;
    v.push(("bump_luminance_cube_env", s));
    let mut s = FixedFragmentState::default();
    s.stages[0] = stage(O::SelectArg1, [0, tf, 0], O::SelectArg1, [0, con, 0], 0);
    s.stages[0].result_arg = tmp;
    s.stages[1] = stage(
        O::Lerp,
        [tmp | D3DTA_ALPHAREPLICATE, con, dif | D3DTA_COMPLEMENT],
        O::MultiplyAdd,
        [tmp, spec, tex],
        3,
    );
    s.stages[1].transform_flags = D3DTTFF_PROJECTED | 4;
    s.specular_enable = true;
    s.fog = FixedFog::Linear;
    s.fog_source = FogSource::W;
    s.alpha_test = true;
    s.alpha_func = 7;
    s.flat_shading = true;
    v.push(("temp_lerp_fog_w_alphatest_flat", s));
    let mut s = FixedFragmentState::default();
    s.stages[0] = stage(O::PreModulate, [0; 3], O::PreModulate, [0; 3], 0);
    s.stages[1] = stage(O::Disable, [0; 3], O::Disable, [0; 3], 1);
    v.push(("premodulate", s));
    let mut s = FixedFragmentState::default();
    s.stages[0] = stage(O::DotProduct3, [0, tex, dif], O::Add, [0; 3], 0);
    s.stages[1] = stage(
        O::ModulateInvColorAddAlpha,
        [0, cur, tf],
        O::BlendCurrentAlpha,
        [0, tf, cur],
        0,
    );
    v.push(("dot3_modulate_inv_color", s));
    let mut s = FixedFragmentState::default();
    s.stages[0].texture = TextureKind::Volume;
    s.stages[0].texcoord_index = 7;
    s.stages[0].transform_flags = D3DTTFF_PROJECTED | 3;
    s.fog = FixedFog::Exp;
    s.fog_source = FogSource::Radial;
    s.alpha_test = true;
    s.alpha_func = 1;
    v.push(("volume_projected_radial_exp_never", s));
    let mut s = FixedFragmentState::default();
    s.fog = FixedFog::Vertex;
    s.inputs = FixedInputs::TEXCOORD0 | FixedInputs::FOG;
    v.push(("vertex_fog_no_diffuse", s));
    v
}

#[test]
fn fragment_snapshots() {
    for (name, s) in snapshot_states() {
        let k = key(&s);
        snapshot(
            &format!("fragment_{name}"),
            &generate_program_fragment(&k, &[]).unwrap(),
        );
    }
}

#[test]
fn vertex_snapshots_and_contents() {
    let all = FixedVertexDesc {
        outputs: 0x1fff,
        ..Default::default()
    };
    let rhw = generate_rhw_vertex(&all).unwrap();
    snapshot("vertex_rhw_all", &rhw);
    assert!(rhw.contains("if (abs(rhw) <= 1e-20) {\n    rhw = 1.0;\n  }"));
    assert!(rhw.contains("(input.pos.x + 0.5) * 2.0 * draw.half_pixel.x - 1.0"));
    assert!(rhw.contains("1.0 - (input.pos.y + 0.5) * 2.0 * draw.half_pixel.y"));
    assert!(rhw.contains("out.pos = vec4f(ndc * w, input.pos.z * w, w);"));
    assert!(rhw.contains("out.l10 = input.diffuse.zyxw;"));
    assert!(rhw.contains("out.l11 = input.specular.zyxw;"));
    assert!(rhw.contains("out.l12 = vec4f(input.fog, 0.0, 0.0, 0.0);"));
    assert!(rhw.contains("@location(10) tc7: vec4f"));
    let flat = FixedVertexDesc {
        outputs: (1 << 10) | (1 << 11) | 1 | (1 << 13),
        flat_shading: true,
        ..Default::default()
    };
    let clip = generate_clip_vertex(&flat).unwrap();
    snapshot("vertex_clip_flat", &clip);
    assert!(clip.contains("pos.x = pos.x + pos.w * draw.half_pixel.x;"));
    assert!(clip.contains("pos.y = pos.y - pos.w * draw.half_pixel.y;"));
    assert!(clip.contains("@location(10) @interpolate(flat) l10: vec4f"));
    assert!(
        clip.contains("out.l13 = vec4f(0.0, 0.0, 0.0, 0.0);"),
        "NORMAL0 default"
    );
    // Every output mask and switch validates.
    for outputs in (0..=0xffffu32).step_by(97).chain([0xffff]) {
        for flat_shading in [false, true] {
            for half_pixel_shift in [false, true] {
                let d = FixedVertexDesc {
                    outputs: outputs as u16,
                    flat_shading,
                    half_pixel_shift,
                    centroid_locations: (outputs as u16).rotate_left(3),
                    ..Default::default()
                };
                generate_rhw_vertex(&d).unwrap();
                generate_clip_vertex(&d).unwrap();
            }
        }
    }
    let no_shift = generate_rhw_vertex(&FixedVertexDesc {
        half_pixel_shift: false,
        ..all
    })
    .unwrap();
    assert!(no_shift.contains("(input.pos.x + 0.0)"));
}

#[test]
fn vertex_record_layout() {
    assert_eq!(FIXED_VERTEX_STRIDE, 156);
    let mut end = 0;
    for (i, a) in FIXED_VERTEX_ATTRIBUTES.iter().enumerate() {
        assert_eq!(a.location, i as u32);
        assert_eq!(a.offset, end, "attributes are packed");
        end += match a.format {
            vertex::FixedVertexFormat::Float32x4 => 16,
            vertex::FixedVertexFormat::Unorm8x4 | vertex::FixedVertexFormat::Float32 => 4,
        };
    }
    assert_eq!(end, FIXED_VERTEX_STRIDE);
}

#[test]
fn uniform_layout_matches_naga() {
    let wgsl = generate_program_fragment(&key(&FixedFragmentState::default()), &[]).unwrap();
    let module = naga::front::wgsl::parse_str(&wgsl).unwrap();
    let mut layouter = naga::proc::Layouter::default();
    layouter.update(module.to_ctx()).unwrap();
    let (var_handle, var) = module
        .global_variables
        .iter()
        .find(|(_, v)| v.name.as_deref() == Some("fx"))
        .unwrap();
    let _ = var_handle;
    let b = var.binding.as_ref().unwrap();
    assert_eq!((b.group, b.binding), (FIXED_GROUP, FIXED_BINDING));
    assert_eq!(layouter[var.ty].size as usize, FIXED_UNIFORMS_SIZE);
    let naga::TypeInner::Struct { members, .. } = &module.types[var.ty].inner else {
        panic!()
    };
    let offsets: Vec<(String, u32)> = members
        .iter()
        .map(|m| (m.name.clone().unwrap(), m.offset))
        .collect();
    assert_eq!(
        offsets,
        [
            ("tfactor".to_owned(), OFFSET_TFACTOR as u32),
            ("fog_color".to_owned(), OFFSET_FOG_COLOR as u32),
            ("fog".to_owned(), OFFSET_FOG as u32),
            ("alpha".to_owned(), OFFSET_ALPHA as u32),
            ("stages".to_owned(), OFFSET_STAGES as u32),
        ]
    );
    let naga::TypeInner::Array { base, stride, .. } = module.types[members[4].ty].inner else {
        panic!()
    };
    assert_eq!(stride as usize, STAGE_STRIDE);
    let naga::TypeInner::Struct { members: sm, .. } = &module.types[base].inner else {
        panic!()
    };
    assert_eq!(
        sm.iter().map(|m| m.offset).collect::<Vec<_>>(),
        [0, 16, 32, 48]
    );

    // to_bytes writes those offsets.
    let mut u = FixedUniforms {
        tfactor: d3dcolor_to_rgba(0x80ff_0000),
        fog_color: [0.1, 0.2, 0.3, 0.4],
        fog_start: 10.0,
        fog_end: 20.0,
        fog_density: 0.5,
        alpha_ref: 0x1_0080,
        ..Default::default()
    };
    u.stages[7].constant = [1.0, 2.0, 3.0, 4.0];
    u.stages[7].bump_mat = [5.0, 6.0, 7.0, 8.0];
    u.stages[7].bump_lscale = 9.0;
    u.stages[7].bump_loffset = 10.0;
    u.stages[7].lod_bias = 40.0; // clamped to WGSL's 15.99
    u.stages[7].border_color = [12.0, 13.0, 14.0, 15.0];
    let bytes = u.to_bytes();
    let f = |o: usize| f32::from_le_bytes(bytes[o..o + 4].try_into().unwrap());
    assert_eq!(u.tfactor, [1.0, 0.0, 0.0, 128.0 / 255.0]);
    assert_eq!([f(0), f(4), f(8), f(12)], u.tfactor);
    assert_eq!([f(16), f(20), f(24), f(28)], [0.1, 0.2, 0.3, 0.4]);
    assert_eq!([f(32), f(36), f(40), f(44)], [10.0, 20.0, 0.5, 0.1]);
    assert_eq!([f(48), f(52)], [128.0, 0.0]);
    let s7 = OFFSET_STAGES + 7 * STAGE_STRIDE;
    assert_eq!(s7 + 64, FIXED_UNIFORMS_SIZE);
    let got: Vec<f32> = (0..16).map(|i| f(s7 + 4 * i)).collect();
    assert_eq!(
        got,
        [
            1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 15.99, 0.0, 12.0, 13.0, 14.0, 15.0
        ]
    );
}

#[test]
fn textures_bind_like_translated_pixel_shaders() {
    let mut s = FixedFragmentState::default();
    s.stages[1] = StageState::d3d9_default(0);
    s.stages[1].color_args = [0, D3DTA_CURRENT, D3DTA_DIFFUSE]; // no texture at stage 1
    s.stages[1].alpha_op = TextureOp::Disable.value();
    s.stages[2] = StageState::d3d9_default(0);
    s.stages[2].texture = TextureKind::Volume;
    let k = key(&s);
    let t = k.textures();
    assert_eq!(t.iter().map(|t| t.sampler).collect::<Vec<_>>(), [0, 2]);
    assert_eq!(t[1].kind, ninth_shader::ir::SamplerKind::Volume);
    let wgsl = generate_program_fragment(&k, &[]).unwrap();
    assert!(wgsl.contains("@group(1) @binding(4) var tex2: texture_3d<f32>;"));
    assert!(wgsl.contains("@group(1) @binding(5) var samp2: sampler;"));
    for n in [0u32, 2] {
        assert!(wgsl.contains(&format!(
            "@group({}) @binding({}) var tex{n}",
            ninth_shader::wgsl::PIXEL_TEXTURE_GROUP,
            ninth_shader::wgsl::texture_binding(n)
        )));
    }
}

#[test]
fn fnv1a_is_stable() {
    assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
    assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    assert_eq!(text_hash("a"), fnv1a(b"a"));
}

/// (location, interpolation, sampling) of a stage's user varyings.
fn varyings(wgsl: &str, outputs: bool) -> BTreeSet<(u32, String)> {
    let m = naga::front::wgsl::parse_str(wgsl).unwrap();
    let ep = &m.entry_points[0];
    let mut set = BTreeSet::new();
    let mut add = |ty: naga::Handle<naga::Type>, binding: &Option<naga::Binding>| {
        let mut push = |b: &naga::Binding| {
            if let naga::Binding::Location {
                location,
                interpolation,
                sampling,
                ..
            } = b
            {
                set.insert((*location, format!("{interpolation:?}/{sampling:?}")));
            }
        };
        match (&m.types[ty].inner, binding) {
            (naga::TypeInner::Struct { members, .. }, None) => {
                for mem in members {
                    if let Some(b) = &mem.binding {
                        push(b);
                    }
                }
            }
            (_, Some(b)) => push(b),
            _ => {}
        }
    };
    if outputs {
        let r = ep.function.result.as_ref().unwrap();
        add(r.ty, &r.binding);
    } else {
        for a in &ep.function.arguments {
            add(a.ty, &a.binding);
        }
    }
    set
}

#[test]
fn vertex_outputs_match_fragment_inputs() {
    for (name, s) in snapshot_states() {
        for flat in [false, true] {
            let mut s = s;
            s.flat_shading = flat;
            let k = key(&s);
            let frag = varyings(&generate_program_fragment(&k, &[]).unwrap(), false);
            let desc = FixedVertexDesc {
                outputs: k.input_locations(),
                flat_shading: k.flat_shading(),
                ..Default::default()
            };
            for vs in [
                generate_rhw_vertex(&desc).unwrap(),
                generate_clip_vertex(&desc).unwrap(),
            ] {
                assert_eq!(varyings(&vs, true), frag, "{name} flat {flat}");
            }
            // A translated vertex shader linked the same way writes the same varyings.
            let tokens = ninth_shader::asm::assemble(
                "vs_2_0\ndcl_position v0\ndcl_texcoord v1\ndcl_color v2\nmov oPos, v0\nmov oT0, v1\nmov oD0, v2",
            )
            .unwrap();
            let opts = ninth_shader::wgsl::Options {
                link_locations: Some(k.input_locations()),
                flat_shading: k.flat_shading(),
                ..Default::default()
            };
            let t = ninth_shader::translate_bytecode(&tokens, &opts).unwrap();
            assert_eq!(
                varyings(&t.wgsl().expect("WGSL back end"), true),
                frag,
                "{name} flat {flat}: translated VS"
            );
        }
    }
}

#[test]
fn rhw_vertex_code_feeds_a_translated_pixel_shader() {
    // draw_program_rhw: a ps_3_0 with a centroid texcoord, a colour and a non-standard
    // semantic (NORMAL1, placed by LinkMap::for_pixel_shader).
    let tokens = ninth_shader::asm::assemble(
        "ps_3_0\ndcl_texcoord1_centroid v0\ndcl_color0 v1\ndcl_normal1 v2\ndcl_fog v3\nadd r0, v0, v1\nadd r0, r0, v2\nadd oC0, r0, v3.x\n",
    )
    .unwrap();
    let shader = ninth_shader::bytecode::decode(&tokens).unwrap();
    let analysis = ninth_shader::analyze::analyze(&shader).unwrap();
    let map = ninth_shader::link::LinkMap::for_pixel_shader(&analysis).unwrap();
    for flat in [false, true] {
        let opts = ninth_shader::wgsl::Options {
            link_map: map,
            centroid_locations: analysis.centroid_locations(&map),
            flat_shading: flat,
            ..Default::default()
        };
        let ps = ninth_shader::wgsl::translate(&shader, &opts)
            .unwrap()
            .wgsl()
            .unwrap();
        let desc = FixedVertexDesc {
            outputs: analysis.link_locations(&map),
            link_map: map,
            flat_shading: flat,
            centroid_locations: opts.centroid_locations,
            ..Default::default()
        };
        let vs = generate_rhw_vertex(&desc).unwrap();
        assert_eq!(
            varyings(&vs, true),
            varyings(&ps, false),
            "flat {flat}\n{vs}\n{ps}"
        );
        assert!(vs.contains("out.l1 = input.tc1;"), "{vs}");
        assert!(
            vs.contains("out.l12 = vec4f(input.fog, 0.0, 0.0, 0.0);"),
            "{vs}"
        );
        assert!(
            vs.contains("@interpolate(perspective, centroid) l1"),
            "{vs}"
        );
    }
}
