//! Lexical rules of the scene format: comments, tokens, `{ ... }` blocks spanning lines, and
//! the reading of number tokens.

use crate::error::SceneError;

/// One token of scene text with the line it is on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Word {
    /// The token's text (never empty, never containing spaces, tabs, `{`, `}` or `;`).
    pub text: String,
    /// The 1-based line the token is on.
    pub line: usize,
}

/// One item of a logical line: a plain token or a `{ ... }` block of tokens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    /// A plain token.
    Word(Word),
    /// A `{ ... }` block; `line` is the line of its `{`. Blocks do not nest.
    Block {
        /// The tokens inside the braces (`;` is a token of its own).
        words: Vec<Word>,
        /// The line of the opening `{`.
        line: usize,
    },
}

impl Item {
    /// The line the item starts on.
    pub fn line(&self) -> usize {
        match self {
            Item::Word(w) => w.line,
            Item::Block { line, .. } => *line,
        }
    }
}

/// A logical line: the items of one command, which may span several physical lines inside
/// blocks. `line` is the line of its first token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogicalLine {
    /// The line of the first token.
    pub line: usize,
    /// The items in order; never empty, and the first item is a word.
    pub items: Vec<Item>,
}

enum Piece<'a> {
    Text(&'a str),
    Open,
    Close,
}

/// Splits one physical line (comment already removed) into pieces: `{`, `}` and `;` stand
/// alone even without surrounding spaces.
fn pieces(line: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    for (i, c) in line.char_indices() {
        let special = matches!(c, '{' | '}' | ';');
        if c == ' ' || c == '\t' || c == '\r' || special {
            if let Some(s) = start.take() {
                out.push(Piece::Text(&line[s..i]));
            }
            match c {
                '{' => out.push(Piece::Open),
                '}' => out.push(Piece::Close),
                ';' => out.push(Piece::Text(";")),
                _ => {}
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(s) = start {
        out.push(Piece::Text(&line[s..]));
    }
    out
}

/// Splits scene text into logical lines.
///
/// `#` starts a comment to the end of the line; blank lines are ignored; tokens are separated
/// by spaces or tabs; a `{` opens a block that runs, across lines, to its `}`. Errors: a
/// nested `{`, a `}` without `{`, a block left open at the end of the text, a line starting
/// with a block.
pub fn lex(text: &str) -> Result<Vec<LogicalLine>, SceneError> {
    let mut lines: Vec<LogicalLine> = Vec::new();
    let mut current: Option<LogicalLine> = None;
    let mut block: Option<(Vec<Word>, usize)> = None;
    for (index, raw) in text.split('\n').enumerate() {
        let number = index + 1;
        let code = match raw.find('#') {
            Some(p) => &raw[..p],
            None => raw,
        };
        for piece in pieces(code) {
            match piece {
                Piece::Open => {
                    if block.is_some() {
                        return Err(SceneError::new(number, "`{` inside a block"));
                    }
                    if current.is_none() {
                        return Err(SceneError::new(number, "a line cannot start with `{`"));
                    }
                    block = Some((Vec::new(), number));
                }
                Piece::Close => {
                    let Some((words, line)) = block.take() else {
                        return Err(SceneError::new(number, "`}` without `{`"));
                    };
                    if let Some(cur) = current.as_mut() {
                        cur.items.push(Item::Block { words, line });
                    }
                }
                Piece::Text(t) => {
                    let word = Word {
                        text: t.to_string(),
                        line: number,
                    };
                    if let Some((words, _)) = block.as_mut() {
                        words.push(word);
                    } else if let Some(cur) = current.as_mut() {
                        cur.items.push(Item::Word(word));
                    } else {
                        current = Some(LogicalLine {
                            line: number,
                            items: vec![Item::Word(word)],
                        });
                    }
                }
            }
        }
        if block.is_none()
            && let Some(cur) = current.take()
        {
            lines.push(cur);
        }
    }
    if let Some((_, line)) = block {
        return Err(SceneError::new(line, "block `{` is never closed"));
    }
    Ok(lines)
}

/// Reads an integer token: decimal (`12`, `-3`) or hex (`0xff00ff00`, `-0x10`), with an
/// optional sign. `None` when the token is not an integer or does not fit an `i64`.
pub fn parse_int(text: &str) -> Option<i64> {
    let (negative, body) = match text.as_bytes().first()? {
        b'-' => (true, &text[1..]),
        b'+' => (false, &text[1..]),
        _ => (false, text),
    };
    let magnitude = if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        if hex.is_empty() || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        u64::from_str_radix(hex, 16).ok()?
    } else {
        if body.is_empty() || !body.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        body.parse::<u64>().ok()?
    };
    let value = i128::from(magnitude);
    i64::try_from(if negative { -value } else { value }).ok()
}

/// Whether a token is written as a float: it has `.`, `e` or `E` and is not hex.
pub fn is_float_literal(text: &str) -> bool {
    let body = text.trim_start_matches(['-', '+']);
    if body.starts_with("0x") || body.starts_with("0X") {
        return false;
    }
    text.contains(['.', 'e', 'E'])
}

/// Reads a number token as an `f32`: a float literal (rounded to nearest) or an integer
/// (converted). `None` for anything else and for literals that overflow `f32`.
pub fn parse_float(text: &str) -> Option<f32> {
    if is_float_literal(text) {
        if !text
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-'))
        {
            return None;
        }
        let v: f32 = text.parse().ok()?;
        v.is_finite().then_some(v)
    } else {
        parse_int(text).map(|i| i as f32)
    }
}

/// Reads an integer token as a DWORD: `-2^31 ..= 2^32-1`, negatives in two's complement.
pub fn parse_dword(text: &str) -> Option<u32> {
    let v = parse_int(text)?;
    if (i64::from(i32::MIN)..=i64::from(u32::MAX)).contains(&v) {
        Some(v as u32)
    } else {
        None
    }
}

/// Whether `text` is a valid object name: `[A-Za-z_][A-Za-z0-9_]*`.
pub fn is_name(text: &str) -> bool {
    let mut bytes = text.bytes();
    matches!(bytes.next(), Some(b) if b.is_ascii_alphabetic() || b == b'_')
        && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_')
}
