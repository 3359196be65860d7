//! A one-multiply hasher for packed integer pipeline keys: the keys are already dense bit
//! fields, so SipHash's DoS resistance buys nothing on the per-draw path.

use std::hash::{BuildHasherDefault, Hasher};

#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        // Eight bytes per multiply: packed byte keys (the programmable pipeline key) are long.
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
        for &b in chunks.remainder() {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = (self.0 ^ value)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .rotate_left(29);
    }
}

pub(crate) type KeyMap<V> = std::collections::HashMap<u64, V, BuildHasherDefault<KeyHasher>>;
