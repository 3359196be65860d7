//! Stable hashes of generated modules and keys (FNV-1a): the same on every run, machine and
//! version of Rust, so they may key caches on disk.

/// 64-bit FNV-1a (stable across runs, machines and versions of Rust).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// The stable hash of a module's text (FNV-1a of its UTF-8 bytes).
pub fn text_hash(text: &str) -> u64 {
    fnv1a(text.as_bytes())
}
