//! The shader corpus (`tests/corpus/*.asm`): every file assembles, decodes, re-encodes to the
//! same tokens, disassembles and reassembles to the same tokens; every shader model 2-3 file
//! translates to WGSL that naga validates and that matches its snapshot in `tests/snapshots`
//! (`NINTH_BLESS=1` rewrites the snapshots); shader model 1 files are refused as unsupported.

mod common;

use std::collections::{BTreeMap, BTreeSet};

use common::{CorpusShader, first_difference, hex, load_corpus, snapshot_dir, validate_wgsl};
use ninth_shader::ir::{Comparison, Opcode, RegisterType, Shader, ShaderKind, SourceModifier};
use ninth_shader::{asm, bytecode, wgsl};

/// Assembles a corpus file, failing with the assembler's message.
fn assemble(shader: &CorpusShader) -> Result<Vec<u32>, String> {
    asm::assemble(&shader.text).map_err(|e| format!("{}: assemble: {e}", shader.name))
}

/// Assembles and decodes a corpus file.
fn decoded(shader: &CorpusShader) -> Result<(Vec<u32>, Shader), String> {
    let tokens = assemble(shader)?;
    let ir = bytecode::decode(&tokens).map_err(|e| format!("{}: decode: {e}", shader.name))?;
    Ok((tokens, ir))
}

fn fail_if_any(what: &str, failures: &[String]) {
    if !failures.is_empty() {
        panic!(
            "{} corpus shader(s) failed {what}:\n{}",
            failures.len(),
            failures.join("\n\n")
        );
    }
}

#[test]
fn corpus_is_large_and_covers_every_model() {
    let corpus = load_corpus();
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for shader in &corpus {
        *counts.entry(shader.model.as_str()).or_default() += 1;
    }
    println!("corpus: {} shaders: {counts:?}", corpus.len());
    let sm23 = corpus.iter().filter(|s| s.translatable()).count();
    assert!(sm23 >= 150, "only {sm23} SM2/SM3 corpus shaders");
    assert!(corpus.len() - sm23 >= 20, "the SM1 round-trip set shrank");
    let minimum = [
        ("vs_2_0", 20),
        ("vs_2_x", 5),
        ("vs_3_0", 12),
        ("ps_2_0", 20),
        ("ps_2_x", 6),
        ("ps_3_0", 25),
        ("vs_1_1", 2),
        ("ps_1_1", 4),
        ("ps_1_4", 3),
    ];
    for (model, at_least) in minimum {
        let n = counts.get(model).copied().unwrap_or(0);
        assert!(
            n >= at_least,
            "{model}: {n} shaders, want at least {at_least}"
        );
    }
}

#[test]
fn corpus_round_trips_exactly() {
    let corpus = load_corpus();
    let mut failures = Vec::new();
    let mut checked_against_oracle = 0;
    for shader in &corpus {
        let result = (|| -> Result<(), String> {
            let (tokens, ir) = decoded(shader)?;
            if let Some(expected) = &shader.expected_tokens {
                if &tokens != expected {
                    return Err(format!(
                        "{}: assembled tokens differ from D3DXAssembleShader's: {}\n  ours:   {}\n  oracle: {}",
                        shader.name,
                        first_difference(&tokens, expected),
                        hex(&tokens),
                        hex(expected)
                    ));
                }
                checked_against_oracle += 1;
            }
            let encoded = bytecode::encode(&ir);
            if encoded != tokens {
                return Err(format!(
                    "{}: encode(decode(tokens)) != tokens: {}",
                    shader.name,
                    first_difference(&encoded, &tokens)
                ));
            }
            let text = asm::disassemble(&ir);
            let again = asm::assemble(&text).map_err(|e| {
                format!("{}: reassembling the disassembly: {e}\n{text}", shader.name)
            })?;
            if again != tokens {
                return Err(format!(
                    "{}: assemble(disassemble) != tokens: {}\n{text}",
                    shader.name,
                    first_difference(&again, &tokens)
                ));
            }
            Ok(())
        })();
        if let Err(message) = result {
            failures.push(message);
        }
    }
    println!(
        "round trip: {} of {} shaders exact, {} checked against oracle tokens",
        corpus.len() - failures.len(),
        corpus.len(),
        checked_against_oracle
    );
    fail_if_any("the round trip", &failures);
    assert!(
        checked_against_oracle >= 45,
        "{checked_against_oracle} oracle checks"
    );
}

