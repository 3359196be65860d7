//! Reading the items of one logical line in order, and turning tokens into typed values with
//! errors that name the token's line.

use crate::enums::{Family, ValueKind};
use crate::error::SceneError;
use crate::lexer::{Item, Word, is_float_literal, is_name, parse_float, parse_int};

/// A cursor over the items after the command word of one logical line.
pub(crate) struct Cursor<'a> {
    items: &'a [Item],
    pos: usize,
    /// The command word, for messages.
    pub command: &'a str,
    /// The line of the command.
    pub line: usize,
    last_line: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor over `items` (the command word excluded).
    pub fn new(command: &'a str, line: usize, items: &'a [Item]) -> Self {
        Cursor {
            items,
            pos: 0,
            command,
            line,
            last_line: line,
        }
    }

    /// An error on the line of the last item read (or the command's line).
    pub fn error(&self, message: impl Into<String>) -> SceneError {
        SceneError::new(
            self.last_line,
            format!("{}: {}", self.command, message.into()),
        )
    }

    fn missing(&self, what: &str) -> SceneError {
        self.error(format!("expected {what}, found end of line"))
    }

    /// The count of items left.
    pub fn remaining(&self) -> usize {
        self.items.len() - self.pos
    }

    /// The next item, if it is a word, without taking it.
    pub fn peek_word(&self) -> Option<&'a Word> {
        match self.items.get(self.pos) {
            Some(Item::Word(w)) => Some(w),
            _ => None,
        }
    }

    /// Takes the next item, which must be a word.
    pub fn word(&mut self, what: &str) -> Result<&'a Word, SceneError> {
        match self.items.get(self.pos) {
            None => Err(self.missing(what)),
            Some(Item::Block { line, .. }) => {
                self.last_line = *line;
                Err(self.error(format!("expected {what}, found a `{{ ... }}` block")))
            }
            Some(Item::Word(w)) => {
                self.pos += 1;
                self.last_line = w.line;
                Ok(w)
            }
        }
    }

    /// Takes the next item, which must be a block; returns its words.
    pub fn block(&mut self, what: &str) -> Result<&'a [Word], SceneError> {
        match self.items.get(self.pos) {
            None => Err(self.missing(&format!("{{ {what} }}"))),
            Some(Item::Word(w)) => {
                self.last_line = w.line;
                Err(self.error(format!("expected {{ {what} }}, found `{}`", w.text)))
            }
            Some(Item::Block { words, line }) => {
                self.pos += 1;
                self.last_line = *line;
                Ok(words)
            }
        }
    }

    /// Fails when items are left.
    pub fn finish(&mut self) -> Result<(), SceneError> {
        match self.items.get(self.pos) {
            None => Ok(()),
            Some(item) => {
                self.last_line = item.line();
                let what = match item {
                    Item::Word(w) => format!("`{}`", w.text),
                    Item::Block { .. } => "a `{ ... }` block".to_string(),
                };
                Err(self.error(format!("unexpected {what} at the end of the line")))
            }
        }
    }

    /// Takes `key=value` words while the next word has an `=`. Keys must be in `allowed`
    /// and appear at most once; the values come back as words on the same line.
    pub fn options(&mut self, allowed: &[&str]) -> Result<Vec<(String, Word)>, SceneError> {
        let mut out: Vec<(String, Word)> = Vec::new();
        while let Some(w) = self.peek_word() {
            let Some((key, value)) = w.text.split_once('=') else {
                break;
            };
            self.word("an option")?;
            if !allowed.contains(&key) {
                return Err(self.error(format!(
                    "unknown option `{key}=` (expected one of {})",
                    allowed.join(", ")
                )));
            }
            if out.iter().any(|(k, _)| k == key) {
                return Err(self.error(format!("option `{key}=` given twice")));
            }
            let value = Word {
                text: value.to_string(),
                line: w.line,
            };
            out.push((key.to_string(), value));
        }
        Ok(out)
    }

    /// Takes an unsigned 32-bit integer.
    pub fn u32(&mut self, what: &str) -> Result<u32, SceneError> {
        let w = self.word(what)?;
        u32_of(w, what)
    }

    /// Takes a signed 32-bit integer.
    pub fn i32(&mut self, what: &str) -> Result<i32, SceneError> {
        let w = self.word(what)?;
        i32_of(w, what)
    }

    /// Takes a float.
    pub fn f32(&mut self, what: &str) -> Result<f32, SceneError> {
        let w = self.word(what)?;
        f32_of(w)
    }

    /// Takes a DWORD (an integer `-2^31 ..= 2^32-1`).
    pub fn dword(&mut self, what: &str) -> Result<u32, SceneError> {
        let w = self.word(what)?;
        ValueKind::Int
            .parse(&w.text)
            .map_err(|m| SceneError::new(w.line, m))
    }

    /// Takes a value of a constant family.
    pub fn family(&mut self, family: &Family, what: &str) -> Result<u32, SceneError> {
        let w = self.word(what)?;
        family
            .parse(&w.text)
            .map_err(|m| SceneError::new(w.line, m))
    }

    /// Takes a value of a state value kind.
    pub fn kind(&mut self, kind: ValueKind, what: &str) -> Result<u32, SceneError> {
        let w = self.word(what)?;
        kind.parse(&w.text).map_err(|m| SceneError::new(w.line, m))
    }

    /// Takes an object name (`[A-Za-z_][A-Za-z0-9_]*`).
    pub fn name(&mut self, what: &str) -> Result<&'a Word, SceneError> {
        let w = self.word(what)?;
        if is_name(&w.text) {
            Ok(w)
        } else {
            Err(SceneError::new(
                w.line,
                format!("`{}` is not a valid name", w.text),
            ))
        }
    }
}

