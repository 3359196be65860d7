/* Shim <poppack.h>: ends a <pshpack4.h> region. */
#pragma pack(pop)
