//! The GPU side of the reference checks. A [`Case`] is a [`TnlState`] and its vertices; the
//! harness sets the state on a [`Device`] call by call (so the device builds its own state
//! from D3D9 calls), puts every vertex on its own pixel, draws them as one point list and
//! reads each pixel back through a fixed-function pixel stage that makes one output visible
//! ([`Readout`]), then compares it with [`reference::vertex`] for the same state and vertex.
//!
//! Placement: the test gives each vertex its camera-space depth (`position[2]`) and, for XYZW
//! input, its w (`position[3]`); slot `i` of the [`Grid`] is a D3D9 pixel centre, whose NDC
//! and the depth give the camera-space position through the state's projection, and the
//! object-space position is solved through the object-to-camera map the reference applies to
//! that vertex (probed at four positions: blending and tweening are affine in the position).
//! A point that lands anywhere but its pixel fails the coverage pass, so the GPU positions
//! are checked too.

use std::collections::HashMap;

use ninth_d3d9::consts::{rs, samp, tss};
use ninth_d3d9::{
    DeclarationHandle, Device, DeviceParams, SurfaceRef, TextureDesc, TextureHandle, TextureShape,
};
use ninth_scene::{Light, Material};
use ninth_shader::fixed::tnl::reference::{TnlOutput, TnlVertex};
use ninth_shader::fixed::tnl::{TnlInput, TnlState};

use crate::format::{fvf, layout, vertex_bytes};
use crate::placement::place;
pub use crate::placement::{Grid, POINTS, SIZES, at_depth};

/// `D3DFMT_A8R8G8B8` (the target keeps alpha, which the readouts use).
const A8R8G8B8: u32 = 21;
/// `D3DPT_POINTLIST`.
const POINTLIST: u32 = 1;
/// `D3DTOP_DISABLE`, `D3DTOP_SELECTARG1`.
const TOP_DISABLE: u32 = 1;
const TOP_SELECTARG1: u32 = 2;
/// `D3DTA_*` arguments.
const TA_DIFFUSE: u32 = 0;
const TA_TEXTURE: u32 = 2;
const TA_TFACTOR: u32 = 3;
const TA_SPECULAR: u32 = 4;
/// Texels of the coordinate lookup textures (one axis).
pub const LOOKUP: u32 = 4096;
/// How close (in texels) a coordinate may come to a texel edge before either texel counts:
/// the GPU computes the coordinate in f32, rounding a few ulps differently from the CPU.
const TEXEL_MARGIN: f32 = 0.05;
/// Colour tolerance in 1/255 steps: the GPU rounds (or truncates) the float colour into the
/// 8-bit target, and its f32 pow / exp / rsq differ from the CPU's in the last bits.
const COLOR_TOLERANCE: i32 = 1;
/// Mismatches listed per case and readout (the rest are counted).
const SHOWN: usize = 4;

/// Which output of the vertex stage a pass makes visible.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Readout {
    /// COLOROP / ALPHAOP SELECTARG1 DIFFUSE (plus the specular add with SPECULARENABLE, and
    /// fog).
    Diffuse,
    /// The specular colour: the specular add onto black TFACTOR with SPECULARENABLE, else
    /// SELECTARG1 SPECULAR; alpha SELECTARG1 SPECULAR.
    Specular,
    /// White TFACTOR fogged towards black: the fog factor.
    Fog,
    /// Stage 0's u through a 4096 x 1 texture whose texels name their index (point sampling,
    /// wrap).
    TexU,
    /// Stage 0's v through a 1 x 4096 texture.
    TexV,
}

/// A state and its vertices (see the module docs for what `position` means).
#[derive(Clone, Debug)]
pub struct Case {
    /// Printed with every mismatch.
    pub name: String,
    /// The state, set on the device and given to the reference.
    pub state: TnlState,
    /// The vertices: `position[2]` the camera-space depth, `position[3]` the w of XYZW input.
    pub vertices: Vec<TnlVertex>,
    /// Draw with the FVF the input implies instead of a declaration.
    pub fvf: bool,
}

impl Case {
    /// A case drawn through a vertex declaration.
    pub fn new(name: impl Into<String>, state: TnlState, vertices: Vec<TnlVertex>) -> Case {
        Case {
            name: name.into(),
            state,
            vertices,
            fvf: false,
        }
    }

