//! Arbitrary bytes, read as little-endian DWORDs, through decode; whatever decodes goes
//! through encode, translate and disassemble + assemble. Any panic is a bug.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ninth_shader::{asm, bytecode, wgsl};

fuzz_target!(|data: &[u8]| {
    let tokens: Vec<u32> = data
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let Ok(shader) = bytecode::decode(&tokens) else {
        return;
    };
    // decode is exact: its output re-encodes and decodes to the same shader
    let encoded = bytecode::encode(&shader);
    if let Ok(again) = bytecode::decode(&encoded) {
        assert_eq!(again.instructions.len(), shader.instructions.len());
    }
    let text = asm::disassemble(&shader);
    let _ = asm::assemble(&text);
    let _ = wgsl::translate(&shader, &wgsl::Options::default());
});
