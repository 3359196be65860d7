//! Helpers of the fixed-function GPU tests: cells of constant attributes drawn side by side
//! into one target (one readback per test, few lavapipe compiles per cell), each compared
//! with `ninth_shader::fixed::reference::evaluate` on the CPU.
#![allow(dead_code)]

use std::collections::HashMap;

use ninth_render::{Config, ContextId, FIXED_VERTEX_SIZE, FixedDrawState, Primitive, Renderer};
use ninth_shader::fixed::reference::{self, PixelInputs, Rgba};
use ninth_shader::fixed::{FixedFragmentKey, d3dcolor_to_rgba};

/// Cell side in pixels.
pub const CELL: u32 = 8;
/// Cells per row.
pub const COLUMNS: u32 = 16;
/// The pixel of a cell that is read (inside the first triangle: barycentrics 1/4, 3/8,
/// 3/8 of its vertices).
pub const SAMPLE_AT: u32 = 3;
/// The clear colour: a discarded pixel keeps it.
pub const BACKGROUND: u32 = 0x5a3c_1e0f;

/// A renderer on the default adapter (set `VK_ICD_FILENAMES` to lavapipe in CI).
pub fn renderer() -> Renderer {
    Renderer::new(Config::default()).expect("a GPU adapter (install mesa-vulkan-drivers)")
}

/// One fixed vertex (the 156-byte record).
#[derive(Clone, Copy, Debug)]
pub struct FixedVertex {
    /// x, y, z, rhw (RHW) or clip-space x, y, z, w.
    pub pos: [f32; 4],
    /// Diffuse D3DCOLOR.
    pub diffuse: u32,
    /// Specular D3DCOLOR.
    pub specular: u32,
    /// Texture coordinate sets.
    pub texcoords: [[f32; 4]; 8],
    /// Fog factor.
    pub fog: f32,
}

/// The records of `vertices`.
pub fn pack(vertices: &[FixedVertex]) -> Vec<u8> {
    let mut out = Vec::with_capacity(vertices.len() * FIXED_VERTEX_SIZE);
    for v in vertices {
        for f in v.pos {
            out.extend_from_slice(&f.to_le_bytes());
        }
        out.extend_from_slice(&v.diffuse.to_le_bytes());
        out.extend_from_slice(&v.specular.to_le_bytes());
        for tc in v.texcoords {
            for f in tc {
                out.extend_from_slice(&f.to_le_bytes());
            }
        }
        out.extend_from_slice(&v.fog.to_le_bytes());
    }
    assert_eq!(out.len(), vertices.len() * FIXED_VERTEX_SIZE);
    out
}

/// One cell: a state and constant attributes.
#[derive(Clone, Debug)]
pub struct Cell {
    /// A name for failure messages.
    pub name: String,
    /// The draw state (stage textures are filled from `textures`).
    pub state: FixedDrawState,
    /// Diffuse D3DCOLOR (of every vertex, or of the first vertex of each triangle when
    /// `others_diffuse` is set).
    pub diffuse: u32,
    /// Diffuse of the other vertices (flat-shading tests).
    pub others_diffuse: Option<u32>,
    /// Specular D3DCOLOR.
    pub specular: u32,
    /// Texture coordinates.
    pub texcoords: [[f32; 4]; 8],
    /// Vertex fog factor.
    pub fog: f32,
    /// z.
    pub z: f32,
    /// rhw.
    pub rhw: f32,
    /// Per stage: a 1x1 texture of this D3DCOLOR, or nothing bound.
    pub textures: [Option<u32>; 8],
    /// Per stage: a second texel, making the texture 2x1 (texel 0 left of u = 0.5, texel 1
    /// right of it, wrapping), sampled nearest.
    pub second_texels: [Option<u32>; 8],
}

