//! Generation-checked handles of device objects, so a stale handle is an error and never
//! another object.

use crate::error::{Error, Result};

macro_rules! handle {
    ($($(#[$doc:meta])* $name:ident),* $(,)?) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name {
            pub(crate) index: u32,
            pub(crate) generation: u32,
        }

        impl From<Key> for $name {
            fn from(k: Key) -> Self {
                Self { index: k.index, generation: k.generation }
            }
        }

        impl From<$name> for Key {
            fn from(h: $name) -> Self {
                Key { index: h.index, generation: h.generation }
            }
        }
    )*};
}

handle! {
    /// A texture (2D, cube or volume).
    TextureHandle,
    /// A render-target or depth-stencil surface.
    SurfaceHandle,
    /// A vertex buffer.
    VertexBufferHandle,
    /// An index buffer.
    IndexBufferHandle,
    /// A vertex declaration.
    DeclarationHandle,
    /// A vertex shader.
    VertexShaderHandle,
    /// A pixel shader.
    PixelShaderHandle,
}

/// An untyped handle: slot index and generation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Key {
    pub index: u32,
    pub generation: u32,
}

/// Objects of one kind addressed by generation-checked keys.
pub(crate) struct Pool<T> {
    slots: Vec<(u32, Option<T>)>,
    free: Vec<u32>,
    what: &'static str,
}

impl<T> Pool<T> {
    pub fn new(what: &'static str) -> Self {
        Self {
            slots: Vec::new(),
            free: Vec::new(),
            what,
        }
    }

    pub fn insert(&mut self, value: T) -> Key {
        if let Some(index) = self.free.pop() {
            let slot = &mut self.slots[index as usize];
            slot.1 = Some(value);
            return Key {
                index,
                generation: slot.0,
            };
        }
        self.slots.push((0, Some(value)));
        Key {
            index: self.slots.len() as u32 - 1,
            generation: 0,
        }
    }

    fn stale(&self, key: Key) -> Error {
        stale(self.what, key)
    }

    pub fn get(&self, key: impl Into<Key>) -> Result<&T> {
        let key = key.into();
        match self.slots.get(key.index as usize) {
            Some((generation, Some(value))) if *generation == key.generation => Ok(value),
            _ => Err(self.stale(key)),
        }
    }

    pub fn get_mut(&mut self, key: impl Into<Key>) -> Result<&mut T> {
        let key = key.into();
        let what = self.what;
        match self.slots.get_mut(key.index as usize) {
            Some((generation, Some(value))) if *generation == key.generation => Ok(value),
            // The message is made only on failure: locks and draws go through here.
            _ => Err(stale(what, key)),
        }
    }

    pub fn remove(&mut self, key: impl Into<Key>) -> Result<T> {
        let key = key.into();
        self.get(key)?;
        let slot = &mut self.slots[key.index as usize];
        slot.0 = slot.0.wrapping_add(1);
        self.free.push(key.index);
        slot.1
            .take()
            .ok_or_else(|| Error::invalid("slot emptied twice"))
    }
}

impl<T> Pool<T> {
    /// Every live object.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = &mut T> {
        self.slots.iter_mut().filter_map(|(_, v)| v.as_mut())
    }

    /// Takes every object out (the device is going away).
    pub fn drain(&mut self) -> Vec<T> {
        self.free.clear();
        self.slots.drain(..).filter_map(|(_, v)| v).collect()
    }
}

/// The error of a handle that names no live object.
fn stale(what: &str, key: Key) -> Error {
    Error::invalid(format!(
        "unknown or released {what} handle {}:{}",
        key.index, key.generation
    ))
}
