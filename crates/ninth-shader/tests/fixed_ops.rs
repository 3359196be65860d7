//! Every D3DTOP: naga validates its generated fragment, and the CPU reference model gives
//! the D3D9 formula's value, computed by hand.
#![allow(clippy::field_reassign_with_default)] // states read as D3D9 state changes

mod fixed_support;

use fixed_support::*;
use ninth_shader::fixed::reference::{self, PixelInputs};
use ninth_shader::fixed::*;

#[test]
fn every_colour_op_generates_valid_wgsl() {
    for op in TextureOp::ALL {
        let k = key(&one_stage(op, TextureOp::SelectArg1));
        let wgsl = generate_program_fragment(&k, &[]).unwrap_or_else(|e| panic!("{op:?}: {e}"));
        assert!(wgsl.contains("@fragment"), "{op:?}");
        if op != TextureOp::Disable {
            assert!(wgsl.contains(op.d3d_name()), "{op:?}: stage comment");
        }
    }
}

#[test]
fn every_alpha_op_generates_valid_wgsl_or_names_the_stage() {
    for op in TextureOp::ALL {
        let mut s = one_stage(TextureOp::Modulate, TextureOp::SelectArg1);
        s.stages[1] = s.stages[0];
        s.stages[1].alpha_op = op.value();
        match FixedFragmentKey::new(&s) {
            Ok(k) => {
                assert!(!op.color_only(), "{op:?} accepted as alpha op");
                generate_program_fragment(&k, &[]).unwrap_or_else(|e| panic!("{op:?}: {e}"));
            }
            Err(e) => {
                assert!(op.color_only(), "{op:?}: {e}");
                assert_eq!(e, FixedError::ColorOnlyAlphaOp { stage: 1, op });
                assert!(e.to_string().contains("fixed stage 1"), "{e}");
            }
        }
    }
}

#[test]
fn ops_18_to_21_as_alpha_ops_are_errors_naming_the_stage() {
    for v in 18..=21u32 {
        let mut s = FixedFragmentState::default();
        for n in 0..4 {
            s.stages[n] = StageState::d3d9_default(0);
        }
        s.stages[3].alpha_op = v;
        let e = FixedFragmentKey::new(&s).unwrap_err();
        let op = TextureOp::from_u32(v).unwrap();
        assert_eq!(e, FixedError::ColorOnlyAlphaOp { stage: 3, op });
        let text = e.to_string();
        assert!(
            text.contains("stage 3") && text.contains(op.d3d_name()),
            "{text}"
        );
    }
}

#[test]
fn colour_op_values_by_hand() {
    use TextureOp as O;
    // arg0 = TFACTOR F, arg1 = TEXTURE T, arg2 = DIFFUSE D (fixed_support).
    let cases: [(O, [f32; 3]); 22] = [
        (O::SelectArg1, [0.5, 0.25, 1.0]),
        (O::SelectArg2, [0.2, 0.4, 0.6]),
        (O::Modulate, [0.1, 0.1, 0.6]),
        (O::Modulate2x, [0.2, 0.2, 1.0]),
        (O::Modulate4x, [0.4, 0.4, 1.0]),
        (O::Add, [0.7, 0.65, 1.0]),
        (O::AddSigned, [0.2, 0.15, 1.0]),
        (O::AddSigned2x, [0.4, 0.3, 1.0]),
        (O::Subtract, [0.3, 0.0, 0.4]),
        (O::AddSmooth, [0.6, 0.55, 1.0]),
        (O::BlendDiffuseAlpha, [0.44, 0.28, 0.92]),
        (O::BlendTextureAlpha, [0.275, 0.3625, 0.7]),
        (O::BlendFactorAlpha, [0.41, 0.295, 0.88]),
        (O::BlendTextureAlphaPm, [0.65, 0.55, 1.0]),
        (O::BlendCurrentAlpha, [0.44, 0.28, 0.92]),
        (O::ModulateAlphaAddColor, [0.55, 0.35, 1.0]),
        (O::ModulateColorAddAlpha, [0.35, 0.35, 0.85]),
        (O::ModulateInvAlphaAddColor, [0.65, 0.55, 1.0]),
        (O::ModulateInvColorAddAlpha, [0.35, 0.55, 0.25]),
        (O::MultiplyAdd, [0.2, 0.4, 1.0]),
        (O::Lerp, [0.23, 0.355, 0.8]),
        // SELECTARG1 alpha: T.a.
        (O::DotProduct3, [0.3, 0.3, 0.3]),
    ];
    for (op, want) in cases {
        let k = key(&one_stage(op, O::SelectArg1));
        let got = eval(&k);
        let alpha = if op == O::DotProduct3 { 0.3 } else { 0.25 };
        assert_close(got, [want[0], want[1], want[2], alpha]);
    }
    // DISABLE at stage 0: the diffuse colour.
    assert_close(eval(&key(&one_stage(O::Disable, O::SelectArg1))), D);
}