/// Every opcode of shader models 2.0-3.0, and the D3D9 features the issue lists, occur in the
/// SM2/SM3 part of the corpus; every SM1 source modifier and shift occurs in the SM1 part.
#[test]
fn corpus_covers_every_sm2_sm3_feature() {
    let corpus = load_corpus();
    let mut opcodes = BTreeSet::new();
    let mut comparisons: BTreeSet<(u16, u8)> = BTreeSet::new();
    let mut modifiers = BTreeSet::new();
    let mut sm1_modifiers = BTreeSet::new();
    let mut shifts = BTreeSet::new();
    let mut texld_controls = BTreeSet::new();
    let mut features: BTreeSet<&str> = BTreeSet::new();
    // (register type, index, pixel shader?)
    let mut registers: BTreeSet<(u8, u32, bool)> = BTreeSet::new();
    for shader in &corpus {
        let Ok((_, ir)) = decoded(shader) else {
            continue; // reported by corpus_round_trips_exactly
        };
        let kind = ir.version.kind == ShaderKind::Pixel;
        for ins in &ir.instructions {
            let params = ins.src.iter().chain(ins.predicate.iter());
            if !shader.translatable() {
                for src in params {
                    sm1_modifiers.insert(src.modifier as u8);
                }
                if let Some(dst) = &ins.dst {
                    shifts.insert(dst.shift);
                }
                continue;
            }
            opcodes.insert(ins.opcode as u16);
            if matches!(ins.opcode, Opcode::Ifc | Opcode::BreakC | Opcode::SetP) {
                comparisons.insert((ins.opcode as u16, ins.control));
            }
            if ins.opcode == Opcode::Tex {
                texld_controls.insert(ins.control);
            }
            if ins.predicate.is_some() {
                features.insert("predicated instruction");
            }
            for src in params {
                modifiers.insert(src.modifier as u8);
                registers.insert((src.register.ty as u8, src.register.index, kind));
                if let Some(rel) = src.relative {
                    let name = match (src.register.ty, rel.register.ty) {
                        (RegisterType::Const, RegisterType::AddrOrTexture) => "c[a0]",
                        (RegisterType::Const, RegisterType::Loop) => "c[aL]",
                        (RegisterType::Input, RegisterType::Loop) => "v[aL]",
                        _ => "other relative source",
                    };
                    features.insert(name);
                    if rel.register.ty == RegisterType::AddrOrTexture {
                        features
                            .insert(["a0.x", "a0.y", "a0.z", "a0.w"][rel.component as usize & 3]);
                    }
                }
            }
            if let Some(dst) = &ins.dst {
                registers.insert((dst.register.ty as u8, dst.register.index, kind));
                if dst.saturate {
                    features.insert("_sat");
                }
                if dst.partial_precision {
                    features.insert("_pp");
                }
                if dst.centroid {
                    features.insert("_centroid");
                }
                if dst.relative.is_some() {
                    features.insert("o[aL]");
                }
                if dst.write_mask != 0xf {
                    features.insert("partial write mask");
                }
            }
            match ins.def {
                Some(ninth_shader::ir::DefValue::Int(_)) => {
                    features.insert("defi");
                }
                Some(ninth_shader::ir::DefValue::Bool(_)) => {
                    features.insert("defb");
                }
                _ => {}
            }
        }
    }
    let all_sm23 = [
        Opcode::Nop,
        Opcode::Mov,
        Opcode::Add,
        Opcode::Sub,
        Opcode::Mad,
        Opcode::Mul,
        Opcode::Rcp,
        Opcode::Rsq,
        Opcode::Dp3,
        Opcode::Dp4,
        Opcode::Min,
        Opcode::Max,
        Opcode::Slt,
        Opcode::Sge,
        Opcode::Exp,
        Opcode::Log,
        Opcode::Lit,
        Opcode::Dst,
        Opcode::Lrp,
        Opcode::Frc,
        Opcode::M4x4,
        Opcode::M4x3,
        Opcode::M3x4,
        Opcode::M3x3,
        Opcode::M3x2,
        Opcode::Call,
        Opcode::CallNz,
        Opcode::Loop,
        Opcode::Ret,
        Opcode::EndLoop,
        Opcode::Label,
        Opcode::Dcl,
        Opcode::Pow,
        Opcode::Crs,
        Opcode::Sgn,
        Opcode::Abs,
        Opcode::Nrm,
        Opcode::SinCos,
        Opcode::Rep,
        Opcode::EndRep,
        Opcode::If,
        Opcode::Ifc,
        Opcode::Else,
        Opcode::EndIf,
        Opcode::Break,
        Opcode::BreakC,
        Opcode::Mova,
        Opcode::DefB,
        Opcode::DefI,
        Opcode::TexKill,
        Opcode::Tex,
        Opcode::ExpP,
        Opcode::LogP,
        Opcode::Def,
        Opcode::Cmp,
        Opcode::Dp2Add,
        Opcode::Dsx,
        Opcode::Dsy,
        Opcode::TexLdd,
        Opcode::SetP,
        Opcode::TexLdl,
        Opcode::BreakP,
    ];
    let missing: Vec<Opcode> = all_sm23
        .iter()
        .copied()
        .filter(|op| !opcodes.contains(&(*op as u16)))
        .collect();
    assert!(
        missing.is_empty(),
        "SM2/3 opcodes missing from the corpus: {missing:?}"
    );
    for op in [Opcode::Ifc, Opcode::BreakC, Opcode::SetP] {
        for cmp in [
            Comparison::Gt,
            Comparison::Eq,
            Comparison::Ge,
            Comparison::Lt,
            Comparison::Ne,
            Comparison::Le,
        ] {
            assert!(
                comparisons.contains(&(op as u16, cmp as u8)),
                "{op:?} with {cmp:?} missing from the corpus"
            );
        }
    }
    assert_eq!(
        texld_controls,
        BTreeSet::from([0, 1, 2]),
        "texld, texldp, texldb"
    );
    for m in [
        SourceModifier::None,
        SourceModifier::Neg,
        SourceModifier::Abs,
        SourceModifier::AbsNeg,
        SourceModifier::Not,
    ] {
        assert!(
            modifiers.contains(&(m as u8)),
            "SM2/3 source modifier {m:?} missing"
        );
    }
    for m in [
        SourceModifier::None,
        SourceModifier::Neg,
        SourceModifier::Bias,
        SourceModifier::BiasNeg,
        SourceModifier::Sign,
        SourceModifier::SignNeg,
        SourceModifier::Comp,
        SourceModifier::X2,
        SourceModifier::X2Neg,
        SourceModifier::Dz,
        SourceModifier::Dw,
    ] {
        assert!(
            sm1_modifiers.contains(&(m as u8)),
            "SM1 source modifier {m:?} missing"
        );
    }
    assert_eq!(
        shifts,
        BTreeSet::from([-3, -2, -1, 0, 1, 2, 3]),
        "SM1 result shifts"
    );
    for f in [
        "predicated instruction",
        "c[a0]",
        "c[aL]",
        "v[aL]",
        "o[aL]",
        "a0.x",
        "a0.y",
        "a0.z",
        "a0.w",
        "_sat",
        "_pp",
        "_centroid",
        "partial write mask",
        "defi",
        "defb",
    ] {
        assert!(features.contains(f), "feature {f} missing from the corpus");
    }
    use RegisterType as R;
    let (pixel, vertex) = (true, false);
    let want = [
        (R::MiscType, 0, pixel, "vPos"),
        (R::MiscType, 1, pixel, "vFace"),
        (R::DepthOut, 0, pixel, "oDepth"),
        (R::ColorOut, 0, pixel, "oC0"),
        (R::ColorOut, 1, pixel, "oC1"),
        (R::ColorOut, 2, pixel, "oC2"),
        (R::ColorOut, 3, pixel, "oC3"),
        (R::RastOut, 0, vertex, "oPos"),
        (R::RastOut, 1, vertex, "oFog"),
        (R::RastOut, 2, vertex, "oPts"),
        (R::AttrOut, 0, vertex, "oD0"),
        (R::AttrOut, 1, vertex, "oD1"),
        (R::Predicate, 0, pixel, "p0 (ps)"),
        (R::Predicate, 0, vertex, "p0 (vs)"),
        (R::Loop, 0, vertex, "aL (vs)"),
        (R::Loop, 0, pixel, "aL (ps)"),
        (R::Label, 3, pixel, "l3 (ps)"),
        (R::ConstInt, 0, vertex, "i0 (vs)"),
        (R::ConstBool, 0, pixel, "b0 (ps)"),
        (R::Sampler, 15, pixel, "s15"),
    ];
    for (ty, index, kind, name) in want {
        assert!(
            registers.contains(&(ty as u8, index, kind)),
            "register {name} missing from the SM2/3 corpus"
        );
    }
    for t in 0..8 {
        assert!(
            registers.contains(&(R::TexCrdOutOrOutput as u8, t, vertex)),
            "oT{t} / o{t} missing"
        );
    }
    println!(
        "coverage: {} SM2/3 opcodes, {} comparisons, {} features",
        opcodes.len(),
        comparisons.len(),
        features.len()
    );
}

