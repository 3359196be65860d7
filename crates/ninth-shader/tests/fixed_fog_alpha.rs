//! Fog formulas at several distances and the alpha test at its boundaries, in the CPU
//! reference model, and the WGSL each mode generates.
#![allow(clippy::field_reassign_with_default)] // states read as D3D9 state changes

mod fixed_support;

use fixed_support::*;
use ninth_shader::fixed::reference::{self, PixelInputs};
use ninth_shader::fixed::*;

#[track_caller]
fn close(got: f32, want: f32) {
    assert!((got - want).abs() < 1e-5, "got {got}, want {want}");
}

#[test]
fn table_fog_formulas() {
    let lin = |d| reference::table_fog(FixedFog::Linear, d, 0.2, 0.8, 0.0).unwrap();
    close(lin(0.2), 1.0);
    close(lin(0.5), 0.5);
    close(lin(0.65), 0.25);
    close(lin(0.8), 0.0);
    close(lin(1.0), -1.0 / 3.0);
    close(lin(0.0), 4.0 / 3.0);
    let exp = |d| reference::table_fog(FixedFog::Exp, d, 0.0, 0.0, 2.0).unwrap();
    close(exp(0.0), 1.0);
    close(exp(0.25), (-0.5f32).exp());
    close(exp(0.5), 0.367_879_4);
    close(exp(1.0), 0.135_335_3);
    let exp2 = |d| reference::table_fog(FixedFog::Exp2, d, 0.0, 0.0, 2.0).unwrap();
    close(exp2(0.0), 1.0);
    close(exp2(0.25), (-0.25f32).exp());
    close(exp2(0.5), 0.367_879_4);
    close(exp2(1.0), 0.018_315_64);
    // start = end: everything fogged.
    close(
        reference::table_fog(FixedFog::Linear, 0.3, 0.5, 0.5, 0.0).unwrap(),
        0.0,
    );
    assert_eq!(linear_fog_scale(0.5, 0.5), 0.0);
    close(linear_fog_scale(0.2, 0.8), 1.0 / 0.6);
    assert_eq!(
        reference::table_fog(FixedFog::Vertex, 0.3, 0.0, 1.0, 1.0),
        None
    );
}

fn fog_state(fog: FixedFog, source: FogSource) -> FixedFragmentKey {
    let mut s = one_stage(TextureOp::SelectArg2, TextureOp::SelectArg2);
    s.fog = fog;
    s.fog_source = source;
    key(&s)
}

fn fog_uniforms() -> FixedUniforms {
    FixedUniforms {
        fog_color: [1.0, 0.5, 0.0, 0.0],
        fog_start: 0.2,
        fog_end: 0.8,
        fog_density: 2.0,
        ..uniforms()
    }
}

/// The pixel colour D (0.2, 0.4, 0.6, 0.8) fogged with factor f.
fn fogged(f: f32) -> [f32; 4] {
    let c = [1.0, 0.5, 0.0];
    [
        f * 0.2 + (1.0 - f) * c[0],
        f * 0.4 + (1.0 - f) * c[1],
        f * 0.6 + (1.0 - f) * c[2],
        0.8,
    ]
}

#[test]
fn each_fog_mode_at_several_depths() {
    let u = fog_uniforms();
    for d in [0.0f32, 0.2, 0.35, 0.5, 0.8, 0.95] {
        for (mode, f) in [
            (FixedFog::Linear, ((0.8 - d) / 0.6).clamp(0.0, 1.0)),
            (FixedFog::Exp, (-2.0 * d).exp()),
            (FixedFog::Exp2, (-(2.0 * d) * (2.0 * d)).exp()),
        ] {
            for source in [FogSource::Depth, FogSource::W, FogSource::Radial] {
                let k = fog_state(mode, source);
                // Only the chosen source carries d; the others hold decoys.
                let input = PixelInputs {
                    diffuse: D,
                    depth: if source == FogSource::Depth { d } else { 0.9 },
                    w: if source == FogSource::W { d } else { 0.1 },
                    fog: if source == FogSource::Radial { d } else { 0.7 },
                    ..Default::default()
                };
                let got = reference::evaluate(&k, &u, &input, &|_, _| T).unwrap();
                assert_close(got, fogged(f));
            }
        }
        // Vertex fog: the interpolated factor, clamped.
        let k = fog_state(FixedFog::Vertex, FogSource::Depth);
        let input = PixelInputs {
            diffuse: D,
            fog: d * 1.5 - 0.2,
            depth: 0.5,
            ..Default::default()
        };
        let got = reference::evaluate(&k, &u, &input, &|_, _| T).unwrap();
        assert_close(got, fogged((d * 1.5 - 0.2).clamp(0.0, 1.0)));
    }
}

#[test]
fn fog_wgsl_reads_the_right_distance() {
    let cases = [
        (FixedFog::Vertex, FogSource::Depth, "saturate(input.l12.x)"),
        (
            FixedFog::Linear,
            FogSource::Depth,
            "(fx.fog.y - input.frag_coord.z) * fx.fog.w",
        ),
        (
            FixedFog::Exp,
            FogSource::W,
            "exp(-fx.fog.z * (1.0 / input.frag_coord.w))",
        ),
        (
            FixedFog::Exp2,
            FogSource::Radial,
            "exp(-(fx.fog.z * input.l12.x) * (fx.fog.z * input.l12.x))",
        ),
    ];
    for (fog, source, want) in cases {
        let k = fog_state(fog, source);
        let wgsl = generate_program_fragment(&k, &[]).unwrap();
        assert!(wgsl.contains(want), "{fog:?} {source:?}:\n{wgsl}");
        assert!(wgsl.contains("mix(fx.fog_color.xyz, color.xyz, fog_factor)"));
        let frag_coord = wgsl.contains("@builtin(position)");
        assert_eq!(
            frag_coord,
            fog.is_table() && source != FogSource::Radial,
            "{wgsl}"
        );
        let fog_in = k.input_locations() & (1 << FOG_LOCATION) != 0;
        assert_eq!(
            fog_in,
            fog == FixedFog::Vertex || source == FogSource::Radial
        );
    }
    assert!(
        !generate_program_fragment(&fog_state(FixedFog::Off, FogSource::W), &[])
            .unwrap()
            .contains("fog_factor")
    );
}

