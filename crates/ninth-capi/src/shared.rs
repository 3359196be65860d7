//! The state every context shares, as the reference renderer's `mr_shared`: one
//! [`Renderer`] (made at the first call that needs it), the table of context handles, the
//! C texture ids and the shaders kept by token content. One lock serialises every call.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

use ninth_render::state::program::ProgramDrawState;
use ninth_render::{ContextId, Error, Renderer, Result, ShaderId, TextureId};

use crate::types::{MR_MAX_PROGRAMS, mr_context};

/// One live context.
pub(crate) struct ContextEntry {
    pub id: ContextId,
    /// Whether the context is an overlay (HUD) target.
    pub overlay: bool,
    /// The C id of its colour target's alias, once `mr_target_texture` has named it.
    pub target_alias: Option<u32>,
}

/// The shared renderer and the tables of the C handles.
pub(crate) struct Shared {
    pub renderer: Renderer,
    contexts: HashMap<usize, ContextEntry>,
    next_handle: usize,
    textures: HashMap<u32, TextureId>,
    texture_ids: HashMap<TextureId, u32>,
    next_texture: u32,
    shaders: HashMap<Vec<u32>, ShaderId>,
    /// The programmable draws' state, kept with its allocations between draws.
    pub program_scratch: Option<Box<ProgramDrawState>>,
    /// The resident buffers (`resident.rs`).
    pub resident: crate::resident::ResidentTable,
}

static SHARED: Mutex<Option<Shared>> = Mutex::new(None);

thread_local! {
    /// Whether this thread is inside an `mr_*` call (a commit callback run inside
    /// `mr_commit_async` calling back in would otherwise wait for its own lock forever).
    static IN_CALL: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Marks the thread as inside a call while alive.
struct InCall;

impl InCall {
    fn enter() -> Result<Self> {
        if IN_CALL.with(|c| c.replace(true)) {
            return Err(Error::state(
                "called from inside another mr_* call (an mr_commit_async callback must not \
                 call mr_* functions)",
            ));
        }
        Ok(Self)
    }
}

impl Drop for InCall {
    fn drop(&mut self) {
        IN_CALL.with(|c| c.set(false));
    }
}

fn lock() -> MutexGuard<'static, Option<Shared>> {
    // A panic caught at the boundary may have poisoned the lock; the tables stay usable.
    SHARED
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Runs `f` on the shared state, making the renderer first when there is none.
pub(crate) fn with_shared<T>(f: impl FnOnce(&mut Shared) -> Result<T>) -> Result<T> {
    let _in_call = InCall::enter()?;
    let mut guard = lock();
    if guard.is_none() {
        let renderer = Renderer::from_env()
            .map_err(|e| Error::device(format!("creating the renderer: {}", e.message)))?;
        *guard = Some(Shared {
            renderer,
            contexts: HashMap::new(),
            next_handle: 0x1000,
            textures: HashMap::new(),
            texture_ids: HashMap::new(),
            next_texture: 1,
            shaders: HashMap::new(),
            program_scratch: None,
            resident: Default::default(),
        });
    }
    match guard.as_mut() {
        Some(shared) => f(shared),
        None => Err(Error::device("the renderer is missing")),
    }
}

/// The last failed commit's text, without making a renderer.
pub(crate) fn last_commit_error() -> Option<String> {
    let _in_call = InCall::enter().ok()?;
    lock().as_ref().and_then(|s| s.renderer.last_commit_error())
}

impl Shared {
    /// Registers a new context and returns its handle.
    pub fn add_context(&mut self, id: ContextId) -> *mut mr_context {
        let handle = self.next_handle;
        self.next_handle += 0x10;
        let entry = ContextEntry {
            id,
            overlay: false,
            target_alias: None,
        };
        self.contexts.insert(handle, entry);
        handle as *mut mr_context
    }

    /// The entry of a handle: an Args error for null and for handles not (or no longer)
    /// made by `mr_create`.
    pub fn context(&mut self, handle: *const mr_context) -> Result<&mut ContextEntry> {
        if handle.is_null() {
            return Err(Error::args("the context is null"));
        }
        self.contexts
            .get_mut(&(handle as usize))
            .ok_or_else(|| Error::args(format!("unknown or destroyed context {handle:p}")))
    }

    /// Forgets a destroyed context's handle and its alias id.
    pub fn remove_context(&mut self, handle: *const mr_context) {
        if let Some(entry) = self.contexts.remove(&(handle as usize))
            && let Some(alias) = entry.target_alias
            && let Some(id) = self.textures.remove(&alias)
        {
            self.texture_ids.remove(&id);
        }
    }

    /// The C id of a texture-table entry, named now if it has none.
    pub fn name_texture(&mut self, id: TextureId) -> u32 {
        if let Some(&c) = self.texture_ids.get(&id) {
            return c;
        }
        let c = self.next_texture;
        // Ids are not reused; 0 is skipped at the wrap.
        self.next_texture = self.next_texture.wrapping_add(1).max(1);
        self.textures.insert(c, id);
        self.texture_ids.insert(id, c);
        c
    }

    /// The texture of a C id (`None` for 0); a Texture error for unknown ids.
    pub fn texture(&self, c: u32) -> Result<Option<TextureId>> {
        if c == 0 {
            return Ok(None);
        }
        self.textures
            .get(&c)
            .copied()
            .map(Some)
            .ok_or_else(|| Error::texture(format!("unknown or destroyed texture id {c}")))
    }

    /// Forgets a destroyed texture's C id.
    pub fn forget_texture(&mut self, c: u32) {
        if let Some(id) = self.textures.remove(&c) {
            self.texture_ids.remove(&id);
        }
    }

    /// The shader object of these tokens, created at first use (at most
    /// `MR_MAX_PROGRAMS` distinct shaders).
    pub fn shader(&mut self, tokens: &[u32]) -> Result<ShaderId> {
        if let Some(&id) = self.shaders.get(tokens) {
            return Ok(id);
        }
        if self.shaders.len() >= MR_MAX_PROGRAMS as usize {
            return Err(Error::unsupported(format!(
                "the shader cache is full ({MR_MAX_PROGRAMS} distinct shaders)"
            )));
        }
        let id = self.renderer.create_shader(tokens)?;
        self.shaders.insert(tokens.to_vec(), id);
        Ok(id)
    }
}