/// The options a renderer would use: a pixel shader that reads semantics outside the
/// standard link map gets the map made for it (`LinkMap::for_pixel_shader`).
fn options_for(ir: &Shader, base: &wgsl::Options) -> wgsl::Options {
    let mut options = *base;
    if ir.version.kind == ShaderKind::Pixel
        && let Ok(analysis) = ninth_shader::analyze::analyze(ir)
        && let Some(map) = ninth_shader::link::LinkMap::for_pixel_shader(&analysis)
    {
        options.link_map = map;
    }
    options
}

fn snapshot_path(name: &str) -> std::path::PathBuf {
    snapshot_dir().join(format!("{name}.wgsl"))
}

#[test]
fn corpus_translates_validates_and_matches_snapshots() {
    let corpus = load_corpus();
    let bless = std::env::var_os("NINTH_BLESS").is_some_and(|v| v == "1");
    let options = wgsl::Options::default();
    let mut failures = Vec::new();
    let (mut translated, mut refused, mut blessed, mut expectations) = (0, 0, 0, 0);
    for shader in &corpus {
        let result = (|| -> Result<(), String> {
            let (tokens, ir) = decoded(shader)?;
            let options = options_for(&ir, &options);
            let result = wgsl::translate(&ir, &options);
            if !shader.translatable() {
                return match result {
                    Err(wgsl::TranslateError::Unsupported { .. }) => {
                        refused += 1;
                        Ok(())
                    }
                    Err(e) => Err(format!("{}: want Unsupported, got {e}", shader.name)),
                    Ok(_) => Err(format!("{}: shader model 1 translated", shader.name)),
                };
            }
            let translation = result.map_err(|e| format!("{}: translate: {e}", shader.name))?;
            let text = translation.wgsl.as_str();
            validate_wgsl(text)
                .map_err(|e| format!("{}: naga re-validation failed:\n{e}\n{text}", shader.name))?;
            let via_lib = ninth_shader::translate_bytecode(&tokens, &options)
                .map_err(|e| format!("{}: translate_bytecode: {e}", shader.name))?;
            if via_lib.wgsl != translation.wgsl {
                return Err(format!(
                    "{}: translate_bytecode differs from translate",
                    shader.name
                ));
            }
            let normalized = normalize(text);
            for want in &shader.expects {
                if !normalized.contains(&normalize(want)) {
                    return Err(format!("{}: WGSL lacks `{want}`:\n{text}", shader.name));
                }
            }
            for unwanted in &shader.expects_not {
                if normalized.contains(&normalize(unwanted)) {
                    return Err(format!("{}: WGSL has `{unwanted}`:\n{text}", shader.name));
                }
            }
            translated += 1;
            expectations += shader.expects.len() + shader.expects_not.len();
            let path = snapshot_path(&shader.name);
            let old = std::fs::read_to_string(&path).ok();
            if old.as_deref() == Some(text) {
                return Ok(());
            }
            if bless {
                std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
                blessed += 1;
                return Ok(());
            }
            match old {
                None => Err(format!(
                    "{}: no snapshot {} (run with NINTH_BLESS=1 to write it)",
                    shader.name,
                    path.display()
                )),
                Some(old) => Err(format!(
                    "{}: WGSL differs from {} (NINTH_BLESS=1 rewrites it): {}",
                    shader.name,
                    path.display(),
                    first_line_difference(&old, text)
                )),
            }
        })();
        if let Err(message) = result {
            failures.push(message);
        }
    }
    println!(
        "translate: {translated} SM2/3 shaders validated, {refused} SM1 refused, {blessed} snapshots written, {expectations} expect lines held, {} failures",
        failures.len()
    );
    fail_if_any("translation", &failures);
    assert!(
        expectations >= 10,
        "only {expectations} `// expect` lines in the corpus"
    );
    // No stale snapshots: every snapshot belongs to a corpus shader.
    let names: BTreeSet<String> = corpus.iter().map(|s| s.name.clone()).collect();
    for entry in std::fs::read_dir(snapshot_dir()).expect("tests/snapshots exists") {
        let path = entry.expect("snapshot entry").path();
        if path.extension().is_none_or(|ext| ext != "wgsl") {
            continue;
        }
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("")
            .to_string();
        assert!(names.contains(&stem), "stale snapshot {}", path.display());
    }
}

