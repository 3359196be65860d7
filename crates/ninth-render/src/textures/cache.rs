//! The content-keyed texture cache's bookkeeping (the reference renderer's cached textures):
//! entries by key with their bytes (mip chains included), least-recently-used eviction under
//! a byte budget and an entry cap, and binding scopes whose textures are pinned.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::error::{Error, Result};
use crate::textures::TextureId;

/// Default byte budget of the cache (mip chains included).
pub const DEFAULT_TEXTURE_CACHE_BUDGET: u64 = 512 << 20;
/// Most entries the cache holds.
pub const TEXTURE_CACHE_ENTRIES: usize = 1024;

/// A cached texture's content key: the XXH3-64 of its format, size, mip policy and bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CacheKey(pub u64);

impl std::fmt::Display for CacheKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

/// Keys are XXH3 digests already: the map uses them as they are instead of hashing them
/// again (a draw looks its textures up by key).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = value;
    }
}

struct Entry {
    id: TextureId,
    bytes: u64,
    /// Last use (a tick of the cache).
    stamp: u64,
    /// The binding scope that last resolved it (pinned while that scope is open).
    scope: u64,
}

/// The entries and their accounting; the renderer creates and destroys the textures.
pub(crate) struct TextureCache {
    entries: HashMap<CacheKey, Entry, BuildHasherDefault<KeyHasher>>,
    budget: u64,
    used: u64,
    tick: u64,
    /// The open binding scope (0: none); scopes are numbered from 1.
    scope: u64,
    scopes_opened: u64,
    /// Entries evicted so far.
    evictions: u64,
}

impl Default for TextureCache {
    fn default() -> Self {
        Self {
            entries: HashMap::default(),
            budget: DEFAULT_TEXTURE_CACHE_BUDGET,
            used: 0,
            tick: 0,
            scope: 0,
            scopes_opened: 0,
            evictions: 0,
        }
    }
}

impl TextureCache {
    /// Bytes held.
    pub fn used(&self) -> u64 {
        self.used
    }

    /// Entries held.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Entries evicted so far: a holder of cached ids resolves them again when it changed.
    pub fn evictions(&self) -> u64 {
        self.evictions
    }

    /// Sets the budget; entries over it go at the next creation.
    pub fn set_budget(&mut self, bytes: u64) {
        self.budget = bytes;
    }

    /// The texture of `key`, marked used (and pinned when a binding scope is open).
    pub fn find(&mut self, key: CacheKey) -> Option<TextureId> {
        self.tick += 1;
        let (tick, scope) = (self.tick, self.scope);
        let entry = self.entries.get_mut(&key)?;
        entry.stamp = tick;
        if scope != 0 {
            entry.scope = scope;
        }
        Some(entry.id)
    }

    fn pinned(&self, entry: &Entry) -> bool {
        self.scope != 0 && entry.scope == self.scope
    }

    /// The entries to evict, least recently used first, so that `bytes` more fit the
    /// budget and the entry cap; an error (nothing evicted) where pinned entries leave no
    /// room or `bytes` alone exceed the budget.
    pub fn make_room(&mut self, bytes: u64) -> Result<Vec<(CacheKey, TextureId)>> {
        if bytes > self.budget {
            return Err(Error::texture(format!(
                "a cached texture of {bytes} bytes exceeds the texture cache's budget of {} \
                 bytes",
                self.budget
            )));
        }
        if self.used + bytes <= self.budget && self.entries.len() < TEXTURE_CACHE_ENTRIES {
            return Ok(Vec::new());
        }
        let mut order: Vec<(u64, CacheKey)> = self
            .entries
            .iter()
            .filter(|(_, e)| !self.pinned(e))
            .map(|(k, e)| (e.stamp, *k))
            .collect();
        order.sort_unstable();
        let (mut used, mut count) = (self.used, self.entries.len());
        let mut evict = Vec::new();
        for (_, key) in order {
            if used + bytes <= self.budget && count < TEXTURE_CACHE_ENTRIES {
                break;
            }
            let entry = &self.entries[&key];
            used -= entry.bytes;
            count -= 1;
            evict.push((key, entry.id));
        }
        if used + bytes > self.budget || count >= TEXTURE_CACHE_ENTRIES {
            return Err(Error::texture(format!(
                "the texture cache cannot take {bytes} more bytes: {} bytes of {} entries are \
                 pinned by the open binding scope (budget {} bytes, at most {} entries)",
                self.entries
                    .values()
                    .filter(|e| self.pinned(e))
                    .map(|e| e.bytes)
                    .sum::<u64>(),
                self.entries.values().filter(|e| self.pinned(e)).count(),
                self.budget,
                TEXTURE_CACHE_ENTRIES
            )));
        }
        for (key, _) in &evict {
            if let Some(entry) = self.entries.remove(key) {
                self.used -= entry.bytes;
                self.evictions += 1;
            }
        }
        Ok(evict)
    }

    /// Adds an entry (room made first with [`TextureCache::make_room`]), marked used.
    pub fn insert(&mut self, key: CacheKey, id: TextureId, bytes: u64) {
        self.tick += 1;
        self.used += bytes;
        let entry = Entry {
            id,
            bytes,
            stamp: self.tick,
            scope: self.scope,
        };
        if let Some(old) = self.entries.insert(key, entry) {
            self.used -= old.bytes;
        }
    }

    /// Forgets the entry of texture `id` (destroyed by its owner).
    pub fn forget(&mut self, id: TextureId) -> bool {
        let key = self
            .entries
            .iter()
            .find(|(_, e)| e.id == id)
            .map(|(k, _)| *k);
        match key.and_then(|k| self.entries.remove(&k)) {
            Some(entry) => {
                self.used -= entry.bytes;
                true
            }
            None => false,
        }
    }

    /// Opens a binding scope: every texture found or created until it ends is pinned.
    pub fn begin_scope(&mut self) -> Result<()> {
        if self.scope != 0 {
            return Err(Error::state("a texture binding scope is already open"));
        }
        self.scopes_opened += 1;
        self.scope = self.scopes_opened;
        Ok(())
    }

    /// Ends the binding scope; its textures may be evicted again.
    pub fn end_scope(&mut self) -> Result<()> {
        if self.scope == 0 {
            return Err(Error::state("no texture binding scope is open"));
        }
        self.scope = 0;
        Ok(())
    }
}
