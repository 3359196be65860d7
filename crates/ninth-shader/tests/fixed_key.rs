//! Key normalisation (equivalent states share a key), validation errors naming the stage,
//! packing, and random states: no panic, every accepted key generates validated WGSL.
#![allow(clippy::field_reassign_with_default)] // states read as D3D9 state changes

mod fixed_support;

use fixed_support::*;
use ninth_shader::fixed::*;
use ninth_shader::ir::DeclUsage;
use ninth_shader::link::LinkMap;

#[test]
fn locations_are_the_standard_link_map() {
    let m = LinkMap::STANDARD;
    assert_eq!(m.location(DeclUsage::Color, 0), Some(COLOR0_LOCATION));
    assert_eq!(m.location(DeclUsage::Color, 1), Some(COLOR1_LOCATION));
    assert_eq!(m.location(DeclUsage::Fog, 0), Some(FOG_LOCATION));
    for n in 0..8u8 {
        assert_eq!(m.location(DeclUsage::TexCoord, n), Some(u32::from(n)));
    }
}

#[test]
fn stages_after_the_first_disable_do_not_count() {
    let base = FixedFragmentState::default();
    let mut junk = base;
    for n in 1..8 {
        junk.stages[n].color_args = [99, 0x7f, 12345];
        junk.stages[n].alpha_op = 77;
        junk.stages[n].texture = TextureKind::Volume;
        junk.stages[n].texcoord_index = 1000;
        junk.stages[n].transform_flags = 0xdead;
    }
    junk.stages[3].color_op = 400; // after stage 1's DISABLE: never read
    assert_eq!(key(&base), key(&junk));
    assert_eq!(key(&base).stage_count(), 1);
}

#[test]
fn unread_arguments_do_not_change_the_key() {
    let a = one_stage(TextureOp::SelectArg1, TextureOp::SelectArg1);
    let mut b = a;
    b.stages[0].color_args[0] = D3DTA_SPECULAR;
    b.stages[0].color_args[2] = D3DTA_CONSTANT | D3DTA_COMPLEMENT;
    b.stages[0].alpha_args[2] = 0xffff; // invalid but unread: no error
    assert_eq!(key(&a), key(&b));
    // SELECTARG2 reads only arg2: a stale TEXTURE in arg1 creates no texture dependency.
    let mut c = one_stage(TextureOp::SelectArg2, TextureOp::SelectArg2);
    c.stages[0].color_args[1] = D3DTA_TEXTURE;
    c.stages[0].alpha_args[1] = D3DTA_TEXTURE;
    c.inputs = FixedInputs::DIFFUSE; // no texture coordinates at all: still fine
    let k = key(&c);
    assert!(k.textures().is_empty());
    assert_eq!(k.input_locations(), 1 << COLOR0_LOCATION);
    // MODULATE does not read arg0.
    let mut d = one_stage(TextureOp::Modulate, TextureOp::Modulate);
    let e = key(&d);
    d.stages[0].color_args[0] = D3DTA_TEMP;
    assert_eq!(key(&d), e);
    // LERP does.
    let mut l = one_stage(TextureOp::Lerp, TextureOp::Modulate);
    let before = key(&l);
    l.stages[0].color_args[0] = D3DTA_TEMP;
    assert_ne!(key(&l), before);
}

#[test]
fn blend_texture_alpha_always_samples() {
    for op in [TextureOp::BlendTextureAlpha, TextureOp::BlendTextureAlphaPm] {
        let mut s = one_stage(op, TextureOp::SelectArg2);
        s.stages[0].color_args = [0, D3DTA_DIFFUSE, D3DTA_TFACTOR];
        assert_eq!(key(&s).textures().len(), 1, "{op:?}");
        s.inputs = FixedInputs::DIFFUSE;
        assert_eq!(
            FixedFragmentKey::new(&s),
            Err(FixedError::MissingTexCoord { stage: 0, set: 0 })
        );
    }
}

