//! Radial fog ([`Config::radial_fog`], `NINTH_RADIAL_FOG`): table fog of the fixed paths takes
//! its distance from the eye distance in the record's fog float instead of depth. Cells at
//! several distances are compared with D3D9's LINEAR and EXP equations (within 1); the same
//! cells without the switch fog by depth.

mod texture_util;
use ninth_render::state::fixed::{FixedFog, FogSource};
use ninth_render::{Config, ContextId, FixedDrawState, Primitive, Renderer};
use ninth_shader::fixed::{D3DTA_DIFFUSE, TextureOp};
use texture_util::{rgba_at, vertex};

const DIFFUSE: [f64; 3] = [1.0, 1.0, 1.0];
/// D3DRS_FOGCOLOR 0xff2040c0.
const FOG_COLOR: u32 = 0xff20_40c0;
/// Every pixel's depth.
const Z: f32 = 0.5;
const START: f32 = 1.0;
const END: f32 = 5.0;
const DENSITY: f32 = 0.4;

fn state(fog: FixedFog) -> FixedDrawState {
    let mut s = FixedDrawState::default();
    let s0 = &mut s.stages[0].state;
    s0.color_op = TextureOp::SelectArg1.value();
    s0.color_args[1] = D3DTA_DIFFUSE;
    s0.alpha_op = TextureOp::SelectArg1.value();
    s0.alpha_args[1] = D3DTA_DIFFUSE;
    s.fog = fog;
    s.fog_source = FogSource::Depth;
    s.fog_color = FOG_COLOR;
    (s.fog_start, s.fog_end, s.fog_density) = (START, END, DENSITY);
    s
}

/// D3D9's fog factor of table mode `fog` at distance `d`.
fn factor(fog: FixedFog, d: f32) -> f64 {
    let d = f64::from(d);
    let f = match fog {
        FixedFog::Linear => (f64::from(END) - d) / f64::from(END - START),
        FixedFog::Exp => (-f64::from(DENSITY) * d).exp(),
        other => unreachable!("{other:?}"),
    };
    f.clamp(0.0, 1.0)
}

/// Draws 4x4 cells (one per distance, white diffuse, the fog float set to the distance)
/// and returns their RGBA.
fn draw_cells(r: &mut Renderer, cells: &[(FixedFog, f32)]) -> Vec<[u8; 4]> {
    let ctx: ContextId = r.create_context(4 * cells.len() as u32, 4).unwrap();
    for (i, &(fog, d)) in cells.iter().enumerate() {
        let x = 4.0 * i as f32 - 0.5;
        let v = |x: f32, y: f32| vertex(x, y, Z, [0.0; 4], d);
        let quad = [v(x, -0.5), v(x + 4.0, -0.5), v(x, 3.5), v(x + 4.0, 3.5)];
        let data = [&quad[0], &quad[1], &quad[2], &quad[1], &quad[3], &quad[2]]
            .map(|v| v.as_slice())
            .concat();
        r.draw_fixed_rhw(ctx, &state(fog), Primitive::TriangleList, &data, None)
            .unwrap();
    }
    let image = r.read_framebuffer(ctx).unwrap();
    (0..cells.len())
        .map(|i| rgba_at(&image, 4 * cells.len() as u32, 4 * i as u32 + 1, 1))
        .collect()
}

/// The expected colour: diffuse blended towards the fog colour by `1 - f`; alpha unfogged.
fn fogged(f: f64) -> [u8; 4] {
    let [_, r, g, b] = FOG_COLOR.to_be_bytes();
    let fog = [r, g, b].map(|c| f64::from(c) / 255.0);
    let c = |i: usize| ((DIFFUSE[i] * f + fog[i] * (1.0 - f)) * 255.0).round() as u8;
    [c(0), c(1), c(2), 255]
}

fn cells() -> Vec<(FixedFog, f32)> {
    let mut cells: Vec<_> = [0.5, 2.0, 3.5, 6.0].map(|d| (FixedFog::Linear, d)).to_vec();
    cells.extend([1.0, 3.0, 8.0].map(|d| (FixedFog::Exp, d)));
    cells
}

fn assert_within_one(got: &[[u8; 4]], want: &[[u8; 4]], what: &str) {
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!(
            g.iter().zip(w).all(|(a, b)| a.abs_diff(*b) <= 1),
            "{what} cell {i}: got {g:?}, want {w:?}"
        );
    }
}

#[test]
fn radial_fog_uses_the_eye_distance_and_is_off_by_default() {
    assert!(!Config::default().radial_fog, "off by default");
    let cells = cells();
    let mut radial = Renderer::new(Config {
        radial_fog: true,
        ..Config::default()
    })
    .unwrap();
    let got = draw_cells(&mut radial, &cells);
    let want: Vec<_> = cells
        .iter()
        .map(|&(fog, d)| fogged(factor(fog, d)))
        .collect();
    assert_within_one(&got, &want, "radial");
    assert_ne!(got[1], got[2], "the distance changes the colour");
    let mut depth = Renderer::new(Config::default()).unwrap();
    let got = draw_cells(&mut depth, &cells);
    let want: Vec<_> = cells
        .iter()
        .map(|&(fog, _)| fogged(factor(fog, Z)))
        .collect();
    assert_within_one(&got, &want, "depth");
}

/// Run by `the_environment_switches_radial_fog` in a child process with the variable set.
#[test]
fn child_reads_ninth_radial_fog() {
    let Ok(want) = std::env::var("NINTH_TEST_EXPECT_RADIAL") else {
        return; // Only meaningful in the child process.
    };
    assert_eq!(Config::from_env().unwrap().radial_fog.to_string(), want);
}

#[test]
fn the_environment_switches_radial_fog() {
    let exe = std::env::current_exe().unwrap();
    for (value, want) in [("1", "true"), ("0", "false")] {
        let status = std::process::Command::new(&exe)
            .args([
                "--exact",
                "child_reads_ninth_radial_fog",
                "--test-threads=1",
            ])
            .env("NINTH_RADIAL_FOG", value)
            .env("NINTH_TEST_EXPECT_RADIAL", want)
            .status()
            .unwrap();
        assert!(
            status.success(),
            "NINTH_RADIAL_FOG={value} should read {want}"
        );
    }
}
