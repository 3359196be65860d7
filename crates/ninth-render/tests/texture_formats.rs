//! Every supported D3D9 texture format: known texels are uploaded (with an odd row pitch),
//! sampled by a fixed-path draw with point sampling (each texel over 2x2 pixels) and read
//! back; the expected colour of each texel is computed here from the D3D9 definition of the
//! format (missing colour channels of float, G16R16 and bump formats read 1, missing alpha
//! reads 1, A8 reads (0, 0, 0, A), luminance replicated), within 1 per channel. Signed
//! formats are drawn through MULTIPLYADD (0.5 + 0.5 t) so negative values show.

mod common;
mod texture_util;
use common::renderer;
use ninth_render::state::fixed::FixedTextureKind;
use ninth_render::{FixedDrawState, TextureDesc, TextureFormat, TextureId, TextureRegion};
use ninth_shader::fixed::{D3DTA_TEXTURE, D3DTA_TFACTOR, TextureOp};
use texture_util::{UNIT, draw_rect, rgba_at, select_texture};

/// Texels per side of each test texture.
const SIDE: u32 = 4;
/// Cells per row of the target; each cell is 8x8 pixels.
const COLUMNS: u32 = 8;
/// TFACTOR of the signed draws: 0x80 / 255 per channel.
const HALF: f64 = 128.0 / 255.0;

struct Rng(u64);

impl Rng {
    fn byte(&mut self) -> u8 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 24) as u8
    }
}

/// IEEE half to f64, from its definition.
fn half(bits: u16) -> f64 {
    let sign = if bits & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = i32::from((bits >> 10) & 0x1f);
    let m = f64::from(bits & 0x3ff);
    sign * if e == 0 {
        m / 1024.0 * 2f64.powi(-14)
    } else {
        (1.0 + m / 1024.0) * 2f64.powi(e - 15)
    }
}

fn is_signed(format: TextureFormat) -> bool {
    use TextureFormat::*;
    matches!(format, V8U8 | Q8W8V8U8 | V16U16 | X8L8V8U8)
}

/// The bytes of one texel of `format` (not DXT); float formats get values in 1/8..1.
fn texel_bytes(format: TextureFormat, rng: &mut Rng) -> Vec<u8> {
    use TextureFormat::*;
    let n = format.block_bytes() as usize;
    match format {
        R16F | G16R16F | A16B16G16R16F => (0..n / 2)
            .flat_map(|_| {
                // Exponent 12..14 (1/8 up to 1), any mantissa; sometimes exactly 1.0.
                let e = 12 + u16::from(rng.byte() % 3);
                let m = u16::from(rng.byte()) << 2 | u16::from(rng.byte() & 3);
                let bits = if rng.byte() < 32 { 0x3c00 } else { e << 10 | m };
                bits.to_le_bytes()
            })
            .collect(),
        R32F | G32R32F | A32B32G32R32F => (0..n / 4)
            .flat_map(|_| (f32::from(rng.byte()) / 255.0).to_le_bytes())
            .collect(),
        _ => (0..n).map(|_| rng.byte()).collect(),
    }
}

