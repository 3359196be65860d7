//! D3D9 constant tables and enum/flag values: names, joins, integers, float states, FVFs with
//! the TEXCOORDSIZE macros, transforms.

use ninth_scene::enums::misc::{D3DCLEAR, format_transform, parse_transform};
use ninth_scene::enums::render_state::{D3DBLEND, D3DCOLORWRITEENABLE, D3DRS, render_state_kind};
use ninth_scene::enums::resource::{D3DFMT, D3DUSAGE};
use ninth_scene::enums::stage::{
    D3DSAMP, D3DTA, D3DTSS, D3DTSS_TCI, D3DTTFF, SAMPLER, sampler_state_kind,
};
use ninth_scene::enums::vertex::{D3DDECLTYPE, D3DPT, D3DSTREAMSOURCE, format_fvf, parse_fvf};
use ninth_scene::{Command, parse};

#[test]
fn render_state_numbers_match_d3d9types() {
    let expect = [
        ("D3DRS_ZENABLE", 7),
        ("D3DRS_CULLMODE", 22),
        ("D3DRS_FOGSTART", 36),
        ("D3DRS_TEXTUREFACTOR", 60),
        ("D3DRS_WRAP7", 135),
        ("D3DRS_LIGHTING", 137),
        ("D3DRS_CLIPPLANEENABLE", 152),
        ("D3DRS_POINTSIZE_MAX", 166),
        ("D3DRS_SCISSORTESTENABLE", 174),
        ("D3DRS_TWOSIDEDSTENCILMODE", 185),
        ("D3DRS_COLORWRITEENABLE3", 192),
        ("D3DRS_DEPTHBIAS", 195),
        ("D3DRS_WRAP8", 198),
        ("D3DRS_BLENDOPALPHA", 209),
    ];
    for (name, value) in expect {
        assert_eq!(D3DRS.lookup(name), Some(value), "{name}");
    }
    assert_eq!(D3DRS.values.len(), 103, "every render state of d3d9types.h");
}

#[test]
fn fourcc_and_other_formats() {
    assert_eq!(D3DFMT.lookup("D3DFMT_DXT1"), Some(0x3154_5844));
    assert_eq!(D3DFMT.lookup("D3DFMT_DXT3"), Some(0x3354_5844));
    assert_eq!(D3DFMT.lookup("D3DFMT_DXT5"), Some(0x3554_5844));
    assert_eq!(D3DFMT.lookup("D3DFMT_INTZ"), Some(0x5a54_4e49));
    assert_eq!(D3DFMT.lookup("D3DFMT_A8R8G8B8"), Some(21));
    assert_eq!(D3DFMT.lookup("D3DFMT_D24S8"), Some(75));
    assert_eq!(D3DFMT.lookup("D3DFMT_D24X8"), Some(77));
    assert_eq!(D3DFMT.lookup("D3DFMT_D16"), Some(80));
    assert_eq!(D3DFMT.lookup("D3DFMT_D32"), Some(71));
    assert_eq!(D3DFMT.lookup("D3DFMT_D24FS8"), Some(83));
    assert_eq!(D3DFMT.lookup("D3DFMT_L16"), Some(81));
    assert_eq!(D3DFMT.lookup("D3DFMT_A32B32G32R32F"), Some(116));
    assert_eq!(D3DFMT.lookup("D3DFMT_V8U8"), Some(60));
    assert_eq!(D3DFMT.format(0x3154_5844), "D3DFMT_DXT1");
    assert_eq!(D3DFMT.format(9999), "9999");
}

#[test]
fn names_integers_and_errors() {
    assert_eq!(D3DBLEND.parse("D3DBLEND_SRCALPHA"), Ok(5));
    assert_eq!(D3DBLEND.parse("5"), Ok(5));
    assert_eq!(D3DBLEND.parse("0x5"), Ok(5));
    assert_eq!(
        D3DBLEND.parse("D3DCULL_NONE"),
        Err("unknown name `D3DCULL_NONE` (expected D3DBLEND_*)".to_string())
    );
    assert_eq!(
        D3DBLEND.parse("D3DBLEND_ONE|D3DBLEND_ZERO"),
        Err(
            "D3DBLEND_* values cannot be joined with `|` (in `D3DBLEND_ONE|D3DBLEND_ZERO`)"
                .to_string()
        )
    );
    assert_eq!(
        D3DBLEND.parse("1.5"),
        Err("expected an integer, found `1.5`".to_string())
    );
    assert_eq!(D3DPT.parse("D3DPT_TRIANGLESTRIP"), Ok(5));
    assert_eq!(D3DDECLTYPE.parse("D3DDECLTYPE_FLOAT16_4"), Ok(16));
    assert_eq!(D3DSAMP.parse("D3DSAMP_MIPMAPLODBIAS"), Ok(8));
    assert_eq!(D3DTSS.parse("D3DTSS_CONSTANT"), Ok(32));
    assert_eq!(SAMPLER.parse("D3DVERTEXTEXTURESAMPLER3"), Ok(260));
}

