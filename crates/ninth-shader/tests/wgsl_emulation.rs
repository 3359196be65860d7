//! Options for the programmable draw path: D3DDECLTYPE_UDEC3 / DEC3N vertex inputs unpacked in
//! the shader, and sampler state wgpu lacks (MIRRORONCE, BORDER with its colour, LOD bias).
mod wgsl_support;
use ninth_shader::error::TranslateError;
use ninth_shader::ir::SamplerKind;
use ninth_shader::wgsl::{self, Options, SamplerEmulation};
use wgsl_support::*;

const DEC_VS: &str =
    "vs_2_0\ndcl_position v0\ndcl_normal v1\ndcl_texcoord v2\nadd oPos, v0, v1\nmov oT0, v2\n";

fn dec_options() -> Options {
    Options {
        udec3_inputs: 1 << 1,
        dec3n_inputs: 1 << 2,
        ..Options::default()
    }
}

/// Evaluate the expression the shader stores into `register` (naga's back-end spelling, e.g.
/// `v2_`) with its input `input` (`i2_`) replaced by the constant `packed`, through naga's
/// constant evaluator: the emitted formula itself, computed by naga.
fn eval_unpack(raw: &str, register: &str, input: &str, packed: u32) -> [f32; 4] {
    let prefix = format!("    {register} = ");
    let line = raw
        .lines()
        .find(|l| l.starts_with(&prefix))
        .unwrap_or_else(|| panic!("no store to {register} in\n{raw}"));
    let rhs = line[prefix.len()..].trim_end_matches(';');
    let source = format!("const r = {};", rhs.replace(input, &format!("{packed}u")));
    let m = naga::front::wgsl::parse_str(&source).unwrap_or_else(|e| panic!("{e}\n{source}"));
    let (_, c) = m.constants.iter().next().expect("the constant");
    let naga::Expression::Compose { ref components, .. } = m.global_expressions[c.init] else {
        panic!("not a vector: {:?}", m.global_expressions[c.init]);
    };
    let mut v = [0.0; 4];
    for (o, h) in v.iter_mut().zip(components) {
        match m.global_expressions[*h] {
            naga::Expression::Literal(naga::Literal::F32(x)) => *o = x,
            ref e => panic!("not an f32 literal: {e:?}"),
        }
    }
    v
}

#[test]
fn udec3_and_dec3n_inputs_are_fetched_as_u32_and_unpacked() {
    let t = translate_with(DEC_VS, &dec_options()).unwrap();
    let raw = t.wgsl().unwrap();
    let w = readable(&raw);
    assert_has(
        &w,
        &[
            "fn main(@location(0) i0: vec4f, @location(1) i1: u32, @location(2) i2: u32) -> VsOut {",
            "    v1 = vec4f(f32(((i1 >> 0u) & 1023u)), f32(((i1 >> 10u) & 1023u)), f32(((i1 >> 20u) & 1023u)), 1.0);",
            "    v2 = vec4f((f32(((i32(((i2 >> 0u) & 1023u)) ^ 512) - 512)) / 511.0), (f32(((i32(((i2 >> 10u) & 1023u)) ^ 512) - 512)) / 511.0), (f32(((i32(((i2 >> 20u) & 1023u)) ^ 512) - 512)) / 511.0), 1.0);",
        ],
    );
    // UDEC3 (1023, 5, 512): each field as an unsigned integer, w = 1.
    let packed = 1023 | 5 << 10 | 512 << 20;
    assert_eq!(
        eval_unpack(&raw, "v1_", "i1_", packed),
        [1023.0, 5.0, 512.0, 1.0]
    );
    // DEC3N (511, -256, 0) (10-bit two's complement 0x300 for -256): DXVK's (1, -0.5, 0, 1).
    let packed = 511 | 0x300 << 10;
    assert_eq!(
        eval_unpack(&raw, "v2_", "i2_", packed),
        [1.0, -256.0 / 511.0, 0.0, 1.0]
    );
    // The most negative field, -512 (0x200), and -1 (0x3FF).
    let packed = 0x200 | 0x3FF << 10 | 1 << 20;
    assert_eq!(
        eval_unpack(&raw, "v2_", "i2_", packed),
        [-512.0 / 511.0, -1.0 / 511.0, 1.0 / 511.0, 1.0]
    );
    // The other inputs are untouched.
    assert_has(&w, &["    v0 = i0;"]);
}

