//! Errors: every error kind the RHW core can raise, with the input that raises it. Each
//! failing call draws nothing (the target reads back unchanged, even with earlier work still
//! queued), records no draw and compiles no pipeline, and the renderer draws correctly after
//! it. Degenerate inputs that D3D9 accepts (too few vertices for one primitive, an empty
//! viewport) succeed and draw nothing.

mod common;
use common::*;
use ninth_render::state::blend::{d3dblend, d3dblendop};
use ninth_render::{
    BlendMode, ContextId, Cull, CustomBlend, Error, ErrorKind, MAX_INDICES, MAX_VERTICES,
    Primitive, Renderer, RhwDrawState,
};

const SIDE: u32 = 8;
const MAGENTA: u32 = 0xffff_00ff;

/// A full-target quad in a colour nothing else uses, so a wrongly drawn error shows.
fn magenta() -> Vec<u8> {
    pack(&quad(0.0, 0.0, SIDE as f32, SIDE as f32, MAGENTA))
}

struct Harness {
    r: Renderer,
    ctx: ContextId,
    image: Vec<u8>,
    case: u32,
}

impl Harness {
    fn new() -> Self {
        let mut r = renderer();
        let ctx = r.create_context(SIDE, SIDE).unwrap();
        let image = r.read_framebuffer(ctx).unwrap();
        Self {
            r,
            ctx,
            image,
            case: 0,
        }
    }

    /// Queues a valid draw (one new pixel per case), runs `call`, and checks it failed with
    /// `kind` and that the target shows exactly the valid draw.
    #[track_caller]
    fn fails<T: std::fmt::Debug>(
        &mut self,
        kind: ErrorKind,
        what: &str,
        call: impl FnOnce(&mut Renderer, ContextId) -> Result<T, Error>,
    ) {
        let (x, y) = (self.case % SIDE, self.case / SIDE % SIDE);
        self.case += 1;
        let color = 0xff00_0000 | (self.case * 0x03_0507);
        draw(
            &mut self.r,
            self.ctx,
            &RhwDrawState::default(),
            &quad(x as f32, y as f32, x as f32 + 1.0, y as f32 + 1.0, color),
        );
        let before = self.r.counters();
        let error = call(&mut self.r, self.ctx).expect_err(what);
        assert_eq!(error.kind, kind, "{what}: {error}");
        assert!(!error.message.is_empty(), "{what}: error without a message");
        let after = self.r.counters();
        assert_eq!(after.draws, before.draws, "{what}: a draw was recorded");
        assert_eq!(
            after.pipelines_created, before.pipelines_created,
            "{what}: compiled a pipeline"
        );
        let i = ((y * SIDE + x) * 4) as usize;
        self.image[i..i + 4].copy_from_slice(&color.to_le_bytes());
        let got = self.r.read_framebuffer(self.ctx).unwrap();
        assert!(
            got == self.image,
            "{what}: the target changed beyond the queued valid draw"
        );
    }

    /// Checks a call that succeeds draws nothing.
    #[track_caller]
    fn draws_nothing(&mut self, what: &str, call: impl FnOnce(&mut Renderer, ContextId)) {
        let draws = self.r.counters().draws;
        call(&mut self.r, self.ctx);
        assert_eq!(
            self.r.counters().draws,
            draws,
            "{what}: a draw was recorded"
        );
        let got = self.r.read_framebuffer(self.ctx).unwrap();
        assert!(got == self.image, "{what}: something was drawn");
    }

    /// The renderer still draws: a full-target quad reads back everywhere.
    fn still_draws(&mut self) {
        let color = 0xff12_3456;
        draw(
            &mut self.r,
            self.ctx,
            &RhwDrawState::default(),
            &quad(0.0, 0.0, SIDE as f32, SIDE as f32, color),
        );
        let got = self.r.read_framebuffer(self.ctx).unwrap();
        assert!(
            pixels(&got).iter().all(|&p| p == color),
            "drawing after the errors"
        );
        self.image = got;
    }
}

fn rhw(
    r: &mut Renderer,
    ctx: ContextId,
    state: &RhwDrawState,
    p: Primitive,
    v: &[u8],
    stride: usize,
    i: Option<&[u16]>,
) -> Result<(), Error> {
    r.draw_rhw(ctx, state, p, v, stride, i)
}

