//! Object commands: textures, `fill`, surfaces, render-target and depth bindings, vertex
//! layouts (`fvf`, `decl`, `setdecl`), buffers, streams, indices and shaders.

use super::cursor::{Cursor, hex_bytes, hex_dwords, int_in, u32_of};
use super::state::sampler_index;
use super::{Object, State};
use crate::command::{
    Command, DepthStencilRef, Generator, Indices, SurfaceRef, TextureShape, VertexData,
};
use crate::enums::resource::{
    D3DFMT, D3DMULTISAMPLE, D3DPOOL, D3DPOOL_DEFAULT, D3DPOOL_MANAGED, D3DUSAGE,
    D3DUSAGE_DEPTHSTENCIL, D3DUSAGE_RENDERTARGET,
};
use crate::enums::vertex::{D3DDECLMETHOD, D3DDECLTYPE, D3DDECLUSAGE, D3DSTREAMSOURCE, parse_fvf};
use crate::error::SceneError;
use crate::format::{format_layout, full_chain, level_size};
use crate::lexer::Word;
use crate::vertex::{VertexElement, VertexLayout, pack};

fn nonzero(c: &mut Cursor, what: &str) -> Result<u32, SceneError> {
    let w = c.word(what)?;
    int_in(w, 1, i64::from(u32::MAX), what).map(|v| v as u32)
}

pub(crate) fn texture(c: &mut Cursor, state: &mut State) -> Result<Command, SceneError> {
    let name = c.name("the texture name")?;
    let kind = c.word("2d, cube or volume")?;
    let format = c.family(&D3DFMT, "a D3DFMT_* format")?;
    let shape = match kind.text.as_str() {
        "2d" => TextureShape::TwoD {
            width: nonzero(c, "width")?,
            height: nonzero(c, "height")?,
        },
        "cube" => TextureShape::Cube {
            size: nonzero(c, "size")?,
        },
        "volume" => TextureShape::Volume {
            width: nonzero(c, "width")?,
            height: nonzero(c, "height")?,
            depth: nonzero(c, "depth")?,
        },
        other => {
            return Err(SceneError::new(
                kind.line,
                format!("texture: unknown kind `{other}` (expected 2d, cube or volume)"),
            ));
        }
    };
    let levels = c.u32("the level count")?;
    let volume = matches!(shape, TextureShape::Volume { .. });
    let allowed: &[&str] = if volume {
        &["pool"]
    } else {
        &["usage", "pool"]
    };
    let mut usage = 0;
    let mut pool = None;
    for (key, value) in c.options(allowed)? {
        let err = |m: String| SceneError::new(value.line, m);
        if key == "usage" {
            usage = D3DUSAGE.parse(&value.text).map_err(err)?;
        } else {
            pool = Some(D3DPOOL.parse(&value.text).map_err(err)?);
        }
    }
    let pool = pool.unwrap_or(default_pool(usage));
    let size = match shape {
        TextureShape::TwoD { width, height } => [width, height, 1],
        TextureShape::Cube { size } => [size, size, 1],
        TextureShape::Volume {
            width,
            height,
            depth,
        } => [width, height, depth],
    };
    let chain = full_chain(size[0].max(size[1]).max(size[2]));
    if levels > chain {
        return Err(c.error(format!(
            "{levels} levels is more than the full mip chain of {chain}"
        )));
    }
    let object = Object::Texture {
        cube: matches!(shape, TextureShape::Cube { .. }),
        volume,
        usage,
        format,
        size,
        levels: if levels == 0 { chain } else { levels },
    };
    Ok(Command::CreateTexture {
        name: state.create(name, object)?,
        shape,
        format,
        levels,
        usage,
        pool,
    })
}

/// The pool a texture gets when `pool=` is not given: `D3DPOOL_DEFAULT` for render-target
/// and depth-stencil usages, else `D3DPOOL_MANAGED`.
pub fn default_pool(usage: u32) -> u32 {
    if usage & (D3DUSAGE_RENDERTARGET | D3DUSAGE_DEPTHSTENCIL) != 0 {
        D3DPOOL_DEFAULT
    } else {
        D3DPOOL_MANAGED
    }
}

