//! Analysis: constant ranges and packing, int/bool constants, samplers, semantics, flags.
mod wgsl_support;
use ninth_shader::analyze::{ConstantRange, Semantic, UsageFlags, analyze};
use ninth_shader::ir::{
    ConstantInfo, ConstantTable, DeclUsage, Register, RegisterType, SamplerKind,
};
use wgsl_support::shader;

fn range(start: u32, count: u32, relative: bool) -> ConstantRange {
    ConstantRange {
        start,
        count,
        relative,
    }
}

#[test]
fn float_ranges_merge_adjacent_registers_and_skip_defs() {
    let a = analyze(&shader("vs_2_0\ndef c5, 1.0, 1.0, 1.0, 1.0\ndcl_position v0\nmul r0, v0, c3\nadd r0, r0, c4\nadd r0, r0, c5\nadd r0, r0, c6\nm4x4 oPos, r0, c10\nmov oT0, c0\n")).unwrap();
    assert_eq!(
        a.float_constants,
        vec![
            range(0, 1, false),
            range(3, 2, false),
            range(6, 1, false),
            range(10, 4, false)
        ]
    );
    assert_eq!(a.float_constant_count(), 8);
    assert_eq!(a.packed_index(0), Some(0));
    assert_eq!(a.packed_index(4), Some(2));
    assert_eq!(a.packed_index(6), Some(3));
    assert_eq!(a.packed_index(13), Some(7));
    assert_eq!(a.packed_index(5), None);
    assert_eq!(a.float_defs, vec![(5, [1.0f32.to_bits(); 4])]);
}

#[test]
fn relative_reads_cover_the_constant_table_entry() {
    let mut s = shader(
        "vs_2_0\ndcl_position v0\nmova a0.x, v0.x\nadd r0, v0, c[a0.x + 12]\nadd oPos, r0, c2\n",
    );
    s.constant_table = Some(ConstantTable {
        creator: String::new(),
        target: "vs_2_0".into(),
        constants: vec![
            ConstantInfo {
                name: "world".into(),
                register_set: 2,
                register_index: 2,
                register_count: 1,
            },
            ConstantInfo {
                name: "bones".into(),
                register_set: 2,
                register_index: 10,
                register_count: 30,
            },
        ],
    });
    let a = analyze(&s).unwrap();
    assert_eq!(
        a.float_constants,
        vec![range(2, 1, false), range(10, 30, true)]
    );
    assert!(
        a.flags
            .contains(UsageFlags::RELATIVE_CONSTANTS | UsageFlags::ADDRESS)
    );
}

#[test]
fn relative_reads_without_table_cover_the_model_file() {
    let a = analyze(&shader("ps_3_0\ndefi i0, 2, 0, 1, 0\nmov r0, c0\nloop aL, i0\nadd r0, r0, c[aL + 3]\nendloop\nmov oC0, r0\n")).unwrap();
    assert_eq!(a.float_constants, vec![range(0, 224, true)]);
    let a = analyze(&shader(
        "vs_2_0\ndcl_position v0\nmova a0.x, v0.x\nmov oPos, c[a0.x]\n",
    ))
    .unwrap();
    assert_eq!(a.float_constants, vec![range(0, 256, true)]);
}

#[test]
fn int_and_bool_constants_used_and_defined() {
    let a = analyze(&shader("vs_2_0\ndefi i1, 3, 0, 1, 0\ndefb b2, true\ndcl_position v0\nmov r0, v0\nloop aL, i1\nrep i4\nif b2\nadd r0, r0, c0\nendif\nif b7\nadd r0, r0, c1\nendif\nendrep\nendloop\nmov oPos, r0\n")).unwrap();
    assert_eq!(a.int_constants, 1 << 4);
    assert_eq!(a.int_defs, vec![(1, [3, 0, 1, 0])]);
    assert_eq!(a.bool_constants, 1 << 7);
    assert_eq!(a.bool_defs, vec![(2, true)]);
    assert!(a.flags.contains(UsageFlags::LOOP));
}