/// What D3D9 samples from texel bytes `t` of `format`, as RGBA.
fn d3d9_value(format: TextureFormat, t: &[u8]) -> [f64; 4] {
    use TextureFormat::*;
    let u16_at = |i: usize| u16::from_le_bytes([t[i], t[i + 1]]);
    let u32_at = |i: usize| u32::from_le_bytes([t[i], t[i + 1], t[i + 2], t[i + 3]]);
    let field = |v: u32, shift: u32, bits: u32| {
        f64::from((v >> shift) & ((1 << bits) - 1)) / f64::from((1u32 << bits) - 1)
    };
    let n8 = |b: u8| f64::from(b) / 255.0;
    let s8 = |b: u8| (f64::from(b as i8) / 127.0).max(-1.0);
    let n16 = |i: usize| f64::from(u16_at(i)) / 65535.0;
    let s16 = |i: usize| (f64::from(u16_at(i) as i16) / 32767.0).max(-1.0);
    let f32_at = |i: usize| f64::from(f32::from_le_bytes([t[i], t[i + 1], t[i + 2], t[i + 3]]));
    match format {
        A8R8G8B8 => [n8(t[2]), n8(t[1]), n8(t[0]), n8(t[3])],
        X8R8G8B8 | R8G8B8 => [n8(t[2]), n8(t[1]), n8(t[0]), 1.0],
        R5G6B5 => {
            let v = u32::from(u16_at(0));
            [field(v, 11, 5), field(v, 5, 6), field(v, 0, 5), 1.0]
        }
        X1R5G5B5 | A1R5G5B5 => {
            let v = u32::from(u16_at(0));
            let a = if format == A1R5G5B5 {
                field(v, 15, 1)
            } else {
                1.0
            };
            [field(v, 10, 5), field(v, 5, 5), field(v, 0, 5), a]
        }
        A4R4G4B4 | X4R4G4B4 => {
            let v = u32::from(u16_at(0));
            let a = if format == A4R4G4B4 {
                field(v, 12, 4)
            } else {
                1.0
            };
            [field(v, 8, 4), field(v, 4, 4), field(v, 0, 4), a]
        }
        A8 => [0.0, 0.0, 0.0, n8(t[0])],
        L8 => [n8(t[0]), n8(t[0]), n8(t[0]), 1.0],
        A8L8 => [n8(t[0]), n8(t[0]), n8(t[0]), n8(t[1])],
        A4L4 => {
            let l = field(u32::from(t[0]), 0, 4);
            [l, l, l, field(u32::from(t[0]), 4, 4)]
        }
        L16 => [n16(0), n16(0), n16(0), 1.0],
        A8B8G8R8 => [n8(t[0]), n8(t[1]), n8(t[2]), n8(t[3])],
        X8B8G8R8 => [n8(t[0]), n8(t[1]), n8(t[2]), 1.0],
        A2R10G10B10 => {
            let v = u32_at(0);
            [
                field(v, 20, 10),
                field(v, 10, 10),
                field(v, 0, 10),
                field(v, 30, 2),
            ]
        }
        A2B10G10R10 => {
            let v = u32_at(0);
            [
                field(v, 0, 10),
                field(v, 10, 10),
                field(v, 20, 10),
                field(v, 30, 2),
            ]
        }
        G16R16 => [n16(0), n16(2), 1.0, 1.0],
        A16B16G16R16 => [n16(0), n16(2), n16(4), n16(6)],
        R16F => [half(u16_at(0)), 1.0, 1.0, 1.0],
        G16R16F => [half(u16_at(0)), half(u16_at(2)), 1.0, 1.0],
        A16B16G16R16F => [
            half(u16_at(0)),
            half(u16_at(2)),
            half(u16_at(4)),
            half(u16_at(6)),
        ],
        R32F => [f32_at(0), 1.0, 1.0, 1.0],
        G32R32F => [f32_at(0), f32_at(4), 1.0, 1.0],
        A32B32G32R32F => [f32_at(0), f32_at(4), f32_at(8), f32_at(12)],
        V8U8 => [s8(t[0]), s8(t[1]), 1.0, 1.0],
        Q8W8V8U8 => [s8(t[0]), s8(t[1]), s8(t[2]), s8(t[3])],
        V16U16 => [s16(0), s16(2), 1.0, 1.0],
        X8L8V8U8 => [s8(t[0]), s8(t[1]), n8(t[2]), 1.0],
        DXT1 | DXT2 | DXT3 | DXT4 | DXT5 | ATI1 | ATI2 => unreachable!("decoded by block"),
    }
}

/// RGB565 as RGB floats.
fn rgb565(c: u16) -> [f64; 3] {
    let v = u32::from(c);
    let f = |shift: u32, bits: u32| {
        f64::from((v >> shift) & ((1 << bits) - 1)) / f64::from((1u32 << bits) - 1)
    };
    [f(11, 5), f(5, 6), f(0, 5)]
}

