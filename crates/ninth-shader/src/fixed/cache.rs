//! Sharing generated modules: a stable hash of the text, and [`FixedShaderCache`] so each
//! distinct text is generated and validated once and shared by every pipeline using it.

use std::collections::HashMap;
use std::sync::Arc;

use super::key::FixedFragmentKey;
use super::vertex::{FixedVertexDesc, PositionKind};
use super::{FixedError, generate_fragment, generate_vertex};

/// 64-bit FNV-1a (stable across runs, machines and versions of Rust).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// The stable hash of a module's text (FNV-1a of its UTF-8 bytes): the renderer's shader
/// module cache key.
pub fn text_hash(text: &str) -> u64 {
    fnv1a(text.as_bytes())
}

/// A generated, validated module and its text hash.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FixedShader {
    /// The WGSL (shared).
    pub wgsl: Arc<str>,
    /// [`text_hash`] of `wgsl`.
    pub hash: u64,
}

/// Generated modules by text hash, and the fragment key / vertex description that led to
/// each: a key seen before costs a hash lookup; a new key whose text equals an existing
/// module's shares that module.
#[derive(Debug, Default)]
pub struct FixedShaderCache {
    fragments: HashMap<FixedFragmentKey, FixedShader>,
    vertices: HashMap<(PositionKind, FixedVertexDesc), FixedShader>,
    modules: HashMap<u64, Arc<str>>,
}

impl FixedShaderCache {
    /// An empty cache.
    pub fn new() -> Self {
        Self::default()
    }

    /// The validated text of `text_hash`, if cached.
    pub fn module(&self, hash: u64) -> Option<&Arc<str>> {
        self.modules.get(&hash)
    }

    /// Number of distinct module texts.
    pub fn module_count(&self) -> usize {
        self.modules.len()
    }

    /// Add a validated text; returns the shared copy and its hash. On a (64-bit) hash
    /// collision with a different text, the text is returned unshared.
    pub fn intern(&mut self, text: String) -> FixedShader {
        let hash = text_hash(&text);
        match self.modules.get(&hash) {
            Some(t) if **t == *text => FixedShader {
                wgsl: t.clone(),
                hash,
            },
            Some(_) => FixedShader {
                wgsl: text.into(),
                hash,
            },
            None => {
                let t: Arc<str> = text.into();
                self.modules.insert(hash, t.clone());
                FixedShader { wgsl: t, hash }
            }
        }
    }

    /// The fixed fragment of `key` ([`generate_fragment`] once per key).
    pub fn fragment(&mut self, key: &FixedFragmentKey) -> Result<FixedShader, FixedError> {
        if let Some(s) = self.fragments.get(key) {
            return Ok(s.clone());
        }
        let s = self.intern(generate_fragment(key)?);
        self.fragments.insert(*key, s.clone());
        Ok(s)
    }

    /// The fixed vertex code ([`generate_vertex`] once per description).
    pub fn vertex(
        &mut self,
        kind: PositionKind,
        desc: &FixedVertexDesc,
    ) -> Result<FixedShader, FixedError> {
        if let Some(s) = self.vertices.get(&(kind, *desc)) {
            return Ok(s.clone());
        }
        let s = self.intern(generate_vertex(kind, desc)?);
        self.vertices.insert((kind, *desc), s.clone());
        Ok(s)
    }
}