pub(crate) fn fill(c: &mut Cursor, state: &mut State) -> Result<Command, SceneError> {
    let name = c.word("the texture name")?;
    let object = state.find(name, "a texture", |o| matches!(o, Object::Texture { .. }))?;
    let Object::Texture {
        cube,
        volume,
        format,
        size,
        levels,
        ..
    } = *object
    else {
        return Err(c.error("not a texture"));
    };
    let level = c.u32("the mip level")?;
    if level >= levels {
        return Err(c.error(format!("level {level} of a texture with {levels} levels")));
    }
    let mut face = None;
    let mut slice = None;
    for (key, value) in c.options(&["face", "slice"])? {
        if key == "face" {
            if !cube {
                return Err(SceneError::new(
                    value.line,
                    "fill: face= is only for cube textures",
                ));
            }
            face = Some(int_in(&value, 0, 5, "cube face")? as u32);
        } else {
            if !volume {
                return Err(SceneError::new(
                    value.line,
                    "fill: slice= is only for volume textures",
                ));
            }
            slice = Some(u32_of(&value, "slice")?);
        }
    }
    if cube && face.is_none() {
        return Err(c.error("a cube texture needs face=F (0-5)"));
    }
    let generator = c.word("a generator (solid, checker, gradient or bytes)")?;
    if generator.text != "bytes" && format_layout(format).is_some_and(|l| l.is_block()) {
        return Err(SceneError::new(
            generator.line,
            format!(
                "fill: {} is a block format and accepts only `bytes`",
                D3DFMT.format(format)
            ),
        ));
    }
    let generator = match generator.text.as_str() {
        "solid" => Generator::Solid(c.dword("the colour")?),
        "checker" => {
            let cell = nonzero(c, "cell size")?;
            Generator::Checker {
                cell,
                first: c.dword("the first colour")?,
                second: c.dword("the second colour")?,
            }
        }
        "gradient" => {
            let mut corners = [0; 4];
            for (slot, what) in corners.iter_mut().zip([
                "the top-left colour",
                "the top-right colour",
                "the bottom-left colour",
                "the bottom-right colour",
            ]) {
                *slot = c.dword(what)?;
            }
            Generator::Gradient(corners)
        }
        "bytes" => {
            let bytes = hex_bytes(c.block("hex bytes")?)?;
            let depth = if slice.is_some() { 1 } else { size[2] };
            if let Some(need) = level_size(format, size[0], size[1], depth, level)
                && need != bytes.len() as u64
            {
                return Err(c.error(format!(
                    "{} bytes for a level of {need} bytes ({} at level {level})",
                    bytes.len(),
                    D3DFMT.format(format)
                )));
            }
            Generator::Bytes(bytes)
        }
        other => {
            return Err(SceneError::new(
                generator.line,
                format!(
                    "fill: unknown generator `{other}` (expected solid, checker, gradient or bytes)"
                ),
            ));
        }
    };
    Ok(Command::Fill {
        name: name.text.clone(),
        level,
        face,
        slice,
        generator,
    })
}

pub(crate) fn surface(c: &mut Cursor, state: &mut State) -> Result<Command, SceneError> {
    let name = c.name("the surface name")?;
    let kind = c.word("rendertarget or depthstencil")?;
    let depth_stencil = match kind.text.as_str() {
        "rendertarget" => false,
        "depthstencil" => true,
        other => {
            return Err(SceneError::new(
                kind.line,
                format!("surface: unknown kind `{other}` (expected rendertarget or depthstencil)"),
            ));
        }
    };
    let format = c.family(&D3DFMT, "a D3DFMT_* format")?;
    let width = nonzero(c, "width")?;
    let height = nonzero(c, "height")?;
    let mut msaa = 0;
    for (_, value) in c.options(&["msaa"])? {
        msaa = D3DMULTISAMPLE
            .parse(&value.text)
            .map_err(|m| SceneError::new(value.line, m))?;
    }
    Ok(Command::CreateSurface {
        name: state.create(name, Object::Surface { depth_stencil })?,
        depth_stencil,
        format,
        width,
        height,
        msaa,
    })
}

