//! `ninth shader dis|asm|wgsl FILE`: the shader tools of ninth-shader on the command line, and
//! conversion of a D3D9 shader to MSL, SPIR-V, HLSL or GLSL through naga's back ends.
//!
//! FILE may be Microsoft shader assembly (`.asm`, or any text starting with `vs_`/`ps_`),
//! binary bytecode (little-endian DWORDs as `fxc /Fo` writes them) or a text file of hex
//! tokens (`fffe0300 0200001f ...`, `0x` prefixes and commas allowed); the kind is detected.

use std::path::{Path, PathBuf};

use ninth_shader::{asm, bytecode, wgsl};

/// `ninth shader ...` subcommands.
#[derive(Debug, clap::Subcommand)]
pub enum ShaderCommand {
    /// Disassemble a shader (bytecode, hex tokens or assembly) to Microsoft assembly syntax.
    Dis {
        /// Input shader.
        file: PathBuf,
    },
    /// Assemble Microsoft shader assembly to bytecode (little-endian DWORDs); without `-o`
    /// the tokens are printed in hex.
    Asm {
        /// Input shader.
        file: PathBuf,
        /// Output bytecode file.
        #[arg(short, long)]
        out: Option<PathBuf>,
    },
    /// Translate a shader (any model, 1.1-3.0) to WGSL, or with `--to` to another shading
    /// language through naga.
    Wgsl {
        /// Input shader.
        file: PathBuf,
        /// Convert the WGSL further (SPIR-V is written as binary).
        #[arg(long, value_enum)]
        to: Option<Target>,
        /// Output file (default: standard output; SPIR-V then prints hex words).
        #[arg(short, long)]
        out: Option<PathBuf>,
    },
}

/// A naga back end for `ninth shader wgsl --to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Target {
    /// Metal Shading Language.
    Msl,
    /// SPIR-V binary.
    Spv,
    /// HLSL (shader model 5.1).
    Hlsl,
    /// GLSL 4.50 core for the shader's stage.
    Glsl,
}

/// Runs one `ninth shader` subcommand.
pub fn run(cmd: ShaderCommand) -> Result<(), String> {
    match cmd {
        ShaderCommand::Dis { file } => {
            let shader = bytecode::decode(&load_tokens(&file)?)
                .map_err(|e| format!("{}: {e}", file.display()))?;
            print!("{}", asm::disassemble(&shader));
            Ok(())
        }
        ShaderCommand::Asm { file, out } => {
            let tokens = load_tokens(&file)?;
            match out {
                Some(path) => write_file(&path, &words_to_bytes(&tokens)),
                None => {
                    print!("{}", hex_lines(&tokens));
                    Ok(())
                }
            }
        }
        ShaderCommand::Wgsl { file, to, out } => {
            let shader = bytecode::decode(&load_tokens(&file)?)
                .map_err(|e| format!("{}: {e}", file.display()))?;
            let translation = wgsl::translate(&shader, &options_for(&shader))
                .map_err(|e| format!("{}: {e}", file.display()))?;
            let text = translation
                .wgsl()
                .map_err(|e| format!("{}: {e}", file.display()))?;
            let output = match to {
                None => Output::Text(text),
                Some(target) => convert(&text, target)?,
            };
            match (output, out) {
                (Output::Text(text), Some(path)) => write_file(&path, text.as_bytes()),
                (Output::Binary(words), Some(path)) => write_file(&path, &words_to_bytes(&words)),
                (Output::Text(text), None) => {
                    print!("{text}");
                    Ok(())
                }
                (Output::Binary(words), None) => {
                    print!("{}", hex_lines(&words));
                    Ok(())
                }
            }
        }
    }
}

/// Default options, except that a pixel shader reading semantics outside the standard link
/// map gets the map made for it (as the renderer does), so any `ps_3_0` translates.
fn options_for(shader: &ninth_shader::ir::Shader) -> wgsl::Options {
    let mut options = wgsl::Options::default();
    if shader.version.kind == ninth_shader::ir::ShaderKind::Pixel
        && let Ok(analysis) = ninth_shader::analyze::analyze(shader)
        && let Some(map) = ninth_shader::link::LinkMap::for_pixel_shader(&analysis)
    {
        options.link_map = map;
    }
    options
}

/// What a back end produced.
enum Output {
    Text(String),
    Binary(Vec<u32>),
}

fn write_file(path: &Path, bytes: &[u8]) -> Result<(), String> {
    std::fs::write(path, bytes).map_err(|e| format!("{}: {e}", path.display()))
}

fn words_to_bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