#[test]
fn samplers_sorted_with_kinds() {
    let a = analyze(&shader("ps_2_0\ndcl t0\ndcl_volume s4\ndcl_cube s1\ntexld r0, t0, s1\ntexld r1, t0, s4\ntexld r2, t0, s0\nadd r0, r0, r1\nadd oC0, r0, r2\n")).unwrap();
    let kinds: Vec<(u32, SamplerKind, bool)> = a
        .samplers
        .iter()
        .map(|s| (s.index, s.kind, s.declared))
        .collect();
    assert_eq!(
        kinds,
        vec![
            (0, SamplerKind::Tex2d, false),
            (1, SamplerKind::Cube, true),
            (4, SamplerKind::Volume, true)
        ]
    );
    assert_eq!(a.sampler_kind(4), SamplerKind::Volume);
    assert_eq!(a.sampler_kind(9), SamplerKind::Tex2d);
    assert!(a.flags.contains(UsageFlags::DERIVATIVES));
}

fn sem(ty: RegisterType, index: u32, usage: DeclUsage, usage_index: u8, mask: u8) -> Semantic {
    Semantic {
        register: Register { ty, index },
        usage,
        usage_index,
        mask,
        centroid: false,
    }
}

#[test]
fn vertex_inputs_in_declaration_order_and_sm2_outputs_in_write_order() {
    let a = analyze(&shader("vs_2_0\ndcl_normal v4\ndcl_position v0\nmov oT1.xy, v4\nmov oPos, v0\nmov oD0, v0\nmov oT1.zw, v0\nmov oFog, v0.x\n")).unwrap();
    assert_eq!(
        a.inputs,
        vec![
            sem(RegisterType::Input, 4, DeclUsage::Normal, 0, 0xF),
            sem(RegisterType::Input, 0, DeclUsage::Position, 0, 0xF),
        ]
    );
    assert_eq!(
        a.outputs,
        vec![
            sem(
                RegisterType::TexCrdOutOrOutput,
                1,
                DeclUsage::TexCoord,
                1,
                0xF
            ),
            sem(RegisterType::RastOut, 0, DeclUsage::Position, 0, 0xF),
            sem(RegisterType::AttrOut, 0, DeclUsage::Color, 0, 0xF),
            sem(RegisterType::RastOut, 1, DeclUsage::Fog, 0, 0xF),
        ]
    );
}

#[test]
fn pixel_facts() {
    let a = analyze(&shader("ps_3_0\ndcl_texcoord2_centroid v0.xy\ndcl vPos.xy\ndcl vFace\ntexkill v0\nmov oC1, v0\nmov oC3, vPos\nmov oDepth, v0.x\ncall l0\nret\nlabel l0\nret\n")).unwrap();
    assert_eq!(a.inputs.len(), 1);
    assert_eq!(a.inputs[0].usage, DeclUsage::TexCoord);
    assert_eq!(a.inputs[0].usage_index, 2);
    assert_eq!(a.inputs[0].mask, 0b0011);
    assert!(a.inputs[0].centroid);
    assert_eq!(a.color_outputs, 0b1010);
    assert_eq!(a.labels, vec![0]);
    assert_eq!(
        a.flags,
        UsageFlags::VPOS
            | UsageFlags::VFACE
            | UsageFlags::TEXKILL
            | UsageFlags::DEPTH_OUT
            | UsageFlags::CALLS
    );
}

#[test]
fn temps_and_predicate() {
    let a = analyze(&shader(
        "ps_2_x\ndcl t0\nsetp_gt p0, t0, c0\n(p0) mov r3, t0\nmov r12, r3\nmov oC0, r12\n",
    ))
    .unwrap();
    assert_eq!(a.temps, 1 << 3 | 1 << 12);
    assert!(a.flags.contains(UsageFlags::PREDICATE));
}

#[test]
fn shader_model_1_pixel_samplers_follow_the_texture_register() {
    let a = analyze(&shader("ps_1_1\ntex t0\ntex t2\nmul r0, t0, t2\n")).unwrap();
    let samplers: Vec<u32> = a.samplers.iter().map(|s| s.index).collect();
    assert_eq!(samplers, vec![0, 2]);
    assert_eq!(a.color_outputs, 1);
    let a = analyze(&shader("ps_1_4\ntexld r1, t0\nmov r0, r1\n")).unwrap();
    let samplers: Vec<u32> = a.samplers.iter().map(|s| s.index).collect();
    assert_eq!(samplers, vec![1]);
}
