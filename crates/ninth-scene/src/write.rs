//! Scene to text: every command written with D3D9 names where known, so that parsing the
//! text gives the same scene back.

use crate::command::{
    Command, DepthStencilRef, Generator, Indices, Scene, SurfaceRef, TextureShape, VertexData,
};
use crate::enums::misc::{D3DCLEAR, D3DLIGHT, format_transform};
use crate::enums::render_state::{D3DRS, render_state_kind};
use crate::enums::resource::{D3DFMT, D3DMULTISAMPLE, D3DPOOL, D3DUSAGE};
use crate::enums::stage::{
    D3DSAMP, D3DTEXF, D3DTSS, SAMPLER, sampler_state_kind, texture_stage_state_kind,
};
use crate::enums::vertex::{
    D3DDECLMETHOD, D3DDECLTYPE, D3DDECLUSAGE, D3DPT, D3DSTREAMSOURCE, format_fvf,
};
use crate::enums::{format_f32, format_int};
use crate::vertex::unpack;

/// A command as text: the words before its blocks, and the rows of each block.
struct Text {
    head: String,
    blocks: Vec<Vec<String>>,
}

impl Text {
    fn line(head: String) -> Self {
        Text {
            head,
            blocks: Vec::new(),
        }
    }

    fn block(head: String, rows: Vec<String>) -> Self {
        Text {
            head,
            blocks: vec![rows],
        }
    }

    /// The count of lines of the multi-line form.
    fn lines(&self) -> usize {
        1 + self.blocks.iter().map(Vec::len).sum::<usize>()
    }

    fn render(&self, compact: bool) -> String {
        let mut s = self.head.clone();
        for rows in &self.blocks {
            if rows.is_empty() {
                s.push_str(" { }");
            } else if compact {
                s.push_str(" { ");
                s.push_str(&rows.join(" "));
                s.push_str(" }");
            } else {
                s.push_str(" {");
                for row in rows {
                    s.push_str("\n    ");
                    s.push_str(row);
                }
                s.push_str(" }");
            }
        }
        s
    }
}

/// Writes a scene as text that [`crate::parse`] reads back to an equal scene.
///
/// Commands are placed on their recorded lines where the text allows (blank lines fill the
/// gaps left by comments; a block is written on one line when its rows would run into the
/// next command), so a parsed scene written back parses with the same line numbers.
/// Limits, for scenes made in code: non-finite floats have no spelling (they come out as
/// `inf`/`NaN`), a volume texture's usage is not written (the format has no `usage=` for
/// volumes), and vertex data whose bytes do not fit its layout is written as `vbraw`.
pub fn write(scene: &Scene) -> String {
    let mut out = String::from("scene 1\n");
    let mut next_line = 2;
    for (i, statement) in scene.statements.iter().enumerate() {
        while next_line < statement.line {
            out.push('\n');
            next_line += 1;
        }
        let text = command_text(&statement.command);
        let limit = scene.statements.get(i + 1).map(|s| s.line).unwrap_or(0);
        let compact = limit > next_line && next_line + text.lines() > limit;
        let rendered = text.render(compact);
        next_line += rendered.matches('\n').count() + 1;
        out.push_str(&rendered);
        out.push('\n');
    }
    out
}

fn hex(value: u32) -> String {
    format!("0x{value:08x}")
}

fn floats(values: &[f32]) -> String {
    values
        .iter()
        .map(|&v| format_f32(v))
        .collect::<Vec<_>>()
        .join(" ")
}

fn rows<T>(items: &[T], per_row: usize, f: impl Fn(&T) -> String) -> Vec<String> {
    items
        .chunks(per_row.max(1))
        .map(|chunk| chunk.iter().map(&f).collect::<Vec<_>>().join(" "))
        .collect()
}

fn byte_rows(bytes: &[u8]) -> Vec<String> {
    rows(bytes, 32, |b| format!("{b:02x}"))
}

fn name_or_none(name: &Option<String>) -> &str {
    name.as_deref().unwrap_or("none")
}

fn surface(r: &SurfaceRef) -> String {
    match r {
        SurfaceRef::Backbuffer => "backbuffer".to_string(),
        SurfaceRef::Named {
            name,
            face: Some(face),
            level,
        } => format!("{name}:{face}:{level}"),
        SurfaceRef::Named {
            name,
            face: None,
            level: 0,
        } => name.clone(),
        SurfaceRef::Named { name, level, .. } => format!("{name}:{level}"),
    }
}