#[test]
fn equivalent_spellings_share_a_key() {
    // CURRENT at stage 0 is DIFFUSE.
    let mut a = one_stage(TextureOp::Modulate, TextureOp::Modulate);
    let mut b = a;
    a.stages[0].color_args[2] = D3DTA_CURRENT;
    b.stages[0].color_args[2] = D3DTA_DIFFUSE;
    assert_eq!(key(&a), key(&b));
    // ALPHAREPLICATE on an alpha argument changes nothing.
    b.stages[0].alpha_args[1] = D3DTA_TEXTURE | D3DTA_ALPHAREPLICATE;
    assert_eq!(key(&a), key(&b));
    // Alpha test off / ALWAYS, whatever the function.
    let mut c = FixedFragmentState::default();
    let plain = key(&c);
    c.alpha_func = 3;
    assert_eq!(key(&c), plain);
    c.alpha_test = true;
    c.alpha_func = 8;
    assert_eq!(key(&c), plain);
    c.alpha_test = false;
    c.alpha_func = 999; // unread
    assert_eq!(key(&c), plain);
    // Fog source only matters for table fog.
    let mut f = FixedFragmentState::default();
    f.fog = FixedFog::Vertex;
    let v = key(&f);
    f.fog_source = FogSource::W;
    assert_eq!(key(&f), v);
    // Vertex fog without a FOG input: no fog.
    f.inputs.remove(FixedInputs::FOG);
    assert_eq!(key(&f), plain);
    // Flat shading without colour inputs changes nothing.
    let mut g = FixedFragmentState::default();
    g.inputs = FixedInputs::TEXCOORD0;
    let ng = key(&g);
    g.flat_shading = true;
    assert_eq!(key(&g), ng);
    // Inputs the code does not read are dropped.
    let mut h = FixedFragmentState::default();
    h.inputs = FixedInputs::TEXCOORD0 | FixedInputs::DIFFUSE;
    assert_eq!(key(&h), plain);
    // DOTPRODUCT3 colour op: its alpha op does not matter.
    let mut d = one_stage(TextureOp::DotProduct3, TextureOp::Add);
    let dk = key(&d);
    d.stages[0].alpha_op = TextureOp::Lerp.value();
    d.stages[0].alpha_args = [D3DTA_TEMP, D3DTA_SPECULAR, D3DTA_CONSTANT];
    assert_eq!(key(&d), dk);
    // Non-sampling stages: texture kind and coordinate set do not matter.
    let mut n = one_stage(TextureOp::SelectArg2, TextureOp::SelectArg2);
    let nk = key(&n);
    n.stages[0].texture = TextureKind::Cube;
    n.stages[0].texcoord_index = 6;
    n.stages[0].transform_flags = D3DTTFF_PROJECTED | 3;
    assert_eq!(key(&n), nk);
    // Projected with COUNT0 / COUNT1 is not projected; TCI flags above 16 bits are ignored.
    let mut p = FixedFragmentState::default();
    let pk = key(&p);
    p.stages[0].transform_flags = D3DTTFF_PROJECTED | 1;
    p.stages[0].texcoord_index = 0x0003_0000;
    assert_eq!(key(&p), pk);
}

#[test]
fn state_changes_that_matter_change_the_key() {
    let base = key(&FixedFragmentState::default());
    let mut s = FixedFragmentState::default();
    s.stages[0].texture = TextureKind::Volume;
    assert_ne!(key(&s), base);
    let mut s = FixedFragmentState::default();
    s.stages[0].texcoord_index = 3;
    assert_ne!(key(&s), base);
    let mut s = FixedFragmentState::default();
    s.stages[0].result_arg = D3DTA_TEMP;
    assert_ne!(key(&s), base);
    let mut s = FixedFragmentState::default();
    s.specular_enable = true;
    assert_ne!(key(&s), base);
    let mut s = FixedFragmentState::default();
    s.flat_shading = true;
    assert_ne!(key(&s), base);
}

