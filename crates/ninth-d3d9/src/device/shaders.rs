//! Vertex and pixel shaders (bytecode checked by ninth-shader's decoder at creation) and
//! their float, integer and boolean constants.

use ninth_shader::ir::ShaderKind;

use crate::device::Device;
use crate::error::{Error, Result};
use crate::handles::{Key, PixelShaderHandle, Pool, VertexShaderHandle};

/// A created shader: its bytecode and version.
#[derive(Clone, Debug)]
pub struct Shader {
    /// The bytecode tokens.
    pub tokens: Vec<u32>,
    /// Major, minor version.
    pub version: (u8, u8),
    /// The renderer's shader, made at the first draw that uses it.
    pub gpu: Option<ninth_render::ShaderId>,
    /// Released while bound (`release_*_shader`): the handle is stale to every call, but
    /// draws keep using the shader until it is unbound, which frees it.
    pub released: bool,
}

/// The constant registers of one stage.
#[derive(Clone, Debug)]
pub struct Constants {
    /// `c#` registers.
    pub float: Vec<[f32; 4]>,
    /// `i#` registers.
    pub int: Vec<[i32; 4]>,
    /// `b#` registers.
    pub bool: Vec<bool>,
}

impl Constants {
    pub(crate) fn new(floats: usize, ints: usize, bools: usize) -> Self {
        Self {
            float: vec![[0.0; 4]; floats],
            int: vec![[0; 4]; ints],
            bool: vec![false; bools],
        }
    }
}

/// What `Set*ShaderConstant*` changed in one stage's constants since the programmable draw
/// state last copied them (`draw/program_state.rs`): a range of float registers and whether
/// any integer or boolean one was set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct DirtyConstants {
    /// Float registers `float.0..float.1` (empty when `float.0 >= float.1`).
    float: (usize, usize),
    int: bool,
    bool: bool,
}

impl DirtyConstants {
    /// Everything, as for a state that holds none of the device's constants yet.
    pub(crate) fn everything() -> Self {
        Self {
            float: (0, usize::MAX),
            int: true,
            bool: true,
        }
    }

    /// Marks everything.
    pub(crate) fn all(&mut self) {
        *self = Self::everything();
    }

    /// Adds float registers `start..end`.
    pub(crate) fn float_range(&mut self, start: usize, end: usize) {
        if start >= end {
            return;
        }
        let (lo, hi) = self.float;
        self.float = if lo >= hi {
            (start, end)
        } else {
            (lo.min(start), hi.max(end))
        };
    }

    /// Copies what changed from `from` into `out` and forgets it.
    pub(crate) fn copy<const N: usize>(
        &mut self,
        out: &mut ninth_render::StageConstants<N>,
        from: &Constants,
    ) {
        let (lo, hi) = self.float;
        let hi = hi.min(N).min(from.float.len());
        if lo < hi {
            out.float[lo..hi].copy_from_slice(&from.float[lo..hi]);
        }
        if self.int {
            let ints = from.int.len().min(16);
            out.int[..ints].copy_from_slice(&from.int[..ints]);
        }
        if self.bool {
            let bools = from.bool.len().min(16);
            out.bool[..bools].copy_from_slice(&from.bool[..bools]);
        }
        *self = Self {
            float: (0, 0),
            int: false,
            bool: false,
        };
    }
}

fn decode(tokens: &[u32], kind: ShaderKind) -> Result<Shader> {
    let shader = ninth_shader::bytecode::decode(tokens)
        .map_err(|e| Error::invalid(format!("shader bytecode: {e}")))?;
    if shader.version.kind != kind {
        return Err(Error::invalid(format!(
            "a {:?} shader where a {kind:?} shader was expected",
            shader.version.kind
        )));
    }
    Ok(Shader {
        tokens: tokens.to_vec(),
        version: (shader.version.major, shader.version.minor),
        gpu: None,
        released: false,
    })
}

/// The shader `key` names, unless it was released (then the handle is stale, as a freed
/// one is).
pub(crate) fn live_shader<'a>(
    pool: &'a Pool<Shader>,
    key: impl Into<Key>,
    what: &str,
) -> Result<&'a Shader> {
    let key = key.into();
    let shader = pool.get(key)?;
    if shader.released {
        return Err(Error::invalid(format!(
            "unknown or released {what} handle {}:{}",
            key.index, key.generation
        )));
    }
    Ok(shader)
}

/// Frees a shader of `pool` and its renderer shader.
pub(crate) fn free_shader(
    pool: &mut Pool<Shader>,
    renderer: &mut ninth_render::Renderer,
    key: impl Into<Key>,
) -> Result<()> {
    let shader = pool.remove(key)?;
    if let Some(id) = shader.gpu {
        renderer.destroy_shader(id)?;
    }
    Ok(())
}