impl Cell {
    /// A cell with D3D9's default state, grey diffuse, no textures.
    pub fn new(name: impl Into<String>) -> Cell {
        Cell {
            name: name.into(),
            state: FixedDrawState::default(),
            diffuse: 0xcc33_6699,
            others_diffuse: None,
            specular: 0x9966_9933,
            texcoords: [[0.5, 0.5, 0.0, 1.0]; 8],
            fog: 1.0,
            z: 0.5,
            rhw: 1.0,
            textures: [None; 8],
            second_texels: [None; 8],
        }
    }

    /// The expected colour (0..255 per channel, RGBA) per the CPU reference; `None` where
    /// the alpha test discards.
    pub fn expected(&self) -> Option<[u8; 4]> {
        let key = FixedFragmentKey::new(&self.state.fragment_state().expect("shade mode"))
            .expect("a valid fixed state");
        let input = PixelInputs {
            diffuse: d3dcolor_to_rgba(self.diffuse),
            specular: d3dcolor_to_rgba(self.specular),
            texcoords: self.texcoords,
            fog: self.fog,
            depth: self.z,
            w: 1.0 / self.rhw,
        };
        let (textures, seconds) = (self.textures, self.second_texels);
        let sample = move |stage: usize, coord: [f32; 4]| -> Rgba {
            let texel = match seconds[stage] {
                Some(second) if (coord[0] * 2.0).floor().rem_euclid(2.0) == 1.0 => Some(second),
                _ => textures[stage],
            };
            texel.map_or([0.0, 0.0, 0.0, 1.0], d3dcolor_to_rgba)
        };
        reference::evaluate(&key, &self.state.uniforms(), &input, &sample)
            .map(|c| c.map(|x| (x.clamp(0.0, 1.0) * 255.0).round() as u8))
    }
}

/// A cell's name, expected colour (`None`: discarded) and the colour read back (RGBA).
pub type CellResult = (String, Option<[u8; 4]>, [u8; 4]);

/// Draws every cell (RHW) into one target and returns (name, expected, got RGBA) per cell.
pub fn run_cells(cells: &[Cell]) -> Vec<CellResult> {
    let mut r = renderer();
    let rows = (cells.len() as u32).div_ceil(COLUMNS).max(1);
    let (w, h) = (COLUMNS * CELL, rows * CELL);
    let ctx = r.create_context(w, h).expect("context");
    r.clear_color(ctx, BACKGROUND).expect("clear");
    let mut textures = HashMap::new();
    for (i, cell) in cells.iter().enumerate() {
        let (x0, y0) = (
            (i as u32 % COLUMNS * CELL) as f32,
            (i as u32 / COLUMNS * CELL) as f32,
        );
        draw_cell(&mut r, ctx, cell, x0, y0, &mut textures);
    }
    let image = r.read_framebuffer(ctx).expect("readback");
    cells
        .iter()
        .enumerate()
        .map(|(i, cell)| {
            let (x, y) = (
                i as u32 % COLUMNS * CELL + SAMPLE_AT,
                i as u32 / COLUMNS * CELL + SAMPLE_AT,
            );
            let at = ((y * w + x) * 4) as usize;
            let got = [image[at + 2], image[at + 1], image[at], image[at + 3]];
            (cell.name.clone(), cell.expected(), got)
        })
        .collect()
}