fn first_line_difference(old: &str, new: &str) -> String {
    for (n, (a, b)) in old.lines().zip(new.lines()).enumerate() {
        if a != b {
            return format!("line {}:\n  snapshot: {a}\n  now:      {b}", n + 1);
        }
    }
    format!(
        "line counts {} (snapshot) and {} (now)",
        old.lines().count(),
        new.lines().count()
    )
}

// ---- Semantic checks: the WGSL of particular corpus shaders says what D3D9 means. ----
//
// The needles are compared after `normalize` (WGSL's long and short vector type spellings,
// runs of whitespace), so they pin the meaning, not the emitter's formatting.

/// `vec4<f32>` -> `vec4f` etc., whitespace runs -> one space.
fn normalize(text: &str) -> String {
    let mut t = text.to_string();
    for (long, short) in [
        ("vec4<f32>", "vec4f"),
        ("vec3<f32>", "vec3f"),
        ("vec2<f32>", "vec2f"),
        ("vec4<i32>", "vec4i"),
        ("vec4<u32>", "vec4u"),
    ] {
        t = t.replace(long, short);
    }
    t.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The validated WGSL of corpus shader `name` under `options`, normalized.
fn wgsl_of(name: &str, options: &wgsl::Options) -> String {
    let shader = load_corpus()
        .into_iter()
        .find(|s| s.name == name)
        .unwrap_or_else(|| panic!("no corpus shader {name}"));
    let (_, ir) = decoded(&shader).unwrap_or_else(|e| panic!("{e}"));
    let text = wgsl::translate(&ir, options)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .wgsl;
    validate_wgsl(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
    normalize(&text)
}

fn assert_has(name: &str, text: &str, want: &[&str]) {
    for w in want {
        assert!(
            text.contains(&normalize(w)),
            "{name}: WGSL lacks `{w}`:\n{text}"
        );
    }
}

fn assert_lacks(name: &str, text: &str, unwanted: &[&str]) {
    for u in unwanted {
        assert!(
            !text.contains(&normalize(u)),
            "{name}: WGSL has `{u}`:\n{text}"
        );
    }
}

fn defaults() -> wgsl::Options {
    wgsl::Options::default()
}

#[test]
fn mova_rounds_to_nearest() {
    let text = wgsl_of("vs20_mova", &defaults());
    assert_has(
        "vs20_mova",
        &text,
        &[
            // mova a0.x, r0.x: round half up like the hardware, not truncation
            "a0.x = i32(floor(r0.x + 0.5));",
            // mova a0.yz, r0.yz: D3D9 swizzles are positional, so both read r0.z
            "let t = r0.zz;",
            "a0 = vec4i(a0.x, i32(floor(t.x + 0.5)), i32(floor(t.y + 0.5)), a0.w);",
            "a0 = vec4i(floor((-r0.wzyx) + 0.5));",
            "d3d_c_rel(a0.x + 30)",
            "d3d_c_rel(a0.w + 40)",
        ],
    );
    assert_lacks("vs20_mova", &text, &["trunc("]);
}

#[test]
fn lit_clamps_its_power_and_keeps_d3d9_cases() {
    let text = wgsl_of("vs20_lit", &defaults());
    assert_has(
        "vs20_lit",
        &text,
        &[
            "let power = clamp(s.w, -127.9961, 127.9961);",
            "var r = vec4f(1.0, 0.0, 0.0, 1.0);",
            "if (s.x > 0.0) { r.y = s.x; if (s.y > 0.0) { r.z = exp2(power * log2(s.y)); } }",
            "d3d_lit(",
        ],
    );
}

#[test]
fn relative_reads_outside_the_register_file_read_zero() {
    let vs = wgsl_of("vs20_rel_out_of_range", &defaults());
    assert_has(
        "vs20_rel_out_of_range",
        &vs,
        &[
            "fn d3d_c_rel(i: i32) -> vec4f {",
            // a def'd register read relatively is its literal
            "if (i == 0) { return vec4f(0.0, 1.0, 300.0, -20.0); }",
            "if (i >= 0 && i < 256) { return cf[i - 0]; } return vec4f(0.0); }",
            "a0.x = i32(floor(v1.x + 0.5));",
            "d3d_c_rel(a0.x + 250)",
        ],
    );
    // ps_3_0 has c0-c223; v[aL] is guarded too
    let ps = wgsl_of("ps30_rel_out_of_range", &defaults());
    assert_has(
        "ps30_rel_out_of_range",
        &ps,
        &[
            "if (i >= 0 && i < 224) { return cf[i - 0]; }",
            "fn d3d_v_rel(i: i32) -> vec4f {",
            "return vec4f(0.0);",
            "r0 = r0 + d3d_v_rel(aL + 0);",
        ],
    );
    // SM3 relative output writes are guarded (o0-o11)
    let out = wgsl_of("vs30_output_relative", &defaults());
    assert_has(
        "vs30_output_relative",
        &out,
        &["let oi = aL + 1; if (oi >= 0 && oi < 12) { o[oi] = r0; }"],
    );
}

#[test]
fn zero_times_inf_helper_only_with_the_option() {
    let plain = wgsl_of("vs20_mul_mad", &defaults());
    assert_lacks("vs20_mul_mad", &plain, &["d3d_mul"]);
    let options = wgsl::Options {
        zero_times_inf: true,
        ..defaults()
    };
    let strict = wgsl_of("vs20_mul_mad", &options);
    assert_has(
        "vs20_mul_mad (zero_times_inf)",
        &strict,
        &[
            "fn d3d_mul(a: vec4f, b: vec4f) -> vec4f {",
            "select(a * b, vec4f(0.0), (a == vec4f(0.0)) | (b == vec4f(0.0)))",
            "r1 = d3d_mul(v2, cf[5]) + (-cf[6]);",
        ],
    );
    assert!(
        strict.matches("d3d_mul(").count() >= 5,
        "mul and mad use it:\n{strict}"
    );
}

#[test]
fn texkill_discards_after_the_shader_and_nothing_else_does() {
    // texkill marks the pixel; the discard comes after the shader body so derivatives in the
    // rest of the shader stay valid (D3D9 kills at the end, too)
    for name in [
        "ps20_texkill",
        "ps30_texkill",
        "game_ps20_alpha_test_foliage",
    ] {
        let text = wgsl_of(name, &defaults());
        assert_has(
            name,
            &text,
            &["var<private> d3d_kill: bool;", "if (d3d_kill) { discard; }"],
        );
        assert_eq!(text.matches("discard;").count(), 1, "{name}:\n{text}");
    }
    for name in ["game_ps20_bloom", "ps30_arith"] {
        let text = wgsl_of(name, &defaults());
        assert_lacks(name, &text, &["discard", "d3d_kill"]);
    }
    let text = wgsl_of("ps30_texkill", &defaults());
    assert_has(
        "ps30_texkill",
        &text,
        &[
            // texkill r1: any component < 0 (all four: the destination mask is xyzw)
            "if (any(r1 < vec4f(0.0))) { d3d_kill = true; }",
            "if (any(v0 < vec4f(0.0))) { d3d_kill = true; }",
        ],
    );
    assert_eq!(
        text.matches("d3d_kill = true;").count(),
        3,
        "three texkills:\n{text}"
    );
}

#[test]
fn loops_and_reps_are_clamped_to_255_iterations() {
    let text = wgsl_of("ps30_int_loop_counts", &defaults());
    assert_has(
        "ps30_int_loop_counts",
        &text,
        &[
            "let loop0 = vec4i(255, 0, 1, 0);",
            "if (n0 >= clamp(loop0.x, 0, 255)) { break; }",
            "continuing { n0 = n0 + 1; aL = aL + loop0.z; }",
            // `rep i4` is not defined: it reads the pixel int constant file
            "@group(0) @binding(4) var<uniform> ci: array<vec4i, 16>;",
            "let rep4 = ci[4];",
        ],
    );
    assert_eq!(
        text.matches(".x, 0, 255)) { break; }").count(),
        5,
        "five clamped loops:\n{text}"
    );
}

#[test]
fn predicated_instructions_select_per_component() {
    let text = wgsl_of("ps30_predicated_flow", &defaults());
    assert_has(
        "ps30_predicated_flow",
        &text,
        &[
            "p0 = v0 > vec4f(0.5);",
            "r0 = select(r0, vec4f(t, r0.y, r0.z, r0.w), p0.xxxx);",
            "r0 = select(r0, vec4f(r0.x, t, r0.z, r0.w), !p0.yyyy);",
            "if (p0.z) { break; }",
            "if (!p0.x) { d3d_l2(); }",
        ],
    );
}

#[test]
fn half_pixel_shift_follows_the_option() {
    let name = "vs30_basic";
    let on = wgsl_of(name, &defaults());
    let shift = [
        "pos.x = pos.x + pos.w * draw.half_pixel.x;",
        "pos.y = pos.y - pos.w * draw.half_pixel.y;",
    ];
    assert_has(name, &on, &shift);
    let off = wgsl_of(
        name,
        &wgsl::Options {
            half_pixel_shift: false,
            ..defaults()
        },
    );
    assert_lacks(name, &off, &shift);
}

#[test]
fn d3d9_numeric_rules_have_their_helpers() {
    let name = "vs2x_sincos_pow_specials";
    let text = wgsl_of(name, &defaults());
    assert_has(
        name,
        &text,
        &[
            "return select(1.0 / x, d3d_inf(), x == 0.0);",
            "return select(inverseSqrt(abs(x)), d3d_inf(), x == 0.0);",
            "return select(log2(abs(x)), -d3d_inf(), x == 0.0);",
            "return exp2(y * log2(abs(x)));",
        ],
    );
    // cmp: src0 >= 0 ? src1 : src2, per component
    let cmp = wgsl_of("ps20_cmp_dp2add", &defaults());
    assert_has(
        "ps20_cmp_dp2add",
        &cmp,
        &[
            "r0 = select(cf[0], v0, t0 >= vec4f(0.0));",
            "r1 = select(vec4f(1.0), vec4f(0.5), (-t0.xxxx) >= vec4f(0.0));",
            "r2.x = dot(t1.xy, cf[1].xy) + 0.5;",
        ],
    );
}

#[test]
fn pixel_shader_special_registers() {
    let face = wgsl_of("ps30_vpos_vface", &defaults());
    assert_has(
        "ps30_vpos_vface",
        &face,
        &[
            "@builtin(front_facing) front: bool,",
            "select(-1.0, 1.0, input.front)",
            "@builtin(position) frag_coord: vec4f,",
            "input.frag_coord.xy - vec2f(0.5)",
        ],
    );
    for name in ["ps30_depth", "ps20_depth_out", "ps20_mrt_depth"] {
        let text = wgsl_of(name, &defaults());
        assert_has(name, &text, &["@builtin(frag_depth)"]);
    }
    let mrt = wgsl_of("ps30_mrt", &defaults());
    for n in 0..4 {
        assert_has("ps30_mrt", &mrt, &[&format!("@location({n}) c{n}: vec4f,")]);
    }
}

#[test]
fn bool_constants_and_sampler_kinds_bind_as_the_contract_says() {
    let text = wgsl_of("vs20_rep_if", &defaults());
    // `if b2` is not defined by defb: it reads the vertex bool file
    assert_has(
        "vs20_rep_if",
        &text,
        &[
            "@group(0) @binding(5) var<uniform> cb: array<vec4u, 4>;",
            "if ((cb[0][2] != 0u))",
        ],
    );
    let kinds = wgsl_of("ps20_texld_variants", &defaults());
    assert_has(
        "ps20_texld_variants",
        &kinds,
        &["texture_2d<f32>", "texture_cube<f32>", "texture_3d<f32>"],
    );
    let mut options = defaults();
    options.sampler_kinds[0] = Some(ninth_shader::ir::SamplerKind::Cube);
    let cube = wgsl_of("ps20_texld_2d", &options);
    assert_has("ps20_texld_2d (s0 as cube)", &cube, &["texture_cube<f32>"]);
    assert_lacks("ps20_texld_2d (s0 as cube)", &cube, &["texture_2d<f32>"]);
}

#[test]
fn comparisons_branches_and_loop_registers() {
    let text = wgsl_of("ps30_break_comp_all", &defaults());
    assert_has(
        "ps30_break_comp_all",
        &text,
        &[
            "if (r0.x > v0.x) { break; }",
            "if (r0.y == v0.y) { break; }",
            "if (r0.z >= v0.z) { break; }",
            "if (r0.w < (-v0.w)) { break; }",
            "if (r0.x != r0.x) { break; }",
            "if (1.0 <= r0.y) { break; }",
        ],
    );
    let text = wgsl_of("ps30_if_comp_all", &defaults());
    assert_has(
        "ps30_if_comp_all",
        &text,
        &[
            "if (v0.x > 0.5) {",
            "if (v0.y == 0.25) {",
            "if (v0.z >= 0.75) {",
            "if (v0.w < 1.0) {",
            "if (v2.x != (-v2.y)) {",
            "} else { if (abs(v2.z) <= v2.w) {",
        ],
    );
    // nested loops: each `loop aL, i#` starts aL at i#.y, steps by i#.z and restores the
    // outer loop's aL when it ends; `rep` leaves aL alone
    let text = wgsl_of("ps30_nested_loops_4", &defaults());
    assert_has(
        "ps30_nested_loops_4",
        &text,
        &[
            "let aL_outer0 = aL; let loop0 = vec4i(2, 0, 1, 0); aL = loop0.y;",
            "let aL_outer1 = aL; let loop1 = vec4i(3, 0, 1, 0); aL = loop1.y;",
            "let rep2 = vec4i(2, 1, 1, 0);",
            "r0 = r0 + d3d_c_rel(aL + 10); continuing { n3 = n3 + 1; aL = aL + loop3.z; }",
            "aL = aL_outer3;",
            "r0.x = r0.x + d3d_c_rel(aL + 20).x; continuing { n1 = n1 + 1; aL = aL + loop1.z; }",
            "aL = aL_outer1;",
            "aL = aL_outer0;",
        ],
    );
    // defb true is a literal condition; call/callnz become functions; breakp on !p0.x
    let text = wgsl_of("vs30_flow_all", &defaults());
    assert_has(
        "vs30_flow_all",
        &text,
        &[
            "if (true) { r0 = r0 * vec4f(0.5); } else { if ((cb[0][1] != 0u)) { d3d_l3(); } }",
            "if (!p0.x) { break; }",
            "if (r0.w >= 1.0) { break; }",
            "d3d_l3(); o1 = r0; }",
            "fn d3d_l3() { r0 = r0 * vec4f(0.25) + vec4f(1.0); }",
        ],
    );
}