/// Copies `values` into `registers` from `start`, or fails without writing anything.
fn store<T: Copy>(registers: &mut [T], start: u32, values: &[T], what: &str) -> Result<()> {
    let start = start as usize;
    let end = start
        .checked_add(values.len())
        .filter(|&e| e <= registers.len());
    let Some(end) = end else {
        return Err(Error::invalid(format!(
            "{what} constants {start}..{} are outside 0..{}",
            start + values.len(),
            registers.len()
        )));
    };
    registers[start..end].copy_from_slice(values);
    Ok(())
}

/// Which shader stage's constants a call sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Vertex shader constants.
    Vertex,
    /// Pixel shader constants.
    Pixel,
}

impl Device<'_> {
    /// `CreateVertexShader`.
    pub fn create_vertex_shader(&mut self, tokens: &[u32]) -> Result<VertexShaderHandle> {
        let shader = decode(tokens, ShaderKind::Vertex)?;
        Ok(self.vertex_shaders.insert(shader).into())
    }

    /// `CreatePixelShader`.
    pub fn create_pixel_shader(&mut self, tokens: &[u32]) -> Result<PixelShaderHandle> {
        let shader = decode(tokens, ShaderKind::Pixel)?;
        Ok(self.pixel_shaders.insert(shader).into())
    }

    /// `SetVertexShader`. A shader released while bound is freed here, once replaced.
    pub fn set_vertex_shader(&mut self, shader: Option<VertexShaderHandle>) -> Result<()> {
        if let Some(h) = shader {
            live_shader(&self.vertex_shaders, h, "vertex shader")?;
        }
        let old = std::mem::replace(&mut self.vertex_shader, shader);
        self.invalidate_state();
        if let Some(old) = old.filter(|&o| Some(o) != shader)
            && self.vertex_shaders.get(old).is_ok_and(|s| s.released)
        {
            free_shader(&mut self.vertex_shaders, &mut self.renderer, old)?;
        }
        Ok(())
    }

    /// `SetPixelShader`. A shader released while bound is freed here, once replaced.
    pub fn set_pixel_shader(&mut self, shader: Option<PixelShaderHandle>) -> Result<()> {
        if let Some(h) = shader {
            live_shader(&self.pixel_shaders, h, "pixel shader")?;
        }
        let old = std::mem::replace(&mut self.pixel_shader, shader);
        self.invalidate_state();
        if let Some(old) = old.filter(|&o| Some(o) != shader)
            && self.pixel_shaders.get(old).is_ok_and(|s| s.released)
        {
            free_shader(&mut self.pixel_shaders, &mut self.renderer, old)?;
        }
        Ok(())
    }

    /// Whether the device still holds vertex shader `h` (live, or released and still bound).
    pub fn holds_vertex_shader(&self, h: VertexShaderHandle) -> bool {
        self.vertex_shaders.get(h).is_ok()
    }

    /// Whether the device still holds pixel shader `h` (live, or released and still bound).
    pub fn holds_pixel_shader(&self, h: PixelShaderHandle) -> bool {
        self.pixel_shaders.get(h).is_ok()
    }

    /// The renderer shader of vertex shader `h`, made at the first draw with it (tests and
    /// diagnostics).
    pub fn vertex_shader_gpu(
        &self,
        h: VertexShaderHandle,
    ) -> Result<Option<ninth_render::ShaderId>> {
        Ok(self.vertex_shaders.get(h)?.gpu)
    }

    /// The renderer shader of pixel shader `h`, made at the first draw with it.
    pub fn pixel_shader_gpu(&self, h: PixelShaderHandle) -> Result<Option<ninth_render::ShaderId>> {
        Ok(self.pixel_shaders.get(h)?.gpu)
    }

    /// A stage's constants and what changed in them since the last programmable draw.
    fn constants(&mut self, stage: Stage) -> (&mut Constants, &mut DirtyConstants) {
        match stage {
            Stage::Vertex => (&mut self.vs_constants, &mut self.vs_dirty),
            Stage::Pixel => (&mut self.ps_constants, &mut self.ps_dirty),
        }
    }

    /// `Set{Vertex,Pixel}ShaderConstantF`.
    pub fn set_shader_constant_f(
        &mut self,
        stage: Stage,
        start: u32,
        values: &[[f32; 4]],
    ) -> Result<()> {
        let (constants, dirty) = self.constants(stage);
        store(&mut constants.float, start, values, "float")?;
        dirty.float_range(start as usize, start as usize + values.len());
        Ok(())
    }

    /// `Set{Vertex,Pixel}ShaderConstantI`.
    pub fn set_shader_constant_i(
        &mut self,
        stage: Stage,
        start: u32,
        values: &[[i32; 4]],
    ) -> Result<()> {
        let (constants, dirty) = self.constants(stage);
        store(&mut constants.int, start, values, "integer")?;
        dirty.int |= !values.is_empty();
        Ok(())
    }

    /// `Set{Vertex,Pixel}ShaderConstantB`.
    pub fn set_shader_constant_b(
        &mut self,
        stage: Stage,
        start: u32,
        values: &[bool],
    ) -> Result<()> {
        let (constants, dirty) = self.constants(stage);
        store(&mut constants.bool, start, values, "boolean")?;
        dirty.bool |= !values.is_empty();
        Ok(())
    }
}