#[test]
fn alpha_op_values_by_hand() {
    use TextureOp as O;
    // Alphas: arg0 F.a = 0.7, arg1 T.a = 0.25, arg2 D.a = 0.8.
    let cases: [(O, f32); 17] = [
        (O::Disable, 0.8),
        (O::SelectArg1, 0.25),
        (O::SelectArg2, 0.8),
        (O::Modulate, 0.2),
        (O::Modulate2x, 0.4),
        (O::Modulate4x, 0.8),
        (O::Add, 1.0),
        (O::AddSigned, 0.55),
        (O::AddSigned2x, 1.0),
        (O::Subtract, 0.0),
        (O::AddSmooth, 0.85),
        (O::BlendDiffuseAlpha, 0.25 * 0.8 + 0.8 * 0.2),
        (O::BlendTextureAlpha, 0.25 * 0.25 + 0.8 * 0.75),
        (O::BlendFactorAlpha, 0.25 * 0.7 + 0.8 * 0.3),
        (O::BlendTextureAlphaPm, 0.25 + 0.8 * 0.75),
        (O::MultiplyAdd, 0.9),
        (O::Lerp, 0.415),
    ];
    for (op, want) in cases {
        let k = key(&one_stage(O::SelectArg2, op));
        let got = eval(&k);
        assert_close(got, [0.2, 0.4, 0.6, want]);
    }
    // DOTPRODUCT3 as an alpha op works on the arguments' rgb (T, D): 0.3.
    let got = eval(&key(&one_stage(O::SelectArg2, O::DotProduct3)));
    assert_close(got, [0.2, 0.4, 0.6, 0.3]);
}

#[test]
fn premodulate_modulates_with_the_next_stage_texture() {
    let mut s = one_stage(TextureOp::PreModulate, TextureOp::SelectArg1);
    s.stages[1].color_op = TextureOp::Disable.value();
    let k = key(&s);
    assert!(
        k.texture(1).is_some(),
        "the next stage samples for PREMODULATE"
    );
    assert_eq!(k.input_locations() & 0b11, 0b11);
    let mut tex = [T; 8];
    tex[1] = [0.5, 0.5, 0.5, 1.0];
    let got = eval_with(&k, &uniforms(), tex).unwrap();
    assert_close(got, [0.25, 0.125, 0.5, 0.25]);
    let wgsl = generate_program_fragment(&k, &[]).unwrap();
    assert!(wgsl.contains("t0.xyz * t1.xyz"), "{wgsl}");
    // At stage 7 there is no next stage: this stage's texture.
    let mut s = FixedFragmentState::default();
    for n in 0..8 {
        s.stages[n] = StageState::d3d9_default(0);
        s.stages[n].texcoord_index = n as u32;
    }
    s.stages[7].color_op = TextureOp::PreModulate.value();
    let k = key(&s);
    generate_program_fragment(&k, &[]).unwrap();
}

