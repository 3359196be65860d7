//! The WGSL of naga's back end in a form tests can match: loads that naga binds to
//! `let _eN = path;` are written in place (`r0_ * v0_` instead of `_e7 * _e9`), the other
//! `_eN` temporaries become `_e`, the `_` naga appends to names ending in a digit is dropped
//! (`r0_` -> `r0`), literal suffixes go (`0.5f` -> `0.5`, `2i` -> `2`, `1f` -> `1.0`; `u` stays)
//! the `_1` naga's namer appends to repeated names goes (`x_1` -> `x`), and vector types take
//! their short spelling (`vec4<f32>` -> `vec4f`).
//!
//! Only spelling changes: every operation, its operands and its order stay as naga wrote them.
#![allow(dead_code)]

/// Whether `rhs` is a plain load path: a name with `.field` / `[n]` accesses.
fn is_path(rhs: &str) -> bool {
    let mut chars = rhs.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && rhs
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '[' | ']'))
}

/// Split into identifier/number tokens and the characters between them.
fn tokens(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut prev_word = false;
    for c in line.chars() {
        // A '.' inside a number (`0.5`) stays in the token.
        let word = c.is_ascii_alphanumeric()
            || c == '_'
            || (c == '.'
                && prev_word
                && cur.chars().all(|x| x.is_ascii_digit())
                && !cur.is_empty());
        if word {
            cur.push(c);
        } else {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            out.push(c.to_string());
        }
        prev_word = word;
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// Rewrite one token.
fn token(t: &str, lets: &[(String, String)]) -> String {
    if let Some((_, v)) = lets.iter().rev().find(|(k, _)| k == t) {
        return v.clone();
    }
    let b = t.as_bytes();
    if b.len() > 2 && t.starts_with("_e") && t[2..].bytes().all(|c| c.is_ascii_digit()) {
        return "_e".to_owned();
    }
    if b[0].is_ascii_digit() {
        // Literal suffixes.
        if let Some(x) = t.strip_suffix('f') {
            if !x.contains('.') && !x.contains('e') {
                return format!("{x}.0");
            }
            return x.to_owned();
        }
        if let Some(x) = t.strip_suffix('i') {
            return x.to_owned();
        }
        return t.to_owned();
    }
    if b.len() > 2 && b[b.len() - 1] == b'_' && b[b.len() - 2].is_ascii_digit() {
        return t[..t.len() - 1].to_owned();
    }
    // `x_1`: naga's namer makes argument and local names unique in the module.
    if let Some((stem, n)) = t.rsplit_once('_')
        && !stem.is_empty()
        && !n.is_empty()
        && n.bytes().all(|c| c.is_ascii_digit())
    {
        return stem.to_owned();
    }
    t.to_owned()
}

/// See the module docs.
pub fn readable(wgsl: &str) -> String {
    let mut lets: Vec<(String, String)> = Vec::new();
    let mut out = String::with_capacity(wgsl.len());
    for line in wgsl.lines() {
        if line.starts_with("fn ") {
            // `_eN` names are per function.
            lets.clear();
        }
        let rewritten: String = tokens(line).iter().map(|t| token(t, &lets)).collect();
        let trimmed = line.trim();
        if let Some(rest) = trimmed.strip_prefix("let _e")
            && let Some((name, rhs)) = rest.split_once(" = ")
            && name.bytes().all(|c| c.is_ascii_digit())
            && is_path(rhs.trim_end_matches(';'))
        {
            let rhs = rhs.trim_end_matches(';');
            let value: String = tokens(rhs).iter().map(|t| token(t, &lets)).collect();
            lets.push((format!("_e{name}"), value));
            continue;
        }
        out.push_str(&rewritten);
        out.push('\n');
    }
    for (long, short) in [
        ("vec4<f32>", "vec4f"),
        ("vec3<f32>", "vec3f"),
        ("vec2<f32>", "vec2f"),
        ("vec4<i32>", "vec4i"),
        ("vec4<u32>", "vec4u"),
        ("vec2<i32>", "vec2i"),
        ("vec3<i32>", "vec3i"),
    ] {
        out = out.replace(long, short);
    }
    out
}