fn index_text(indices: &Indices) -> (&'static str, Vec<String>) {
    match indices {
        Indices::U16(v) => ("16", rows(v, 24, u16::to_string)),
        Indices::U32(v) => ("32", rows(v, 24, u32::to_string)),
    }
}

/// The rows of packed vertex data, or `None` when its bytes do not fit its layout.
fn vertex_rows(data: &VertexData) -> Option<Vec<String>> {
    let packing = data.layout.packing().ok()?;
    if packing.stride != data.stride as usize {
        return None;
    }
    let rows = unpack(&packing, &data.bytes)?;
    Some(rows.into_iter().map(|r| r.join(" ")).collect())
}

fn vbraw(name: &str, bytes: &[u8]) -> Text {
    Text::block(
        format!("vbraw {name}"),
        rows(&bytes.chunks(4).collect::<Vec<_>>(), 8, |c| {
            c.iter().map(|b| format!("{b:02x}")).collect::<String>()
        }),
    )
}

fn color4(key: &str, v: [f32; 4], out: &mut Vec<String>) {
    if v.iter().any(|x| x.to_bits() != 0) {
        out.push(format!("{key} {}", floats(&v)));
    }
}

fn field(key: &str, v: &[f32], out: &mut Vec<String>) {
    if v.iter().any(|x| x.to_bits() != 0) {
        out.push(format!("{key} {}", floats(v)));
    }
}

fn shader(kind: &str, name: &str, tokens: &[u32]) -> Text {
    Text::block(
        format!("{kind} {name}"),
        rows(tokens, 8, |t| format!("{t:08x}")),
    )
}

fn constants<T>(kind: &str, start: u32, values: &[T], f: impl Fn(&T) -> String) -> Text {
    Text::block(format!("{kind} {start}"), rows(values, 4, f))
}

