//! Scene text to typed commands: the `scene 1` header, the dispatch on the command word, and
//! the objects and vertex layout the parser tracks to check names and pack vertex values.

mod cursor;
mod draw;
mod resources;
mod state;

use std::collections::HashMap;

use crate::command::{Command, Scene, Statement};
use crate::error::SceneError;
use crate::lexer::{Item, Word, lex};
use crate::vertex::{Packing, VertexElement, VertexLayout};
use cursor::Cursor;
pub(crate) use resources::default_pool;

/// What a name refers to.
#[derive(Debug, Clone)]
pub(crate) enum Object {
    /// A texture; `cube`/`volume` tell its shape, `usage` its `D3DUSAGE_*`, `size` its
    /// level-0 width, height and depth, `levels` its count of mip levels (resolved).
    Texture {
        cube: bool,
        volume: bool,
        usage: u32,
        format: u32,
        size: [u32; 3],
        levels: u32,
    },
    /// A surface.
    Surface { depth_stencil: bool },
    /// A vertex buffer (`vb` or `vbraw`).
    VertexBuffer,
    /// An index buffer.
    IndexBuffer,
    /// A vertex declaration and its elements.
    Declaration(Vec<VertexElement>),
    /// A vertex shader.
    VertexShader,
    /// A pixel shader.
    PixelShader,
}

impl Object {
    fn describe(&self) -> &'static str {
        match self {
            Object::Texture { .. } => "a texture",
            Object::Surface {
                depth_stencil: false,
            } => "a render-target surface",
            Object::Surface {
                depth_stencil: true,
            } => "a depth-stencil surface",
            Object::VertexBuffer => "a vertex buffer",
            Object::IndexBuffer => "an index buffer",
            Object::Declaration(_) => "a vertex declaration",
            Object::VertexShader => "a vertex shader",
            Object::PixelShader => "a pixel shader",
        }
    }
}

/// Names that stand for something else where objects are named.
const RESERVED: [&str; 3] = ["none", "default", "backbuffer"];

/// What the parser tracks between commands.
#[derive(Default)]
pub(crate) struct State {
    objects: HashMap<String, Object>,
    /// The current stream-0 layout (last `fvf` or `setdecl`) and its packing.
    pub layout: Option<(VertexLayout, Packing)>,
}

impl State {
    /// Records an object created under `word`'s name (replacing any old one).
    pub fn create(&mut self, word: &Word, object: Object) -> Result<String, SceneError> {
        if RESERVED.contains(&word.text.as_str()) {
            return Err(SceneError::new(
                word.line,
                format!("`{}` is reserved and cannot name an object", word.text),
            ));
        }
        self.objects.insert(word.text.clone(), object);
        Ok(word.text.clone())
    }

    /// The object named by `word`, which must exist and pass `accept`; `what` describes the
    /// accepted kinds for the message.
    pub fn find(
        &self,
        word: &Word,
        what: &str,
        accept: impl Fn(&Object) -> bool,
    ) -> Result<&Object, SceneError> {
        match self.objects.get(&word.text) {
            None => Err(SceneError::new(
                word.line,
                format!("`{}` was never created", word.text),
            )),
            Some(o) if accept(o) => Ok(o),
            Some(o) => Err(SceneError::new(
                word.line,
                format!("`{}` is {}, not {what}", word.text, o.describe()),
            )),
        }
    }

    /// Like [`State::find`], but `none` gives `None`.
    pub fn find_or_none(
        &self,
        word: &Word,
        what: &str,
        accept: impl Fn(&Object) -> bool,
    ) -> Result<Option<String>, SceneError> {
        if word.text == "none" {
            return Ok(None);
        }
        self.find(word, what, accept)?;
        Ok(Some(word.text.clone()))
    }

    /// The current layout's packing, or an error for a command that needs one.
    pub fn packing(&self, c: &Cursor) -> Result<&(VertexLayout, Packing), SceneError> {
        self.layout
            .as_ref()
            .ok_or_else(|| c.error("no vertex layout: set one with `fvf` or `setdecl` first"))
    }
}

