//! Rasterisation a vertex shader emulates for D3D9: user clip planes (the distances go to
//! the clip-distances builtin, or to inter-stage values the pixel stage discards on) and
//! point sizes and sprites (each point a square of two triangles, one instance per point).

use naga::{
    BinaryOperator as B, Binding, BuiltIn, Expression, Interpolation, MathFunction as M,
    RelationalFunction, Sampling, ScalarKind, Statement, Type, TypeInner,
};

use super::TranslateError;
use super::bindings::MAX_CLIP_PLANES;
use super::build::H;
use super::io::{CLIP0, HALF_PIXEL, POINT};
use super::options::{ClipDistances, Points};
use super::writer::Writer;
use crate::ir::DeclUsage;
use crate::link;

type Result<T = ()> = std::result::Result<T, TranslateError>;

/// Which of the six vertices of a point's two triangles, (0, 0) (1, 0) (0, 1) and (0, 1)
/// (1, 0) (1, 1), lie on the square's right side (bit n: vertex n)...
const CORNER_RIGHT: u32 = 0b11_0010;
/// ...and on its bottom side.
const CORNER_BOTTOM: u32 = 0b10_1100;

/// An entry point member: name, type, binding.
pub(super) type Member = (String, naga::Handle<Type>, Binding);

/// The interpolated binding of a clip-distance location (never flat or centroid, whatever
/// semantic the link map has there).
fn clip_binding(location: u8) -> Binding {
    Binding::Location {
        location: u32::from(location),
        interpolation: Some(Interpolation::Perspective),
        sampling: Some(Sampling::Center),
        blend_src: None,
        per_primitive: false,
    }
}