fn bump_state(op: TextureOp) -> (FixedFragmentState, FixedUniforms) {
    let mut s = FixedFragmentState::default();
    s.stages[0].color_op = op.value();
    s.stages[0].alpha_op = TextureOp::SelectArg2.value();
    s.stages[0].alpha_args = [0, 0, D3DTA_DIFFUSE];
    s.stages[1] = StageState::d3d9_default(1);
    s.stages[1].color_op = TextureOp::SelectArg1.value();
    s.stages[1].alpha_op = TextureOp::SelectArg1.value();
    let mut u = uniforms();
    u.stages[0].bump_mat = [0.1, 0.2, 0.3, 0.4];
    u.stages[0].bump_lscale = 0.5;
    u.stages[0].bump_loffset = 0.25;
    (s, u)
}

#[test]
fn bumpenvmap_perturbs_the_next_stage_coordinates() {
    for op in [TextureOp::BumpEnvMap, TextureOp::BumpEnvMapLuminance] {
        let (s, u) = bump_state(op);
        let k = key(&s);
        let wgsl = generate_program_fragment(&k, &[]).unwrap();
        assert!(wgsl.contains("bump1"), "{wgsl}");
        let input = PixelInputs {
            diffuse: D,
            texcoords: [
                [0.0; 4],
                [0.25, 0.5, 0.0, 1.0],
                [0.0; 4],
                [0.0; 4],
                [0.0; 4],
                [0.0; 4],
                [0.0; 4],
                [0.0; 4],
            ],
            ..Default::default()
        };
        let seen = std::cell::Cell::new([0.0f32; 4]);
        let out = reference::evaluate(&k, &u, &input, &|n, c| {
            if n == 0 {
                [0.5, 0.25, 0.8, 1.0]
            } else {
                seen.set(c);
                [0.4, 0.6, 0.8, 1.0]
            }
        })
        .unwrap();
        // du = 0.5, dv = 0.25: u += 0.1 du + 0.3 dv, v += 0.2 du + 0.4 dv.
        let c = seen.get();
        assert!(
            (c[0] - 0.375).abs() < 1e-6 && (c[1] - 0.7).abs() < 1e-6,
            "{c:?}"
        );
        if op == TextureOp::BumpEnvMap {
            assert_close(out, [0.4, 0.6, 0.8, 1.0]);
        } else {
            // L = 0.8 * 0.5 + 0.25 = 0.65 scales the whole sample.
            assert_close(out, [0.26, 0.39, 0.52, 0.65]);
        }
    }
}

#[test]
fn bump_stage_keeps_its_result_register() {
    let (mut s, u) = bump_state(TextureOp::BumpEnvMap);
    s.stages[1].color_op = TextureOp::Disable.value();
    let k = key(&s);
    // Stage 0 colour: CURRENT unchanged (diffuse); alpha: SELECTARG2 diffuse.
    let got = eval_with(&k, &u, [[0.5, 0.25, 0.8, 1.0]; 8]).unwrap();
    assert_close(got, D);
}

#[test]
fn modifiers_complement_and_alpha_replicate() {
    let mut s = one_stage(TextureOp::SelectArg1, TextureOp::SelectArg1);
    s.stages[0].color_args[1] = D3DTA_TEXTURE | D3DTA_COMPLEMENT;
    s.stages[0].alpha_args[1] = D3DTA_TEXTURE | D3DTA_COMPLEMENT;
    assert_close(eval(&key(&s)), [0.5, 0.75, 0.0, 0.75]);
    s.stages[0].color_args[1] = D3DTA_DIFFUSE | D3DTA_ALPHAREPLICATE;
    assert_close(eval(&key(&s)), [0.8, 0.8, 0.8, 0.75]);
    s.stages[0].color_args[1] = D3DTA_DIFFUSE | D3DTA_ALPHAREPLICATE | D3DTA_COMPLEMENT;
    let k = key(&s);
    let got = eval(&k);
    assert!(
        (got[0] - 0.2).abs() < 1e-6 && (got[2] - 0.2).abs() < 1e-6,
        "{got:?}"
    );
    let wgsl = generate_program_fragment(&k, &[]).unwrap();
    assert!(wgsl.contains("(vec4f(1.0) - diffuse.wwww)"), "{wgsl}");
}

