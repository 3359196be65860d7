//! Reading the operands of one assembly line: registers with modifiers, swizzles, masks and
//! relative addressing, and the literals of `def`/`defi`/`defb`.

use super::names::{parse_float, parse_register};
use crate::ir::{
    DestinationParam, Register, RegisterType, RelativeAddress, SourceModifier, SourceParam,
};

/// A cursor over the operand text of one line. Errors are plain messages; the caller adds
/// the line number.
pub struct Cursor<'a> {
    text: &'a str,
    pos: usize,
}

/// One register operand as written, before it is read as a source or a destination.
#[derive(Debug)]
pub struct Operand {
    neg: bool,
    comp: bool,
    not: bool,
    register: Register,
    relative: Option<RelativeAddress>,
    suffix: Option<String>,
    components: Option<Vec<u8>>,
    text: String,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `text`.
    pub fn new(text: &'a str) -> Self {
        Self { text, pos: 0 }
    }

    fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    fn skip_spaces(&mut self) {
        let rest = self.rest();
        self.pos += rest.len() - rest.trim_start().len();
    }

    fn eat(&mut self, c: char) -> bool {
        self.skip_spaces();
        if self.rest().starts_with(c) {
            self.pos += c.len_utf8();
            true
        } else {
            false
        }
    }

    /// Whether only spaces are left.
    pub fn at_end(&mut self) -> bool {
        self.skip_spaces();
        self.rest().is_empty()
    }

    /// Skips the separator after an operand: spaces and at most one comma.
    pub fn separator(&mut self) {
        self.eat(',');
    }

    fn take_while(&mut self, f: impl Fn(char) -> bool) -> &'a str {
        let rest = self.rest();
        let len = rest.find(|c: char| !f(c)).unwrap_or(rest.len());
        self.pos += len;
        &rest[..len]
    }

    /// A literal word (number, `true`): everything up to a space or comma.
    pub fn literal(&mut self) -> Result<&'a str, String> {
        self.skip_spaces();
        let word = self.take_while(|c| !c.is_whitespace() && c != ',');
        if word.is_empty() {
            return Err("missing value".into());
        }
        self.separator();
        Ok(word)
    }

    /// A float literal of `def`, as bits.
    pub fn float(&mut self) -> Result<u32, String> {
        let word = self.literal()?;
        parse_float(word).ok_or_else(|| format!("bad float literal `{word}`"))
    }

    /// An integer literal of `defi`.
    pub fn int(&mut self) -> Result<i32, String> {
        let word = self.literal()?;
        let value = match word.strip_prefix("0x").or_else(|| word.strip_prefix("0X")) {
            Some(hex) => u32::from_str_radix(hex, 16).ok().map(|v| v as i32),
            None => word.parse::<i32>().ok(),
        };
        value.ok_or_else(|| format!("bad integer literal `{word}`"))
    }

    /// A `true`/`false` literal of `defb` (`1`/`0` too).
    pub fn bool(&mut self) -> Result<bool, String> {
        let word = self.literal()?;
        match word.to_ascii_lowercase().as_str() {
            "true" | "1" => Ok(true),
            "false" | "0" => Ok(false),
            _ => Err(format!("bad bool literal `{word}`")),
        }
    }

    /// A register name with its index: `r0`, `oPos`, `aL`, `c[a0.x + 3]`, `c3[a0.x]`.
    fn register(&mut self) -> Result<(Register, Option<RelativeAddress>, String), String> {
        self.skip_spaces();
        let start = self.pos;
        let letters = self.take_while(|c| c.is_ascii_alphabetic());
        let digits = self.take_while(|c| c.is_ascii_digit());
        if letters.is_empty() {
            return Err(format!("expected a register at `{}`", self.rest()));
        }
        let index = if digits.is_empty() {
            None
        } else {
            Some(
                digits
                    .parse::<u32>()
                    .map_err(|_| format!("register index `{digits}` too large"))?,
            )
        };
        let mut relative = None;
        let mut offset = 0;
        if self.rest().starts_with('[') {
            self.pos += 1;
            let (rel, rel_offset) = self.relative_expr()?;
            relative = Some(rel);
            offset = rel_offset;
        }
        let text = self.text[start..self.pos].to_string();
        let unknown = || format!("unknown register `{text}`");
        let register = match (index, relative.is_some()) {
            (Some(i), _) => i
                .checked_add(offset)
                .and_then(|i| parse_register(letters, Some(i))),
            (None, false) => parse_register(letters, None),
            // `c[a0.x + 3]` counts from 0; a named register (`oDepth[aL]`) from its own index.
            (None, true) => parse_register(letters, Some(offset)).or_else(|| {
                let r = parse_register(letters, None)?;
                Some(Register {
                    index: r.index.checked_add(offset)?,
                    ..r
                })
            }),
        }
        .ok_or_else(unknown)?;
        Ok((register, relative, text))
    }

    /// The inside of `[...]` after the `[`: an address register and an optional offset, in
    /// either order, up to and including the `]`.
    fn relative_expr(&mut self) -> Result<(RelativeAddress, u32), String> {
        let mut address = None;
        let mut offset = 0u32;
        loop {
            self.skip_spaces();
            if self.rest().starts_with(|c: char| c.is_ascii_digit()) {
                let digits = self.take_while(|c| c.is_ascii_digit());
                offset = digits
                    .parse::<u32>()
                    .ok()
                    .and_then(|d| d.checked_add(offset))
                    .ok_or_else(|| format!("offset `{digits}` too large"))?;
            } else {
                let letters = self.take_while(|c| c.is_ascii_alphabetic());
                let digits = self.take_while(|c| c.is_ascii_digit());
                let index = if digits.is_empty() {
                    None
                } else {
                    digits.parse::<u32>().ok()
                };
                let register = parse_register(letters, index)
                    .filter(|r| {
                        matches!(r.ty, RegisterType::AddrOrTexture | RegisterType::Loop)
                            && r.index == 0
                    })
                    .ok_or_else(|| format!("`{letters}{digits}` is not a0 or aL"))?;
                let mut component = 0;
                if self.rest().starts_with('.') {
                    self.pos += 1;
                    let c = self.take_while(|c| c.is_ascii_alphabetic());
                    let comps = components(c)?;
                    if comps.len() != 1 {
                        return Err(format!("address component `.{c}` must be one letter"));
                    }
                    component = comps[0];
                }
                address = Some(RelativeAddress {
                    register,
                    component,
                });
            }
            if self.eat('+') {
                continue;
            }
            if self.eat(']') {
                break;
            }
            return Err(format!("bad relative address at `{}`", self.rest()));
        }
        let address = address.ok_or("relative address without a0 or aL")?;
        Ok((address, offset))
    }

    /// One register operand with its modifiers, followed by an optional comma.
    pub fn operand(&mut self) -> Result<Operand, String> {
        self.skip_spaces();
        let start = self.pos;
        let mut neg = false;
        let mut comp = false;
        let mut not = false;
        loop {
            if self.eat('-') {
                neg = !neg;
            } else if self.eat('!') {
                not = true;
            } else if self.rest().starts_with('1') && {
                // `1 - r0`, `1-r0`: the complement, not a register.
                let after = self.rest()[1..].trim_start();
                after.starts_with('-')
            } {
                self.pos += 1;
                self.eat('-');
                comp = true;
            } else {
                break;
            }
        }
        let (register, relative, _) = self.register()?;
        let mut suffix = None;
        let mut components_read = None;
        loop {
            if self.rest().starts_with('_') {
                self.pos += 1;
                let word = self.take_while(|c| c.is_ascii_alphanumeric());
                if suffix.replace(word.to_ascii_lowercase()).is_some() {
                    return Err("more than one source modifier".into());
                }
            } else if self.rest().starts_with('.') {
                self.pos += 1;
                let letters = self.take_while(|c| c.is_ascii_alphabetic());
                if components_read.replace(components(letters)?).is_some() {
                    return Err("more than one swizzle".into());
                }
            } else {
                break;
            }
        }
        let text = self.text[start..self.pos].trim().to_string();
        self.separator();
        Ok(Operand {
            neg,
            comp,
            not,
            register,
            relative,
            suffix,
            components: components_read,
            text,
        })
    }
}

