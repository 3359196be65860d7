//! Fog, alpha test and shading of the fixed-function path on the GPU against
//! `ninth_shader::fixed::reference` (within 1 per channel): every fog mode (vertex, LINEAR,
//! EXP, EXP2) from depth and from w at several distances, every alpha-test function at the
//! boundary (ALPHAREF one below, equal to and one above the pixel's alpha), flat and Gouraud
//! shading.

mod fixed_util;
use fixed_util::*;
use ninth_render::state::fixed::{D3DSHADE_FLAT, D3DSHADE_GOURAUD, FixedFog, FogSource};
use ninth_shader::fixed::{D3DTA_DIFFUSE, D3DTA_SPECULAR, TextureOp};

/// Stage 0 selects diffuse (colour and alpha); no texture.
fn untextured(name: String) -> Cell {
    let mut c = Cell::new(name);
    let s0 = &mut c.state.stages[0].state;
    s0.color_op = TextureOp::SelectArg1.value();
    s0.color_args[1] = D3DTA_DIFFUSE;
    s0.alpha_op = TextureOp::SelectArg1.value();
    s0.alpha_args[1] = D3DTA_DIFFUSE;
    c
}

#[test]
fn every_fog_mode_at_several_distances_matches_the_reference() {
    let mut cells = Vec::new();
    let modes = [
        FixedFog::Vertex,
        FixedFog::Linear,
        FixedFog::Exp,
        FixedFog::Exp2,
    ];
    for mode in modes {
        for source in [FogSource::Depth, FogSource::W] {
            if mode == FixedFog::Vertex && source == FogSource::W {
                continue;
            }
            for (i, (z, w, fog)) in [
                (0.05f32, 0.5f32, 0.0f32),
                (0.3, 1.5, 0.3),
                (0.55, 2.5, 0.7),
                (0.95, 5.0, 1.0),
            ]
            .into_iter()
            .enumerate()
            {
                let mut c = untextured(format!("fog {mode:?} from {source:?}, distance {i}"));
                c.state.fog = mode;
                c.state.fog_source = source;
                c.state.fog_color = 0xff20_e040;
                if source == FogSource::W {
                    (c.state.fog_start, c.state.fog_end, c.state.fog_density) = (1.0, 4.0, 0.4);
                } else {
                    (c.state.fog_start, c.state.fog_end, c.state.fog_density) = (0.2, 0.8, 1.5);
                }
                c.state.specular_enable = i % 2 == 1;
                c.z = z;
                c.rhw = 1.0 / w;
                c.fog = fog;
                cells.push(c);
            }
        }
    }
    let results = run_cells(&cells);
    // The fog must change the colour: near and far cells of one mode differ.
    assert_ne!(results[4].2, results[7].2, "linear fog from depth");
    assert_cells(&results, 1);
}

#[test]
fn every_alpha_test_function_at_the_boundary_matches_the_reference() {
    let mut cells = Vec::new();
    for func in 1..=8u32 {
        for alpha_ref in [63u32, 64, 65] {
            let mut c = untextured(format!("D3DCMPFUNC {func}, ALPHAREF {alpha_ref}"));
            c.diffuse = 0x4080_c0e0; // alpha 64
            c.state.alpha_test = true;
            c.state.alpha_func = func;
            c.state.alpha_ref = alpha_ref;
            cells.push(c);
        }
    }
    // ALPHAREF's bits above the low 8 are ignored.
    let mut c = untextured("ALPHAREF 0x140 (64), EQUAL".into());
    c.diffuse = 0x4080_c0e0;
    c.state.alpha_test = true;
    c.state.alpha_func = 3;
    c.state.alpha_ref = 0x140;
    cells.push(c);
    let results = run_cells(&cells);
    let discarded = results.iter().filter(|r| r.1.is_none()).count();
    // NEVER discards 3, LESS 2, EQUAL 2, LESSEQUAL 1, GREATER 2, NOTEQUAL 1, GREATEREQUAL 1.
    assert_eq!(discarded, 12, "{results:?}");
    assert_cells(&results, 1);
}

#[test]
fn flat_shading_takes_the_first_vertex_colour_and_gouraud_interpolates() {
    let first = 0xff20_4060;
    let other = 0x80e0_a000;
    let mut flat = untextured("flat".into());
    flat.diffuse = first;
    flat.others_diffuse = Some(other);
    flat.state.shade_mode = D3DSHADE_FLAT;
    // Specular is flat too (D3D9 shades COLOR1 like COLOR0).
    flat.state.specular_enable = true;
    flat.specular = 0x0010_1010;
    let mut gouraud = flat.clone();
    gouraud.name = "gouraud".into();
    gouraud.state.shade_mode = D3DSHADE_GOURAUD;
    let results = run_cells(&[flat, gouraud]);
    assert_cells(&results[..1], 1);
    // Gouraud at the sampled pixel: 1/4 of the first vertex, 3/4 of the others, + specular.
    let (f, o) = (first.to_be_bytes(), other.to_be_bytes());
    let mix = |i: usize| (0.25 * f64::from(f[i]) + 0.75 * f64::from(o[i])).round() as i32;
    let want = [mix(1) + 16, mix(2) + 16, mix(3) + 16, mix(0)];
    let got = results[1].2;
    for c in 0..4 {
        assert!(
            (i32::from(got[c]) - want[c]).abs() <= 1,
            "gouraud: got {got:?}, want {want:?}"
        );
    }
    assert_ne!(results[0].2, results[1].2);
}

#[test]
fn specular_add_matches_the_reference() {
    let mut cells = Vec::new();
    for enable in [false, true] {
        let mut c = untextured(format!("specular enable {enable}"));
        c.state.specular_enable = enable;
        c.specular = 0x00c0_4010;
        c.state.stages[1].state.color_op = TextureOp::Add.value();
        c.state.stages[1].state.color_args = [0, D3DTA_SPECULAR, 1];
        cells.push(c);
    }
    assert_cells(&run_cells(&cells), 1);
}
