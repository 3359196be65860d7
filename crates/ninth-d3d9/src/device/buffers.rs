//! Vertex and index buffers: the CPU copy every draw reads, and `Lock` / `Unlock` with
//! D3D9's flag rules. A static vertex buffer is also kept in a resident GPU buffer
//! (`device/resident_buffers.rs`) that draws bind instead of copying its bytes.

use crate::device::resources::check_lock_flags;
use crate::error::{Error, Result};

/// `D3DFMT_INDEX16`.
pub const D3DFMT_INDEX16: u32 = 101;
/// `D3DFMT_INDEX32`.
pub const D3DFMT_INDEX32: u32 = 102;

/// A vertex or index buffer.
#[derive(Debug)]
pub(crate) struct Buffer {
    pub bytes: Vec<u8>,
    pub usage: u32,
    /// `D3DFMT_INDEX16` / `INDEX32` for index buffers, 0 for vertex buffers.
    pub format: u32,
    /// The flags of the lock in progress.
    pub locked: Option<u32>,
    /// The resident copy draws bind, and whether it holds `bytes` as they are now.
    pub resident: Option<(ninth_render::BufferId, bool)>,
    /// Times the bytes changed after a resident copy was made (a buffer rewritten often is
    /// better copied per draw: `device/resident_buffers.rs`).
    pub rewrites: u32,
}

impl Buffer {
    pub fn new(length: u32, usage: u32, format: u32) -> Result<Self> {
        if length == 0 || length > 1 << 28 {
            return Err(Error::invalid(format!(
                "buffer length {length} is out of range"
            )));
        }
        let known = crate::consts::usage::WRITEONLY
            | crate::consts::usage::DYNAMIC
            | 0x8
            | 0x10
            | 0x20
            | 0x100;
        if usage & !known != 0 {
            return Err(Error::invalid(format!(
                "D3DUSAGE {usage:#x} is not valid for a buffer"
            )));
        }
        Ok(Self {
            bytes: vec![0; length as usize],
            usage,
            format,
            locked: None,
            resident: None,
            rewrites: 0,
        })
    }

    /// `Lock(offset, size, flags)`: size 0 locks to the end. DISCARD gives undefined
    /// contents in D3D9; here the old bytes stay, which is one of the allowed outcomes.
    pub fn lock(&mut self, offset: u32, size: u32, flags: u32) -> Result<&mut [u8]> {
        check_lock_flags(flags, self.usage)?;
        if self.locked.is_some() {
            return Err(Error::invalid("the buffer is already locked"));
        }
        let (offset, len) = (offset as usize, self.bytes.len());
        let end = if size == 0 {
            len
        } else {
            offset.saturating_add(size as usize)
        };
        if offset >= len || end > len {
            return Err(Error::invalid(format!(
                "lock of {size} bytes at {offset} is outside the {len}-byte buffer"
            )));
        }
        self.locked = Some(flags);
        self.rewritten();
        Ok(&mut self.bytes[offset..end])
    }

    /// The bytes are about to change: the resident copy no longer holds them.
    pub fn rewritten(&mut self) {
        if let Some((_, current)) = self.resident.as_mut()
            && *current
        {
            *current = false;
            self.rewrites = self.rewrites.saturating_add(1);
        }
    }

    /// `Unlock`.
    pub fn unlock(&mut self) -> Result<()> {
        self.locked
            .take()
            .map(|_| ())
            .ok_or_else(|| Error::invalid("the buffer is not locked"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::consts::{lock, usage};

    #[test]
    fn lock_flags_follow_d3d9() {
        let mut b = Buffer::new(64, 0, 0).unwrap();
        assert!(
            b.lock(0, 0, lock::DISCARD)
                .unwrap_err()
                .message
                .contains("DYNAMIC")
        );
        assert!(b.lock(0, 0, lock::NOOVERWRITE).is_err());
        assert!(b.lock(0, 65, 0).is_err());
        assert!(b.lock(64, 0, 0).is_err());
        b.lock(8, 4, 0).unwrap().copy_from_slice(&[1, 2, 3, 4]);
        assert!(
            b.lock(0, 0, 0)
                .unwrap_err()
                .message
                .contains("already locked")
        );
        b.unlock().unwrap();
        assert!(b.unlock().is_err());
        assert_eq!(&b.bytes[6..14], &[0, 0, 1, 2, 3, 4, 0, 0]);
        let mut d = Buffer::new(16, usage::DYNAMIC | usage::WRITEONLY, 0).unwrap();
        assert_eq!(d.lock(0, 0, lock::DISCARD).unwrap().len(), 16);
        d.unlock().unwrap();
        assert_eq!(d.lock(4, 0, lock::NOOVERWRITE).unwrap().len(), 12);
        d.unlock().unwrap();
        assert!(d.lock(0, 0, lock::READONLY | lock::DISCARD).is_err());
        assert!(d.lock(0, 0, 0x1).is_err(), "unknown flag");
    }
}
