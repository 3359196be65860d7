//! What shader model 1 allows: instructions per version and register ranges.

use crate::error::TranslateError;
use crate::ir::{Instruction, Opcode, RegisterType, Shader, ShaderKind, ShaderVersion};

type Result<T = ()> = std::result::Result<T, TranslateError>;

/// `ps_1_1`, `vs_1_1`, ... for messages.
pub(super) fn model(v: ShaderVersion) -> String {
    let k = match v.kind {
        ShaderKind::Vertex => "vs",
        ShaderKind::Pixel => "ps",
    };
    format!("{k}_{}_{}", v.major, v.minor)
}

/// Whether `ps_1_minor` has `op`.
pub(super) fn pixel_has(minor: u8, op: Opcode) -> bool {
    use Opcode as O;
    let ps14 = minor >= 4;
    match op {
        O::Nop
        | O::Mov
        | O::Add
        | O::Sub
        | O::Mad
        | O::Mul
        | O::Dp3
        | O::Lrp
        | O::Cnd
        | O::Def
        | O::TexKill
        | O::Tex
        | O::TexCoord
        | O::Comment
        | O::End => true,
        O::Dp4 | O::Cmp => minor >= 2,
        O::TexBem
        | O::TexBemL
        | O::TexReg2Ar
        | O::TexReg2Gb
        | O::TexM3x2Pad
        | O::TexM3x2Tex
        | O::TexM3x3Pad
        | O::TexM3x3Tex
        | O::TexM3x3Spec
        | O::TexM3x3VSpec => !ps14,
        O::TexReg2Rgb | O::TexDp3Tex | O::TexDp3 | O::TexM3x3 => minor >= 2 && !ps14,
        O::TexM3x2Depth => minor == 3,
        O::Bem | O::Phase | O::TexDepth => ps14,
        _ => false,
    }
}

/// Registers of a `ps_1_minor` file that exist (`None`: the file is not a pixel shader 1.x
/// operand).
pub(super) fn pixel_count(minor: u8, ty: RegisterType) -> Option<u32> {
    let ps14 = minor >= 4;
    Some(match ty {
        RegisterType::Temp if ps14 => 6,
        RegisterType::Temp => 2,
        RegisterType::AddrOrTexture if ps14 => 6,
        RegisterType::AddrOrTexture => 4,
        RegisterType::Const => 8,
        RegisterType::Input => 2,
        _ => return None,
    })
}

/// Refuses what `vs_1_1` does not have: instructions of later models (flow control, `mova`,
/// `pow`, `nrm`, ...), registers outside its files, relative addressing other than
/// `c[a0.x + n]`.
pub fn check_vertex(shader: &Shader) -> Result {
    use Opcode as O;
    let v = shader.version;
    if v.kind != ShaderKind::Vertex || v.major != 1 {
        return Ok(());
    }
    for ins in &shader.instructions {
        let ok = matches!(
            ins.opcode,
            O::Nop
                | O::Mov
                | O::Add
                | O::Sub
                | O::Mad
                | O::Mul
                | O::Rcp
                | O::Rsq
                | O::Dp3
                | O::Dp4
                | O::Min
                | O::Max
                | O::Slt
                | O::Sge
                | O::Exp
                | O::Log
                | O::Lit
                | O::Dst
                | O::Frc
                | O::M4x4
                | O::M4x3
                | O::M3x4
                | O::M3x3
                | O::M3x2
                | O::ExpP
                | O::LogP
                | O::Dcl
                | O::Def
                | O::Comment
                | O::End
        );
        if !ok {
            return Err(TranslateError::unsupported(
                ins.offset,
                format!("{:?} in {}", ins.opcode, model(v)),
            ));
        }
        check_vertex_operands(ins, v)?;
    }
    Ok(())
}

fn check_vertex_operands(ins: &Instruction, v: ShaderVersion) -> Result {
    if let Some(d) = &ins.dst {
        let r = d.register;
        let ok = match r.ty {
            RegisterType::Temp => r.index < 12,
            // `a0.x` is written by `mov` only.
            RegisterType::AddrOrTexture => {
                r.index == 0 && ins.opcode == Opcode::Mov && d.write_mask == 1
            }
            RegisterType::RastOut => r.index < 3,
            RegisterType::AttrOut => r.index < 2,
            RegisterType::TexCrdOutOrOutput => r.index < 8,
            RegisterType::Input => ins.opcode == Opcode::Dcl && r.index < 16,
            RegisterType::Const => ins.opcode == Opcode::Def,
            _ => false,
        };
        if !ok || d.relative.is_some() {
            return Err(TranslateError::unsupported(
                ins.offset,
                format!(
                    "{:?} {} as {:?} destination in {}",
                    r.ty,
                    r.index,
                    ins.opcode,
                    model(v)
                ),
            ));
        }
    }
    for s in &ins.src {
        let r = s.register;
        let ok = match r.ty {
            RegisterType::Temp => r.index < 12,
            RegisterType::Input => r.index < 16,
            RegisterType::Const => true,
            _ => false,
        };
        let relative_ok = s.relative.is_none_or(|a| {
            r.ty == RegisterType::Const
                && a.register.ty == RegisterType::AddrOrTexture
                && a.component == 0
        });
        if !ok || !relative_ok {
            return Err(TranslateError::unsupported(
                ins.offset,
                format!(
                    "{:?} {} as a source{} in {}",
                    r.ty,
                    r.index,
                    if s.relative.is_some() {
                        " with relative addressing"
                    } else {
                        ""
                    },
                    model(v)
                ),
            ));
        }
    }
    Ok(())
}
