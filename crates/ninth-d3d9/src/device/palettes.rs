//! Texture palettes (`SetPaletteEntries`, `SetCurrentTexturePalette`) for D3DFMT_P8 and
//! D3DFMT_A8P8 textures. The renderer has no indexed formats, so a paletted texture's copy is
//! expanded to A8R8G8B8 through the current palette when it is uploaded
//! (`texture_upload.rs`), and uploaded again when the current palette or its entries change,
//! as wined3d does. A P8 texel takes its alpha from the entry's `peFlags`
//! (D3DPTEXTURECAPS_ALPHAPALETTE); an A8P8 texel keeps its own.

use std::collections::HashMap;

use crate::device::Device;
use crate::error::{Error, Result};

/// One `PALETTEENTRY`: `peRed`, `peGreen`, `peBlue`, `peFlags` (alpha).
pub type PaletteEntry = [u8; 4];

/// The 256 entries of a palette.
pub type Palette = [PaletteEntry; 256];

/// Palettes by number, the current one, and a serial that changes with what paletted
/// textures sample.
#[derive(Default)]
pub(crate) struct Palettes {
    entries: HashMap<u32, Box<Palette>>,
    current: u32,
    /// Bumped when the current palette or its entries change.
    pub serial: u64,
}

/// Palette numbers D3D9 programs may use (a `WORD` in the runtime's bookkeeping).
const PALETTES: u32 = 1 << 16;

impl Palettes {
    /// The current palette's entries (all zero where it was never set).
    pub fn current(&self) -> &Palette {
        const UNSET: Palette = [[0; 4]; 256];
        self.entries.get(&self.current).map_or(&UNSET, |p| p)
    }
}

/// Whether `format` is D3DFMT_P8 (41) or D3DFMT_A8P8 (40).
pub fn is_paletted(format: u32) -> bool {
    matches!(format, 40 | 41)
}

/// Expands paletted texels (`format` P8 or A8P8) to A8R8G8B8 (bytes B, G, R, A).
pub(crate) fn expand(format: u32, texels: &[u8], palette: &Palette) -> Vec<u8> {
    let bgra = |e: &PaletteEntry, a: u8| [e[2], e[1], e[0], a];
    if format == 41 {
        texels
            .iter()
            .flat_map(|&i| {
                let e = &palette[usize::from(i)];
                bgra(e, e[3])
            })
            .collect()
    } else {
        texels
            .chunks_exact(2)
            .flat_map(|t| bgra(&palette[usize::from(t[0])], t[1]))
            .collect()
    }
}

impl Device<'_> {
    /// `SetPaletteEntries`: palette `number` (0-65535) gets `entries`.
    pub fn set_palette_entries(&mut self, number: u32, entries: &Palette) -> Result<()> {
        if number >= PALETTES {
            return Err(Error::invalid(format!(
                "palette number {number} (0-{} allowed)",
                PALETTES - 1
            )));
        }
        self.palettes.entries.insert(number, Box::new(*entries));
        if number == self.palettes.current {
            self.palette_changed();
        }
        Ok(())
    }

    /// `GetPaletteEntries`: an error for a palette never set.
    pub fn palette_entries(&self, number: u32) -> Result<Palette> {
        self.palettes
            .entries
            .get(&number)
            .map(|p| **p)
            .ok_or_else(|| Error::invalid(format!("palette {number} was never set")))
    }

    /// `SetCurrentTexturePalette`: paletted textures sample palette `number` from now on
    /// (all zero until its entries are set).
    pub fn set_current_texture_palette(&mut self, number: u32) -> Result<()> {
        if number >= PALETTES {
            return Err(Error::invalid(format!(
                "palette number {number} (0-{} allowed)",
                PALETTES - 1
            )));
        }
        if number != self.palettes.current {
            self.palettes.current = number;
            self.palette_changed();
        }
        Ok(())
    }

    /// `GetCurrentTexturePalette`.
    pub fn current_texture_palette(&self) -> u32 {
        self.palettes.current
    }

    /// Paletted textures' copies are uploaded again at their next draw.
    fn palette_changed(&mut self) {
        self.palettes.serial += 1;
        self.invalidate_textures();
    }
}
