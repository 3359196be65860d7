//! D3D9 constant tables (values exactly as in `d3d9types.h` / `d3d9caps.h`), split by family,
//! and the reading and writing of enum and flag values.

pub mod misc;
pub mod render_state;
pub mod resource;
pub mod stage;
pub mod vertex;

use crate::lexer::{is_float_literal, parse_dword};

/// A family of named D3D9 constants, such as `D3DBLEND_*` or `D3DCLEAR_*`.
///
/// A value of the family is one of `values` (compared under `mask`) OR-ed with any of
/// `flags` (bits outside `mask`); when `joinable`, a value may be written as names and
/// integers joined with `|`.
#[derive(Debug)]
pub struct Family {
    /// The family's prefix without the trailing `_` (`D3DBLEND`), used in messages.
    pub prefix: &'static str,
    /// Mutually exclusive values, selected by the bits of `mask`.
    pub values: &'static [(&'static str, u32)],
    /// Flag bits (outside `mask`) that may be OR-ed in.
    pub flags: &'static [(&'static str, u32)],
    /// The bits that `values` select from.
    pub mask: u32,
    /// Whether names and integers may be joined with `|`.
    pub joinable: bool,
}

impl Family {
    /// A family of mutually exclusive values, not joinable.
    pub const fn single(prefix: &'static str, values: &'static [(&'static str, u32)]) -> Self {
        Family {
            prefix,
            values,
            flags: &[],
            mask: u32::MAX,
            joinable: false,
        }
    }

    /// A family of flag bits, joinable.
    pub const fn flags(prefix: &'static str, flags: &'static [(&'static str, u32)]) -> Self {
        Family {
            prefix,
            values: &[],
            flags,
            mask: 0,
            joinable: true,
        }
    }

    /// The value of a full name of this family (`D3DBLEND_ONE`), if it is one.
    pub fn lookup(&self, name: &str) -> Option<u32> {
        self.values
            .iter()
            .chain(self.flags.iter())
            .find(|(n, _)| *n == name)
            .map(|&(_, v)| v)
    }

    /// The name of exactly `value` among `values`, if any.
    pub fn name_of(&self, value: u32) -> Option<&'static str> {
        self.values
            .iter()
            .find(|&&(_, v)| v == value)
            .map(|&(n, _)| n)
    }

    /// Reads a value written as a name, an integer, or (when joinable) names and integers
    /// joined with `|`. The error message does not include a line.
    pub fn parse(&self, text: &str) -> Result<u32, String> {
        let parts: Vec<&str> = text.split('|').collect();
        if parts.len() > 1 && !self.joinable {
            return Err(format!(
                "{}_* values cannot be joined with `|` (in `{text}`)",
                self.prefix
            ));
        }
        let mut value = 0u32;
        for part in parts {
            value |= self.parse_part(part, text)?;
        }
        Ok(value)
    }

    fn parse_part(&self, part: &str, whole: &str) -> Result<u32, String> {
        if part.is_empty() {
            return Err(format!("empty name in `{whole}`"));
        }
        if part.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '+') {
            return parse_integer_part(part);
        }
        self.lookup(part)
            .ok_or_else(|| format!("unknown name `{part}` (expected {}_*)", self.prefix))
    }

    /// Writes a value with names where known: the `values` name under `mask`, then the
    /// flag names, then any remaining bits as an integer, joined with `|`.
    pub fn format(&self, value: u32) -> String {
        if !self.joinable {
            return match self.name_of(value) {
                Some(n) => n.to_string(),
                None => format_int(value),
            };
        }
        let mut parts: Vec<String> = Vec::new();
        let field = value & self.mask;
        let mut rest = value & !self.mask;
        if self.mask != 0 {
            match self.name_of(field) {
                Some(n) => parts.push(n.to_string()),
                None if field != 0 => parts.push(format_int(field)),
                None => {}
            }
        }
        for &(name, bit) in self.flags {
            if bit != 0 && rest & bit == bit {
                parts.push(name.to_string());
                rest &= !bit;
            }
        }
        if rest != 0 {
            parts.push(format_int(rest));
        }
        if parts.is_empty() {
            "0".to_string()
        } else {
            parts.join("|")
        }
    }
}

/// Reads one integer part of an enum or flag value as a DWORD.
pub fn parse_integer_part(part: &str) -> Result<u32, String> {
    if is_float_literal(part) {
        return Err(format!("expected an integer, found `{part}`"));
    }
    parse_dword(part).ok_or_else(|| format!("bad number `{part}`"))
}

/// Writes a DWORD as an integer: decimal below 0x10000, else `0x` hex.
pub fn format_int(value: u32) -> String {
    if value < 0x10000 {
        value.to_string()
    } else {
        format!("{value:#x}")
    }
}

/// Writes an `f32` so that it reads back as the same bits and lexes as a float (`1.0`,
/// `0.5`, `1e-8`). Infinities and NaNs have no scene spelling and come out as `inf`/`NaN`.
pub fn format_f32(value: f32) -> String {
    format!("{value:?}")
}

/// How the DWORD value of a render, texture stage or sampler state is written.
#[derive(Debug, Clone, Copy)]
pub enum ValueKind {
    /// A plain integer (counts, masks, references, booleans).
    Int,
    /// A colour or other bit pattern, written as `0x` hex.
    Hex,
    /// A float stored as its IEEE bits; a float literal gives its bits, an integer is stored
    /// as is.
    Float,
    /// A value of a constant family.
    Enum(&'static Family),
}

impl ValueKind {
    /// Reads a value token of this kind. The error message does not include a line.
    pub fn parse(self, text: &str) -> Result<u32, String> {
        match self {
            ValueKind::Int | ValueKind::Hex => parse_integer_part(text),
            ValueKind::Float => {
                if is_float_literal(text) {
                    crate::lexer::parse_float(text)
                        .map(f32::to_bits)
                        .ok_or_else(|| format!("bad number `{text}`"))
                } else {
                    parse_integer_part(text)
                }
            }
            ValueKind::Enum(family) => family.parse(text),
        }
    }

    /// Writes a value of this kind so that [`ValueKind::parse`] reads it back.
    pub fn format(self, value: u32) -> String {
        match self {
            ValueKind::Int => format_int(value),
            ValueKind::Hex => format!("0x{value:08x}"),
            ValueKind::Float => {
                let f = f32::from_bits(value);
                if f.is_finite() {
                    format_f32(f)
                } else {
                    format!("0x{value:08x}")
                }
            }
            ValueKind::Enum(family) => family.format(value),
        }
    }
}