fn hex_lines(words: &[u32]) -> String {
    let mut text = String::new();
    for line in words.chunks(8) {
        let hex: Vec<String> = line.iter().map(|w| format!("{w:08x}")).collect();
        text.push_str(&hex.join(" "));
        text.push('\n');
    }
    text
}

/// Reads FILE as bytecode, hex tokens or assembly (assembled), whichever it is.
fn load_tokens(path: &Path) -> Result<Vec<u32>, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let is_asm_name = path
        .extension()
        .is_some_and(|ext| ext.eq_ignore_ascii_case("asm"));
    if !is_asm_name && let Some(tokens) = binary_tokens(&bytes) {
        return Ok(tokens);
    }
    let text = std::str::from_utf8(&bytes)
        .map_err(|_| format!("{}: neither D3D9 bytecode nor text", path.display()))?;
    if !is_asm_name && let Some(tokens) = hex_tokens(text) {
        return Ok(tokens);
    }
    asm::assemble(text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Little-endian DWORDs starting with a vs/ps version token.
fn binary_tokens(bytes: &[u8]) -> Option<Vec<u32>> {
    if bytes.len() < 8 || !bytes.len().is_multiple_of(4) {
        return None;
    }
    let tokens: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    matches!(tokens[0] >> 16, 0xfffe | 0xffff).then_some(tokens)
}

/// Whitespace- or comma-separated hex DWORDs (optional `0x`), the first a version token.
fn hex_tokens(text: &str) -> Option<Vec<u32>> {
    let tokens = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|word| !word.is_empty())
        .map(|word| {
            let digits = word
                .strip_prefix("0x")
                .or_else(|| word.strip_prefix("0X"))
                .unwrap_or(word);
            u32::from_str_radix(digits, 16).ok()
        })
        .collect::<Option<Vec<u32>>>()?;
    let first = *tokens.first()?;
    matches!(first >> 16, 0xfffe | 0xffff).then_some(tokens)
}