#[test]
fn an_input_in_two_format_options_is_an_error() {
    for o in [
        Options {
            udec3_inputs: 1,
            dec3n_inputs: 1,
            ..Options::default()
        },
        Options {
            uint_inputs: 1 << 2,
            dec3n_inputs: 1 << 2,
            ..Options::default()
        },
        Options {
            sint_inputs: 1 << 1,
            udec3_inputs: 1 << 1,
            ..Options::default()
        },
    ] {
        let e = translate_with(DEC_VS, &o).unwrap_err();
        assert!(
            matches!(e, TranslateError::Unsupported { ref what, .. } if what.contains("more than one of uint/sint/udec3/dec3n_inputs")),
            "{e}"
        );
    }
}

const PS_ALL_FORMS: &str = "ps_3_0\ndcl_texcoord0 v0\ndcl_texcoord1 v1\ndcl_2d s0\ntexld r0, v0, s0\ntexldl r1, v0, s0\ntexldd r2, v0, s0, v1, v1\ntexldb r3, v0, s0\nadd r0, r0, r1\nadd r0, r0, r2\nadd oC0, r0, r3\n";

fn emulate(s: usize, e: SamplerEmulation) -> Options {
    let mut o = Options::default();
    o.sampler_emulation[s] = e;
    o
}

#[test]
fn mirror_once_border_and_lod_bias_wrap_every_sample_form() {
    let o = emulate(
        0,
        SamplerEmulation {
            mirror_once: 1,
            border: 2,
            border_blend: false,
            lod_bias: true,
        },
    );
    let t = translate_with(PS_ALL_FORMS, &o).unwrap();
    let w = readable(&t.wgsl().unwrap());
    // u mirrored once, v against the border, the bias from the sampler's uniform.
    let coord = "vec2f(clamp(abs(v0.xy.x), 0.0, 1.0), v0.xy.y)";
    let border = "r0 = select(_e, samplers[0].border_color, ((v0.xy.y < 0.0) || (v0.xy.y > 1.0)));";
    assert_has(
        &w,
        &[
            "struct NinthSampler {\n    border_color: vec4f,\n    lod_bias: vec4f,\n}",
            "@group(0) @binding(8) \nvar<uniform> samplers: array<NinthSampler, 16>;",
            &format!(
                "    let _e = textureSampleBias(tex0, samp0, {coord}, samplers[0].lod_bias.x);\n    {border}"
            ),
            &format!(
                "    let _e = textureSampleLevel(tex0, samp0, {coord}, (v0.w + samplers[0].lod_bias.x));\n    {}",
                border.replace("r0 =", "r1 =")
            ),
            &format!(
                "    let _e = vec2(exp2(samplers[0].lod_bias.x));\n    let _e = textureSampleGrad(tex0, samp0, {coord}, (v1.xy * _e), (v1.xy * _e));\n    {}",
                border.replace("r0 =", "r2 =")
            ),
            &format!(
                "    let _e = textureSampleBias(tex0, samp0, {coord}, (v0.w + samplers[0].lod_bias.x));\n    {}",
                border.replace("r0 =", "r3 =")
            ),
        ],
    );
    assert!(t.bindings.sampler_uniforms);
    assert_eq!(t.bindings.sampler_uniform_binding(), 8);
    assert_eq!(t.bindings.sampler_uniform_size(), 512);
    assert_eq!(wgsl::BINDING_CONTRACT_VERSION, 8);
    // Another sampler's emulation changes nothing here.
    let plain = translate_with(PS_ALL_FORMS, &Options::default()).unwrap();
    let other = translate_with(
        PS_ALL_FORMS,
        &emulate(
            3,
            SamplerEmulation {
                mirror_once: 7,
                border: 0,
                border_blend: false,
                lod_bias: true,
            },
        ),
    )
    .unwrap();
    assert_eq!(plain.wgsl().unwrap(), other.wgsl().unwrap());
    assert!(!plain.bindings.sampler_uniforms);
    assert_lacks(&readable(&plain.wgsl().unwrap()), &["samplers", "abs("]);
}

#[test]
fn mirror_once_alone_needs_no_uniforms_and_w_applies_to_volumes() {
    let w = wgsl_with(
        "ps_2_0\ndcl t0\ndcl_volume s1\ntexld r0, t0, s1\nmov oC0, r0\n",
        &emulate(
            1,
            SamplerEmulation {
                mirror_once: 0b100,
                ..SamplerEmulation::default()
            },
        ),
    );
    assert_has(
        &w,
        &["textureSample(tex1, samp1, vec3f(t0.xyz.x, t0.xyz.y, clamp(abs(t0.xyz.z), 0.0, 1.0)))"],
    );
    assert_lacks(&w, &["samplers"]);
    // Border on w: outside where w < 0 or w > 1.
    let w = wgsl_with(
        "ps_2_0\ndcl t0\ndcl_volume s1\ntexld r0, t0, s1\nmov oC0, r0\n",
        &emulate(
            1,
            SamplerEmulation {
                border: 0b100,
                ..SamplerEmulation::default()
            },
        ),
    );
    assert_has(
        &w,
        &["r0 = select(_e, samplers[1].border_color, ((t0.xyz.z < 0.0) || (t0.xyz.z > 1.0)));"],
    );
}

