//! A bounded map that replaces its least-recently-used entry when full (the reference
//! renderer's pressure rule). Eviction scans for the oldest stamp: it happens only on a miss,
//! which costs a GPU object creation anyway.

use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash};

use crate::cache::key_hash::KeyHasher;

pub(crate) struct Lru<K, V> {
    map: HashMap<K, (V, u64), BuildHasherDefault<KeyHasher>>,
    tick: u64,
    capacity: usize,
}

impl<K: Hash + Eq + Clone, V> Lru<K, V> {
    pub fn new(capacity: usize) -> Self {
        Self {
            map: HashMap::default(),
            tick: 0,
            capacity: capacity.max(1),
        }
    }

    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// The entry of `key`, marked as just used.
    pub fn get<Q>(&mut self, key: &Q) -> Option<&V>
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        self.tick += 1;
        let tick = self.tick;
        self.map.get_mut(key).map(|(value, stamp)| {
            *stamp = tick;
            &*value
        })
    }

    /// The entry of `key` to change in place, marked as just used.
    pub fn get_mut<Q>(&mut self, key: &Q) -> Option<&mut V>
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        self.tick += 1;
        let tick = self.tick;
        self.map.get_mut(key).map(|(value, stamp)| {
            *stamp = tick;
            value
        })
    }

    /// Inserts `value`, first replacing the least-recently-used entry when full. Entries in
    /// use by recorded GPU work stay alive through wgpu's own references.
    pub fn insert(&mut self, key: K, value: V) -> &V {
        if self.map.len() >= self.capacity
            && let Some(oldest) = self
                .map
                .iter()
                .min_by_key(|(_, (_, stamp))| *stamp)
                .map(|(k, _)| k.clone())
        {
            self.map.remove(&oldest);
        }
        self.tick += 1;
        let tick = self.tick;
        &self.map.entry(key).insert_entry((value, tick)).into_mut().0
    }

    /// Drops every entry `keep` returns false for.
    pub fn retain(&mut self, mut keep: impl FnMut(&K, &V) -> bool) {
        self.map.retain(|k, (v, _)| keep(k, v));
    }
}