#[test]
fn flag_joins() {
    assert_eq!(
        D3DCLEAR.parse("D3DCLEAR_TARGET|D3DCLEAR_ZBUFFER|D3DCLEAR_STENCIL"),
        Ok(7)
    );
    assert_eq!(D3DCLEAR.parse("D3DCLEAR_TARGET|4"), Ok(5));
    assert_eq!(
        D3DCLEAR.parse("D3DCLEAR_TARGET|"),
        Err("empty name in `D3DCLEAR_TARGET|`".to_string())
    );
    assert_eq!(
        D3DCLEAR.format(7),
        "D3DCLEAR_TARGET|D3DCLEAR_ZBUFFER|D3DCLEAR_STENCIL"
    );
    assert_eq!(D3DCLEAR.format(0), "0");
    assert_eq!(D3DCLEAR.format(9), "D3DCLEAR_TARGET|8");
    assert_eq!(
        D3DCOLORWRITEENABLE.parse("D3DCOLORWRITEENABLE_RED|D3DCOLORWRITEENABLE_ALPHA"),
        Ok(9)
    );
    assert_eq!(
        D3DTA.parse("D3DTA_TEXTURE|D3DTA_COMPLEMENT|D3DTA_ALPHAREPLICATE"),
        Ok(0x32)
    );
    assert_eq!(
        D3DTA.format(0x32),
        "D3DTA_TEXTURE|D3DTA_COMPLEMENT|D3DTA_ALPHAREPLICATE"
    );
    assert_eq!(D3DTA.format(0x10), "D3DTA_DIFFUSE|D3DTA_COMPLEMENT");
    assert_eq!(D3DTTFF.parse("D3DTTFF_COUNT3|D3DTTFF_PROJECTED"), Ok(0x103));
    assert_eq!(D3DTSS_TCI.parse("D3DTSS_TCI_SPHEREMAP|1"), Ok(0x40001));
    assert_eq!(D3DTSS_TCI.format(0x40001), "D3DTSS_TCI_SPHEREMAP|1");
    assert_eq!(
        D3DSTREAMSOURCE.parse("D3DSTREAMSOURCE_INDEXEDDATA|6"),
        Ok(0x4000_0006)
    );
    assert_eq!(
        D3DSTREAMSOURCE.parse("D3DSTREAMSOURCE_INSTANCEDATA|1"),
        Ok(0x8000_0001)
    );
    assert_eq!(
        D3DSTREAMSOURCE.format(0x8000_0001),
        "D3DSTREAMSOURCE_INSTANCEDATA|1"
    );
    assert_eq!(D3DSTREAMSOURCE.format(1), "1");
    assert_eq!(
        D3DUSAGE.parse("D3DUSAGE_RENDERTARGET|D3DUSAGE_AUTOGENMIPMAP"),
        Ok(0x401)
    );
}

#[test]
fn texcoordsize_macro() {
    assert_eq!(parse_fvf("D3DFVF_TEXCOORDSIZE4(0)"), Ok(2 << 16));
    assert_eq!(parse_fvf("D3DFVF_TEXCOORDSIZE3(1)"), Ok(1 << 18));
    assert_eq!(parse_fvf("D3DFVF_TEXCOORDSIZE1(7)"), Ok(3 << 30));
    assert_eq!(parse_fvf("D3DFVF_TEXCOORDSIZE2(5)"), Ok(0));
    let fvf =
        "D3DFVF_XYZRHW|D3DFVF_DIFFUSE|D3DFVF_TEX2|D3DFVF_TEXCOORDSIZE4(0)|D3DFVF_TEXCOORDSIZE4(1)";
    assert_eq!(
        parse_fvf(fvf),
        Ok(0x004 | 0x040 | 0x200 | (2 << 16) | (2 << 18))
    );
    assert_eq!(
        format_fvf(0x004 | 0x040 | 0x200 | (2 << 16) | (2 << 18)),
        fvf
    );
    let bad =
        "bad macro `D3DFVF_TEXCOORDSIZE5(0)` (expected D3DFVF_TEXCOORDSIZEn(i), n 1-4, i 0-7)";
    assert_eq!(parse_fvf("D3DFVF_TEXCOORDSIZE5(0)"), Err(bad.to_string()));
    assert!(parse_fvf("D3DFVF_TEXCOORDSIZE3(8)").is_err());
    assert!(parse_fvf("D3DFVF_TEXCOORDSIZE3(0").is_err());
    assert!(parse_fvf("D3DFVF_TEXCOORDSIZE3").is_err());
}

