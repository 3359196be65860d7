//! Lexical rules: number tokens, comments, blank lines, blocks across lines.

use ninth_scene::lexer::{
    Item, is_float_literal, is_name, lex, parse_dword, parse_float, parse_int,
};

#[test]
fn decimal_and_hex_integers() {
    assert_eq!(parse_int("12"), Some(12));
    assert_eq!(parse_int("-3"), Some(-3));
    assert_eq!(parse_int("+7"), Some(7));
    assert_eq!(parse_int("0"), Some(0));
    assert_eq!(parse_int("0xff00ff00"), Some(0xff00ff00));
    assert_eq!(parse_int("0XFF"), Some(255));
    assert_eq!(parse_int("-0x10"), Some(-16));
    assert_eq!(parse_int("0x"), None);
    assert_eq!(parse_int("12a"), None);
    assert_eq!(parse_int("0xfg"), None);
    assert_eq!(parse_int(""), None);
    assert_eq!(parse_int("-"), None);
    assert_eq!(parse_int("1.0"), None);
    assert_eq!(parse_int("99999999999999999999999"), None);
}

#[test]
fn dwords_wrap_negatives_and_refuse_out_of_range() {
    assert_eq!(parse_dword("0xffffffff"), Some(u32::MAX));
    assert_eq!(parse_dword("-1"), Some(u32::MAX));
    assert_eq!(parse_dword("-2147483648"), Some(0x8000_0000));
    assert_eq!(parse_dword("4294967296"), None);
    assert_eq!(parse_dword("-2147483649"), None);
    assert_eq!(parse_dword("0x100000000"), None);
}

#[test]
fn floats_are_tokens_with_a_dot_or_exponent_that_are_not_hex() {
    assert!(is_float_literal("0.5"));
    assert!(is_float_literal("-1e3"));
    assert!(is_float_literal("1E-2"));
    assert!(is_float_literal("1.0"));
    assert!(!is_float_literal("0xe0"));
    assert!(!is_float_literal("0xE"));
    assert!(!is_float_literal("12"));
    assert_eq!(parse_float("0.5"), Some(0.5));
    assert_eq!(parse_float("-1e3"), Some(-1000.0));
    assert_eq!(parse_float("1.0"), Some(1.0));
    assert_eq!(parse_float(".25"), Some(0.25));
    assert_eq!(parse_float("3"), Some(3.0));
    assert_eq!(parse_float("-0x10"), Some(-16.0));
    assert_eq!(parse_float("0.1").map(f32::to_bits), Some(0x3dcc_cccd));
    assert_eq!(parse_float("1e39"), None, "overflows f32");
    assert_eq!(parse_float("inf"), None);
    assert_eq!(parse_float("nan"), None);
    assert_eq!(parse_float("1.0.0"), None);
    assert_eq!(parse_float("e5"), None);
}

#[test]
fn names() {
    assert!(is_name("tex_0"));
    assert!(is_name("_a"));
    assert!(!is_name("0a"));
    assert!(!is_name("a-b"));
    assert!(!is_name(""));
    assert!(!is_name("a:b"));
}

#[test]
fn comments_blank_lines_and_blocks_spanning_lines() {
    let text = "# header\n\nscene 1   # trailing\n\tvb q {\n 0 1 # in block\n\n 2 3 }\nib i 16 { 0 1 } { x }\n";
    let lines = lex(text).expect("lexes");
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0].line, 3);
    assert_eq!(lines[1].line, 4);
    let Item::Block { words, line } = &lines[1].items[2] else {
        panic!("expected a block: {:?}", lines[1].items);
    };
    assert_eq!(*line, 4);
    let texts: Vec<(&str, usize)> = words.iter().map(|w| (w.text.as_str(), w.line)).collect();
    assert_eq!(texts, [("0", 5), ("1", 5), ("2", 7), ("3", 7)]);
    assert_eq!(lines[2].items.len(), 5);
}

#[test]
fn braces_and_semicolons_stand_alone() {
    let lines = lex("decl d {0 0 1 0 0 0;0 8 1 0 5 0}").expect("lexes");
    let Item::Block { words, .. } = &lines[0].items[2] else {
        panic!("expected a block");
    };
    let texts: Vec<&str> = words.iter().map(|w| w.text.as_str()).collect();
    assert_eq!(
        texts,
        [
            "0", "0", "1", "0", "0", "0", ";", "0", "8", "1", "0", "5", "0"
        ]
    );
}

#[test]
fn lexer_errors_name_the_line() {
    let err = |t: &str| lex(t).expect_err("must fail").to_string();
    assert_eq!(err("a {\n b { c } }"), "line 2: `{` inside a block");
    assert_eq!(err("a\n}"), "line 2: `}` without `{`");
    assert_eq!(err("a\nb {\n 1 2\n"), "line 2: block `{` is never closed");
    assert_eq!(err("{ 1 }"), "line 1: a line cannot start with `{`");
}