#[test]
fn projected_coordinates_are_divided_before_emulation() {
    let w = wgsl_with(
        "ps_2_0\ndcl t0\ndcl_2d s0\ntexldp r0, t0, s0\nmov oC0, r0\n",
        &emulate(
            0,
            SamplerEmulation {
                mirror_once: 0b01,
                border: 0b10,
                border_blend: false,
                lod_bias: false,
            },
        ),
    );
    assert_has(
        &w,
        &[
            "    let _e = (t0.xy / vec2(t0.w));\n    let _e = textureSample(tex0, samp0, vec2f(clamp(abs(_e.x), 0.0, 1.0), _e.y));\n    r0 = select(_e, samplers[0].border_color, ((_e.y < 0.0) || (_e.y > 1.0)));",
        ],
    );
}

#[test]
fn vertex_texture_fetch_emulates_with_the_vertex_sampler_file() {
    let t = translate_with(
        "vs_3_0\ndcl_position v0\ndcl_texcoord v1\ndcl_2d s2\ndcl_position o0\ntexldl r0, v1, s2\nadd o0, v0, r0\n",
        &emulate(
            2,
            SamplerEmulation {
                mirror_once: 0b10,
                border: 0b01,
                border_blend: false,
                lod_bias: true,
            },
        ),
    )
    .unwrap();
    let w = readable(&t.wgsl().unwrap());
    assert_has(
        &w,
        &[
            "@group(0) @binding(7) \nvar<uniform> samplers: array<NinthSampler, 4>;",
            "    let _e = textureSampleLevel(tex2, samp2, vec2f(v1.xy.x, clamp(abs(v1.xy.y), 0.0, 1.0)), (v1.w + samplers[2].lod_bias.x));\n    r0 = select(_e, samplers[2].border_color, ((v1.xy.x < 0.0) || (v1.xy.x > 1.0)));",
        ],
    );
    assert_eq!(t.bindings.sampler_uniform_binding(), 7);
    assert_eq!(t.bindings.sampler_uniform_size(), 128);
}

#[test]
fn cube_maps_ignore_addressing_and_shadow_samplers_take_mirror_once_only() {
    let all = SamplerEmulation {
        mirror_once: 0b001,
        border: 0b110,
        border_blend: false,
        lod_bias: false,
    };
    let mut o = emulate(1, all);
    o.sampler_kinds[1] = Some(SamplerKind::Cube);
    let cube = wgsl_with(
        "ps_2_0\ndcl t0\ndcl_2d s1\ntexld r0, t0, s1\nmov oC0, r0\n",
        &o,
    );
    assert_has(
        &cube,
        &["    let _e = textureSample(tex1, samp1, t0.xyz);\n    r0 = _e;"],
    );
    assert_lacks(&cube, &["abs(", "samplers"]);
    let mut o = emulate(
        0,
        SamplerEmulation {
            mirror_once: 0b01,
            border: 0b10,
            border_blend: false,
            lod_bias: true,
        },
    );
    o.shadow_samplers = 1;
    let shadow = wgsl_with(
        "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n",
        &o,
    );
    assert_has(
        &shadow,
        &["textureSampleCompare(tex0, samp0, vec2f(clamp(abs(t0.xy.x), 0.0, 1.0), t0.xy.y), t0.z)"],
    );
    assert_lacks(&shadow, &["samplers"]);
}

#[test]
fn an_axis_both_mirror_once_and_border_is_an_error() {
    let e = translate_with(
        "ps_2_0\ndcl t0\ndcl_2d s4\ntexld r0, t0, s4\nmov oC0, r0\n",
        &emulate(
            4,
            SamplerEmulation {
                mirror_once: 0b10,
                border: 0b11,
                border_blend: false,
                lod_bias: false,
            },
        ),
    )
    .unwrap_err();
    // texld is at token 7 (after the version token and two 3-token dcl).
    assert_eq!(
        e,
        TranslateError::unsupported(7, "sampler s4: an axis both MIRRORONCE and BORDER")
    );
    // The w axis of a 2D texture does not exist: no conflict there.
    let w = wgsl_with(
        "ps_2_0\ndcl t0\ndcl_2d s4\ntexld r0, t0, s4\nmov oC0, r0\n",
        &emulate(
            4,
            SamplerEmulation {
                mirror_once: 0b100,
                border: 0b111,
                border_blend: false,
                lod_bias: false,
            },
        ),
    );
    assert_has(
        &w,
        &[
            "r0 = select(_e, samplers[4].border_color, (((t0.xy.x < 0.0) || (t0.xy.x > 1.0)) || ((t0.xy.y < 0.0) || (t0.xy.y > 1.0))));",
        ],
    );
    assert_lacks(&w, &["abs("]);
}