#[test]
fn fvf_names() {
    assert_eq!(parse_fvf("D3DFVF_XYZ"), Ok(0x002));
    assert_eq!(parse_fvf("D3DFVF_XYZW"), Ok(0x4002));
    assert_eq!(
        parse_fvf("D3DFVF_XYZB5|D3DFVF_LASTBETA_D3DCOLOR"),
        Ok(0x800e)
    );
    assert_eq!(parse_fvf("D3DFVF_XYZB1|D3DFVF_LASTBETA_UBYTE4"), Ok(0x1006));
    assert_eq!(
        parse_fvf("D3DFVF_NORMAL|D3DFVF_PSIZE|D3DFVF_SPECULAR|D3DFVF_TEX8"),
        Ok(0x8b0)
    );
    assert_eq!(parse_fvf("D3DFVF_TEX0"), Ok(0));
    assert_eq!(parse_fvf("0x142"), Ok(0x142));
    assert_eq!(format_fvf(0x142), "D3DFVF_XYZ|D3DFVF_DIFFUSE|D3DFVF_TEX1");
    assert_eq!(format_fvf(0x4002), "D3DFVF_XYZW");
    assert_eq!(format_fvf(0), "0");
    assert_eq!(
        parse_fvf("D3DFVF_XYZ|D3DFVF_FOO"),
        Err("unknown name `D3DFVF_FOO` (expected D3DFVF_*)".to_string())
    );
}

#[test]
fn transforms() {
    assert_eq!(parse_transform("D3DTS_WORLD"), Ok(256));
    assert_eq!(parse_transform("D3DTS_VIEW"), Ok(2));
    assert_eq!(parse_transform("D3DTS_PROJECTION"), Ok(3));
    assert_eq!(parse_transform("D3DTS_TEXTURE7"), Ok(23));
    assert_eq!(parse_transform("D3DTS_WORLDMATRIX_0"), Ok(256));
    assert_eq!(parse_transform("D3DTS_WORLDMATRIX_5"), Ok(261));
    assert_eq!(parse_transform("D3DTS_WORLDMATRIX_255"), Ok(511));
    assert!(parse_transform("D3DTS_WORLDMATRIX_256").is_err());
    assert!(parse_transform("D3DTS_WORLDMATRIX_01").is_err());
    assert_eq!(parse_transform("17"), Ok(17));
    assert_eq!(format_transform(261), "D3DTS_WORLDMATRIX_5");
    assert_eq!(format_transform(257), "D3DTS_WORLD1");
}

#[test]
fn float_states_store_ieee_bits_and_integers_as_is() {
    let kind = render_state_kind(36);
    assert_eq!(kind.parse("1.0"), Ok(0x3f80_0000));
    assert_eq!(kind.parse("-0.5"), Ok(0xbf00_0000));
    assert_eq!(kind.parse("0x3f800000"), Ok(0x3f80_0000));
    assert_eq!(kind.parse("1"), Ok(1));
    assert_eq!(kind.format(0x3f80_0000), "1.0");
    assert_eq!(kind.format(0x7fc0_0000), "0x7fc00000", "NaN bits stay bits");
    assert_eq!(sampler_state_kind(8).parse("-1.0"), Ok(0xbf80_0000));
    let scene = parse(
        "scene 1\nrs D3DRS_DEPTHBIAS -0.0005\nrs D3DRS_POINTSIZE 16.0\nrs D3DRS_SLOPESCALEDEPTHBIAS 2\ntss 0 D3DTSS_BUMPENVMAT00 0.25\n",
    )
    .expect("parses");
    let values: Vec<u32> = scene
        .commands()
        .map(|c| match c {
            Command::SetRenderState { value, .. } | Command::SetTextureStageState { value, .. } => {
                *value
            }
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(
        values,
        [
            (-0.0005f32).to_bits(),
            16.0f32.to_bits(),
            2,
            0.25f32.to_bits()
        ]
    );
}

#[test]
fn state_values_are_read_by_the_state_family() {
    let scene = parse(
        "scene 1\nrs D3DRS_SRCBLEND D3DBLEND_SRCALPHA\nrs D3DRS_ZFUNC D3DCMP_LESSEQUAL\nrs D3DRS_COLORWRITEENABLE D3DCOLORWRITEENABLE_RED|D3DCOLORWRITEENABLE_GREEN\nrs D3DRS_CLIPPLANEENABLE D3DCLIPPLANE0|D3DCLIPPLANE1\nsamp D3DVERTEXTEXTURESAMPLER0 D3DSAMP_ADDRESSU D3DTADDRESS_MIRRORONCE\nrs 250 7\n",
    )
    .expect("parses");
    let got: Vec<(u32, u32)> = scene
        .commands()
        .map(|c| match c {
            Command::SetRenderState { state, value } => (*state, *value),
            Command::SetSamplerState { sampler, value, .. } => (*sampler, *value),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(
        got,
        [(19, 5), (23, 4), (168, 3), (152, 3), (257, 5), (250, 7)]
    );
}
