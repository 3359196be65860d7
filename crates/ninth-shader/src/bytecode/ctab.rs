//! The `CTAB` comment (`D3DXSHADER_CONSTANTTABLE`) that compilers put in front of a shader:
//! constant names, register sets, indices and counts. Parsing is tolerant: anything out of
//! bounds or inconsistent gives `None`, never a panic.

use super::tokens::CTAB_FOURCC;
use crate::ir::{ConstantInfo, ConstantTable};

/// Size of `D3DXSHADER_CONSTANTTABLE` in bytes.
const HEADER_SIZE: usize = 28;
/// Size of `D3DXSHADER_CONSTANTINFO` in bytes.
const INFO_SIZE: usize = 20;

/// Parses a comment payload (the DWORDs after the comment token) as a constant table, if it
/// starts with `CTAB` and is well formed.
pub fn parse(payload: &[u32]) -> Option<ConstantTable> {
    let (&fourcc, rest) = payload.split_first()?;
    if fourcc != CTAB_FOURCC {
        return None;
    }
    // Offsets inside the table count bytes from the first byte after the fourcc.
    let bytes: Vec<u8> = rest.iter().flat_map(|d| d.to_le_bytes()).collect();
    let size = read_u32(&bytes, 0)? as usize;
    if size < HEADER_SIZE {
        return None;
    }
    let creator = read_string(&bytes, read_u32(&bytes, 4)?)?;
    let count = read_u32(&bytes, 12)? as usize;
    let infos = read_u32(&bytes, 16)? as usize;
    let target = read_string(&bytes, read_u32(&bytes, 24)?)?;
    // Each entry needs INFO_SIZE bytes, so a count larger than the data is malformed.
    if count > bytes.len() / INFO_SIZE {
        return None;
    }
    let mut constants = Vec::with_capacity(count);
    for i in 0..count {
        let at = infos.checked_add(i.checked_mul(INFO_SIZE)?)?;
        constants.push(ConstantInfo {
            name: read_string(&bytes, read_u32(&bytes, at)?)?,
            register_set: read_u16(&bytes, at.checked_add(4)?)?,
            register_index: read_u16(&bytes, at.checked_add(6)?)?,
            register_count: read_u16(&bytes, at.checked_add(8)?)?,
        });
    }
    Some(ConstantTable {
        creator,
        target,
        constants,
    })
}

fn read_u32(bytes: &[u8], at: usize) -> Option<u32> {
    let b = bytes.get(at..at.checked_add(4)?)?;
    Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

fn read_u16(bytes: &[u8], at: usize) -> Option<u16> {
    let b = bytes.get(at..at.checked_add(2)?)?;
    Some(u16::from_le_bytes([b[0], b[1]]))
}

/// A NUL-terminated string at byte offset `at`.
fn read_string(bytes: &[u8], at: u32) -> Option<String> {
    let tail = bytes.get(at as usize..)?;
    let end = tail.iter().position(|&b| b == 0)?;
    Some(String::from_utf8_lossy(&tail[..end]).into_owned())
}
