//! Output commands: `clear`, the draws, `stretchrect` and `capture`.

use super::State;
use super::cursor::{Cursor, i32_of};
use super::resources::{Purpose, index_data, surface_ref, vertex_data};
use super::state::rect;
use crate::command::{Command, Rect, SurfaceRef, vertices_for};
use crate::enums::misc::D3DCLEAR;
use crate::enums::stage::D3DTEXF;
use crate::enums::vertex::D3DPT;
use crate::error::SceneError;
use crate::lexer::is_name;

pub(crate) fn clear(c: &mut Cursor) -> Result<Command, SceneError> {
    let flags = c.family(&D3DCLEAR, "D3DCLEAR_* flags")?;
    let color = c.dword("the colour")?;
    let z = c.f32("Z")?;
    let stencil = c.dword("the stencil value")?;
    let mut rects = Vec::new();
    if c.remaining() > 0 {
        let w = c.word("rects")?;
        if w.text != "rects" {
            return Err(SceneError::new(
                w.line,
                format!("clear: expected `rects`, found `{}`", w.text),
            ));
        }
        let words = c.block("L T R B ...")?;
        if !words.len().is_multiple_of(4) {
            return Err(c.error(format!(
                "{} rectangle values are not a whole number of rectangles (4 values each)",
                words.len()
            )));
        }
        for r in words.chunks(4) {
            rects.push(Rect {
                left: i32_of(&r[0], "LEFT")?,
                top: i32_of(&r[1], "TOP")?,
                right: i32_of(&r[2], "RIGHT")?,
                bottom: i32_of(&r[3], "BOTTOM")?,
            });
        }
    }
    Ok(Command::Clear {
        flags,
        color,
        z,
        stencil,
        rects,
    })
}

pub(crate) fn draw(c: &mut Cursor) -> Result<Command, SceneError> {
    Ok(Command::DrawPrimitive {
        primitive: c.family(&D3DPT, "a D3DPT_* primitive type")?,
        start_vertex: c.u32("the start vertex")?,
        count: c.u32("the primitive count")?,
    })
}

pub(crate) fn draw_indexed(c: &mut Cursor) -> Result<Command, SceneError> {
    Ok(Command::DrawIndexedPrimitive {
        primitive: c.family(&D3DPT, "a D3DPT_* primitive type")?,
        base_vertex: c.i32("the base vertex")?,
        min_index: c.u32("the minimum index")?,
        num_vertices: c.u32("the vertex count")?,
        start_index: c.u32("the start index")?,
        count: c.u32("the primitive count")?,
    })
}

/// Fails when `have` elements are fewer than `count` primitives of `primitive` need.
fn check_count(
    c: &Cursor,
    primitive: u32,
    count: u32,
    have: usize,
    what: &str,
) -> Result<(), SceneError> {
    let need = vertices_for(primitive, count).unwrap_or(0);
    if (have as u64) < need {
        return Err(c.error(format!(
            "{count} primitives need {need} {what}, found {have}"
        )));
    }
    Ok(())
}

pub(crate) fn draw_up(c: &mut Cursor, state: &mut State) -> Result<Command, SceneError> {
    let primitive = c.family(&D3DPT, "a D3DPT_* primitive type")?;
    let count = c.u32("the primitive count")?;
    let words = c.block("vertex values")?;
    let vertices = vertex_data(c, state, words)?;
    let have = vertices.bytes.len() / vertices.stride.max(1) as usize;
    check_count(c, primitive, count, have, "vertices")?;
    Ok(Command::DrawPrimitiveUp {
        primitive,
        count,
        vertices,
    })
}

pub(crate) fn draw_indexed_up(c: &mut Cursor, state: &mut State) -> Result<Command, SceneError> {
    let primitive = c.family(&D3DPT, "a D3DPT_* primitive type")?;
    let min_index = c.u32("the minimum index")?;
    let num_vertices = c.u32("the vertex count")?;
    let count = c.u32("the primitive count")?;
    let indices = index_data(c)?;
    check_count(c, primitive, count, indices.len(), "indices")?;
    let words = c.block("vertex values")?;
    let vertices = vertex_data(c, state, words)?;
    let have = vertices.bytes.len() / vertices.stride.max(1) as usize;
    let need = u64::from(min_index) + u64::from(num_vertices);
    if (have as u64) < need {
        return Err(c.error(format!(
            "MININDEX + NUMVERTICES is {need} vertices, found {have}"
        )));
    }
    Ok(Command::DrawIndexedPrimitiveUp {
        primitive,
        min_index,
        num_vertices,
        count,
        indices,
        vertices,
    })
}

/// Takes an optional `L T R B` (present when the next word is a number).
fn optional_rect(c: &mut Cursor) -> Result<Option<Rect>, SceneError> {
    match c.peek_word() {
        Some(w)
            if w.text
                .starts_with(|ch: char| ch.is_ascii_digit() || ch == '-' || ch == '+') =>
        {
            Ok(Some(rect(c)?))
        }
        _ => Ok(None),
    }
}

pub(crate) fn stretch_rect(c: &mut Cursor, state: &mut State) -> Result<Command, SceneError> {
    let source = surface_ref(c.word("the source")?, state, Purpose::Any)?;
    let source_rect = optional_rect(c)?;
    let dest = surface_ref(c.word("the destination")?, state, Purpose::Any)?;
    // A rectangle takes 4 words, the filter 1: more than one word left means a rectangle.
    let dest_rect = if c.remaining() > 1 {
        Some(rect(c)?)
    } else {
        None
    };
    let filter = c.family(&D3DTEXF, "a D3DTEXF_* filter")?;
    Ok(Command::StretchRect {
        source,
        source_rect,
        dest,
        dest_rect,
        filter,
    })
}

pub(crate) fn capture(c: &mut Cursor, state: &mut State) -> Result<Command, SceneError> {
    let name = c.word("the image name")?;
    if !is_name(&name.text) {
        return Err(SceneError::new(
            name.line,
            format!("`{}` is not a valid image name", name.text),
        ));
    }
    let source = match c.peek_word() {
        Some(_) => surface_ref(c.word("the source")?, state, Purpose::Any)?,
        None => SurfaceRef::Backbuffer,
    };
    Ok(Command::Capture {
        name: name.text.clone(),
        source,
    })
}