pub(crate) fn set_texture(c: &mut Cursor, state: &mut State) -> Result<Command, SceneError> {
    let stage = sampler_index(c.word("the stage")?)?;
    let w = c.word("a texture name or none")?;
    let texture = state.find_or_none(w, "a texture", |o| matches!(o, Object::Texture { .. }))?;
    Ok(Command::SetTexture { stage, texture })
}

/// What a surface reference is used for, to check the object it names.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Purpose {
    /// `setrt`: a render-target surface or texture, or the back buffer.
    RenderTarget,
    /// `setds`: a depth-stencil surface or texture.
    DepthStencil,
    /// `stretchrect`, `capture`: any surface or texture, or the back buffer.
    Any,
}

/// Reads `backbuffer`, `NAME`, `NAME:LEVEL` or `NAME:FACE:LEVEL`.
pub(crate) fn surface_ref(
    w: &Word,
    state: &State,
    purpose: Purpose,
) -> Result<SurfaceRef, SceneError> {
    if w.text == "backbuffer" && purpose != Purpose::DepthStencil {
        return Ok(SurfaceRef::Backbuffer);
    }
    let mut parts = w.text.split(':');
    let name = parts.next().unwrap_or_default();
    let numbers: Vec<&str> = parts.collect();
    let word = Word {
        text: name.to_string(),
        line: w.line,
    };
    let what = match purpose {
        Purpose::RenderTarget => "a render-target surface or texture",
        Purpose::DepthStencil => "a depth-stencil surface or texture",
        Purpose::Any => "a surface or texture",
    };
    let object = state.find(&word, what, |o| match (o, purpose) {
        (Object::Surface { depth_stencil }, Purpose::RenderTarget) => !depth_stencil,
        (Object::Surface { depth_stencil }, Purpose::DepthStencil) => *depth_stencil,
        (Object::Surface { .. }, Purpose::Any) => true,
        (Object::Texture { usage, .. }, Purpose::RenderTarget) => {
            usage & D3DUSAGE_RENDERTARGET != 0
        }
        (Object::Texture { usage, .. }, Purpose::DepthStencil) => {
            usage & D3DUSAGE_DEPTHSTENCIL != 0
        }
        (Object::Texture { volume, .. }, Purpose::Any) => !volume,
        _ => false,
    })?;
    let cube = matches!(object, Object::Texture { cube: true, .. });
    let number = |text: &str, what: &str, max: i64| {
        int_in(
            &Word {
                text: text.to_string(),
                line: w.line,
            },
            0,
            max,
            what,
        )
        .map(|v| v as u32)
    };
    let (face, level) = match (numbers.as_slice(), object) {
        ([], _) => (None, 0),
        (_, Object::Surface { .. }) => {
            return Err(SceneError::new(
                w.line,
                format!("`{name}` is a surface: no :LEVEL"),
            ));
        }
        ([level], _) => (None, number(level, "mip level", i64::from(u32::MAX))?),
        ([face, level], _) if cube => (
            Some(number(face, "cube face", 5)?),
            number(level, "mip level", i64::from(u32::MAX))?,
        ),
        ([_, _], _) => {
            return Err(SceneError::new(
                w.line,
                format!("`{name}` is not a cube texture: no :FACE"),
            ));
        }
        _ => {
            return Err(SceneError::new(
                w.line,
                format!(
                    "bad surface `{}` (expected NAME, NAME:LEVEL or NAME:FACE:LEVEL)",
                    w.text
                ),
            ));
        }
    };
    if let Object::Texture { levels, .. } = object
        && level >= *levels
    {
        return Err(SceneError::new(
            w.line,
            format!("level {level} of `{name}`, a texture with {levels} levels"),
        ));
    }
    Ok(SurfaceRef::Named {
        name: name.to_string(),
        face,
        level,
    })
}

pub(crate) fn set_render_target(c: &mut Cursor, state: &mut State) -> Result<Command, SceneError> {
    let index = int_in(
        c.word("the render-target index")?,
        0,
        3,
        "render-target index",
    )? as u32;
    let w = c.word("a render target, backbuffer or none")?;
    let target = if w.text == "none" {
        None
    } else {
        Some(surface_ref(w, state, Purpose::RenderTarget)?)
    };
    Ok(Command::SetRenderTarget { index, target })
}