/// A DXT block of `format` and the 16 RGBA values D3D9 decodes from it (row-major), from the
/// block format's definition.
fn dxt_block(format: TextureFormat, rng: &mut Rng) -> (Vec<u8>, Vec<[f64; 4]>) {
    use TextureFormat::*;
    // Red and blue endpoints in either order: colour 0 <= colour 1 is DXT1's three-colour
    // mode; DXT2-5 always have four colours.
    let three = rng.byte() & 1 == 1;
    let (c0, c1) = if three {
        (0x001f, 0xf800)
    } else {
        (0xf800u16, 0x001fu16)
    };
    let indices: u32 = (0..4)
        .map(|_| u32::from(rng.byte()))
        .fold(0, |a, b| a << 8 | b);
    let (e0, e1) = (rgb565(c0), rgb565(c1));
    let mix = |w: f64| -> [f64; 4] {
        [0, 1, 2, 3].map(|i| {
            if i == 3 {
                1.0
            } else {
                e0[i] * (1.0 - w) + e1[i] * w
            }
        })
    };
    let palette = if format == DXT1 && c0 <= c1 {
        [mix(0.0), mix(1.0), mix(0.5), [0.0; 4]]
    } else {
        [mix(0.0), mix(1.0), mix(1.0 / 3.0), mix(2.0 / 3.0)]
    };
    let mut colors: Vec<[f64; 4]> = (0..16)
        .map(|i| palette[((indices >> (2 * i)) & 3) as usize])
        .collect();
    let mut color_block = Vec::new();
    color_block.extend_from_slice(&c0.to_le_bytes());
    color_block.extend_from_slice(&c1.to_le_bytes());
    color_block.extend_from_slice(&indices.to_le_bytes());
    let block = match format {
        DXT1 => color_block,
        DXT2 | DXT3 => {
            let alpha: Vec<u8> = (0..8).map(|_| rng.byte()).collect();
            for (i, c) in colors.iter_mut().enumerate() {
                c[3] = f64::from((alpha[i / 2] >> (4 * (i % 2))) & 0xf) / 15.0;
            }
            [alpha, color_block].concat()
        }
        _ => {
            let (alpha, alphas) = bc4_block(rng);
            for (c, a) in colors.iter_mut().zip(alphas) {
                c[3] = a;
            }
            [alpha, color_block].concat()
        }
    };
    (block, colors)
}

/// A one-channel block coded like DXT5's alpha (BC4) and its 16 values, from the definition:
/// both modes, eight interpolated values (v0 > v1), or six plus 0 and 1.
fn bc4_block(rng: &mut Rng) -> (Vec<u8>, Vec<f64>) {
    let (a0, a1) = if rng.byte() & 1 == 1 {
        (0xf0u8, 0x10u8)
    } else {
        (0x20, 0xe0)
    };
    let (f0, f1) = (f64::from(a0) / 255.0, f64::from(a1) / 255.0);
    let values: Vec<f64> = if a0 > a1 {
        (0..8)
            .map(|k| match k {
                0 => f0,
                1 => f1,
                k => (f64::from(8 - k) * f0 + f64::from(k - 1) * f1) / 7.0,
            })
            .collect()
    } else {
        (0..8)
            .map(|k| match k {
                0 => f0,
                1 => f1,
                6 => 0.0,
                7 => 1.0,
                k => (f64::from(6 - k) * f0 + f64::from(k - 1) * f1) / 5.0,
            })
            .collect()
    };
    let bits: u64 = (0..6)
        .map(|_| u64::from(rng.byte()))
        .fold(0, |a, b| a << 8 | b);
    let texels = (0..16)
        .map(|i| values[((bits >> (3 * i)) & 7) as usize])
        .collect();
    let mut block = vec![a0, a1];
    block.extend_from_slice(&bits.to_le_bytes()[..6]);
    (block, texels)
}

/// An ATI1 or ATI2 block and its values as D3D9 drivers sample them: ATI1 (X, X, X, X);
/// ATI2 (X, Y, 1, 1) with Y coded in the first half of the block and X in the second.
fn ati_block(format: TextureFormat, rng: &mut Rng) -> (Vec<u8>, Vec<[f64; 4]>) {
    let (first, v) = bc4_block(rng);
    if format == TextureFormat::ATI1 {
        return (first, v.iter().map(|&x| [x; 4]).collect());
    }
    let (second, x) = bc4_block(rng);
    let values = x.iter().zip(&v).map(|(&x, &y)| [x, y, 1.0, 1.0]).collect();
    ([first, second].concat(), values)
}

/// The draw state: stage 0 selects the texture, point sampling, clamp; signed formats show
/// 0.5 + 0.5 t through MULTIPLYADD (TFACTOR + TEXTURE * TFACTOR).
fn state_for(texture: TextureId, signed: bool) -> FixedDrawState {
    let mut s = select_texture(Some(texture), FixedTextureKind::Tex2d, true);
    s.texture_factor = 0x8080_8080;
    if signed {
        let stage = &mut s.stages[0].state;
        let args = [D3DTA_TFACTOR, D3DTA_TEXTURE, D3DTA_TFACTOR];
        stage.color_op = TextureOp::MultiplyAdd.value();
        stage.color_args = args;
        stage.alpha_op = TextureOp::MultiplyAdd.value();
        stage.alpha_args = args;
    }
    s
}