#[test]
fn argument_errors() {
    let mut h = Harness::new();
    for (w, ht) in [(0, 8), (8, 0), (8193, 8), (8, 8193)] {
        h.fails(ErrorKind::Args, &format!("context {w}x{ht}"), |r, _| {
            r.create_context(w, ht)
        });
        h.fails(ErrorKind::Args, &format!("resize to {w}x{ht}"), |r, c| {
            r.resize_context(c, w, ht)
        });
    }
    assert_eq!(h.r.context_size(h.ctx).unwrap(), (SIDE, SIDE));
    assert!(h.r.create_context(8192, 1).is_ok(), "8192 is allowed");
    let d = RhwDrawState::default();
    h.fails(ErrorKind::Args, "stride 27", |r, c| {
        rhw(
            r,
            c,
            &d,
            Primitive::TriangleList,
            &magenta()[..27 * 6],
            27,
            None,
        )
    });
    h.fails(
        ErrorKind::Args,
        "bytes not a multiple of the stride",
        |r, c| {
            let mut v = magenta();
            v.extend_from_slice(&[0; 5]);
            rhw(r, c, &d, Primitive::TriangleList, &v, 28, None)
        },
    );
    for depth in [1.5, -0.25, f32::NAN] {
        h.fails(ErrorKind::Args, &format!("clear depth {depth}"), |r, c| {
            r.clear_depth(c, depth)
        });
    }
    h.fails(ErrorKind::Args, "write row pitch below a row", |r, c| {
        r.write_framebuffer(c, 0, 0, 2, 2, &[0; 16], 7)
    });
    h.fails(ErrorKind::Args, "write with too few bytes", |r, c| {
        r.write_framebuffer(c, 0, 0, 2, 2, &[0; 15], 8)
    });
    // A destroyed context: every call on it is an Args error.
    let dead = h.r.create_context(SIDE, SIDE).unwrap();
    h.r.destroy_context(dead).unwrap();
    h.fails(ErrorKind::Args, "draw into a destroyed context", |r, _| {
        rhw(r, dead, &d, Primitive::TriangleList, &magenta(), 28, None)
    });
    h.fails(ErrorKind::Args, "clear a destroyed context", |r, _| {
        r.clear_color(dead, MAGENTA)
    });
    h.fails(ErrorKind::Args, "read a destroyed context", |r, _| {
        r.read_framebuffer(dead)
    });
    h.fails(ErrorKind::Args, "write a destroyed context", |r, _| {
        r.write_framebuffer(dead, 0, 0, 1, 1, &[0; 4], 4)
    });
    h.fails(
        ErrorKind::Args,
        "viewport of a destroyed context",
        |r, _| r.set_viewport(dead, 0, 0, 1, 1),
    );
    h.fails(ErrorKind::Args, "alias of a destroyed context", |r, _| {
        r.target_texture(dead)
    });
    h.fails(ErrorKind::Args, "destroy twice", |r, _| {
        r.destroy_context(dead)
    });
    h.still_draws();
}

#[test]
fn bounds_and_primitive_errors() {
    let mut h = Harness::new();
    let d = RhwDrawState::default();
    let one = pack(&[v(0.0, 0.0, MAGENTA)]);
    h.fails(ErrorKind::Bounds, "0 vertices", |r, c| {
        rhw(r, c, &d, Primitive::TriangleList, &[], 28, None)
    });
    let too_many = one.repeat(MAX_VERTICES + 1);
    h.fails(ErrorKind::Bounds, "65537 vertices", |r, c| {
        rhw(r, c, &d, Primitive::PointList, &too_many, 28, None)
    });
    let tri = magenta();
    let indices = vec![0_u16; MAX_INDICES + 1];
    h.fails(ErrorKind::Bounds, "196609 indices", |r, c| {
        rhw(r, c, &d, Primitive::TriangleList, &tri, 28, Some(&indices))
    });
    h.fails(ErrorKind::Bounds, "index == vertex count", |r, c| {
        rhw(
            r,
            c,
            &d,
            Primitive::TriangleList,
            &tri,
            28,
            Some(&[0, 1, 6]),
        )
    });
    h.fails(ErrorKind::Bounds, "write outside the target", |r, c| {
        r.write_framebuffer(c, 7, 0, 2, 1, &[0; 8], 8)
    });
    h.fails(ErrorKind::Bounds, "write below the target", |r, c| {
        r.write_framebuffer(c, 0, 8, 1, 1, &[0; 4], 4)
    });
    h.fails(ErrorKind::Primitive, "triangle fan", |r, c| {
        rhw(r, c, &d, Primitive::TriangleFan, &tri, 28, None)
    });
    for raw in [0, 7, u32::MAX] {
        h.fails(
            ErrorKind::Primitive,
            &format!("D3DPRIMITIVETYPE {raw}"),
            |_, _| Primitive::from_d3d(raw),
        );
    }
    assert_eq!(Primitive::from_d3d(4).unwrap(), Primitive::TriangleList);
    // The largest valid draw and index still work.
    let max = one.repeat(MAX_VERTICES);
    h.r.draw_rhw(h.ctx, &d, Primitive::PointList, &max, 28, Some(&[65535]))
        .unwrap();
    h.image = h.r.read_framebuffer(h.ctx).unwrap();
    assert_eq!(
        pixel(&h.image, SIDE, 0, 0),
        MAGENTA,
        "the point at vertex 65535"
    );
    h.still_draws();
}