    /// The same, drawn through the FVF code of the input.
    pub fn with_fvf(mut self) -> Case {
        self.fvf = true;
        self
    }
}

/// The device and the lookup textures.
pub struct Gpu<'r> {
    d: Device<'r>,
    grid: Grid,
    lookup_u: TextureHandle,
    lookup_v: TextureHandle,
    lights_enabled: u32,
    declarations: HashMap<TnlInput, DeclarationHandle>,
}

/// The texel colour that names lookup index `i`: R = i / 16, G = (i % 16) * 17.
fn lookup_texel(i: u32) -> u32 {
    0xff00_0000 | (i >> 4) << 16 | ((i & 15) * 17) << 8
}

/// The index a lookup texel names, or `None` for a colour no texel has.
fn lookup_index(p: [u8; 4]) -> Option<u32> {
    let low = u32::from(p[1]) / 17;
    (p[3] == 255 && p[2] == 0 && u32::from(p[1]) % 17 == 0).then_some(u32::from(p[0]) * 16 + low)
}

impl<'r> Gpu<'r> {
    /// A device with an A8R8G8B8 back buffer of `grid`'s size, no culling or depth test.
    pub fn new(renderer: &'r mut ninth_render::Renderer, grid: Grid) -> Gpu<'r> {
        let params = DeviceParams {
            backbuffer_format: A8R8G8B8,
            ..DeviceParams::new(grid.width, grid.height)
        };
        let mut d = Device::new(renderer, params).unwrap();
        d.set_render_state(rs::CULLMODE, 1).unwrap();
        d.set_render_state(rs::ZENABLE, 0).unwrap();
        let mut lookup = |w: u32, h: u32| {
            let t = d
                .create_texture(TextureDesc {
                    shape: TextureShape::TwoD(w, h),
                    format: A8R8G8B8,
                    levels: 1,
                    usage: 0,
                    pool: 1,
                })
                .unwrap();
            let locked = d.lock_texture(t, 0, 0, None, 0).unwrap();
            let pitch = locked.row_pitch;
            for i in 0..w.max(h) {
                let at = if w > 1 {
                    4 * i as usize
                } else {
                    pitch * i as usize
                };
                locked.data[at..at + 4].copy_from_slice(&lookup_texel(i).to_le_bytes());
            }
            d.unlock_texture(t, 0, 0).unwrap();
            t
        };
        let lookup_u = lookup(LOOKUP, 1);
        let lookup_v = lookup(1, LOOKUP);
        for (state, value) in [
            (samp::MAGFILTER, 1),
            (samp::MINFILTER, 1),
            (samp::MIPFILTER, 0),
            (samp::ADDRESSU, 1),
            (samp::ADDRESSV, 1),
        ] {
            d.set_sampler_state(0, state, value).unwrap();
        }
        Gpu {
            d,
            grid,
            lookup_u,
            lookup_v,
            lights_enabled: 0,
            declarations: HashMap::new(),
        }
    }

    /// Every state the fixed-function vertex pipeline reads, from `s`.
    fn apply(&mut self, s: &TnlState) {
        assert_eq!(
            s.viewport_height, self.grid.height as f32,
            "the state's viewport height is the target's"
        );
        assert_eq!(s.fog_table_mode, 0, "table fog is the pixel stage's");
        let d = &mut self.d;
        for (n, m) in s.world.iter().enumerate() {
            d.set_transform(256 + n as u32, *m).unwrap();
        }
        d.set_transform(2, s.view).unwrap();
        d.set_transform(3, s.projection).unwrap();
        for (n, m) in s.texture_transforms.iter().enumerate() {
            d.set_transform(16 + n as u32, *m).unwrap();
        }
        for (n, stage) in s.stages.iter().enumerate() {
            let n = n as u32;
            d.set_texture_stage_state(n, tss::TEXCOORDINDEX, stage.texcoord_index)
                .unwrap();
            d.set_texture_stage_state(n, tss::TEXTURETRANSFORMFLAGS, stage.transform_flags)
                .unwrap();
        }
        for (i, l) in s.lights.iter().enumerate() {
            let light = Light {
                ty: l.ty as u32,
                diffuse: l.diffuse,
                specular: l.specular,
                ambient: l.ambient,
                position: l.position,
                direction: l.direction,
                range: l.range,
                falloff: l.falloff,
                attenuation0: l.attenuation0,
                attenuation1: l.attenuation1,
                attenuation2: l.attenuation2,
                theta: l.theta,
                phi: l.phi,
            };
            d.set_light(i as u32, light).unwrap();
            d.light_enable(i as u32, true).unwrap();
        }
        for i in s.lights.len() as u32..self.lights_enabled {
            d.light_enable(i, false).unwrap();
        }
        self.lights_enabled = s.lights.len() as u32;
        let m = &s.material;
        d.set_material(Material {
            diffuse: m.diffuse,
            ambient: m.ambient,
            specular: m.specular,
            emissive: m.emissive,
            power: m.power,
        })
        .unwrap();
        let on = u32::from;
        let f = f32::to_bits;
        for (state, value) in [
            (rs::LIGHTING, on(s.lighting)),
            (rs::AMBIENT, s.ambient),
            (rs::COLORVERTEX, on(s.color_vertex)),
            (rs::DIFFUSEMATERIALSOURCE, s.diffuse_source),
            (rs::SPECULARMATERIALSOURCE, s.specular_source),
            (rs::AMBIENTMATERIALSOURCE, s.ambient_source),
            (rs::EMISSIVEMATERIALSOURCE, s.emissive_source),
            (rs::SPECULARENABLE, on(s.specular_enable)),
            (rs::LOCALVIEWER, on(s.local_viewer)),
            (rs::NORMALIZENORMALS, on(s.normalize_normals)),
            (rs::FOGENABLE, on(s.fog_enable)),
            (rs::FOGVERTEXMODE, s.fog_vertex_mode),
            (rs::FOGTABLEMODE, s.fog_table_mode),
            (rs::FOGSTART, f(s.fog_start)),
            (rs::FOGEND, f(s.fog_end)),
            (rs::FOGDENSITY, f(s.fog_density)),
            (rs::FOGCOLOR, 0),
            (rs::RANGEFOGENABLE, on(s.range_fog)),
            (rs::VERTEXBLEND, s.vertex_blend),
            (rs::INDEXEDVERTEXBLENDENABLE, on(s.indexed_vertex_blend)),
            (rs::TWEENFACTOR, f(s.tween_factor)),
            (rs::POINTSIZE, f(s.point_size)),
            (rs::POINTSIZE_MIN, f(s.point_size_min)),
            (rs::POINTSIZE_MAX, f(s.point_size_max)),
            (rs::POINTSCALEENABLE, on(s.point_scale_enable)),
            (rs::POINTSCALE_A, f(s.point_scale[0])),
            (rs::POINTSCALE_A + 1, f(s.point_scale[1])),
            (rs::POINTSCALE_A + 2, f(s.point_scale[2])),
            (rs::CLIPPLANEENABLE, s.clip_plane_enable),
        ] {
            d.set_render_state(state, value).unwrap();
        }
        for (n, plane) in s.clip_planes.iter().enumerate() {
            d.set_clip_plane(n as u32, *plane).unwrap();
        }
    }

    /// Stage 0 (and the texture factor and texture) for `r`; stage 1 disabled.
    fn readout_stage(&mut self, r: Readout, s: &TnlState) {
        let (color, alpha, factor, texture) = match r {
            Readout::Diffuse => (TA_DIFFUSE, TA_DIFFUSE, 0, None),
            Readout::Specular if s.specular_enable => (TA_TFACTOR, TA_SPECULAR, 0, None),
            Readout::Specular => (TA_SPECULAR, TA_SPECULAR, 0, None),
            Readout::Fog => (TA_TFACTOR, TA_TFACTOR, 0xffff_ffff, None),
            Readout::TexU => (TA_TEXTURE, TA_TEXTURE, 0, Some(self.lookup_u)),
            Readout::TexV => (TA_TEXTURE, TA_TEXTURE, 0, Some(self.lookup_v)),
        };
        self.stage(color, alpha, factor, texture);
    }

    fn stage(&mut self, color: u32, alpha: u32, factor: u32, texture: Option<TextureHandle>) {
        let d = &mut self.d;
        for (state, value) in [
            (tss::COLOROP, TOP_SELECTARG1),
            (tss::COLORARG1, color),
            (tss::ALPHAOP, TOP_SELECTARG1),
            (tss::ALPHAARG1, alpha),
        ] {
            d.set_texture_stage_state(0, state, value).unwrap();
        }
        d.set_texture_stage_state(1, tss::COLOROP, TOP_DISABLE)
            .unwrap();
        d.set_render_state(rs::TEXTUREFACTOR, factor).unwrap();
        d.set_texture(0, texture).unwrap();
    }

    /// Binds the vertex format of `case` and returns the vertex bytes and stride.
    fn bind_format(&mut self, case: &Case, vertices: &[TnlVertex]) -> (Vec<u8>, u32) {
        let input = &case.state.input;
        let (elements, stride) = layout(input);
        if case.fvf {
            self.d.set_vertex_declaration(None).unwrap();
            self.d.set_fvf(fvf(input)).unwrap();
        } else {
            let handle = match self.declarations.get(input) {
                Some(&h) => h,
                None => {
                    let h = self.d.create_vertex_declaration(&elements).unwrap();
                    self.declarations.insert(*input, h);
                    h
                }
            };
            self.d.set_vertex_declaration(Some(handle)).unwrap();
        }
        let bytes: Vec<u8> = vertices
            .iter()
            .flat_map(|v| vertex_bytes(input, v))
            .collect();
        assert_eq!(bytes.len(), stride as usize * vertices.len());
        (bytes, stride)
    }

    /// Clears to transparent black, draws the points and reads the target back.
    fn draw(&mut self, bytes: &[u8], stride: u32, count: usize) -> ninth_d3d9::Capture {
        self.d.clear(&[], 1, 0, 1.0, 0).unwrap();
        self.d
            .draw_primitive_up(POINTLIST, count as u32, bytes, stride)
            .unwrap();
        self.d.read_render_target(SurfaceRef::Backbuffer).unwrap()
    }

    /// Draws `case` once per readout (after a coverage pass) and returns every mismatch with
    /// the reference, one line each.
    pub fn check(&mut self, case: &Case, readouts: &[Readout]) -> Vec<String> {
        let (vertices, outputs) = place(&case.state, &self.grid, &case.vertices);
        self.apply(&case.state);
        let (bytes, stride) = self.bind_format(case, &vertices);
        let mut failures = Vec::new();
        let expect_drawn: Vec<bool> = outputs.iter().map(kept).collect();
        // Coverage: alpha 255 from TFACTOR exactly on the slots whose points are kept.
        self.stage(TA_TFACTOR, TA_TFACTOR, 0xff00_0000, None);
        let image = self.draw(&bytes, stride, vertices.len());
        let slots: HashMap<(u32, u32), usize> = (0..vertices.len())
            .map(|i| (self.grid.pixel(i), i))
            .collect();
        for y in 0..self.grid.height {
            for x in 0..self.grid.width {
                let a = pixel(&image, x, y)[3];
                let want = slots.get(&(x, y)).is_some_and(|&i| expect_drawn[i]);
                if (a == 255) != want || (a != 0 && a != 255) {
                    let who = slots.get(&(x, y)).map_or("no slot".to_owned(), |i| {
                        format!(
                            "vertex {i}, clip distances {:?}",
                            outputs[*i].clip_distances
                        )
                    });
                    failures.push(format!(
                        "{}: coverage at ({x}, {y}) ({who}): alpha {a}, want {}",
                        case.name,
                        if want { 255 } else { 0 }
                    ));
                }
            }
        }
        for &r in readouts {
            assert!(
                !matches!(r, Readout::TexU | Readout::TexV)
                    || !(case.state.fog_enable || case.state.specular_enable),
                "{}: texture readouts need fog and the specular add off",
                case.name
            );
            self.readout_stage(r, &case.state);
            let image = self.draw(&bytes, stride, vertices.len());
            let mut misses = 0;
            for (i, o) in outputs.iter().enumerate() {
                if !expect_drawn[i] {
                    continue;
                }
                let (x, y) = self.grid.pixel(i);
                let got = pixel(&image, x, y);
                if let Some(why) = compare(r, &case.state, o, got) {
                    misses += 1;
                    if misses <= SHOWN {
                        failures.push(format!(
                            "{}: vertex {i} {r:?}: {why}\n    {}",
                            case.name,
                            describe(&vertices[i], o)
                        ));
                    }
                }
            }
            if misses > SHOWN {
                failures.push(format!(
                    "{}: {r:?}: {} more vertices differ",
                    case.name,
                    misses - SHOWN
                ));
            }
        }
        failures
    }

    /// Draws `case` (on a [`SIZES`] grid) and compares each point's covered square with the
    /// reference's point size.
    pub fn check_sizes(&mut self, case: &Case) -> Vec<String> {
        let (vertices, outputs) = place(&case.state, &self.grid, &case.vertices);
        self.apply(&case.state);
        let (bytes, stride) = self.bind_format(case, &vertices);
        self.stage(TA_TFACTOR, TA_TFACTOR, 0xff00_0000, None);
        let image = self.draw(&bytes, stride, vertices.len());
        let mut failures = Vec::new();
        let s = self.grid.stride;
        for (i, o) in outputs.iter().enumerate() {
            let (cx, cy) = self.grid.pixel(i);
            let (x0, y0) = (cx - s / 2, cy - s / 2);
            let covered: Vec<(u32, u32)> = (y0..y0 + s)
                .flat_map(|y| (x0..x0 + s).map(move |x| (x, y)))
                .filter(|&(x, y)| pixel(&image, x, y)[3] == 255)
                .collect();
            let (w, h) = square(&covered);
            let size = o.point_size;
            // Pixel centres inside the square: x centred half a pixel right of a centre, y
            // on a centre (D3D9 pixel centres at integers).
            let want_w = centres(size, 0.5 + self.grid.dx);
            let want_h = centres(size, 0.5);
            if !want_w.contains(&w) || !want_h.contains(&h) {
                failures.push(format!(
                    "{}: vertex {i}: {w} x {h} pixels, want {want_w:?} x {want_h:?} (size {size})\n    {}",
                    case.name,
                    describe(&vertices[i], o)
                ));
            }
        }
        failures
    }
}

/// The width and height of the bounding box of `covered`, or (0, 0); a box with holes reads
/// (0, 0) too.
fn square(covered: &[(u32, u32)]) -> (u32, u32) {
    let Some(x0) = covered.iter().map(|p| p.0).min() else {
        return (0, 0);
    };
    let x1 = covered.iter().map(|p| p.0).max().unwrap();
    let y0 = covered.iter().map(|p| p.1).min().unwrap();
    let y1 = covered.iter().map(|p| p.1).max().unwrap();
    let (w, h) = (x1 - x0 + 1, y1 - y0 + 1);
    if (w * h) as usize == covered.len() {
        (w, h)
    } else {
        (0, 0)
    }
}

/// The counts of pixel centres a point of `size` covers along one axis when its centre lies
/// `offset` pixels past a pixel's left edge (0.5: on the centre): every count from a size a
/// hair below to a hair above it (a square edge on a pixel centre goes either way, and the
/// fill rule takes one of two edges that fall on centres together).
fn centres(size: f32, offset: f32) -> std::ops::RangeInclusive<u32> {
    let count = |s: f32| {
        (-64..64)
            .filter(|&j| ((j as f32 + 0.5) - offset).abs() < s / 2.0)
            .count() as u32
    };
    count(size * 0.999)..=count(size * 1.001)
}

/// Whether the reference keeps the point: every enabled clip plane's distance is >= 0 (D3D9
/// clips with `>= 0` kept).
fn kept(o: &TnlOutput) -> bool {
    o.clip_distances.iter().all(|&d| d >= 0.0)
}

/// RGBA of pixel (x, y).
fn pixel(image: &ninth_d3d9::Capture, x: u32, y: u32) -> [u8; 4] {
    let at = ((y * image.width + x) * 4) as usize;
    image.rgba[at..at + 4].try_into().unwrap()
}

/// The pixel-stage model of a readout: what the target holds for the reference's outputs
/// (fog colour black, texture factor as [`Gpu::readout_stage`] sets it).
fn expected_color(r: Readout, s: &TnlState, o: &TnlOutput) -> [f32; 4] {
    let sat = |x: f32| x.clamp(0.0, 1.0);
    let spec = |c: [f32; 4]| -> [f32; 4] {
        if s.specular_enable {
            [
                sat(c[0] + o.specular[0]),
                sat(c[1] + o.specular[1]),
                sat(c[2] + o.specular[2]),
                c[3],
            ]
        } else {
            c
        }
    };
    let c = match r {
        Readout::Diffuse => spec(o.diffuse),
        Readout::Specular if s.specular_enable => spec([0.0, 0.0, 0.0, o.specular[3]]),
        Readout::Specular => o.specular,
        Readout::Fog => spec([1.0; 4]),
        Readout::TexU | Readout::TexV => unreachable!("texture readouts are indices"),
    };
    if s.fog_enable {
        // Fog colour black: rgb * f.
        [c[0] * o.fog, c[1] * o.fog, c[2] * o.fog, c[3]]
    } else {
        c
    }
}

/// The texture coordinate stage 0 samples with: the reference's coordinates divided as
/// D3DTTFF_PROJECTED says (by the COUNTth component; without a count by the set's last
/// component, a generated vector's third). As the pixel stage does (`fixed::key`), a count of
/// 1 divides by nothing: "the last element" would be the coordinate itself.
fn sampled(s: &TnlState, o: &TnlOutput) -> [f32; 2] {
    let tc = o.texcoords[0];
    let flags = s.stages[0].transform_flags;
    if flags & 0x100 == 0 {
        return [tc[0], tc[1]];
    }
    let mut count = (flags & 0xff) as usize;
    if count == 0 {
        let tci = s.stages[0].texcoord_index;
        count = if tci >> 16 != 0 {
            3
        } else {
            usize::from(s.input.texcoords[(tci & 7) as usize]).max(1)
        };
    }
    if count < 2 {
        return [tc[0], tc[1]];
    }
    let q = tc[count.min(4) - 1];
    [tc[0] / q, tc[1] / q]
}

/// `None` where `got` matches the reference's output for readout `r`, else why not.
fn compare(r: Readout, s: &TnlState, o: &TnlOutput, got: [u8; 4]) -> Option<String> {
    match r {
        Readout::TexU | Readout::TexV => {
            let [u, v] = sampled(s, o);
            let x = if r == Readout::TexU { u } else { v } * LOOKUP as f32;
            let want: Vec<u32> = [x - TEXEL_MARGIN, x + TEXEL_MARGIN]
                .iter()
                .map(|t| (t.floor() as i64).rem_euclid(i64::from(LOOKUP)) as u32)
                .collect();
            match lookup_index(got) {
                Some(i) if want.contains(&i) => None,
                Some(i) => Some(format!(
                    "texel {i} (coordinate {:.6}), want {want:?} (coordinate {:.6})",
                    i as f32 / LOOKUP as f32,
                    x / LOOKUP as f32
                )),
                None => Some(format!("{got:?} is no lookup texel")),
            }
        }
        _ => {
            let want = expected_color(r, s, o);
            let want_bytes = want.map(|c| (c.clamp(0.0, 1.0) * 255.0).round() as i32);
            let off = (0..4).any(|k| (i32::from(got[k]) - want_bytes[k]).abs() > COLOR_TOLERANCE);
            off.then(|| format!("got {got:?}, want {want_bytes:?} ({want:?})"))
        }
    }
}

/// The elements of `v` that vary between test vertices, and the reference's outputs.
fn describe(v: &TnlVertex, o: &TnlOutput) -> String {
    format!(
        "position {:?} normal {:?} diffuse {:?} specular {:?} tex0 {:?} weights {:?} \
         indices {:?} psize {}\n    reference: diffuse {:?} specular {:?} tex0 {:?} fog {} size {}",
        v.position,
        v.normal,
        v.diffuse,
        v.specular,
        v.texcoords[0],
        v.blend_weights,
        v.blend_indices,
        v.psize,
        o.diffuse,
        o.specular,
        o.texcoords[0],
        o.fog,
        o.point_size
    )
}

/// Panics with every line of `failures`.
pub fn assert_clean(failures: Vec<String>) {
    assert!(
        failures.is_empty(),
        "{} mismatches with the reference:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