#[test]
fn alpha_test_boundaries() {
    // (func, keeps alpha 127, 128, 129 against ALPHAREF 128)
    let table: [(u8, [bool; 3]); 8] = [
        (1, [false, false, false]), // NEVER
        (2, [true, false, false]),  // LESS
        (3, [false, true, false]),  // EQUAL
        (4, [true, true, false]),   // LESSEQUAL
        (5, [false, false, true]),  // GREATER
        (6, [true, false, true]),   // NOTEQUAL
        (7, [false, true, true]),   // GREATEREQUAL
        (8, [true, true, true]),    // ALWAYS
    ];
    for (func, keeps) in table {
        for (i, a) in [127.0f32, 128.0, 129.0].into_iter().enumerate() {
            assert_eq!(
                reference::alpha_test(func, a / 255.0, 128),
                keeps[i],
                "func {func} alpha {a}"
            );
            // 8-bit rounding: within half a step of a value compares as that value.
            assert_eq!(
                reference::alpha_test(func, (a - 0.49) / 255.0, 128),
                keeps[i]
            );
            assert_eq!(
                reference::alpha_test(func, (a + 0.49) / 255.0, 128),
                keeps[i]
            );
        }
        // Only the low 8 bits of ALPHAREF count.
        assert_eq!(reference::alpha_test(func, 128.0 / 255.0, 0x180), keeps[1]);
    }
    // Extremes: alpha 0 and 1 against refs 0 and 255.
    assert!(reference::alpha_test(7, 0.0, 0));
    assert!(!reference::alpha_test(5, 1.0, 255));
    assert!(reference::alpha_test(4, 1.0, 255));
    assert!(reference::alpha_test(2, -0.5, 1), "alpha clamps to 0");
}

#[test]
fn alpha_test_in_the_pipeline() {
    for func in 1..=8u32 {
        let mut s = one_stage(TextureOp::SelectArg2, TextureOp::SelectArg1);
        s.alpha_test = true;
        s.alpha_func = func;
        let k = key(&s);
        assert_eq!(k.alpha_func(), (func < 8).then_some(func as u8));
        let wgsl = generate_program_fragment(&k, &[]).unwrap();
        assert_eq!(wgsl.contains("discard"), func != 8, "{wgsl}");
        for r in [63u32, 64, 65] {
            let u = FixedUniforms {
                alpha_ref: r,
                ..uniforms()
            };
            // Texture alpha 0.25 = 63.75 -> 64 in 8 bits.
            let out = eval_with(&k, &u, [T; 8]);
            let want = reference::alpha_test(func as u8, 0.25, r);
            assert_eq!(out.is_some(), want, "func {func} ref {r}");
        }
    }
    let mut s = FixedFragmentState::default();
    s.alpha_test = true;
    s.alpha_func = 3;
    let wgsl = generate_program_fragment(&key(&s), &[]).unwrap();
    assert!(
        wgsl.contains("let a = round(saturate(color.w) * 255.0);"),
        "{wgsl}"
    );
    assert!(wgsl.contains("if (!(a == r)) {"), "{wgsl}");
}

#[test]
fn flat_shading_marks_colour_inputs_only() {
    let mut s = FixedFragmentState::default();
    s.specular_enable = true;
    s.flat_shading = true;
    let k = key(&s);
    assert!(k.flat_shading());
    let wgsl = generate_program_fragment(&k, &[]).unwrap();
    assert!(
        wgsl.contains("@location(10) @interpolate(flat) l10: vec4f"),
        "{wgsl}"
    );
    assert!(
        wgsl.contains("@location(11) @interpolate(flat) l11: vec4f"),
        "{wgsl}"
    );
    assert!(wgsl.contains("@location(0) l0: vec4f"), "{wgsl}");
    s.flat_shading = false;
    let wgsl = generate_program_fragment(&key(&s), &[]).unwrap();
    assert!(!wgsl.contains("flat"), "{wgsl}");
}

#[test]
fn flat_first_parses_but_differs_from_plain_flat_in_naga() {
    // Why FLAT_INTERPOLATION is plain `flat`: wgpu-core compares the sampling of both
    // stages exactly, and naga gives `flat, first` Some(First) but `flat` None.
    let sampling = |attr: &str| {
        let src = format!(
            "@fragment fn main(@location(0) {attr} c: vec4f) -> @location(0) vec4f {{ return c; }}"
        );
        let m = naga::front::wgsl::parse_str(&src).unwrap();
        match &m.entry_points[0].function.arguments[0].binding {
            Some(naga::Binding::Location {
                interpolation,
                sampling,
                ..
            }) => (*interpolation, *sampling),
            _ => unreachable!(),
        }
    };
    let plain = sampling("@interpolate(flat)");
    let first = sampling("@interpolate(flat, first)");
    assert_eq!(plain.0, Some(naga::Interpolation::Flat));
    assert_eq!(
        first,
        (Some(naga::Interpolation::Flat), Some(naga::Sampling::First))
    );
    assert_ne!(plain.1, first.1);
    assert_eq!(FLAT_INTERPOLATION.trim(), "@interpolate(flat)");
}