fn command_text(command: &Command) -> Text {
    use Command as C;
    match command {
        C::Device {
            width,
            height,
            backbuffer,
            depth,
            msaa,
        } => {
            let mut s = format!("device {width} {height}");
            if *backbuffer != 22 {
                s += &format!(" backbuffer={}", D3DFMT.format(*backbuffer));
            }
            match depth {
                None => s += " depth=none",
                Some(75) => {}
                Some(f) => s += &format!(" depth={}", D3DFMT.format(*f)),
            }
            if *msaa != 0 {
                s += &format!(" msaa={msaa}");
            }
            Text::line(s)
        }
        C::SetRenderState { state, value } => Text::line(format!(
            "rs {} {}",
            D3DRS.format(*state),
            render_state_kind(*state).format(*value)
        )),
        C::SetTextureStageState {
            stage,
            state,
            value,
        } => Text::line(format!(
            "tss {stage} {} {}",
            D3DTSS.format(*state),
            texture_stage_state_kind(*state).format(*value)
        )),
        C::SetSamplerState {
            sampler,
            state,
            value,
        } => Text::line(format!(
            "samp {} {} {}",
            SAMPLER.format(*sampler),
            D3DSAMP.format(*state),
            sampler_state_kind(*state).format(*value)
        )),
        C::CreateTexture {
            name,
            shape,
            format,
            levels,
            usage,
            pool,
        } => {
            let format = D3DFMT.format(*format);
            let mut s = match shape {
                TextureShape::TwoD { width, height } => {
                    format!("texture {name} 2d {format} {width} {height} {levels}")
                }
                TextureShape::Cube { size } => {
                    format!("texture {name} cube {format} {size} {levels}")
                }
                TextureShape::Volume {
                    width,
                    height,
                    depth,
                } => format!("texture {name} volume {format} {width} {height} {depth} {levels}"),
            };
            let volume = matches!(shape, TextureShape::Volume { .. });
            if *usage != 0 && !volume {
                s += &format!(" usage={}", D3DUSAGE.format(*usage));
            }
            let default = crate::parse::default_pool(if volume { 0 } else { *usage });
            if *pool != default {
                s += &format!(" pool={}", D3DPOOL.format(*pool));
            }
            Text::line(s)
        }
        C::Fill {
            name,
            level,
            face,
            slice,
            generator,
        } => {
            let mut s = format!("fill {name} {level}");
            if let Some(face) = face {
                s += &format!(" face={face}");
            }
            if let Some(slice) = slice {
                s += &format!(" slice={slice}");
            }
            match generator {
                Generator::Solid(c) => Text::line(format!("{s} solid {}", hex(*c))),
                Generator::Checker {
                    cell,
                    first,
                    second,
                } => Text::line(format!(
                    "{s} checker {cell} {} {}",
                    hex(*first),
                    hex(*second)
                )),
                Generator::Gradient(c) => Text::line(format!(
                    "{s} gradient {} {} {} {}",
                    hex(c[0]),
                    hex(c[1]),
                    hex(c[2]),
                    hex(c[3])
                )),
                Generator::Bytes(bytes) => Text::block(format!("{s} bytes"), byte_rows(bytes)),
            }
        }
        C::CreateSurface {
            name,
            depth_stencil,
            format,
            width,
            height,
            msaa,
        } => {
            let kind = if *depth_stencil {
                "depthstencil"
            } else {
                "rendertarget"
            };
            let mut s = format!(
                "surface {name} {kind} {} {width} {height}",
                D3DFMT.format(*format)
            );
            if *msaa != 0 {
                s += &format!(" msaa={}", D3DMULTISAMPLE.format(*msaa));
            }
            Text::line(s)
        }
        C::SetTexture { stage, texture } => Text::line(format!(
            "settexture {} {}",
            SAMPLER.format(*stage),
            name_or_none(texture)
        )),
        C::SetRenderTarget { index, target } => Text::line(format!(
            "setrt {index} {}",
            target.as_ref().map_or("none".to_string(), surface)
        )),
        C::SetDepthStencilSurface(target) => Text::line(format!(
            "setds {}",
            match target {
                DepthStencilRef::None => "none".to_string(),
                DepthStencilRef::Default => "default".to_string(),
                DepthStencilRef::Surface(r) => surface(r),
            }
        )),
        C::SetFvf(fvf) => Text::line(format!("fvf {}", format_fvf(*fvf))),
        C::CreateVertexDeclaration { name, elements } => {
            let last = elements.len().saturating_sub(1);
            let rows = elements
                .iter()
                .enumerate()
                .map(|(i, e)| {
                    let sep = if i == last { "" } else { " ;" };
                    format!(
                        "{} {} {} {} {} {}{sep}",
                        e.stream,
                        e.offset,
                        D3DDECLTYPE.format(u32::from(e.ty)),
                        D3DDECLMETHOD.format(u32::from(e.method)),
                        D3DDECLUSAGE.format(u32::from(e.usage)),
                        e.usage_index
                    )
                })
                .collect();
            Text::block(format!("decl {name}"), rows)
        }
        C::SetVertexDeclaration(name) => Text::line(format!("setdecl {name}")),
        C::CreateVertexBuffer { name, data } => match vertex_rows(data) {
            Some(rows) => Text::block(format!("vb {name}"), rows),
            None => vbraw(name, &data.bytes),
        },
        C::CreateVertexBufferRaw { name, bytes } => vbraw(name, bytes),
        C::CreateIndexBuffer { name, indices } => {
            let (width, rows) = index_text(indices);
            Text::block(format!("ib {name} {width}"), rows)
        }
        C::SetStreamSource {
            stream,
            buffer,
            offset,
            stride,
        } => Text::line(format!(
            "stream {stream} {} {offset} {stride}",
            name_or_none(buffer)
        )),
        C::SetStreamSourceFreq { stream, value } => Text::line(format!(
            "streamfreq {stream} {}",
            D3DSTREAMSOURCE.format(*value)
        )),
        C::SetIndices(buffer) => Text::line(format!("indices {}", name_or_none(buffer))),
        C::CreateVertexShader { name, tokens } => shader("vs", name, tokens),
        C::CreatePixelShader { name, tokens } => shader("ps", name, tokens),
        C::SetVertexShader(name) => Text::line(format!("setvs {}", name_or_none(name))),
        C::SetPixelShader(name) => Text::line(format!("setps {}", name_or_none(name))),
        C::SetVertexShaderConstantF { start, values } => {
            constants("vsf", *start, values, |v| format_f32(*v))
        }
        C::SetVertexShaderConstantI { start, values } => {
            constants("vsi", *start, values, i32::to_string)
        }
        C::SetVertexShaderConstantB { start, values } => {
            constants("vsb", *start, values, |b| u8::from(*b).to_string())
        }
        C::SetPixelShaderConstantF { start, values } => {
            constants("psf", *start, values, |v| format_f32(*v))
        }
        C::SetPixelShaderConstantI { start, values } => {
            constants("psi", *start, values, i32::to_string)
        }
        C::SetPixelShaderConstantB { start, values } => {
            constants("psb", *start, values, |b| u8::from(*b).to_string())
        }
        C::SetTransform { state, matrix } => Text::block(
            format!("transform {}", format_transform(*state)),
            rows(matrix, 4, |v| format_f32(*v)),
        ),
        C::SetLight { index, light: l } => {
            let mut f = Vec::new();
            color4("diffuse", l.diffuse, &mut f);
            color4("specular", l.specular, &mut f);
            color4("ambient", l.ambient, &mut f);
            field("position", &l.position, &mut f);
            field("direction", &l.direction, &mut f);
            field("range", &[l.range], &mut f);
            field("falloff", &[l.falloff], &mut f);
            field("att0", &[l.attenuation0], &mut f);
            field("att1", &[l.attenuation1], &mut f);
            field("att2", &[l.attenuation2], &mut f);
            field("theta", &[l.theta], &mut f);
            field("phi", &[l.phi], &mut f);
            Text::block(format!("light {index} {}", D3DLIGHT.format(l.ty)), f)
        }
        C::LightEnable { index, enable } => {
            Text::line(format!("lightenable {index} {}", u8::from(*enable)))
        }
        C::SetMaterial(m) => {
            let mut f = Vec::new();
            color4("diffuse", m.diffuse, &mut f);
            color4("ambient", m.ambient, &mut f);
            color4("specular", m.specular, &mut f);
            color4("emissive", m.emissive, &mut f);
            field("power", &[m.power], &mut f);
            Text::block("material".to_string(), f)
        }
        C::SetClipPlane { index, plane } => {
            Text::line(format!("clipplane {index} {}", floats(plane)))
        }
        C::SetViewport {
            x,
            y,
            width,
            height,
            min_z,
            max_z,
        } => Text::line(format!(
            "viewport {x} {y} {width} {height} {} {}",
            format_f32(*min_z),
            format_f32(*max_z)
        )),
        C::SetScissorRect(r) => Text::line(format!(
            "scissor {} {} {} {}",
            r.left, r.top, r.right, r.bottom
        )),
        C::Clear {
            flags,
            color,
            z,
            stencil,
            rects,
        } => {
            let head = format!(
                "clear {} {} {} {}",
                D3DCLEAR.format(*flags),
                hex(*color),
                format_f32(*z),
                format_int(*stencil)
            );
            if rects.is_empty() {
                Text::line(head)
            } else {
                let rows = rows(rects, 1, |r| {
                    format!("{} {} {} {}", r.left, r.top, r.right, r.bottom)
                });
                Text::block(format!("{head} rects"), rows)
            }
        }
        C::DrawPrimitive {
            primitive,
            start_vertex,
            count,
        } => Text::line(format!(
            "draw {} {start_vertex} {count}",
            D3DPT.format(*primitive)
        )),
        C::DrawIndexedPrimitive {
            primitive,
            base_vertex,
            min_index,
            num_vertices,
            start_index,
            count,
        } => Text::line(format!(
            "drawindexed {} {base_vertex} {min_index} {num_vertices} {start_index} {count}",
            D3DPT.format(*primitive)
        )),
        C::DrawPrimitiveUp {
            primitive,
            count,
            vertices,
        } => Text::block(
            format!("drawup {} {count}", D3DPT.format(*primitive)),
            vertex_rows(vertices).unwrap_or_default(),
        ),
        C::DrawIndexedPrimitiveUp {
            primitive,
            min_index,
            num_vertices,
            count,
            indices,
            vertices,
        } => {
            let (width, index_rows) = index_text(indices);
            Text {
                head: format!(
                    "drawindexedup {} {min_index} {num_vertices} {count} {width}",
                    D3DPT.format(*primitive)
                ),
                blocks: vec![index_rows, vertex_rows(vertices).unwrap_or_default()],
            }
        }
        C::StretchRect {
            source,
            source_rect,
            dest,
            dest_rect,
            filter,
        } => {
            let rect = |r: &Option<crate::command::Rect>| match r {
                Some(r) => format!(" {} {} {} {}", r.left, r.top, r.right, r.bottom),
                None => String::new(),
            };
            Text::line(format!(
                "stretchrect {}{} {}{} {}",
                surface(source),
                rect(source_rect),
                surface(dest),
                rect(dest_rect),
                D3DTEXF.format(*filter)
            ))
        }
        C::Capture { name, source } => match source {
            SurfaceRef::Backbuffer => Text::line(format!("capture {name}")),
            other => Text::line(format!("capture {name} {}", surface(other))),
        },
    }
}
