//! Bytecode tokens: decoding (and encoding) D3D9 shader DWORDs, and the CTAB constant table.