#[test]
fn temp_result_and_later_read() {
    let mut s = FixedFragmentState::default();
    // Stage 0: TFACTOR into TEMP (current stays diffuse).
    s.stages[0].color_op = TextureOp::SelectArg1.value();
    s.stages[0].color_args[1] = D3DTA_TFACTOR;
    s.stages[0].alpha_op = TextureOp::SelectArg1.value();
    s.stages[0].alpha_args[1] = D3DTA_TFACTOR;
    s.stages[0].result_arg = D3DTA_TEMP;
    // Stage 1: TEMP * CURRENT.
    s.stages[1].color_op = TextureOp::Modulate.value();
    s.stages[1].color_args = [0, D3DTA_TEMP, D3DTA_CURRENT];
    s.stages[1].alpha_op = TextureOp::Modulate.value();
    s.stages[1].alpha_args = [0, D3DTA_TEMP, D3DTA_CURRENT];
    let k = key(&s);
    assert!(k.textures().is_empty());
    assert_close(eval(&k), [0.02, 0.12, 0.3, 0.56]);
    let wgsl = generate_program_fragment(&k, &[]).unwrap();
    assert!(wgsl.contains("    temp = vec4f("), "{wgsl}");
    // A stage that writes TEMP only: the output is CURRENT (diffuse).
    s.stages[1].color_op = TextureOp::Disable.value();
    assert_close(eval(&key(&s)), D);
}

#[test]
fn texture_kinds_and_projection() {
    for (kind, ty) in [
        (TextureKind::Tex2d, "texture_2d<f32>"),
        (TextureKind::Cube, "texture_cube<f32>"),
        (TextureKind::Volume, "texture_3d<f32>"),
    ] {
        for flags in [
            0,
            D3DTTFF_PROJECTED | 2,
            D3DTTFF_PROJECTED | 3,
            D3DTTFF_PROJECTED | 4,
        ] {
            let mut s = FixedFragmentState::default();
            s.stages[0].texture = kind;
            s.stages[0].texcoord_index = 5;
            s.stages[0].transform_flags = flags;
            let k = key(&s);
            let wgsl = generate_program_fragment(&k, &[]).unwrap();
            assert!(wgsl.contains(&format!("var tex0: {ty};")), "{wgsl}");
            assert!(wgsl.contains("@location(5) l5: vec4f"), "{wgsl}");
            if flags != 0 {
                let c = ["x", "y", "z", "w"][(flags & 0xff) as usize - 1];
                assert!(wgsl.contains(&format!("/ input.l5.{c}")), "{wgsl}");
            }
        }
    }
    // The reference divides by the last used component.
    let c = reference::stage_coord([1.0, 2.0, 4.0, 8.0], TextureKind::Tex2d, 3);
    assert_eq!(c, [0.25, 0.5, 0.0, 0.0]);
    let c = reference::stage_coord([1.0, 2.0, 4.0, 8.0], TextureKind::Volume, 4);
    assert_eq!(c, [0.125, 0.25, 0.5, 0.0]);
    let c = reference::stage_coord([1.0, 2.0, 4.0, 8.0], TextureKind::Cube, 0);
    assert_eq!(c, [1.0, 2.0, 4.0, 0.0]);
}

#[test]
fn specular_add() {
    let mut s = one_stage(TextureOp::SelectArg2, TextureOp::SelectArg2);
    s.specular_enable = true;
    let k = key(&s);
    let input = PixelInputs {
        diffuse: D,
        specular: [0.5, 0.1, 0.5, 0.9],
        ..Default::default()
    };
    let got = reference::evaluate(&k, &uniforms(), &input, &|_, _| T).unwrap();
    assert_close(got, [0.7, 0.5, 1.0, 0.8]);
    assert!(
        generate_program_fragment(&k, &[])
            .unwrap()
            .contains("specular.xyz")
    );
}
