//! One test per error case: the exact message and the line it names.

use ninth_scene::parse;

/// Parses `text` (a `scene 1` line is NOT added) and returns the error as displayed.
fn err(text: &str) -> String {
    match parse(text) {
        Ok(scene) => panic!("expected an error, parsed {scene:?}"),
        Err(e) => e.to_string(),
    }
}

/// Like [`err`] with `scene 1` and `device 64 64` as lines 1-2, so `body` starts on line 3.
fn body_err(body: &str) -> String {
    err(&format!("scene 1\ndevice 64 64\n{body}"))
}

#[test]
fn missing_scene_line() {
    assert_eq!(err(""), "line 1: empty scene: expected `scene 1`");
    assert_eq!(
        err("# only a comment\n\n"),
        "line 1: empty scene: expected `scene 1`"
    );
    assert_eq!(
        err("\n# c\ndevice 64 64\n"),
        "line 3: expected `scene 1` as the first line, found `device`"
    );
    assert_eq!(
        err("scene\n"),
        "line 1: scene: expected the format version, found end of line"
    );
}

#[test]
fn version_other_than_1() {
    assert_eq!(
        err("scene 2\n"),
        "line 1: unsupported scene version `2` (only 1)"
    );
    assert_eq!(
        err("scene 1.0\n"),
        "line 1: unsupported scene version `1.0` (only 1)"
    );
    assert_eq!(
        err("scene 1 x\n"),
        "line 1: scene: unexpected `x` at the end of the line"
    );
}

#[test]
fn scene_twice() {
    assert_eq!(
        body_err("scene 1\n"),
        "line 3: `scene` may only be the first line"
    );
}

#[test]
fn unknown_command() {
    assert_eq!(
        body_err("\n\nfrobnicate 1 2\n"),
        "line 5: unknown command `frobnicate`"
    );
}

#[test]
fn unknown_enum_name() {
    assert_eq!(
        body_err("rs D3DRS_ZENABLED 1\n"),
        "line 3: unknown name `D3DRS_ZENABLED` (expected D3DRS_*)"
    );
    assert_eq!(
        body_err("rs D3DRS_CULLMODE D3DBLEND_ONE\n"),
        "line 3: unknown name `D3DBLEND_ONE` (expected D3DCULL_*)"
    );
    assert_eq!(
        body_err("clear D3DCLEAR_TARGET|D3DCLEAR_DEPTH 0 1.0 0\n"),
        "line 3: unknown name `D3DCLEAR_DEPTH` (expected D3DCLEAR_*)"
    );
    assert_eq!(
        body_err("texture t 2d D3DFMT_BOGUS 4 4 1\n"),
        "line 3: unknown name `D3DFMT_BOGUS` (expected D3DFMT_*)"
    );
    assert_eq!(
        body_err("fvf D3DFVF_XYZ|D3DFVF_TEXCOORDSIZE4(9)\n"),
        "line 3: bad macro `D3DFVF_TEXCOORDSIZE4(9)` (expected D3DFVF_TEXCOORDSIZEn(i), n 1-4, i 0-7)"
    );
}

#[test]
fn join_of_a_non_flag_enum() {
    assert_eq!(
        body_err("draw D3DPT_POINTLIST|D3DPT_LINELIST 0 1\n"),
        "line 3: D3DPT_* values cannot be joined with `|` (in `D3DPT_POINTLIST|D3DPT_LINELIST`)"
    );
}

#[test]
fn wrong_count_of_values() {
    assert_eq!(
        body_err("viewport 0 0 64 64 0.0\n"),
        "line 3: viewport: expected MAXZ, found end of line"
    );
    assert_eq!(
        body_err("scissor 0 0 1 2 3\n"),
        "line 3: scissor: unexpected `3` at the end of the line"
    );
    assert_eq!(
        body_err("transform D3DTS_WORLD {\n 1 0 0 0\n 0 1 0 0 }\n"),
        "line 3: transform: a matrix takes 16 values, found 8"
    );
    assert_eq!(
        body_err("vsf 0 { 1 2 3 }\n"),
        "line 3: vsf: 3 values are not a whole number of 4-component registers"
    );
    assert_eq!(
        body_err("clear D3DCLEAR_TARGET 0 1.0 0 rects { 0 0 1 }\n"),
        "line 3: clear: 3 rectangle values are not a whole number of rectangles (4 values each)"
    );
    assert_eq!(
        body_err("light 0 D3DLIGHT_POINT { diffuse 1 1 1 }\n"),
        "line 3: light: field `diffuse` takes 4 values"
    );
    assert_eq!(
        body_err("decl d { 0 0 D3DDECLTYPE_FLOAT3 0 0 ; 0 12 D3DDECLTYPE_FLOAT2 0 5 0 }\n"),
        "line 3: decl: an element takes 6 values (STREAM OFFSET TYPE METHOD USAGE INDEX), found 5"
    );
}

