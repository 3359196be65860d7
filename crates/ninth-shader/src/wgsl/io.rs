//! Entry points: vertex inputs by declaration order, inter-stage values by semantic
//! ([`crate::link`]), the half-pixel shift, pixel outputs and the special registers.

use std::fmt::Write;

use super::TranslateError;
use super::options::FogMode;
use super::writer::Writer;
use crate::analyze::UsageFlags;
use crate::ir::{DeclUsage, Register, RegisterType};
use crate::link;

type Result<T = ()> = std::result::Result<T, TranslateError>;

impl Writer<'_> {
    /// The name of a register as [`Writer::put_reg`] spells it.
    fn reg_name(&mut self, reg: Register, write: bool) -> Result<String> {
        let start = self.out.len();
        self.put_reg(reg.ty, reg.index, write, 0)?;
        let name = self.out[start..].to_owned();
        self.out.truncate(start);
        Ok(name)
    }

    fn interpolation(&self, location: u32) -> &'static str {
        let color = matches!(
            self.opts.link_map.semantic(location),
            Some((DeclUsage::Color, _))
        );
        if self.opts.flat_shading && color {
            " @interpolate(flat)"
        } else if self.opts.centroid_locations & (1 << location) != 0 {
            " @interpolate(perspective, centroid)"
        } else {
            ""
        }
    }

    /// Initialise `def` constants that WGSL literals cannot spell (inf, NaN).
    fn init_nonfinite_defs(&self, e: &mut String) {
        for &(ty, n) in &self.regs {
            if let (RegisterType::Const, Some(v)) = (ty, self.a.float_def(n)) {
                {
                    let _ = writeln!(
                        e,
                        "  {{\n    var b = vec4u({}u, {}u, {}u, {}u);\n    cdef{n} = bitcast<vec4f>(b);\n  }}",
                        v[0], v[1], v[2], v[3]
                    );
                }
            }
        }
    }

    /// Write the entry point `main` (and its in/out structs).
    pub(super) fn entry_point(&mut self) -> Result<String> {
        if self.pixel {
            self.pixel_entry()
        } else {
            self.vertex_entry()
        }
    }

    fn vertex_entry(&mut self) -> Result<String> {
        let mut e = String::with_capacity(1024);
        let sm3 = self.a.version.major >= 3;
        // Inputs.
        let inputs = self.a.inputs.clone();
        if inputs.len() > 16 {
            return Err(TranslateError::unsupported(0, "more than 16 vertex inputs"));
        }
        let mut copy_in = String::new();
        if !inputs.is_empty() {
            e.push_str("struct VsIn {\n");
            for (n, s) in inputs.iter().enumerate() {
                let ty = if self.opts.uint_inputs & (1 << n) != 0 {
                    "vec4u"
                } else if self.opts.sint_inputs & (1 << n) != 0 {
                    "vec4i"
                } else {
                    "vec4f"
                };
                let _ = writeln!(e, "  @location({n}) i{n}: {ty},");
                let name = self.reg_name(s.register, false)?;
                let _ = writeln!(copy_in, "  {name} = vec4f(input.i{n});");
            }
            e.push_str("}\n");
        }
        // Outputs: the position and every linked location.
        e.push_str("struct VsOut {\n  @builtin(position) pos: vec4f,\n");
        let map = self.opts.link_map;
        let mask = self.opts.link_locations.unwrap_or_else(|| {
            // Only what the shader writes.
            self.a
                .outputs
                .iter()
                .filter(|o| {
                    self.regs.contains(&(o.register.ty, o.register.index))
                        || self.rel_out_written(o.register)
                })
                .filter_map(|o| map.location(o.usage, o.usage_index))
                .fold(0u16, |m, l| m | (1 << l))
        });
        for l in 0..link::LOCATION_COUNT {
            if mask & (1 << l) != 0 {
                let _ = writeln!(e, "  @location({l}){} l{l}: vec4f,", self.interpolation(l));
            }
        }
        e.push_str("}\n");
        let position = self
            .a
            .outputs
            .iter()
            .find(|o| o.usage == DeclUsage::Position && o.usage_index == 0)
            .map(|o| o.register);
        let mut copy_out = String::new();
        match position {
            Some(r) if self.regs.contains(&(r.ty, r.index)) || self.rel_out_written(r) => {
                let name = self.reg_name(r, true)?;
                let _ = writeln!(copy_out, "  var pos = {name};");
            }
            _ => copy_out.push_str("  var pos = vec4f(0.0);\n"),
        }
        if self.opts.half_pixel_shift {
            self.uses_draw = true;
            copy_out.push_str("  pos.x = pos.x + pos.w * draw.half_pixel.x;\n");
            copy_out.push_str("  pos.y = pos.y - pos.w * draw.half_pixel.y;\n");
        }
        copy_out.push_str("  out.pos = pos;\n");
        for l in 0..link::LOCATION_COUNT {
            if mask & (1 << l) == 0 {
                continue;
            }
            let semantic = self.opts.link_map.semantic(l);
            let written = semantic.and_then(|(usage, index)| {
                self.a
                    .outputs
                    .iter()
                    .find(|o| o.usage == usage && o.usage_index == index)
                    .map(|o| o.register)
            });
            match written {
                Some(r) if self.regs.contains(&(r.ty, r.index)) || self.rel_out_written(r) => {
                    let name = self.reg_name(r, true)?;
                    if !sm3 && r.ty == RegisterType::AttrOut {
                        let _ = writeln!(copy_out, "  out.l{l} = saturate({name});");
                    } else {
                        let _ = writeln!(copy_out, "  out.l{l} = {name};");
                    }
                }
                _ => {
                    let d = semantic.map_or([0.0; 4], |s| link::default_value(s.0));
                    if d == [0.0; 4] {
                        let _ = writeln!(copy_out, "  out.l{l} = vec4f();");
                    } else {
                        let _ = writeln!(
                            copy_out,
                            "  out.l{l} = vec4f({:?}, {:?}, {:?}, {:?});",
                            d[0], d[1], d[2], d[3]
                        );
                    }
                }
            }
        }
        e.push_str("@vertex\nfn main(");
        if !inputs.is_empty() {
            e.push_str("input: VsIn");
        }
        e.push_str(") -> VsOut {\n");
        e.push_str(&copy_in);
        self.init_nonfinite_defs(&mut e);
        e.push_str("  d3d_main();\n  var out: VsOut;\n");
        e.push_str(&copy_out);
        e.push_str("  return out;\n}\n");
        Ok(e)
    }

    /// With relatively addressed outputs every `o#` lives in the array.
    fn rel_out_written(&self, r: Register) -> bool {
        r.ty == RegisterType::TexCrdOutOrOutput
            && self.a.flags.contains(UsageFlags::RELATIVE_OUTPUTS)
            && self
                .regs
                .iter()
                .any(|x| x.0 == RegisterType::TexCrdOutOrOutput)
    }

    fn pixel_entry(&mut self) -> Result<String> {
        let mut e = String::with_capacity(1024);
        let mut fields = String::new();
        let mut copy_in = String::new();
        let vpos = self.a.flags.contains(UsageFlags::VPOS)
            || self.regs.contains(&(RegisterType::MiscType, 0));
        let vface = self.a.flags.contains(UsageFlags::VFACE)
            || self.regs.contains(&(RegisterType::MiscType, 1));
        if vpos {
            fields.push_str("  @builtin(position) frag_coord: vec4f,\n");
            self.note_reg(RegisterType::MiscType, 0);
            copy_in.push_str("  d3d_vpos = vec4f(input.frag_coord.xy - vec2f(0.5), 0.0, 0.0);\n");
        }
        if vface {
            fields.push_str("  @builtin(front_facing) front: bool,\n");
            self.note_reg(RegisterType::MiscType, 1);
            copy_in.push_str("  d3d_vface = vec4f(select(-1.0, 1.0, input.front));\n");
        }
        let mut declared: u16 = 0;
        let inputs = self.a.inputs.clone();
        for s in &inputs {
            let Some(l) = self.opts.link_map.location(s.usage, s.usage_index) else {
                return Err(TranslateError::unsupported(
                    0,
                    format!(
                        "pixel shader input {:?}{} (not in Options::link_map, see LinkMap::for_pixel_shader)",
                        s.usage, s.usage_index
                    ),
                ));
            };
            if declared & (1 << l) == 0 {
                declared |= 1 << l;
                let _ = writeln!(
                    fields,
                    "  @location({l}){} l{l}: vec4f,",
                    self.interpolation(l)
                );
            }
            let name = self.reg_name(s.register, false)?;
            let shared = inputs.iter().filter(|o| o.register == s.register).count() > 1;
            if shared {
                // SM3 packs several semantics into one register by component.
                for (i, c) in ['x', 'y', 'z', 'w'].iter().enumerate() {
                    if s.mask & (1 << i) != 0 {
                        let _ = writeln!(copy_in, "  {name}.{c} = input.l{l}.{c};");
                    }
                }
            } else {
                let _ = writeln!(copy_in, "  {name} = input.l{l};");
            }
        }
        let writes_color = self.regs.contains(&(RegisterType::ColorOut, 0));
        let fog_input = if writes_color && self.opts.fog == FogMode::Vertex {
            let Some(l) = self.opts.link_map.location(DeclUsage::Fog, 0) else {
                return Err(TranslateError::unsupported(
                    0,
                    "vertex fog without FOG0 in the link map",
                ));
            };
            if declared & (1 << l) == 0 {
                let _ = writeln!(
                    fields,
                    "  @location({l}){} l{l}: vec4f,",
                    self.interpolation(l)
                );
            }
            Some(l)
        } else {
            None
        };
        let table_fog = writes_color
            && matches!(
                self.opts.fog,
                FogMode::Linear | FogMode::Exp | FogMode::Exp2
            );
        if table_fog && !vpos {
            fields.push_str("  @builtin(position) frag_coord: vec4f,\n");
        }
        if !fields.is_empty() {
            e.push_str("struct PsIn {\n");
            e.push_str(&fields);
            e.push_str("}\n");
        }
        let mut out_fields = String::new();
        let mut copy_out = String::new();
        if writes_color && self.opts.fog != FogMode::Off {
            self.uses_draw = true;
            let f = match (self.opts.fog, fog_input) {
                (_, Some(l)) => format!("input.l{l}.x"),
                (FogMode::Linear, _) => {
                    "(draw.fog.y - input.frag_coord.z) / (draw.fog.y - draw.fog.x)".to_owned()
                }
                (FogMode::Exp, _) => "exp(-draw.fog.z * input.frag_coord.z)".to_owned(),
                _ => "exp(-(draw.fog.z * input.frag_coord.z) * (draw.fog.z * input.frag_coord.z))"
                    .to_owned(),
            };
            let _ = writeln!(
                copy_out,
                "  oC0 = vec4f(mix(draw.fog_color.xyz, oC0.xyz, saturate({f})), oC0.w);"
            );
        }
        if self.kill {
            copy_out.push_str("  if (d3d_kill) {\n    discard;\n  }\n");
        }
        if writes_color && self.opts.alpha_test {
            self.uses_draw = true;
            self.alpha_test_helper = true;
            copy_out.push_str("  if (!d3d_alpha_test(oC0.w)) {\n    discard;\n  }\n");
        }
        for n in 0..4u32 {
            if self.regs.contains(&(RegisterType::ColorOut, n)) {
                let _ = writeln!(out_fields, "  @location({n}) c{n}: vec4f,");
                let _ = writeln!(copy_out, "  out.c{n} = oC{n};");
            }
        }
        if self.regs.contains(&(RegisterType::DepthOut, 0)) {
            out_fields.push_str("  @builtin(frag_depth) depth: f32,\n");
            copy_out.push_str("  out.depth = oDepth.x;\n");
        }
        if !out_fields.is_empty() {
            e.push_str("struct PsOut {\n");
            e.push_str(&out_fields);
            e.push_str("}\n");
        }
        e.push_str("@fragment\nfn main(");
        if !fields.is_empty() {
            e.push_str("input: PsIn");
        }
        e.push(')');
        if !out_fields.is_empty() {
            e.push_str(" -> PsOut");
        }
        e.push_str(" {\n");
        e.push_str(&copy_in);
        self.init_nonfinite_defs(&mut e);
        e.push_str("  d3d_main();\n");
        if !out_fields.is_empty() {
            e.push_str("  var out: PsOut;\n");
            e.push_str(&copy_out);
            e.push_str("  return out;\n");
        } else if self.kill {
            e.push_str("  if (d3d_kill) {\n    discard;\n  }\n");
        }
        e.push_str("}\n");
        Ok(e)
    }
}