#[test]
fn errors_name_the_stage() {
    let mut s = FixedFragmentState::default();
    s.stages[1] = StageState::d3d9_default(0);
    s.stages[1].texcoord_index = 1;
    let check = |s: &FixedFragmentState, want: FixedError| {
        let e = FixedFragmentKey::new(s).unwrap_err();
        assert_eq!(e, want);
        if !matches!(e, FixedError::MissingFog | FixedError::AlphaFunc { .. }) {
            assert!(e.to_string().contains("fixed stage 1"), "{e}");
        }
    };
    let mut t = s;
    t.stages[1].color_op = 27;
    check(
        &t,
        FixedError::UnknownOp {
            stage: 1,
            alpha: false,
            value: 27,
        },
    );
    let mut t = s;
    t.stages[1].alpha_op = 0;
    check(
        &t,
        FixedError::UnknownOp {
            stage: 1,
            alpha: true,
            value: 0,
        },
    );
    let mut t = s;
    t.stages[1].color_args[1] = 7;
    check(
        &t,
        FixedError::UnknownArg {
            stage: 1,
            alpha: false,
            index: 1,
            value: 7,
        },
    );
    let mut t = s;
    t.stages[1].alpha_args[1] = 0x42;
    check(
        &t,
        FixedError::UnknownArg {
            stage: 1,
            alpha: true,
            index: 1,
            value: 0x42,
        },
    );
    let mut t = s;
    t.stages[1].result_arg = 2;
    check(&t, FixedError::ResultArg { stage: 1, value: 2 });
    let mut t = s;
    t.stages[1].texcoord_index = 8;
    check(&t, FixedError::TexCoordIndex { stage: 1, index: 8 });
    let mut t = s;
    t.stages[1].transform_flags = 5;
    check(&t, FixedError::TransformFlags { stage: 1, value: 5 });
    let mut t = s;
    t.inputs.remove(FixedInputs::TEXCOORD1);
    check(&t, FixedError::MissingTexCoord { stage: 1, set: 1 });
    let mut t = s;
    t.stages[1].alpha_op = TextureOp::BumpEnvMap.value();
    check(
        &t,
        FixedError::ColorOnlyAlphaOp {
            stage: 1,
            op: TextureOp::BumpEnvMap,
        },
    );
    let mut t = s;
    t.alpha_test = true;
    t.alpha_func = 0;
    check(&t, FixedError::AlphaFunc { value: 0 });
    let mut t = s;
    t.fog = FixedFog::Linear;
    t.fog_source = FogSource::Radial;
    t.inputs.remove(FixedInputs::FOG);
    check(&t, FixedError::MissingFog);
}

#[test]
fn bytes_round_trip_and_reject_garbage() {
    let mut s = one_stage(TextureOp::Lerp, TextureOp::MultiplyAdd);
    s.stages[1] = StageState::d3d9_default(0);
    s.stages[1].color_op = TextureOp::PreModulate.value();
    s.stages[1].texture = TextureKind::Cube;
    s.stages[2].texcoord_index = 2;
    s.fog = FixedFog::Exp;
    s.fog_source = FogSource::Radial;
    s.alpha_test = true;
    s.alpha_func = 5;
    let k = key(&s);
    assert_eq!(FixedFragmentKey::from_bytes(k.as_bytes()), Ok(k));
    assert_eq!(
        k.hash64(),
        FixedFragmentKey::from_bytes(k.as_bytes()).unwrap().hash64()
    );
    assert_ne!(k.hash64(), key(&FixedFragmentState::default()).hash64());
    assert_eq!(
        FixedFragmentKey::from_bytes(&[0; 3]),
        Err(FixedError::KeyBytes)
    );
    let mut rng = 0x1234_5678_9abc_def0u64;
    for _ in 0..20_000 {
        let mut b = *k.as_bytes();
        for _ in 0..3 {
            rng = rng
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            b[(rng >> 33) as usize % KEY_SIZE] = (rng >> 17) as u8;
        }
        if let Ok(k2) = FixedFragmentKey::from_bytes(&b) {
            generate_program_fragment(&k2, &[]).unwrap();
        }
    }
}