impl Writer<'_> {
    /// The module declares `NinthDraw` with its point and clip-plane fields: a vertex shader
    /// with user clip planes or point quads.
    pub(super) fn draw_extended(&self) -> bool {
        !self.pixel && (self.opts.clip_planes != 0 || self.opts.points != Points::Plain)
    }

    /// The clip-distance locations this stage uses ([`ClipDistances::locations`]).
    fn clip_locations(&self) -> Vec<u8> {
        let o = self.opts;
        if o.clip_planes == 0 {
            return Vec::new();
        }
        o.clip_distances.locations(o.clip_planes).to_vec()
    }

    /// Checks the clip-plane and point options: known planes, point quads without batching,
    /// clip-distance locations in range, distinct and free (`linked`: the locations the
    /// stage links; the batch location counts too).
    pub(super) fn check_raster_options(&self, linked: u16) -> Result {
        let o = self.opts;
        if u32::from(o.clip_planes) >> MAX_CLIP_PLANES != 0 {
            return Err(TranslateError::invalid(
                0,
                format!(
                    "clip_planes {:#x}: D3D9 has user clip planes 0-5",
                    o.clip_planes
                ),
            ));
        }
        if !self.pixel && o.points != Points::Plain && (o.float_batches || o.pixel_batch.is_some())
        {
            return Err(TranslateError::invalid(
                0,
                "point quads take instance_index for the point: not with float_batches or \
                 pixel_batch",
            ));
        }
        let batch = o
            .pixel_batch
            .filter(|_| self.pixel_batch_applies())
            .map_or(0, |l| 1u32 << l);
        let mut taken = u32::from(linked) | batch;
        for l in self.clip_locations() {
            if u32::from(l) >= link::LOCATION_COUNT || taken & (1 << l) != 0 {
                return Err(TranslateError::invalid(
                    0,
                    format!("clip distance location {l} is linked, taken or out of range"),
                ));
            }
            taken |= 1 << l;
        }
        Ok(())
    }

    /// The vertex outputs that carry the clip distances (after the linked locations).
    pub(super) fn clip_members(&mut self) -> Vec<Member> {
        let planes = self.opts.clip_planes.count_ones();
        if planes == 0 {
            return Vec::new();
        }
        match self.opts.clip_distances {
            ClipDistances::Builtin => {
                let ty = self.clip_array(planes);
                vec![(
                    "clip".to_owned(),
                    ty,
                    Binding::BuiltIn(BuiltIn::ClipDistances),
                )]
            }
            ClipDistances::Varyings(_) => self
                .clip_locations()
                .into_iter()
                .map(|l| (format!("clip{l}"), self.t.vecf[2], clip_binding(l)))
                .collect(),
        }
    }

    /// `array<f32, n>`, the clip-distances builtin's type.
    fn clip_array(&mut self, n: u32) -> naga::Handle<Type> {
        self.ty(TypeInner::Array {
            base: self.t.f32,
            size: naga::ArraySize::Constant(
                std::num::NonZeroU32::new(n.max(1)).unwrap_or(std::num::NonZeroU32::MIN),
            ),
            stride: 4,
        })
    }

    /// The values of [`Writer::clip_members`]: `dot(draw.clip{n}, pos)` per enabled plane.
    pub(super) fn clip_values(&mut self, pos: H) -> Vec<H> {
        let mask = self.opts.clip_planes;
        let mut distances = Vec::new();
        for n in 0..MAX_CLIP_PLANES {
            if mask & (1 << n) != 0 {
                let plane = self.draw_field(CLIP0 + n);
                let d = self.fb.math(M::Dot, &[plane, pos]);
                self.fb.name(d, format!("clip_distance{n}"));
                distances.push(d);
            }
        }
        if distances.is_empty() {
            return distances;
        }
        match self.opts.clip_distances {
            ClipDistances::Builtin => {
                let ty = self.clip_array(distances.len() as u32);
                vec![self.fb.compose(ty, distances)]
            }
            ClipDistances::Varyings(_) => distances
                .chunks(4)
                .map(|chunk| {
                    let mut c = chunk.to_vec();
                    while c.len() < 4 {
                        c.push(self.fb.f(0.0));
                    }
                    self.fb.compose(self.t.vecf[2], c)
                })
                .collect(),
        }
    }

    /// A point quad: `pos` moved to this vertex's corner of the point's square (the corner
    /// from `vertex_index`, the size from `oPts` or `draw.point.x`, clamped to
    /// `draw.point.yz`), and with sprites the corner's texture coordinate `(u, v, 0, 1)`.
    pub(super) fn point_corner(&mut self, pos: H) -> Result<(H, Option<H>)> {
        let vertex = self.arg("vertex", self.t.u32, Binding::BuiltIn(BuiltIn::VertexIndex));
        let corner = |w: &mut Self, bits: u32| {
            let b = w.fb.u(bits);
            let shifted = w.fb.bin(B::ShiftRight, b, vertex);
            let one = w.fb.u(1);
            let bit = w.fb.bin(B::And, shifted, one);
            w.fb.convert(bit, ScalarKind::Float)
        };
        let u = corner(self, CORNER_RIGHT);
        self.fb.name(u, "corner_u".to_owned());
        let v = corner(self, CORNER_BOTTOM);
        self.fb.name(v, "corner_v".to_owned());
        let point = self.draw_field(POINT);
        let size = match self.written_output(DeclUsage::PSize, 0) {
            Some(r) => {
                let p = self.reg_ptr(r.ty, r.index, true, 0)?;
                let pts = self.fb.load(p);
                self.fb.index(pts, 0)
            }
            None => self.fb.index(point, 0),
        };
        let (min, max) = (self.fb.index(point, 1), self.fb.index(point, 2));
        let size = self.fb.math(M::Min, &[size, max]);
        let size = self.fb.math(M::Max, &[size, min]);
        self.fb.name(size, "point_size".to_owned());
        // The corner's offset in pixels, (u - 0.5, 0.5 - v) * size (y up in clip space),
        // in clip space: * 2 / (W, H) * w.
        let hp = self.draw_field(HALF_PIXEL);
        let c: Vec<H> = (0..4).map(|i| self.fb.index(pos, i)).collect();
        let two = self.fb.f(2.0);
        let one = self.fb.f(1.0);
        let scale = self.fb.bin(B::Multiply, size, c[3]);
        self.fb.name(scale, "corner_scale".to_owned());
        let ux = self.fb.bin(B::Multiply, two, u);
        let ux = self.fb.bin(B::Subtract, ux, one);
        let hx = self.fb.index(hp, 0);
        let dx = self.fb.bin(B::Multiply, ux, hx);
        let dx = self.fb.bin(B::Multiply, dx, scale);
        let vy = self.fb.bin(B::Multiply, two, v);
        let vy = self.fb.bin(B::Subtract, one, vy);
        let hy = self.fb.index(hp, 1);
        let dy = self.fb.bin(B::Multiply, vy, hy);
        let dy = self.fb.bin(B::Multiply, dy, scale);
        let x = self.fb.bin(B::Add, c[0], dx);
        let y = self.fb.bin(B::Add, c[1], dy);
        let moved = self.fb.compose(self.t.vecf[2], vec![x, y, c[2], c[3]]);
        self.fb.name(moved, "corner".to_owned());
        let sprite = (self.opts.points == Points::Sprites).then(|| {
            let zero = self.fb.f(0.0);
            let coord = self.fb.compose(self.t.vecf[2], vec![u, v, zero, one]);
            self.fb.name(coord, "sprite".to_owned());
            coord
        });
        Ok((moved, sprite))
    }

    /// Pixel stage with [`ClipDistances::Varyings`]: the distance inputs.
    pub(super) fn clip_inputs(&mut self) -> Vec<H> {
        if !matches!(self.opts.clip_distances, ClipDistances::Varyings(_)) {
            return Vec::new();
        }
        let v4 = self.t.vecf[2];
        self.clip_locations()
            .into_iter()
            .map(|l| self.arg(&format!("clip{l}"), v4, clip_binding(l)))
            .collect()
    }

    /// Discards the pixel where a clip distance input is negative.
    pub(super) fn clip_discard(&mut self, inputs: &[H]) {
        for &d in inputs {
            let zero = self.fb.k(0.0, 4);
            let below = self.fb.bin(B::Less, d, zero);
            let any = self.fb.expr(Expression::Relational {
                fun: RelationalFunction::Any,
                argument: below,
            });
            self.fb.if_then(any, |fb| fb.stmt(Statement::Kill));
        }
    }
}
