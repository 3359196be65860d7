//! Arbitrary bytes, read as little-endian DWORDs, through decode; whatever decodes goes
//! through encode, translate and disassemble + assemble. Any panic is a bug. The 0-3 bytes
//! left over after the DWORDs pick the translation options, so seeds made of whole shaders
//! use the defaults.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ninth_shader::ir::SamplerKind;
use ninth_shader::{asm, bytecode, wgsl};

fuzz_target!(|data: &[u8]| {
    let tokens: Vec<u32> = data
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let Ok(shader) = bytecode::decode(&tokens) else {
        return;
    };
    // decode is exact: its output re-encodes to bytecode that decodes to the same shader
    // (DWORD offsets aside: re-encoding may be shorter)
    let again = bytecode::decode(&bytecode::encode(&shader)).expect("re-encoded decodes");
    let strip = |s: &ninth_shader::ir::Shader| {
        let mut s = s.clone();
        s.instructions.iter_mut().for_each(|i| i.offset = 0);
        s
    };
    assert_eq!(strip(&again), strip(&shader));
    let text = asm::disassemble(&shader);
    let _ = asm::assemble(&text);
    let mut options = wgsl::Options::default();
    match data.len() % 4 {
        1 => options.zero_times_inf = true,
        2 => options.half_pixel_shift = false,
        3 => options.sampler_kinds = [Some(SamplerKind::Cube); 16],
        _ => {}
    }
    let _ = wgsl::translate(&shader, &options);
});
