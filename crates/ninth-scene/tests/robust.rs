//! Truncated, mutated and garbage input never panics; errors name a line of the text; any
//! text that parses also round-trips through the writer.

use std::path::PathBuf;

fn oracle_texts() -> Vec<String> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/oracle/scenes");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "scene"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| std::fs::read_to_string(p).expect("text"))
        .collect()
}

/// Parses `text`; on success checks the round trip, on failure that the line is in range.
fn check(text: &str) -> bool {
    match ninth_scene::parse(text) {
        Ok(scene) => {
            let written = ninth_scene::write(&scene);
            let again = ninth_scene::parse(&written).unwrap_or_else(|e| {
                panic!("written text fails: {e}\n--- input:\n{text}\n--- written:\n{written}")
            });
            assert_eq!(again, scene, "round trip differs for:\n{text}");
            true
        }
        Err(e) => {
            let lines = text.split('\n').count();
            assert!(
                e.line >= 1 && e.line <= lines,
                "line {} of {lines}: {e}",
                e.line
            );
            false
        }
    }
}

struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn truncated_scenes() {
    let mut ok = 0;
    let mut failed = 0;
    for text in oracle_texts() {
        let cuts: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
        let step = (cuts.len() / 150).max(1);
        for &cut in cuts.iter().step_by(step) {
            if check(&text[..cut]) {
                ok += 1;
            } else {
                failed += 1;
            }
        }
    }
    println!("truncated: {ok} parsed, {failed} rejected");
    assert!(ok > 0 && failed > 0);
}

#[test]
fn mutated_scenes() {
    let pieces = [
        " ", "\n", "{", "}", ";", "#", "|", "0", "-", ".", "e", "x", ":", "=", "\t", "\r", "é",
        "D3D", "_", "9",
    ];
    let mut rng = Lcg(0x5eed);
    let mut ok = 0;
    let mut total = 0;
    for text in oracle_texts() {
        let chars: Vec<char> = text.chars().collect();
        for _ in 0..40 {
            let mut mutated: Vec<String> = chars.iter().map(|c| c.to_string()).collect();
            for _ in 0..1 + rng.below(3) {
                let at = rng.below(mutated.len().max(1));
                let piece = pieces[rng.below(pieces.len())].to_string();
                match rng.below(3) {
                    0 => mutated[at] = piece,
                    1 => mutated.insert(at, piece),
                    _ => {
                        mutated.remove(at);
                    }
                }
            }
            total += 1;
            if check(&mutated.concat()) {
                ok += 1;
            }
        }
    }
    println!("mutated: {ok} of {total} still parse");
}

#[test]
fn garbage_lines() {
    let vocabulary = [
        "scene",
        "1",
        "device",
        "64",
        "rs",
        "tss",
        "samp",
        "texture",
        "t",
        "2d",
        "cube",
        "volume",
        "D3DFMT_A8R8G8B8",
        "D3DFMT_DXT1",
        "fill",
        "solid",
        "checker",
        "bytes",
        "face=1",
        "slice=0",
        "surface",
        "rendertarget",
        "depthstencil",
        "setrt",
        "setds",
        "t:1",
        "t:1:0",
        "t::",
        ":",
        "backbuffer",
        "none",
        "default",
        "fvf",
        "D3DFVF_XYZ|D3DFVF_DIFFUSE",
        "D3DFVF_TEXCOORDSIZE3(0)",
        "decl",
        "d",
        "setdecl",
        "vb",
        "vbraw",
        "ib",
        "16",
        "32",
        "stream",
        "streamfreq",
        "indices",
        "vs",
        "ps",
        "setvs",
        "setps",
        "vsf",
        "psb",
        "transform",
        "D3DTS_WORLDMATRIX_3",
        "light",
        "D3DLIGHT_SPOT",
        "diffuse",
        "range",
        "lightenable",
        "material",
        "power",
        "clipplane",
        "viewport",
        "scissor",
        "clear",
        "rects",
        "draw",
        "drawindexed",
        "drawup",
        "drawindexedup",
        "D3DPT_TRIANGLELIST",
        "stretchrect",
        "D3DTEXF_LINEAR",
        "capture",
        "{",
        "}",
        ";",
        "#",
        "|",
        "0x",
        "0xffffffff",
        "-1",
        "1e40",
        "0.5",
        "-0.0",
        "65520",
        "ff",
        "0a0",
        "D3DRS_FOGSTART",
        "D3DTA_TEXTURE|D3DTA_COMPLEMENT",
        "D3DDECLTYPE_FLOAT16_2",
        "D3DDECLTYPE_DEC3N",
        "é",
        "\t",
        "msaa=4",
        "usage=D3DUSAGE_RENDERTARGET",
        "pool=1",
        "=",
        "a=b",
    ];
    let mut rng = Lcg(42);
    for _ in 0..3000 {
        let mut text = String::from("scene 1\n");
        for _ in 0..rng.below(12) {
            for _ in 0..rng.below(9) {
                text.push_str(vocabulary[rng.below(vocabulary.len())]);
                text.push(if rng.below(8) == 0 { '\n' } else { ' ' });
            }
            text.push('\n');
        }
        check(&text);
    }
}

#[test]
fn non_utf8_free_odd_text() {
    for text in [
        "scene 1\r\ndevice 64 64\r\n",
        "scene 1\n}\n",
        "scene 1\nvb {",
        "scene 1\n\u{feff}device 1 1\n",
        "\u{0}",
        "scene 1\ncapture ../x\n",
        "scene 1\nsetrt 0 :0\n",
        "scene 1\nfvf 0\nvb b { }\n",
        "scene 1\ndecl d { ; }\n",
        "scene 1\ndecl d { }\nsetdecl d\ndrawup D3DPT_POINTLIST 0 { }\n",
    ] {
        check(text);
    }
}