/// Reads an integer token in `min..=max`.
pub(crate) fn int_in(w: &Word, min: i64, max: i64, what: &str) -> Result<i64, SceneError> {
    if is_float_literal(&w.text) {
        return Err(SceneError::new(
            w.line,
            format!("expected an integer for {what}, found `{}`", w.text),
        ));
    }
    let v = parse_int(&w.text)
        .ok_or_else(|| SceneError::new(w.line, format!("bad number `{}`", w.text)))?;
    if v < min || v > max {
        return Err(SceneError::new(
            w.line,
            format!("{what} {v} is out of range {min}..={max}"),
        ));
    }
    Ok(v)
}

/// Reads an unsigned 32-bit integer token.
pub(crate) fn u32_of(w: &Word, what: &str) -> Result<u32, SceneError> {
    int_in(w, 0, i64::from(u32::MAX), what).map(|v| v as u32)
}

/// Reads a signed 32-bit integer token.
pub(crate) fn i32_of(w: &Word, what: &str) -> Result<i32, SceneError> {
    int_in(w, i64::from(i32::MIN), i64::from(i32::MAX), what).map(|v| v as i32)
}

/// Reads a float token (a float literal or an integer).
pub(crate) fn f32_of(w: &Word) -> Result<f32, SceneError> {
    parse_float(&w.text).ok_or_else(|| SceneError::new(w.line, format!("bad number `{}`", w.text)))
}

/// Reads hex byte tokens: even-length hex digit strings (optional `0x`), bytes in order.
pub(crate) fn hex_bytes(words: &[Word]) -> Result<Vec<u8>, SceneError> {
    let mut out = Vec::new();
    for w in words {
        let digits = w
            .text
            .strip_prefix("0x")
            .or_else(|| w.text.strip_prefix("0X"))
            .unwrap_or(&w.text);
        if digits.is_empty()
            || !digits.len().is_multiple_of(2)
            || !digits.bytes().all(|b| b.is_ascii_hexdigit())
        {
            return Err(SceneError::new(
                w.line,
                format!("`{}` is not an even-length hex byte string", w.text),
            ));
        }
        for pair in digits.as_bytes().chunks(2) {
            let text = std::str::from_utf8(pair).unwrap_or("");
            let byte = u8::from_str_radix(text, 16)
                .map_err(|_| SceneError::new(w.line, format!("bad hex `{}`", w.text)))?;
            out.push(byte);
        }
    }
    Ok(out)
}

/// Reads shader tokens: one hex DWORD each (1-8 hex digits, optional `0x`).
pub(crate) fn hex_dwords(words: &[Word]) -> Result<Vec<u32>, SceneError> {
    words
        .iter()
        .map(|w| {
            let digits = w
                .text
                .strip_prefix("0x")
                .or_else(|| w.text.strip_prefix("0X"))
                .unwrap_or(&w.text);
            if digits.is_empty()
                || digits.len() > 8
                || !digits.bytes().all(|b| b.is_ascii_hexdigit())
            {
                return Err(SceneError::new(
                    w.line,
                    format!("`{}` is not a hex DWORD", w.text),
                ));
            }
            u32::from_str_radix(digits, 16)
                .map_err(|_| SceneError::new(w.line, format!("bad hex `{}`", w.text)))
        })
        .collect()
}