fn pick(rng: &mut u64, n: u32) -> u32 {
    *rng = rng
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    ((*rng >> 33) % u64::from(n)) as u32
}

#[test]
fn random_states_never_panic_and_always_validate() {
    let mut rng = 42u64;
    let (mut ok, mut err) = (0, 0);
    for _ in 0..3000 {
        let mut s = FixedFragmentState::default();
        let stages = pick(&mut rng, 9) as usize;
        for n in 0..8 {
            let st = &mut s.stages[n];
            st.color_op = if n < stages {
                2 + pick(&mut rng, 25)
            } else {
                1
            };
            // Mostly valid alpha ops, sometimes colour-only ones.
            st.alpha_op = 1 + pick(&mut rng, 26);
            if (18..=23).contains(&st.alpha_op) && pick(&mut rng, 4) != 0 {
                st.alpha_op = 4;
            }
            let arg = |rng: &mut u64| {
                let v = pick(rng, 7) | [0, 0x10, 0x20, 0x30][pick(rng, 4) as usize];
                if pick(rng, 200) == 0 { 0x99 } else { v }
            };
            st.color_args = [arg(&mut rng), arg(&mut rng), arg(&mut rng)];
            st.alpha_args = [arg(&mut rng), arg(&mut rng), arg(&mut rng)];
            st.result_arg = [1, 5][pick(&mut rng, 2) as usize];
            st.texture = [TextureKind::Tex2d, TextureKind::Cube, TextureKind::Volume]
                [pick(&mut rng, 3) as usize];
            st.texcoord_index = pick(&mut rng, 8);
            st.transform_flags = [0, 0x102, 0x103, 0x104, 3][pick(&mut rng, 5) as usize];
        }
        s.specular_enable = pick(&mut rng, 2) == 1;
        s.fog = [
            FixedFog::Off,
            FixedFog::Vertex,
            FixedFog::Linear,
            FixedFog::Exp,
            FixedFog::Exp2,
        ][pick(&mut rng, 5) as usize];
        s.fog_source =
            [FogSource::Depth, FogSource::W, FogSource::Radial][pick(&mut rng, 3) as usize];
        s.alpha_test = pick(&mut rng, 2) == 1;
        s.alpha_func = 1 + pick(&mut rng, 8);
        s.flat_shading = pick(&mut rng, 2) == 1;
        s.inputs = FixedInputs::from_bits_truncate(
            pick(&mut rng, 0x800) as u16 | (0xff * pick(&mut rng, 2) as u16),
        );
        match FixedFragmentKey::new(&s) {
            Ok(k) => {
                ok += 1;
                generate_program_fragment(&k, &[]).unwrap_or_else(|e| panic!("{k:?}: {e}"));
                assert_eq!(FixedFragmentKey::from_bytes(k.as_bytes()), Ok(k));
                let out = ninth_shader::fixed::reference::evaluate(
                    &k,
                    &uniforms(),
                    &Default::default(),
                    &|_, _| T,
                );
                if let Some(c) = out {
                    assert!(c.iter().all(|v| (0.0..=1.0).contains(v)), "{c:?}");
                }
            }
            Err(_) => err += 1,
        }
    }
    assert!(ok > 1000 && err > 100, "ok {ok} err {err}");
}