pub(crate) fn set_depth_stencil(c: &mut Cursor, state: &mut State) -> Result<Command, SceneError> {
    let w = c.word("a depth-stencil surface, default or none")?;
    let target = match w.text.as_str() {
        "none" => DepthStencilRef::None,
        "default" => DepthStencilRef::Default,
        _ => DepthStencilRef::Surface(surface_ref(w, state, Purpose::DepthStencil)?),
    };
    Ok(Command::SetDepthStencilSurface(target))
}

pub(crate) fn fvf(c: &mut Cursor, state: &mut State) -> Result<Command, SceneError> {
    let w = c.word("D3DFVF_* flags")?;
    let fvf = parse_fvf(&w.text).map_err(|m| SceneError::new(w.line, m))?;
    let layout = VertexLayout::Fvf(fvf);
    let packing = layout
        .packing()
        .map_err(|m| SceneError::new(w.line, format!("fvf: {m}")))?;
    state.layout = Some((layout, packing));
    Ok(Command::SetFvf(fvf))
}

fn element(c: &Cursor, group: &[Word]) -> Result<VertexElement, SceneError> {
    let [stream, offset, ty, method, usage, index] = group else {
        let line = group.first().map_or(c.line, |w| w.line);
        return Err(SceneError::new(
            line,
            format!(
                "decl: an element takes 6 values (STREAM OFFSET TYPE METHOD USAGE INDEX), found {}",
                group.len()
            ),
        ));
    };
    let family = |w: &Word, f: &crate::enums::Family, max: u32| {
        let v = f.parse(&w.text).map_err(|m| SceneError::new(w.line, m))?;
        if v > max {
            return Err(SceneError::new(
                w.line,
                format!("{} {v} is out of range 0..={max}", f.prefix),
            ));
        }
        Ok(v as u8)
    };
    Ok(VertexElement {
        stream: int_in(stream, 0, 15, "stream")? as u16,
        offset: int_in(offset, 0, 0xffff, "offset")? as u16,
        ty: family(ty, &D3DDECLTYPE, 16)?,
        method: family(method, &D3DDECLMETHOD, 255)?,
        usage: family(usage, &D3DDECLUSAGE, 255)?,
        usage_index: int_in(index, 0, 255, "usage index")? as u8,
    })
}

pub(crate) fn decl(c: &mut Cursor, state: &mut State) -> Result<Command, SceneError> {
    let name = c.name("the declaration name")?;
    let words = c.block("elements separated by ;")?;
    let groups: Vec<&[Word]> = words.split(|w| w.text == ";").collect();
    let last = groups.len() - 1;
    let mut elements = Vec::new();
    for (i, group) in groups.into_iter().enumerate() {
        if group.is_empty() && (i == last || words.is_empty()) {
            continue;
        }
        elements.push(element(c, group)?);
    }
    Ok(Command::CreateVertexDeclaration {
        name: state.create(name, Object::Declaration(elements.clone()))?,
        elements,
    })
}

pub(crate) fn set_decl(c: &mut Cursor, state: &mut State) -> Result<Command, SceneError> {
    let w = c.word("a declaration name")?;
    let Object::Declaration(elements) = state.find(w, "a vertex declaration", |o| {
        matches!(o, Object::Declaration(_))
    })?
    else {
        return Err(c.error("not a declaration"));
    };
    let stream0: Vec<VertexElement> = elements.iter().copied().filter(|e| e.stream == 0).collect();
    let layout = VertexLayout::Declaration(stream0);
    let packing = layout
        .packing()
        .map_err(|m| SceneError::new(w.line, format!("setdecl: {m}")))?;
    state.layout = Some((layout, packing));
    Ok(Command::SetVertexDeclaration(w.text.clone()))
}

/// Packs a block of vertex values by the current layout.
pub(crate) fn vertex_data(
    c: &mut Cursor,
    state: &State,
    words: &[Word],
) -> Result<VertexData, SceneError> {
    let (layout, packing) = state.packing(c)?;
    let bytes = pack(packing, words, c.line)
        .map_err(|e| SceneError::new(e.line, format!("{}: {}", c.command, e.message)))?;
    Ok(VertexData {
        layout: layout.clone(),
        stride: packing.stride as u32,
        bytes,
    })
}