/// Draws one cell as two triangles covering `CELL` x `CELL` pixels at (x0, y0).
pub fn draw_cell(
    r: &mut Renderer,
    ctx: ContextId,
    cell: &Cell,
    x0: f32,
    y0: f32,
    textures: &mut HashMap<(u32, Option<u32>), ninth_render::TextureId>,
) {
    let mut state = cell.state;
    for (n, color) in cell.textures.iter().enumerate() {
        let second = cell.second_texels[n];
        state.stages[n].texture = color.map(|c| {
            *textures.entry((c, second)).or_insert_with(|| match second {
                Some(t) => r
                    .create_texture(2, 1, Some(&[c.to_le_bytes(), t.to_le_bytes()].concat()))
                    .expect("texture"),
                None => r
                    .create_texture(1, 1, Some(&c.to_le_bytes()))
                    .expect("texture"),
            })
        });
    }
    let s = CELL as f32;
    let corner = |x: f32, y: f32, diffuse: u32| FixedVertex {
        pos: [x, y, cell.z, cell.rhw],
        diffuse,
        specular: cell.specular,
        texcoords: cell.texcoords,
        fog: cell.fog,
    };
    let other = cell.others_diffuse.unwrap_or(cell.diffuse);
    let d = cell.diffuse;
    let vertices = [
        corner(x0, y0, d),
        corner(x0 + s, y0, other),
        corner(x0, y0 + s, other),
        corner(x0 + s, y0 + s, d),
        corner(x0, y0 + s, other),
        corner(x0 + s, y0, other),
    ];
    r.draw_fixed_rhw(ctx, &state, Primitive::TriangleList, &pack(&vertices), None)
        .unwrap_or_else(|e| panic!("{}: {e}", cell.name));
}

/// Asserts every cell matches within `tol` per channel (a discarded cell keeps the
/// background).
pub fn assert_cells(results: &[CellResult], tol: u8) {
    let bg = BACKGROUND.to_be_bytes(); // A, R, G, B
    let background = [bg[1], bg[2], bg[3], bg[0]];
    let mut failures = Vec::new();
    for (name, want, got) in results {
        let want_px = want.unwrap_or(background);
        let ok = want_px.iter().zip(got).all(|(a, b)| a.abs_diff(*b) <= tol);
        if !ok {
            failures.push(format!("{name}: got {got:?}, want {want:?}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cells differ:\n{}",
        failures.len(),
        results.len(),
        failures.join("\n")
    );
}

/// A quad from (x0, y0) to (x1, y1) as two clockwise (D3D9 front-facing) triangles, or
/// counter-clockwise ones with `ccw`, at depth `z`, texture coordinates of every set from
/// `uv0` at the top-left corner to `uv1` at the bottom-right.
pub fn rect(
    [x0, y0, x1, y1]: [f32; 4],
    z: f32,
    diffuse: u32,
    (uv0, uv1): ([f32; 2], [f32; 2]),
    ccw: bool,
) -> Vec<u8> {
    let v = |x: f32, y: f32| {
        let u = if x == x0 { uv0[0] } else { uv1[0] };
        let w = if y == y0 { uv0[1] } else { uv1[1] };
        FixedVertex {
            pos: [x, y, z, 1.0],
            diffuse,
            specular: 0,
            texcoords: [[u, w, 0.0, 1.0]; 8],
            fog: 1.0,
        }
    };
    let mut corners = [
        v(x0, y0),
        v(x1, y0),
        v(x0, y1),
        v(x1, y1),
        v(x0, y1),
        v(x1, y0),
    ];
    if ccw {
        corners.swap(1, 2);
        corners.swap(4, 5);
    }
    pack(&corners)
}

/// The RGBA of pixel (x, y) of a B, G, R, A readback `width` pixels wide.
pub fn rgba_at(image: &[u8], width: u32, x: u32, y: u32) -> [u8; 4] {
    let at = ((y * width + x) * 4) as usize;
    [image[at + 2], image[at + 1], image[at], image[at + 3]]
}

/// A state whose stage 0 selects the diffuse colour and alpha (no texture).
pub fn diffuse_state() -> FixedDrawState {
    use ninth_shader::fixed::{D3DTA_DIFFUSE, TextureOp};
    let mut state = FixedDrawState::default();
    let s0 = &mut state.stages[0].state;
    s0.color_op = TextureOp::SelectArg1.value();
    s0.color_args[1] = D3DTA_DIFFUSE;
    s0.alpha_op = TextureOp::SelectArg1.value();
    s0.alpha_args[1] = D3DTA_DIFFUSE;
    state
}
