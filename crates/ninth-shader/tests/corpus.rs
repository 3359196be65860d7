//! The shader corpus (`tests/corpus/*.asm`): every file assembles, decodes, re-encodes to the
//! same tokens, disassembles and reassembles to the same tokens; every shader model 2-3 file
//! translates to WGSL that naga validates and that matches its snapshot in `tests/snapshots`
//! (`NINTH_BLESS=1` rewrites the snapshots), shader model 1 included.

mod common;

use std::collections::{BTreeMap, BTreeSet};

use common::{
    CorpusShader, first_difference, hex, load_corpus, normalize, readable::readable, snapshot_dir,
    validate_wgsl,
};
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
    let sm1 = corpus.iter().filter(|s| s.sm1()).count();
    let sm23 = corpus.len() - sm1;
    assert!(sm23 >= 150, "only {sm23} SM2/SM3 corpus shaders");
    assert!(sm1 >= 80, "only {sm1} SM1 corpus shaders");
    let minimum = [
        ("vs_2_0", 20),
        ("vs_2_x", 5),
        ("vs_3_0", 12),
        ("ps_2_0", 20),
        ("ps_2_x", 6),
        ("ps_3_0", 25),
        ("vs_1_1", 20),
        ("ps_1_1", 20),
        ("ps_1_2", 10),
        ("ps_1_3", 8),
        ("ps_1_4", 20),
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
    let mut sm1_opcodes: BTreeSet<u16> = BTreeSet::new();
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
            if shader.sm1() {
                sm1_opcodes.insert(ins.opcode as u16);
                if ins.coissue {
                    features.insert("co-issue");
                }
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
    // Every instruction of shader model 1 (vs_1_1 and ps_1_1-1_4).
    let all_sm1 = [
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
        Opcode::ExpP,
        Opcode::LogP,
        Opcode::TexCoord,
        Opcode::TexKill,
        Opcode::Tex,
        Opcode::TexBem,
        Opcode::TexBemL,
        Opcode::TexReg2Ar,
        Opcode::TexReg2Gb,
        Opcode::TexReg2Rgb,
        Opcode::TexM3x2Pad,
        Opcode::TexM3x2Tex,
        Opcode::TexM3x2Depth,
        Opcode::TexM3x3Pad,
        Opcode::TexM3x3Tex,
        Opcode::TexM3x3,
        Opcode::TexM3x3Spec,
        Opcode::TexM3x3VSpec,
        Opcode::TexDp3,
        Opcode::TexDp3Tex,
        Opcode::TexDepth,
        Opcode::Cnd,
        Opcode::Cmp,
        Opcode::Bem,
        Opcode::Phase,
        Opcode::Def,
    ];
    let missing: Vec<Opcode> = all_sm1
        .iter()
        .copied()
        .filter(|op| !sm1_opcodes.contains(&(*op as u16)))
        .collect();
    assert!(
        missing.is_empty(),
        "SM1 opcodes missing from the corpus: {missing:?}"
    );
    assert!(features.contains("co-issue"), "no co-issued SM1 pair");
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
    let (mut translated, mut sm1, mut blessed, mut expectations) = (0, 0, 0, 0);
    for shader in &corpus {
        let result = (|| -> Result<(), String> {
            let (tokens, ir) = decoded(shader)?;
            let options = options_for(&ir, &options);
            let result = wgsl::translate(&ir, &options);
            if shader.sm1() {
                sm1 += 1;
            }
            let translation = result.map_err(|e| format!("{}: translate: {e}", shader.name))?;
            let owned = translation
                .wgsl()
                .map_err(|e| format!("{}: WGSL back end: {e}", shader.name))?;
            let text = owned.as_str();
            validate_wgsl(text)
                .map_err(|e| format!("{}: naga re-validation failed:\n{e}\n{text}", shader.name))?;
            let via_lib = ninth_shader::translate_bytecode(&tokens, &options)
                .map_err(|e| format!("{}: translate_bytecode: {e}", shader.name))?;
            if via_lib.wgsl().ok().as_deref() != Some(text) {
                return Err(format!(
                    "{}: translate_bytecode differs from translate",
                    shader.name
                ));
            }
            // `// expect` lines are matched against the readable form (see common::readable).
            let normalized = normalize(&readable(text));
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
        "translate: {translated} shaders validated ({sm1} of shader model 1), {blessed} snapshots written, {expectations} expect lines held, {} failures",
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
