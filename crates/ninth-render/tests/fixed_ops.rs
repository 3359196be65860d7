//! The fixed-function cascade on the GPU against `ninth_shader::fixed::reference` (within 1
//! per channel): each of the 26 D3DTOP operations as a colour op and every non-colour-only
//! one as an alpha op, each argument source with COMPLEMENT and ALPHAREPLICATE, and the TEMP
//! result register.

mod fixed_util;
use fixed_util::*;
use ninth_shader::fixed::{
    D3DTA_ALPHAREPLICATE, D3DTA_COMPLEMENT, D3DTA_CURRENT, D3DTA_DIFFUSE, D3DTA_SPECULAR,
    D3DTA_TEMP, D3DTA_TEXTURE, D3DTA_TFACTOR, StageState, TextureOp,
};

/// Stage 0 reads TFACTOR (arg 0), TEXTURE (arg 1), DIFFUSE (arg 2); stage 1 modulates its
/// own texture with CURRENT (so PREMODULATE and the bump ops have a next stage).
fn base(name: String) -> Cell {
    let mut c = Cell::new(name);
    let s = &mut c.state;
    s.texture_factor = 0xb31a_4d80;
    s.stages[0].state.color_args = [D3DTA_TFACTOR, D3DTA_TEXTURE, D3DTA_DIFFUSE];
    s.stages[0].state.alpha_args = [D3DTA_TFACTOR, D3DTA_TEXTURE, D3DTA_DIFFUSE];
    s.stages[0].constant = 0x7390_20c0;
    s.stages[0].bump_mat = [0.5, -0.25, 0.125, 0.75];
    s.stages[0].bump_lscale = 0.5;
    s.stages[0].bump_loffset = 0.25;
    s.stages[1].state = StageState::d3d9_default(0);
    s.stages[1].state.texcoord_index = 1;
    s.stages[1].state.alpha_op = TextureOp::SelectArg2.value();
    s.stages[1].constant = 0x2060_a0e0;
    c.textures[0] = Some(0x4080_40c0);
    c.textures[1] = Some(0x80c0_a060);
    c
}

#[test]
fn every_op_as_colour_and_alpha_op_matches_the_reference() {
    let mut cells = Vec::new();
    for op in TextureOp::ALL {
        let mut c = base(format!("colour op {}", op.d3d_name()));
        c.state.stages[0].state.color_op = op.value();
        c.state.stages[0].state.alpha_op = TextureOp::SelectArg1.value();
        cells.push(c);
        if !op.color_only() && op != TextureOp::Disable {
            let mut c = base(format!("alpha op {}", op.d3d_name()));
            c.state.stages[0].state.color_op = TextureOp::SelectArg2.value();
            c.state.stages[0].state.alpha_op = op.value();
            cells.push(c);
        }
    }
    assert!(cells.len() >= 26 + 17);
    assert_cells(&run_cells(&cells), 1);
}

#[test]
fn argument_sources_with_modifiers_match_the_reference() {
    let mut cells = Vec::new();
    for src in 0..7u32 {
        for m in [
            0,
            D3DTA_COMPLEMENT,
            D3DTA_ALPHAREPLICATE,
            D3DTA_COMPLEMENT | D3DTA_ALPHAREPLICATE,
        ] {
            let mut c = base(format!("argument {src:#x} | {m:#x}"));
            // Stage 0 writes TEMP; stage 1 reads the argument.
            let s0 = &mut c.state.stages[0].state;
            s0.color_op = TextureOp::SelectArg1.value();
            s0.color_args[1] = D3DTA_TEXTURE | D3DTA_COMPLEMENT;
            s0.result_arg = D3DTA_TEMP;
            let s1 = &mut c.state.stages[1].state;
            s1.color_op = TextureOp::Add.value();
            s1.color_args = [0, src | m, D3DTA_DIFFUSE | D3DTA_COMPLEMENT];
            s1.alpha_op = TextureOp::Modulate.value();
            s1.alpha_args = [0, src | m, D3DTA_SPECULAR];
            cells.push(c);
        }
    }
    assert_cells(&run_cells(&cells), 1);
}

#[test]
fn temp_result_register_feeds_later_stages() {
    let mut cells = Vec::new();
    for (i, later) in [D3DTA_TEMP, D3DTA_CURRENT].into_iter().enumerate() {
        let mut c = base(format!("TEMP case {i}"));
        let s0 = &mut c.state.stages[0].state;
        s0.color_op = TextureOp::SelectArg1.value();
        s0.alpha_op = TextureOp::SelectArg1.value();
        s0.result_arg = D3DTA_TEMP;
        let s1 = &mut c.state.stages[1].state;
        s1.color_op = TextureOp::Subtract.value();
        s1.color_args = [0, later, D3DTA_TFACTOR];
        s1.alpha_op = TextureOp::Add.value();
        s1.alpha_args = [0, later, D3DTA_DIFFUSE];
        let s2 = &mut c.state.stages[2].state;
        s2.color_op = TextureOp::Modulate2x.value();
        s2.color_args = [0, D3DTA_TEMP, D3DTA_CURRENT];
        s2.alpha_op = TextureOp::SelectArg1.value();
        s2.alpha_args = [0, D3DTA_TEMP | D3DTA_COMPLEMENT, 0];
        cells.push(c);
    }
    // A stage-0 result to TEMP with nothing else leaves CURRENT = diffuse.
    let mut c = base("TEMP only".into());
    c.state.stages[0].state.result_arg = D3DTA_TEMP;
    c.state.stages[1].state.color_op = TextureOp::Disable.value();
    cells.push(c);
    let results = run_cells(&cells);
    assert_eq!(results[2].1, Some(argb_rgba(cells[2].diffuse)));
    assert_cells(&results, 1);
}

fn argb_rgba(c: u32) -> [u8; 4] {
    let b = c.to_be_bytes();
    [b[1], b[2], b[3], b[0]]
}

#[test]
fn bump_mapping_perturbs_the_next_stage_and_premodulate_reads_it() {
    let mut cells = Vec::new();
    let matrices = [
        [1.0, 0.0, 0.0, 0.0],
        [0.0, 0.0, 1.0, 0.0],
        [-1.0, 0.0, 0.0, 1.0],
        [0.0, 0.0, 0.0, 0.0],
    ];
    for op in [
        TextureOp::BumpEnvMap,
        TextureOp::BumpEnvMapLuminance,
        TextureOp::PreModulate,
    ] {
        for (i, m) in matrices.iter().enumerate() {
            for u in [0.3f32, 0.1] {
                let mut c = base(format!("{} matrix {i} u {u}", op.d3d_name()));
                c.state.stages[0].state.color_op = op.value();
                c.state.stages[0].state.alpha_op = TextureOp::SelectArg2.value();
                c.state.stages[0].bump_mat = *m;
                c.textures[0] = Some(0xff40_80c0); // du 0.25, dv 0.5, L 0.75
                c.textures[1] = Some(0xffe0_2010);
                c.second_texels[1] = Some(0xff10_40e0);
                c.texcoords[1] = [u, 0.5, 0.0, 1.0];
                cells.push(c);
            }
        }
    }
    let results = run_cells(&cells);
    // The perturbation changes which texel stage 1 reads.
    assert_ne!(results[0].2, results[6].2, "{results:?}");
    assert_cells(&results, 1);
}