/// Every combination of the emulation validates on every sample form and texture kind.
#[test]
fn every_emulation_combination_validates() {
    let shaders: [(&str, Option<SamplerKind>, bool); 7] = [
        (PS_ALL_FORMS, None, false),
        (
            "ps_2_0\ndcl t0\ndcl_2d s0\ntexldp r0, t0, s0\nmov oC0, r0\n",
            None,
            false,
        ),
        (
            "ps_2_0\ndcl t0\ndcl_volume s0\ntexld r0, t0, s0\ntexldb r1, t0, s0\nadd oC0, r0, r1\n",
            None,
            false,
        ),
        (
            "ps_2_0\ndcl t0\ndcl_cube s0\ntexld r0, t0, s0\ntexldp r1, t0, s0\nadd oC0, r0, r1\n",
            None,
            false,
        ),
        (
            "ps_3_0\ndcl_texcoord0 v0\ndcl_texcoord1 v1\ndcl_2d s0\ntexld r0, v0, s0.wzyx\ntexldd r1, v0, s0, v1, v1\nadd oC0, r0, r1\n",
            Some(SamplerKind::Volume),
            false,
        ),
        (
            "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\ntexldp r1, t0, s0\nadd oC0, r0, r1\n",
            None,
            true,
        ),
        (
            "vs_3_0\ndcl_position v0\ndcl_texcoord v1\ndcl_2d s0\ndcl_position o0\ntexldl r0, v1, s0\nadd o0, v0, r0\n",
            None,
            false,
        ),
    ];
    let mut validated = 0;
    for (text, kind, shadow) in shaders {
        for mirror_once in 0..8u8 {
            for border in 0..8u8 {
                for lod_bias in [false, true] {
                    let mut o = emulate(
                        0,
                        SamplerEmulation {
                            mirror_once,
                            border,
                            border_blend: border != 0 && lod_bias,
                            lod_bias,
                        },
                    );
                    o.sampler_kinds[0] = kind;
                    o.shadow_samplers = u16::from(shadow);
                    let result = translate_with(text, &o);
                    let t = match result {
                        Ok(t) => t,
                        Err(TranslateError::Unsupported { ref what, .. })
                            if mirror_once & border != 0 && what.contains("MIRRORONCE") =>
                        {
                            continue;
                        }
                        Err(e) => panic!("{text}\n{o:?}\n{e}"),
                    };
                    validated += 1;
                    // The WGSL text validates as well.
                    let w = t.wgsl().unwrap();
                    naga::front::wgsl::parse_str(&w).unwrap_or_else(|e| panic!("{e}\n{w}"));
                    let cube = kind == Some(SamplerKind::Cube) || text.contains("dcl_cube");
                    let axes = if kind.is_some() || text.contains("dcl_volume") {
                        0b111
                    } else {
                        0b11
                    };
                    // Cube maps take only the bias, shadow samplers neither.
                    let border_used = !cube && border & axes != 0;
                    let uses = !shadow && (border_used || lod_bias);
                    assert_eq!(t.bindings.sampler_uniforms, uses, "{text}\n{o:?}\n{w}");
                }
            }
        }
    }
    assert!(validated > 500, "{validated}");
}

#[test]
fn a_linearly_filtered_border_adds_the_colour_by_the_footprint_outside() {
    let w = wgsl_with(
        "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n",
        &emulate(
            0,
            SamplerEmulation {
                border: 0b011,
                border_blend: true,
                ..SamplerEmulation::default()
            },
        ),
    );
    // The level-0 size, the two texels' inside weights per axis, then the colour added by
    // the outside weight; no select on the coordinate.
    assert_has(
        &w,
        &[
            "textureDimensions(tex0, 0)",
            "floor(",
            "samplers[0].border_color * (1.0 - ",
        ],
    );
    assert_lacks(&w, &["< 0.0) || ("]);
    // On a cube map the emulation (and the blend) does not apply.
    let cube = wgsl_with(
        "ps_2_0\ndcl t0.xyz\ndcl_cube s0\ntexld r0, t0, s0\nmov oC0, r0\n",
        &emulate(
            0,
            SamplerEmulation {
                border: 0b011,
                border_blend: true,
                ..SamplerEmulation::default()
            },
        ),
    );
    assert_lacks(&cube, &["textureDimensions", "samplers"]);
}