/// WGSL to another language through naga (the module is parsed and validated again here,
/// so the back ends get exactly what the WGSL says).
fn convert(source: &str, target: Target) -> Result<Output, String> {
    let module = naga::front::wgsl::parse_str(source)
        .map_err(|e| format!("WGSL parse: {}", e.emit_to_string(source)))?;
    let info = naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::default(),
    )
    .validate(&module)
    .map_err(|e| format!("WGSL validation: {}", e.emit_to_string(source)))?;
    let entry = module
        .entry_points
        .first()
        .ok_or("the WGSL has no entry point")?;
    let (stage, name) = (entry.stage, entry.name.clone());
    match target {
        Target::Msl => {
            let (text, _) = naga::back::msl::write_string(
                &module,
                &info,
                &naga::back::msl::Options::default(),
                &naga::back::msl::PipelineOptions::default(),
            )
            .map_err(|e| format!("MSL: {e}"))?;
            Ok(Output::Text(text))
        }
        Target::Spv => {
            let pipeline = naga::back::spv::PipelineOptions {
                shader_stage: stage,
                entry_point: name,
            };
            let words = naga::back::spv::write_vec(
                &module,
                &info,
                &naga::back::spv::Options::default(),
                Some(&pipeline),
            )
            .map_err(|e| format!("SPIR-V: {e}"))?;
            Ok(Output::Binary(words))
        }
        Target::Hlsl => {
            let mut text = String::new();
            let options = naga::back::hlsl::Options::default();
            let pipeline = naga::back::hlsl::PipelineOptions::default();
            naga::back::hlsl::Writer::new(&mut text, &options, &pipeline)
                .write(&module, &info, None)
                .map_err(|e| format!("HLSL: {e}"))?;
            Ok(Output::Text(text))
        }
        Target::Glsl => {
            let mut text = String::new();
            let options = naga::back::glsl::Options {
                version: naga::back::glsl::Version::Desktop(450),
                ..Default::default()
            };
            let pipeline = naga::back::glsl::PipelineOptions {
                shader_stage: stage,
                entry_point: name,
                multiview: None,
            };
            naga::back::glsl::Writer::new(
                &mut text,
                &module,
                &info,
                &options,
                &pipeline,
                naga::proc::BoundsCheckPolicies::default(),
            )
            .map_err(|e| format!("GLSL: {e}"))?
            .write()
            .map_err(|e| format!("GLSL: {e}"))?;
            Ok(Output::Text(text))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn corpus(name: &str) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../ninth-shader/tests/corpus")
            .join(name)
    }

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("ninth-shader-cmd-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        dir.join(name)
    }

    fn wgsl_to(file: &str, to: Option<Target>, out: &str) -> Vec<u8> {
        let out = scratch(out);
        run(ShaderCommand::Wgsl {
            file: corpus(file),
            to,
            out: Some(out.clone()),
        })
        .expect("wgsl command");
        std::fs::read(out).expect("output written")
    }

    #[test]
    fn shader_cmd_asm_writes_bytecode_that_loads_back() {
        let out = scratch("p.bin");
        let asm_file = corpus("scene_instancing_p.asm");
        run(ShaderCommand::Asm {
            file: asm_file.clone(),
            out: Some(out.clone()),
        })
        .expect("asm command");
        let bytes = std::fs::read(&out).expect("bytecode written");
        // the oracle tokens of that scene shader
        let want: Vec<u32> = vec![
            0xffff0300, 0x0200001f, 0x8000000a, 0x900f0000, 0x02000001, 0x800f0800, 0x90e40000,
            0x0000ffff,
        ];
        assert_eq!(bytes, words_to_bytes(&want));
        assert_eq!(load_tokens(&out).expect("binary input"), want);
        let hex = scratch("p.hex");
        std::fs::write(
            &hex,
            "0xffff0300, 0x0200001f 8000000a 900f0000\n02000001 800f0800 90e40000 0000ffff\n",
        )
        .expect("hex written");
        assert_eq!(load_tokens(&hex).expect("hex input"), want);
        assert_eq!(load_tokens(&asm_file).expect("asm input"), want);
        run(ShaderCommand::Dis { file: out }).expect("dis of binary");
    }

    #[test]
    fn shader_cmd_rejects_garbage_with_a_message() {
        let bad = scratch("bad.asm");
        std::fs::write(&bad, "ps_3_0\nfrobnicate r0, r1\n").expect("written");
        let err = run(ShaderCommand::Dis { file: bad }).expect_err("bad assembly");
        assert!(err.contains("bad.asm"), "{err}");
        let missing = run(ShaderCommand::Dis {
            file: scratch("missing.bin"),
        })
        .expect_err("missing file");
        assert!(missing.contains("missing.bin"), "{missing}");
        // Shader model 1 translates; one D3D9 refuses gets the rule it breaks.
        run(ShaderCommand::Wgsl {
            file: corpus("scene_sm_ps11_p0.asm"),
            to: None,
            out: Some(scratch("sm1.wgsl")),
        })
        .expect("ps_1_1 translates");
        let bad_sm1 = scratch("bad_sm1.asm");
        std::fs::write(&bad_sm1, "ps_1_1\nmov r0, v0\ntex t0\n").expect("written");
        let sm1 = run(ShaderCommand::Wgsl {
            file: bad_sm1,
            to: None,
            out: Some(scratch("bad_sm1.wgsl")),
        })
        .expect_err("a texture instruction after arithmetic");
        assert!(sm1.contains("Tex after an arithmetic instruction"), "{sm1}");
    }

    #[test]
    fn shader_cmd_wgsl_and_every_back_end() {
        let wgsl = wgsl_to("game_ps30_water.asm", None, "w.wgsl");
        let wgsl = String::from_utf8(wgsl).expect("UTF-8");
        assert!(wgsl.contains("@fragment"), "{wgsl}");
        let msl = String::from_utf8(wgsl_to("game_ps30_water.asm", Some(Target::Msl), "w.metal"))
            .expect("UTF-8");
        assert!(msl.contains("fragment "), "{msl}");
        let spv = wgsl_to("game_vs20_skin4_m4x3.asm", Some(Target::Spv), "v.spv");
        assert_eq!(spv[..4], 0x0723_0203u32.to_le_bytes());
        let hlsl = String::from_utf8(wgsl_to(
            "game_vs30_skin_normalmap.asm",
            Some(Target::Hlsl),
            "v.hlsl",
        ))
        .expect("UTF-8");
        assert!(hlsl.contains("SV_Position"), "{hlsl}");
        // a ps_3_0 reading PSIZE, FOG, DEPTH... inputs gets its own link map
        let usages =
            String::from_utf8(wgsl_to("ps30_decl_usages.asm", None, "u.wgsl")).expect("UTF-8");
        assert!(usages.contains("@fragment"), "{usages}");
        let glsl = String::from_utf8(wgsl_to("game_ps20_bloom.asm", Some(Target::Glsl), "p.glsl"))
            .expect("UTF-8");
        assert!(glsl.starts_with("#version 450"), "{glsl}");
        let vert = String::from_utf8(wgsl_to("vs30_basic.asm", Some(Target::Glsl), "v.glsl"))
            .expect("UTF-8");
        assert!(vert.contains("gl_Position"), "{vert}");
    }
}
