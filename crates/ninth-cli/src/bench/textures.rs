//! `ninth bench textures`: the texture cache's cost. Upload rate of `create_cached` (box
//! filtered mip chain built on the CPU) and `create_cached_nomip` per format class, each
//! texture of new content (a miss), and the cost of `find_cached` on a hit.

use std::time::Instant;

use ninth_render::{Renderer, TextureFormat};

/// Textures of `side` x `side` made per format class.
const COUNT: u32 = 64;

fn content(seed: u32, bytes: usize) -> Vec<u8> {
    let mut state = seed.wrapping_mul(0x9e37_79b9) | 1;
    (0..bytes)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state as u8
        })
        .collect()
}

pub fn run(side: u32) -> Result<(), String> {
    if !(4..=4096).contains(&side) || !side.is_multiple_of(4) {
        return Err(format!(
            "--side {side}: expected a multiple of 4 from 4 to 4096"
        ));
    }
    let mut r = Renderer::from_env().map_err(|e| e.to_string())?;
    r.set_texture_cache_budget(u64::MAX);
    let dxt1 = TextureFormat::from_d3d(0x3154_5844).map_err(|e| e.to_string())?;
    let classes: [(&str, TextureFormat, bool, usize); 3] = [
        ("A8R8G8B8 + CPU mips", TextureFormat::A8R8G8B8, true, 4),
        ("A8R8G8B8, one level", TextureFormat::A8R8G8B8, false, 4),
        ("DXT1, one level", dxt1, false, 0),
    ];
    println!("texture cache: {COUNT} new {side}x{side} textures per class, then {COUNT} lookups");
    println!(
        "{:<22} {:>10} {:>12} {:>12}",
        "class", "MB/s", "us/texture", "cache MiB"
    );
    for (i, (name, format, mips, texel)) in classes.into_iter().enumerate() {
        let bytes = match texel {
            0 => (side as usize / 4).pow(2) * 8,
            t => (side as usize).pow(2) * t,
        };
        let data: Vec<Vec<u8>> = (0..COUNT)
            .map(|k| content(k + 1000 * i as u32, bytes))
            .collect();
        let start = Instant::now();
        let mut keys = Vec::new();
        for pixels in &data {
            let made = if mips {
                r.create_cached(format, side, side, pixels)
            } else {
                r.create_cached_nomip(format, side, side, pixels)
            };
            keys.push(made.map_err(|e| e.to_string())?.0);
        }
        r.commit(true).map_err(|e| e.to_string())?;
        let took = start.elapsed().as_secs_f64();
        let mb = (bytes as f64 * f64::from(COUNT)) / 1e6;
        println!(
            "{name:<22} {:>10.1} {:>12.1} {:>12.1}",
            mb / took,
            took * 1e6 / f64::from(COUNT),
            r.texture_cache_usage().0 as f64 / f64::from(1u32 << 20)
        );
        let start = Instant::now();
        let rounds = 1000;
        for _ in 0..rounds {
            for key in &keys {
                std::hint::black_box(r.find_cached(*key));
            }
        }
        let ns = start.elapsed().as_secs_f64() * 1e9 / (f64::from(rounds) * keys.len() as f64);
        println!("{:<22} find_cached hit: {ns:.1} ns", "");
    }
    Ok(())
}
