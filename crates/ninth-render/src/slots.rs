//! A bounded table of slots addressed by generation-checked 32-bit handles, so a handle to a
//! destroyed object is detected instead of reaching whatever reused its slot.

/// Bits of a handle that hold the slot index plus one (0 is never a valid handle).
const INDEX_BITS: u32 = 13;
const INDEX_MASK: u32 = (1 << INDEX_BITS) - 1;

pub(crate) struct Slots<T> {
    entries: Vec<(u32, Option<T>)>,
    free: Vec<u32>,
    capacity: usize,
}

impl<T> Slots<T> {
    pub fn new(capacity: usize) -> Self {
        debug_assert!(capacity <= INDEX_MASK as usize);
        Self {
            entries: Vec::new(),
            free: Vec::new(),
            capacity,
        }
    }

    /// Stores `value`; `None` when every slot is taken.
    pub fn insert(&mut self, value: T) -> Option<u32> {
        let index = match self.free.pop() {
            Some(index) => index,
            None if self.entries.len() < self.capacity => {
                self.entries.push((0, None));
                self.entries.len() as u32 - 1
            }
            None => return None,
        };
        let entry = &mut self.entries[index as usize];
        entry.0 = entry.0.wrapping_add(1) & (u32::MAX >> INDEX_BITS);
        entry.1 = Some(value);
        Some((entry.0 << INDEX_BITS) | (index + 1))
    }

    fn locate(&self, handle: u32) -> Option<usize> {
        let index = (handle & INDEX_MASK).checked_sub(1)? as usize;
        let (generation, value) = self.entries.get(index)?;
        (value.is_some() && *generation == handle >> INDEX_BITS).then_some(index)
    }

    pub fn get(&self, handle: u32) -> Option<&T> {
        self.locate(handle).and_then(|i| self.entries[i].1.as_ref())
    }

    pub fn get_mut(&mut self, handle: u32) -> Option<&mut T> {
        self.locate(handle).and_then(|i| self.entries[i].1.as_mut())
    }

    pub fn remove(&mut self, handle: u32) -> Option<T> {
        let index = self.locate(handle)?;
        self.free.push(index as u32);
        self.entries[index].1.take()
    }

    /// Number of occupied slots.
    pub fn len(&self) -> usize {
        self.entries.len() - self.free.len()
    }

    pub fn iter_mut(&mut self) -> impl Iterator<Item = (u32, &mut T)> {
        self.entries
            .iter_mut()
            .enumerate()
            .filter_map(|(i, (generation, value))| {
                let handle = (*generation << INDEX_BITS) | (i as u32 + 1);
                value.as_mut().map(|v| (handle, v))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::Slots;

    #[test]
    fn stale_handles_are_rejected_and_capacity_is_bounded() {
        let mut slots = Slots::new(2);
        let a = slots.insert("a").unwrap();
        let b = slots.insert("b").unwrap();
        assert_eq!(slots.insert("c"), None);
        assert_eq!(slots.remove(a), Some("a"));
        let c = slots.insert("c").unwrap();
        assert_ne!(a, c, "a reused slot gets a new generation");
        assert_eq!(slots.get(a), None);
        assert_eq!(slots.get(c), Some(&"c"));
        assert_eq!(slots.get(b), Some(&"b"));
        assert_eq!(slots.get(0), None);
        assert_eq!(slots.get(u32::MAX), None);
        assert_eq!(slots.len(), 2);
    }
}