/// Component numbers of `xyzw`/`rgba` letters.
/// An empty list (`r0.`) is the write mask 0 that a disassembly shows for such a token.
fn components(letters: &str) -> Result<Vec<u8>, String> {
    if letters.len() > 4 {
        return Err(format!("bad swizzle or mask `.{letters}`"));
    }
    letters
        .chars()
        .map(|c| match c.to_ascii_lowercase() {
            'x' | 'r' => Ok(0),
            'y' | 'g' => Ok(1),
            'z' | 'b' => Ok(2),
            'w' | 'a' => Ok(3),
            _ => Err(format!("bad swizzle or mask `.{letters}`")),
        })
        .collect()
}

impl Operand {
    /// The register as written.
    pub fn register(&self) -> Register {
        self.register
    }

    /// Reads the operand as a source: swizzle (a short swizzle repeats its last letter) and
    /// modifier.
    pub fn source(&self) -> Result<SourceParam, String> {
        use SourceModifier as M;
        let modifier = match (self.suffix.as_deref(), self.neg, self.comp, self.not) {
            (None, false, false, false) => M::None,
            (None, true, false, false) => M::Neg,
            (Some("bias"), false, false, false) => M::Bias,
            (Some("bias"), true, false, false) => M::BiasNeg,
            (Some("bx2"), false, false, false) => M::Sign,
            (Some("bx2"), true, false, false) => M::SignNeg,
            (None, false, true, false) => M::Comp,
            (Some("x2"), false, false, false) => M::X2,
            (Some("x2"), true, false, false) => M::X2Neg,
            (Some("dz" | "db"), false, false, false) => M::Dz,
            (Some("dw" | "da"), false, false, false) => M::Dw,
            (Some("abs"), false, false, false) => M::Abs,
            (Some("abs"), true, false, false) => M::AbsNeg,
            (None, false, false, true) => M::Not,
            _ => return Err(format!("bad source modifiers in `{}`", self.text)),
        };
        let swizzle = match &self.components {
            None => [0, 1, 2, 3],
            Some(c) if c.is_empty() => {
                return Err(format!("empty swizzle in `{}`", self.text));
            }
            Some(c) => {
                let last = c.last().copied().unwrap_or(3);
                [0, 1, 2, 3].map(|i| c.get(i).copied().unwrap_or(last))
            }
        };
        Ok(SourceParam {
            register: self.register,
            swizzle,
            modifier,
            relative: self.relative,
        })
    }

    /// Reads the operand as a destination: write mask (none written means all four).
    pub fn destination(&self) -> Result<DestinationParam, String> {
        if self.neg || self.comp || self.not || self.suffix.is_some() {
            return Err(format!("source modifiers on destination `{}`", self.text));
        }
        let write_mask = match &self.components {
            None => 0xF,
            Some(c) => c.iter().fold(0, |m, &i| m | 1 << i),
        };
        Ok(DestinationParam {
            register: self.register,
            write_mask,
            saturate: false,
            partial_precision: false,
            centroid: false,
            shift: 0,
            relative: self.relative,
        })
    }
}