#[test]
fn mirror_once_axes_count_only_on_sampling_stages_of_their_kind() {
    let mut s = one_stage(TextureOp::Modulate, TextureOp::SelectArg1);
    let plain = key(&s);
    s.mirror_once[0] = 0b001;
    let mirrored = key(&s);
    assert_ne!(plain, mirrored);
    assert_eq!(mirrored.texture(0).unwrap().mirror_once, 0b001);
    let text = generate_program_fragment(&mirrored, &[]).unwrap();
    assert!(text.contains("vec2f(abs(c0.x), c0.y)"), "{text}");
    // W does not exist for a 2D texture; no axis exists for a cube map.
    s.mirror_once[0] = 0b101;
    assert_eq!(key(&s), mirrored);
    s.stages[0].texture = TextureKind::Cube;
    let cube = key(&s);
    s.mirror_once[0] = 0;
    assert_eq!(key(&s), cube);
    // A stage that does not sample ignores it.
    let mut unread = one_stage(TextureOp::SelectArg1, TextureOp::SelectArg1);
    unread.stages[0].color_args[1] = D3DTA_DIFFUSE;
    unread.stages[0].alpha_args[1] = D3DTA_DIFFUSE;
    let before = key(&unread);
    unread.mirror_once[0] = 0b011;
    assert_eq!(key(&unread), before);
    // Volume textures mirror w too.
    let mut volume = one_stage(TextureOp::Modulate, TextureOp::SelectArg1);
    volume.stages[0].texture = TextureKind::Volume;
    volume.mirror_once[0] = 0b100;
    let text = generate_program_fragment(&key(&volume), &[]).unwrap();
    assert!(text.contains("vec3f(c0.x, c0.y, abs(c0.z))"), "{text}");
}

#[test]
fn emulated_border_axes_select_the_uniform_colour_outside_the_texture() {
    let mut s = one_stage(TextureOp::SelectArg1, TextureOp::SelectArg1);
    let plain = key(&s);
    s.border[0] = 0b010;
    let bordered = key(&s);
    assert_ne!(plain, bordered);
    assert_eq!(bordered.texture(0).unwrap().border, 0b010);
    let text = generate_program_fragment(&bordered, &[]).unwrap();
    assert!(
        text.contains("fx.stages[0].border, c0.y < 0.0 || c0.y > 1.0)"),
        "{text}"
    );
    // The CPU reference returns the border colour outside 0..1 on that axis only.
    let mut u = uniforms();
    u.stages[0].border_color = [0.25, 0.5, 0.75, 1.0];
    let texel = [0.0, 1.0, 0.0, 1.0];
    let at = |tc: [f32; 2]| {
        let input = reference::PixelInputs {
            diffuse: D,
            specular: D,
            texcoords: [[tc[0], tc[1], 0.0, 1.0]; 8],
            fog: 1.0,
            depth: 0.5,
            w: 1.0,
        };
        reference::evaluate(&bordered, &u, &input, &|_, _| texel).unwrap()
    };
    assert_eq!(at([0.5, 1.5]), [0.25, 0.5, 0.75, 1.0]);
    assert_eq!(at([1.5, 0.5]), texel);
    // Cube maps have no addressing axes.
    s.stages[0].texture = TextureKind::Cube;
    let cube = key(&s);
    s.border[0] = 0;
    assert_eq!(key(&s), cube);
}

#[test]
fn a_linearly_filtered_emulated_border_adds_the_colour_by_the_footprint_outside() {
    let mut s = one_stage(TextureOp::SelectArg1, TextureOp::SelectArg1);
    s.border[0] = 0b011;
    let selected = key(&s);
    s.border_blend[0] = true;
    let blended = key(&s);
    assert_ne!(selected, blended, "the blend is part of the key");
    let t = blended.texture(0).unwrap();
    assert!(t.border_blend && t.border == 0b011 && t.texcoord == 0);
    // The key survives its bytes (disk caches) with the blend and the border axes.
    assert_eq!(
        FixedFragmentKey::from_bytes(blended.as_bytes()),
        Ok(blended)
    );
    assert_eq!(
        FixedFragmentKey::from_bytes(selected.as_bytes()),
        Ok(selected)
    );
    let text = generate_program_fragment(&blended, &[]).unwrap();
    assert!(
        text.contains(
            "+ fx.stages[0].border * (1.0 - inside_weight(c0.x, size0.x) * inside_weight(c0.y, size0.y))"
        ),
        "{text}"
    );
    assert!(!text.contains("c0.y < 0.0"), "no select: {text}");
    // Without border axes the flag means nothing and is dropped.
    s.border[0] = 0;
    assert!(!key(&s).texture(0).unwrap().border_blend);
}