#[test]
fn state_texture_and_unsupported_errors() {
    let mut h = Harness::new();
    let tri = magenta();
    let custom = |src, dst, op| RhwDrawState {
        blend: BlendMode::Custom(CustomBlend { src, dst, op }),
        ..Default::default()
    };
    for (src, dst, op) in [
        (0, 2, 1),
        (18, 2, 1),
        (2, 0, 1),
        (2, 99, 1),
        (2, 2, 0),
        (2, 2, 6),
    ] {
        let s = custom(src, dst, op);
        h.fails(
            ErrorKind::State,
            &format!("custom blend {src}/{dst}/{op}"),
            |r, c| rhw(r, c, &s, Primitive::TriangleList, &tri, 28, None),
        );
    }
    let mask = RhwDrawState {
        color_write_mask: 0x10,
        ..Default::default()
    };
    h.fails(ErrorKind::State, "write mask 0x10", |r, c| {
        rhw(r, c, &mask, Primitive::TriangleList, &tri, 28, None)
    });
    for raw in [0, 4] {
        h.fails(ErrorKind::State, &format!("D3DCULL {raw}"), |_, _| {
            Cull::from_d3d(raw)
        });
    }
    let own = h.r.target_texture(h.ctx).unwrap();
    let sample_own = RhwDrawState {
        texture: Some(own),
        ..Default::default()
    };
    h.fails(ErrorKind::State, "sampling its own target", |r, c| {
        rhw(r, c, &sample_own, Primitive::TriangleList, &tri, 28, None)
    });
    let tex = h.r.create_texture(2, 2, None).unwrap();
    h.r.destroy_texture(tex).unwrap();
    let stale = RhwDrawState {
        texture: Some(tex),
        ..Default::default()
    };
    h.fails(ErrorKind::Texture, "destroyed texture", |r, c| {
        rhw(r, c, &stale, Primitive::TriangleList, &tri, 28, None)
    });
    h.fails(ErrorKind::Texture, "update a destroyed texture", |r, _| {
        r.update_texture(tex, 0, 0, 1, 1, &[0; 4], 4)
    });
    h.fails(ErrorKind::Texture, "destroy a target alias", |r, _| {
        r.destroy_texture(own)
    });
    // Second-source factors need dual-source blending, which the RHW path does not enable.
    let dual = custom(d3dblend::SRCCOLOR2, d3dblend::ONE, d3dblendop::ADD);
    h.fails(ErrorKind::Unsupported, "SRCCOLOR2", |r, c| {
        rhw(r, c, &dual, Primitive::TriangleList, &tri, 28, None)
    });
    h.still_draws();
}

#[test]
fn degenerate_draws_and_empty_viewports_succeed_and_draw_nothing() {
    let mut h = Harness::new();
    let d = RhwDrawState::default();
    let tri = magenta();
    h.draws_nothing("2 vertices as a triangle list", |r, c| {
        rhw(r, c, &d, Primitive::TriangleList, &tri[..56], 28, None).unwrap()
    });
    h.draws_nothing("1 vertex as a line list", |r, c| {
        rhw(r, c, &d, Primitive::LineList, &tri[..28], 28, None).unwrap()
    });
    h.draws_nothing("1 vertex as a line strip", |r, c| {
        rhw(r, c, &d, Primitive::LineStrip, &tri[..28], 28, None).unwrap()
    });
    h.draws_nothing("2 indices as a triangle list", |r, c| {
        rhw(r, c, &d, Primitive::TriangleList, &tri, 28, Some(&[0, 1])).unwrap()
    });
    h.draws_nothing("2 vertices as a strip", |r, c| {
        rhw(r, c, &d, Primitive::TriangleStrip, &tri[..56], 28, None).unwrap()
    });
    h.draws_nothing("zero-width viewport", |r, c| {
        r.set_viewport(c, 0, 0, 0, SIDE).unwrap();
        rhw(r, c, &d, Primitive::TriangleList, &tri, 28, None).unwrap();
    });
    h.draws_nothing("zero-height viewport", |r, c| {
        r.set_viewport(c, 2, 2, 4, 0).unwrap();
        rhw(r, c, &d, Primitive::TriangleList, &tri, 28, None).unwrap();
    });
    h.draws_nothing("zero-size write", |r, c| {
        r.write_framebuffer(c, 0, 0, 0, 0, &[], 0).unwrap()
    });
    h.r.set_viewport(h.ctx, 0, 0, SIDE, SIDE).unwrap();
    h.still_draws();
}