/// Parses scene text into commands.
///
/// The first line that is not blank or a comment must be `scene 1`. Any error stops the
/// parse with the line it is on.
pub fn parse(text: &str) -> Result<Scene, SceneError> {
    let lines = lex(text)?;
    let mut lines = lines.iter();
    let Some(first) = lines.next() else {
        return Err(SceneError::new(1, "empty scene: expected `scene 1`"));
    };
    header(first)?;
    let mut state = State::default();
    let mut statements = Vec::new();
    for line in lines {
        let command = command(line.line, &line.items, &mut state)?;
        statements.push(Statement {
            line: line.line,
            command,
        });
    }
    Ok(Scene { statements })
}

fn header(line: &crate::lexer::LogicalLine) -> Result<(), SceneError> {
    let Some(Item::Word(w)) = line.items.first() else {
        return Err(SceneError::new(
            line.line,
            "expected `scene 1` as the first line",
        ));
    };
    if w.text != "scene" {
        return Err(SceneError::new(
            line.line,
            format!("expected `scene 1` as the first line, found `{}`", w.text),
        ));
    }
    let mut c = Cursor::new("scene", line.line, &line.items[1..]);
    let version = c.word("the format version")?;
    if version.text != "1" {
        return Err(SceneError::new(
            version.line,
            format!("unsupported scene version `{}` (only 1)", version.text),
        ));
    }
    c.finish()
}

fn command(line: usize, items: &[Item], state: &mut State) -> Result<Command, SceneError> {
    let Some(Item::Word(word)) = items.first() else {
        return Err(SceneError::new(line, "a line cannot start with a block"));
    };
    let mut c = Cursor::new(&word.text, line, &items[1..]);
    let c = &mut c;
    let command = match word.text.as_str() {
        "scene" => return Err(SceneError::new(line, "`scene` may only be the first line")),
        "device" => state::device(c)?,
        "rs" => state::render_state(c)?,
        "tss" => state::texture_stage_state(c)?,
        "samp" => state::sampler_state(c)?,
        "texture" => resources::texture(c, state)?,
        "fill" => resources::fill(c, state)?,
        "surface" => resources::surface(c, state)?,
        "settexture" => resources::set_texture(c, state)?,
        "setrt" => resources::set_render_target(c, state)?,
        "setds" => resources::set_depth_stencil(c, state)?,
        "fvf" => resources::fvf(c, state)?,
        "decl" => resources::decl(c, state)?,
        "setdecl" => resources::set_decl(c, state)?,
        "vb" => resources::vb(c, state)?,
        "vbraw" => resources::vbraw(c, state)?,
        "ib" => resources::ib(c, state)?,
        "stream" => resources::stream(c, state)?,
        "streamfreq" => resources::stream_freq(c)?,
        "indices" => resources::indices(c, state)?,
        "vs" | "ps" => resources::shader(c, state)?,
        "setvs" | "setps" => resources::set_shader(c, state)?,
        "vsf" | "vsi" | "vsb" | "psf" | "psi" | "psb" => state::constants(c)?,
        "transform" => state::transform(c)?,
        "light" => state::light(c)?,
        "lightenable" => state::light_enable(c)?,
        "material" => state::material(c)?,
        "clipplane" => state::clip_plane(c)?,
        "viewport" => state::viewport(c)?,
        "scissor" => state::scissor(c)?,
        "clear" => draw::clear(c)?,
        "draw" => draw::draw(c)?,
        "drawindexed" => draw::draw_indexed(c)?,
        "drawup" => draw::draw_up(c, state)?,
        "drawindexedup" => draw::draw_indexed_up(c, state)?,
        "stretchrect" => draw::stretch_rect(c, state)?,
        "capture" => draw::capture(c, state)?,
        other => {
            return Err(SceneError::new(
                word.line,
                format!("unknown command `{other}`"),
            ));
        }
    };
    c.finish()?;
    Ok(command)
}
