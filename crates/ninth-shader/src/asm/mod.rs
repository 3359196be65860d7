//! Microsoft-syntax shader assembly: disassembler and assembler.
