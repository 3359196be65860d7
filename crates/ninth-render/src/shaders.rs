//! Shader objects: D3D9 bytecode decoded, analysed and translated once at creation
//! ([`Renderer::create_shader`]); draws translate again only for new [`Options`] (linking,
//! input formats), cached per (shader, options) in the programmable pipeline cache.

use ninth_shader::analyze::{Analysis, analyze};
use ninth_shader::ir::{Shader, ShaderKind};
use ninth_shader::link::LinkMap;
use ninth_shader::wgsl::Options;

use crate::error::{Error, Result};
use crate::renderer::Renderer;

/// Most live shader objects.
pub const MAX_SHADERS: usize = 8191;

/// Handle of a shader object (generation-checked: a destroyed shader's handle is refused).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShaderId(pub(crate) u32);

/// A decoded and analysed shader.
pub(crate) struct ShaderSlot {
    pub shader: Shader,
    /// FNV-1a 64 of the bytecode ([`crate::cache::program_pipelines::ModuleEntry::origin`]).
    pub bytecode_hash: u64,
    pub analysis: Analysis,
    /// Pixel shaders: the link map holding every input, the locations read and those
    /// interpolated at the centroid under it.
    pub link_map: LinkMap,
    pub link_locations: u16,
    pub centroid_locations: u16,
    /// Pixel shaders: what consecutive draws of one state were seen to differ in, which
    /// decides whether its draws are batched with their pixel blocks
    /// (`draw/batch_hint.rs`).
    pub batch_hint: crate::draw::batch_hint::PixelBatchHint,
}

impl ShaderSlot {
    pub fn kind(&self) -> ShaderKind {
        self.analysis.version.kind
    }
}

/// A translation error as a renderer Shader error.
pub(crate) fn shader_error(error: impl std::fmt::Display) -> Error {
    Error::shader(error.to_string())
}

impl Renderer {
    /// Creates a shader object from D3D9 bytecode (`vs_1_1`-`vs_3_0`, `ps_1_1`-`ps_3_0`).
    /// Malformed bytecode is a Shader error naming the token offset; a shader the translator
    /// refuses is a Shader error too, here rather than at the first draw. A shader model 1
    /// pixel shader declares no samplers: each draw translates it for the kinds of the
    /// textures bound to the stages it samples, and reads the stages' bump-environment
    /// values and D3DTTFF_PROJECTED from [`crate::ProgramDrawState::fixed_pixel`].
    pub fn create_shader(&mut self, tokens: &[u32]) -> Result<ShaderId> {
        let shader = ninth_shader::bytecode::decode(tokens).map_err(shader_error)?;
        let analysis = analyze(&shader).map_err(shader_error)?;
        let link_map = LinkMap::for_pixel_shader(&analysis).ok_or_else(|| {
            Error::shader("the pixel shader reads more than 16 inter-stage semantics")
        })?;
        // Translating with the defaults checks now that the translator accepts the shader.
        ninth_shader::wgsl::translate(&shader, &Options::default()).map_err(shader_error)?;
        let bytecode_hash = crate::disk_cache::fnv1a64(bytemuck::cast_slice(tokens));
        let slot = ShaderSlot {
            bytecode_hash,
            link_locations: analysis.link_locations(&link_map),
            centroid_locations: analysis.centroid_locations(&link_map),
            link_map,
            shader,
            analysis,
            batch_hint: Default::default(),
        };
        let id = self
            .shaders
            .insert(slot)
            .map(ShaderId)
            .ok_or_else(|| Error::shader(format!("too many shaders (limit {MAX_SHADERS})")))?;
        // Saved pipelines of earlier runs that use this bytecode are queued now.
        self.compile
            .shader_created(bytecode_hash, &self.gpu.device, &mut self.program);
        Ok(id)
    }

    /// Destroys a shader object; its translated modules and pipelines are dropped (queued
    /// draws that use them keep them alive).
    pub fn destroy_shader(&mut self, id: ShaderId) -> Result<()> {
        self.shaders.remove(id.0).ok_or_else(|| stale(id))?;
        self.program.forget_shader(id.0);
        self.program_last_layout = None;
        self.program_memos.clear();
        Ok(())
    }

    /// The slot of a live shader of `kind`.
    pub(crate) fn shader_slot(&self, id: ShaderId, kind: ShaderKind) -> Result<&ShaderSlot> {
        let slot = self.shaders.get(id.0).ok_or_else(|| stale(id))?;
        if slot.kind() != kind {
            return Err(Error::shader(format!(
                "shader {:#x} is a {:?} shader where a {kind:?} shader is needed",
                id.0,
                slot.kind()
            )));
        }
        Ok(slot)
    }
}

fn stale(id: ShaderId) -> Error {
    Error::shader(format!("unknown or destroyed shader id {:#x}", id.0))
}