#[test]
fn vertex_values_not_a_whole_number_of_vertices() {
    assert_eq!(
        body_err(
            "fvf D3DFVF_XYZRHW|D3DFVF_DIFFUSE\ndrawup D3DPT_TRIANGLELIST 1 {\n 0 0 0 1 0xffffffff\n 1 1 1 1 }\n"
        ),
        "line 4: drawup: 9 vertex values are not a whole number of vertices (5 values each)"
    );
    assert_eq!(
        body_err("fvf D3DFVF_XYZ\nvb b { 1 2 3 4 }\n"),
        "line 4: vb: 4 vertex values are not a whole number of vertices (3 values each)"
    );
}

#[test]
fn too_few_vertices_or_indices_for_the_primitive_count() {
    assert_eq!(
        body_err("fvf D3DFVF_XYZRHW\ndrawup D3DPT_TRIANGLESTRIP 2 { 0 0 0 1  1 0 0 1  0 1 0 1 }\n"),
        "line 4: drawup: 2 primitives need 4 vertices, found 3"
    );
    assert_eq!(
        body_err(
            "fvf D3DFVF_XYZRHW\ndrawindexedup D3DPT_TRIANGLELIST 0 3 1 16 { 0 1 } { 0 0 0 1  1 0 0 1  0 1 0 1 }\n"
        ),
        "line 4: drawindexedup: 1 primitives need 3 indices, found 2"
    );
    assert_eq!(
        body_err(
            "fvf D3DFVF_XYZRHW\ndrawindexedup D3DPT_TRIANGLELIST 0 4 1 16 { 0 1 2 } { 0 0 0 1  1 0 0 1  0 1 0 1 }\n"
        ),
        "line 4: drawindexedup: MININDEX + NUMVERTICES is 4 vertices, found 3"
    );
}

#[test]
fn vertex_values_without_a_layout() {
    assert_eq!(
        body_err("vb b { 1 2 3 }\n"),
        "line 3: vb: no vertex layout: set one with `fvf` or `setdecl` first"
    );
}

#[test]
fn vertex_value_out_of_range_or_of_the_wrong_kind() {
    let decl = "decl d { 0 0 D3DDECLTYPE_UBYTE4 0 0 0 }\nsetdecl d\n";
    assert_eq!(
        body_err(&format!("{decl}vb b {{ 1 2 256 4 }}\n")),
        "line 5: vb: UBYTE4 value 256 is out of range 0..=255"
    );
    assert_eq!(
        body_err(&format!("{decl}vb b {{\n 1 2 3 0.5 }}\n")),
        "line 6: vb: expected an integer for UBYTE4, found `0.5`"
    );
    let dec = "decl d { 0 0 D3DDECLTYPE_DEC3N 0 0 0 }\nsetdecl d\n";
    assert_eq!(
        body_err(&format!("{dec}vb b {{ 0 512 0 }}\n")),
        "line 5: vb: DEC3N value 512 is out of range -512..=511"
    );
    let fvf = "fvf D3DFVF_XYZ\n";
    assert_eq!(
        body_err(&format!("{fvf}vb b {{ 0 1x 0 }}\n")),
        "line 4: vb: bad number `1x`"
    );
}

#[test]
fn invalid_fvf() {
    assert_eq!(
        body_err("fvf D3DFVF_XYZ|D3DFVF_LASTBETA_UBYTE4\n"),
        "line 3: fvf: FVF 0x1002: D3DFVF_LASTBETA_* needs blend weights (D3DFVF_XYZB1-5)"
    );
}

#[test]
fn name_never_created() {
    assert_eq!(
        body_err("settexture 0 tex\n"),
        "line 3: `tex` was never created"
    );
    assert_eq!(body_err("setrt 0 rt\n"), "line 3: `rt` was never created");
    assert_eq!(
        body_err("fill t 0 solid 0\n"),
        "line 3: `t` was never created"
    );
    assert_eq!(body_err("setdecl d\n"), "line 3: `d` was never created");
    assert_eq!(
        body_err("stream 0 vb 0 12\n"),
        "line 3: `vb` was never created"
    );
    assert_eq!(body_err("indices ib\n"), "line 3: `ib` was never created");
    assert_eq!(body_err("setvs v\n"), "line 3: `v` was never created");
    assert_eq!(body_err("capture x rt\n"), "line 3: `rt` was never created");
    assert_eq!(
        body_err("stretchrect a backbuffer D3DTEXF_POINT\n"),
        "line 3: `a` was never created"
    );
}

#[test]
fn name_of_the_wrong_kind() {
    assert_eq!(
        body_err("ps p { ffff0200 0000ffff }\nsetvs p\n"),
        "line 4: `p` is a pixel shader, not a vertex shader"
    );
    assert_eq!(
        body_err("texture t 2d D3DFMT_A8R8G8B8 4 4 1\nsetrt 0 t\n"),
        "line 4: `t` is a texture, not a render-target surface or texture"
    );
    assert_eq!(
        body_err("surface s rendertarget D3DFMT_A8R8G8B8 4 4\nsetds s\n"),
        "line 4: `s` is a render-target surface, not a depth-stencil surface or texture"
    );
    assert_eq!(
        body_err("texture none 2d D3DFMT_A8R8G8B8 4 4 1\n"),
        "line 3: `none` is reserved and cannot name an object"
    );
}