pub(crate) fn vb(c: &mut Cursor, state: &mut State) -> Result<Command, SceneError> {
    let name = c.name("the buffer name")?;
    let words = c.block("vertex values")?;
    let data = vertex_data(c, state, words)?;
    Ok(Command::CreateVertexBuffer {
        name: state.create(name, Object::VertexBuffer)?,
        data,
    })
}

pub(crate) fn vbraw(c: &mut Cursor, state: &mut State) -> Result<Command, SceneError> {
    let name = c.name("the buffer name")?;
    let bytes = hex_bytes(c.block("hex bytes")?)?;
    Ok(Command::CreateVertexBufferRaw {
        name: state.create(name, Object::VertexBuffer)?,
        bytes,
    })
}

/// Reads `16|32` and a block of indices.
pub(crate) fn index_data(c: &mut Cursor) -> Result<Indices, SceneError> {
    let width = c.word("16 or 32")?;
    let words = c.block("indices")?;
    match width.text.as_str() {
        "16" => Ok(Indices::U16(
            words
                .iter()
                .map(|w| int_in(w, 0, 0xffff, "16-bit index").map(|v| v as u16))
                .collect::<Result<_, _>>()?,
        )),
        "32" => Ok(Indices::U32(
            words
                .iter()
                .map(|w| u32_of(w, "32-bit index"))
                .collect::<Result<_, _>>()?,
        )),
        other => Err(SceneError::new(
            width.line,
            format!(
                "{}: index size must be 16 or 32, found `{other}`",
                c.command
            ),
        )),
    }
}

pub(crate) fn ib(c: &mut Cursor, state: &mut State) -> Result<Command, SceneError> {
    let name = c.name("the buffer name")?;
    let indices = index_data(c)?;
    Ok(Command::CreateIndexBuffer {
        name: state.create(name, Object::IndexBuffer)?,
        indices,
    })
}

pub(crate) fn stream(c: &mut Cursor, state: &mut State) -> Result<Command, SceneError> {
    let stream = int_in(c.word("the stream")?, 0, 15, "stream")? as u32;
    let w = c.word("a vertex buffer or none")?;
    let buffer = state.find_or_none(w, "a vertex buffer", |o| matches!(o, Object::VertexBuffer))?;
    Ok(Command::SetStreamSource {
        stream,
        buffer,
        offset: c.u32("the offset")?,
        stride: c.u32("the stride")?,
    })
}

pub(crate) fn stream_freq(c: &mut Cursor) -> Result<Command, SceneError> {
    let stream = int_in(c.word("the stream")?, 0, 15, "stream")? as u32;
    let value = c.family(&D3DSTREAMSOURCE, "the frequency")?;
    Ok(Command::SetStreamSourceFreq { stream, value })
}

pub(crate) fn indices(c: &mut Cursor, state: &mut State) -> Result<Command, SceneError> {
    let w = c.word("an index buffer or none")?;
    let buffer = state.find_or_none(w, "an index buffer", |o| matches!(o, Object::IndexBuffer))?;
    Ok(Command::SetIndices(buffer))
}

pub(crate) fn shader(c: &mut Cursor, state: &mut State) -> Result<Command, SceneError> {
    let name = c.name("the shader name")?;
    let tokens = hex_dwords(c.block("shader tokens")?)?;
    Ok(if c.command == "vs" {
        Command::CreateVertexShader {
            name: state.create(name, Object::VertexShader)?,
            tokens,
        }
    } else {
        Command::CreatePixelShader {
            name: state.create(name, Object::PixelShader)?,
            tokens,
        }
    })
}

pub(crate) fn set_shader(c: &mut Cursor, state: &mut State) -> Result<Command, SceneError> {
    let w = c.word("a shader name or none")?;
    Ok(if c.command == "setvs" {
        Command::SetVertexShader(
            state.find_or_none(w, "a vertex shader", |o| matches!(o, Object::VertexShader))?,
        )
    } else {
        Command::SetPixelShader(
            state.find_or_none(w, "a pixel shader", |o| matches!(o, Object::PixelShader))?,
        )
    })
}
