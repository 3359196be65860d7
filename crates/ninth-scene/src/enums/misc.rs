//! `D3DCLEAR_*`, `D3DTRANSFORMSTATETYPE` (`D3DTS_*`) and `D3DLIGHTTYPE`.

use super::{Family, format_int, parse_integer_part};

/// `D3DCLEAR_*` flags.
pub static D3DCLEAR: Family = Family::flags(
    "D3DCLEAR",
    &[
        ("D3DCLEAR_TARGET", 1),
        ("D3DCLEAR_ZBUFFER", 2),
        ("D3DCLEAR_STENCIL", 4),
    ],
);

/// `D3DLIGHTTYPE`.
pub static D3DLIGHT: Family = Family::single(
    "D3DLIGHT",
    &[
        ("D3DLIGHT_POINT", 1),
        ("D3DLIGHT_SPOT", 2),
        ("D3DLIGHT_DIRECTIONAL", 3),
    ],
);

/// `D3DTRANSFORMSTATETYPE` names; `D3DTS_WORLDMATRIX_N` (256 + N) is handled by
/// [`parse_transform`].
pub static D3DTS: Family = Family::single(
    "D3DTS",
    &[
        ("D3DTS_VIEW", 2),
        ("D3DTS_PROJECTION", 3),
        ("D3DTS_TEXTURE0", 16),
        ("D3DTS_TEXTURE1", 17),
        ("D3DTS_TEXTURE2", 18),
        ("D3DTS_TEXTURE3", 19),
        ("D3DTS_TEXTURE4", 20),
        ("D3DTS_TEXTURE5", 21),
        ("D3DTS_TEXTURE6", 22),
        ("D3DTS_TEXTURE7", 23),
        ("D3DTS_WORLD", 256),
        ("D3DTS_WORLD1", 257),
        ("D3DTS_WORLD2", 258),
        ("D3DTS_WORLD3", 259),
    ],
);

/// Reads a transform state: a `D3DTS_*` name, `D3DTS_WORLDMATRIX_N` (N 0-255, giving
/// `D3DTS_WORLDMATRIX(N)` = 256 + N) or an integer. The error message has no line.
pub fn parse_transform(text: &str) -> Result<u32, String> {
    if let Some(digits) = text.strip_prefix("D3DTS_WORLDMATRIX_") {
        return match digits.parse::<u32>() {
            Ok(n) if n < 256 && n.to_string() == digits => Ok(256 + n),
            _ => Err(format!(
                "bad transform `{text}` (expected D3DTS_WORLDMATRIX_N, N 0-255)"
            )),
        };
    }
    if text.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '+') {
        return parse_integer_part(text);
    }
    D3DTS.parse(text)
}

/// Writes a transform state: a `D3DTS_*` name where there is one, `D3DTS_WORLDMATRIX_N` for
/// the other world matrices, else an integer.
pub fn format_transform(state: u32) -> String {
    match D3DTS.name_of(state) {
        Some(name) => name.to_string(),
        None if (256..512).contains(&state) => format!("D3DTS_WORLDMATRIX_{}", state - 256),
        None => format_int(state),
    }
}