#[test]
fn fill_faces_and_slices() {
    assert_eq!(
        body_err("texture c cube D3DFMT_A8R8G8B8 4 1\nfill c 0 solid 0\n"),
        "line 4: fill: a cube texture needs face=F (0-5)"
    );
    assert_eq!(
        body_err("texture c cube D3DFMT_A8R8G8B8 4 1\nfill c 0 face=6 solid 0\n"),
        "line 4: cube face 6 is out of range 0..=5"
    );
    assert_eq!(
        body_err("texture t 2d D3DFMT_A8R8G8B8 4 4 1\nfill t 0 slice=1 solid 0\n"),
        "line 4: fill: slice= is only for volume textures"
    );
    assert_eq!(
        body_err("texture t 2d D3DFMT_A8R8G8B8 4 4 1\nfill t 0 plaid 0\n"),
        "line 4: fill: unknown generator `plaid` (expected solid, checker, gradient or bytes)"
    );
    assert_eq!(
        body_err("texture t 2d D3DFMT_A8R8G8B8 4 4 1 usage=0 usage=0\n"),
        "line 3: texture: option `usage=` given twice"
    );
}

#[test]
fn bad_numbers() {
    assert_eq!(
        body_err("draw D3DPT_POINTLIST 0 1.5\n"),
        "line 3: expected an integer for the primitive count, found `1.5`"
    );
    assert_eq!(
        body_err("draw D3DPT_POINTLIST -1 1\n"),
        "line 3: the start vertex -1 is out of range 0..=4294967295"
    );
    assert_eq!(body_err("clipplane 0 1 2 3 x\n"), "line 3: bad number `x`");
    assert_eq!(
        body_err("clear D3DCLEAR_TARGET 0x1ffffffff 1.0 0\n"),
        "line 3: bad number `0x1ffffffff`"
    );
    assert_eq!(
        body_err("psb 0 { 0 1 2 }\n"),
        "line 3: a boolean constant 2 is out of range 0..=1"
    );
    assert_eq!(
        body_err("vs v { ffff0200 123456789 }\n"),
        "line 3: `123456789` is not a hex DWORD"
    );
    assert_eq!(
        body_err("vbraw v { 0a0 }\n"),
        "line 3: `0a0` is not an even-length hex byte string"
    );
    assert_eq!(
        body_err("rs D3DRS_FOGSTART 1e99\n"),
        "line 3: bad number `1e99`"
    );
}

#[test]
fn blocks_where_words_belong_and_the_reverse() {
    assert_eq!(
        body_err("vb b 1 2 3\n"),
        "line 3: vb: expected { vertex values }, found `1`"
    );
    assert_eq!(
        body_err("draw { 1 } 0 1\n"),
        "line 3: draw: expected a D3DPT_* primitive type, found a `{ ... }` block"
    );
    assert_eq!(
        body_err("material\n"),
        "line 3: material: expected { material fields }, found end of line"
    );
}

#[test]
fn fill_bytes_must_be_exactly_the_level() {
    assert_eq!(
        body_err("texture d 2d D3DFMT_DXT1 16 16 1\nfill d 0 bytes { 00 }\n"),
        "line 4: fill: 1 bytes for a level of 128 bytes (D3DFMT_DXT1 at level 0)"
    );
    assert_eq!(
        body_err(
            "texture t 2d D3DFMT_R5G6B5 3 2 1\nfill t 0 bytes {\n 0000 0000 0000 0000 0000 }\n"
        ),
        "line 4: fill: 10 bytes for a level of 12 bytes (D3DFMT_R5G6B5 at level 0)"
    );
    assert_eq!(
        body_err("texture d 2d D3DFMT_DXT5 16 16 1\nfill d 0 solid 0xffffffff\n"),
        "line 4: fill: D3DFMT_DXT5 is a block format and accepts only `bytes`"
    );
    assert_eq!(
        body_err("texture t 2d D3DFMT_A8R8G8B8 4 4 2\nfill t 2 solid 0\n"),
        "line 4: fill: level 2 of a texture with 2 levels"
    );
    assert_eq!(
        body_err("texture t 2d D3DFMT_A8R8G8B8 4 4 4\n"),
        "line 3: texture: 4 levels is more than the full mip chain of 3"
    );
}

#[test]
fn surface_level_out_of_range() {
    assert_eq!(
        body_err("texture t 2d D3DFMT_A8R8G8B8 4 4 2 usage=D3DUSAGE_RENDERTARGET\nsetrt 0 t:2\n"),
        "line 4: level 2 of `t`, a texture with 2 levels"
    );
    assert_eq!(
        body_err("surface s rendertarget D3DFMT_A8R8G8B8 4 4\ncapture x s:1\n"),
        "line 4: `s` is a surface: no :LEVEL"
    );
    assert_eq!(
        body_err("texture t 2d D3DFMT_A8R8G8B8 4 4 1\ncapture x t:0:0\n"),
        "line 4: `t` is not a cube texture: no :FACE"
    );
}