/// A float RGBA as 8-bit channels (clamped, rounded).
fn to_bytes(c: [f64; 4]) -> [u8; 4] {
    c.map(|x| (x.clamp(0.0, 1.0) * 255.0).round() as u8)
}

#[test]
fn every_format_samples_its_d3d9_values() {
    let mut r = renderer();
    // Every format 4 texels wide; DXT and ATI also 5 wide, which is not a whole number of blocks and
    // so is decoded on the CPU even where the adapter samples BC.
    let cases: Vec<(TextureFormat, u32)> = TextureFormat::ALL
        .iter()
        .map(|&f| (f, SIDE))
        .chain(
            TextureFormat::ALL
                .iter()
                .filter(|f| f.is_block())
                .map(|&f| (f, SIDE + 1)),
        )
        .collect();
    let rows = (cases.len() as u32).div_ceil(COLUMNS);
    let (w, h) = (COLUMNS * 8, rows * 8);
    let ctx = r.create_context(w, h).unwrap();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut expected = Vec::new();
    for (cell, &(format, width)) in cases.iter().enumerate() {
        let desc = TextureDesc::tex2d(format, width, SIDE, 1);
        let tex = r.create_texture_desc(&desc).unwrap();
        let (bytes, pitch, values) = if format.is_block() {
            let (block, values) = match format {
                TextureFormat::ATI1 | TextureFormat::ATI2 => ati_block(format, &mut rng),
                _ => dxt_block(format, &mut rng),
            };
            (block, format.block_bytes() as usize, values)
        } else {
            // Rows with 3 bytes of padding after each, to exercise the row pitch.
            let pitch = SIDE as usize * format.block_bytes() as usize + 3;
            let mut bytes = vec![0xa5; pitch * SIDE as usize];
            let mut values = Vec::new();
            for y in 0..SIDE as usize {
                for x in 0..SIDE as usize {
                    let t = texel_bytes(format, &mut rng);
                    let at = y * pitch + x * t.len();
                    bytes[at..at + t.len()].copy_from_slice(&t);
                    values.push(d3d9_value(format, &t));
                }
            }
            (bytes, pitch, values)
        };
        // The SIDE x SIDE texels at the origin.
        let region = TextureRegion {
            width: SIDE,
            ..TextureRegion::level(&desc, 0)
        };
        r.update_texture_region(tex, &region, &bytes, pitch as u32, 0)
            .unwrap_or_else(|e| panic!("{format:?}: {e}"));
        let signed = is_signed(format);
        let (x0, y0) = (cell as u32 % COLUMNS * 8, cell as u32 / COLUMNS * 8);
        let side = (2 * SIDE) as f32;
        let u_max = SIDE as f32 / width as f32;
        let tc = UNIT.map(|[u, v, z, q]| [u * u_max, v, z, q]);
        let state = state_for(tex, signed);
        draw_rect(&mut r, ctx, &state, x0 as f32, y0 as f32, side, side, tc);
        let shown: Vec<[u8; 4]> = values
            .iter()
            .map(|v| {
                to_bytes(if signed {
                    v.map(|c| HALF + HALF * c)
                } else {
                    *v
                })
            })
            .collect();
        expected.push((format, width, shown));
    }
    let image = r.read_framebuffer(ctx).unwrap();
    let mut failures = Vec::new();
    for (cell, (format, width, shown)) in expected.iter().enumerate() {
        let (x0, y0) = (cell as u32 % COLUMNS * 8, cell as u32 / COLUMNS * 8);
        for (i, want) in shown.iter().enumerate() {
            let (tx, ty) = (i as u32 % SIDE, i as u32 / SIDE);
            let got = rgba_at(&image, w, x0 + 2 * tx, y0 + 2 * ty);
            if want.iter().zip(got).any(|(a, b)| a.abs_diff(b) > 1) {
                failures.push(format!(
                    "{format:?} ({width} wide) texel ({tx}, {ty}): got {got:?}, want {want:?}"
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} texels differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(expected.len(), 43, "every format drawn, DXT and ATI twice");
}
