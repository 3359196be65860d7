/* Shim <pshpack4.h>: d3d9types.h and d3d9caps.h pack their structs to 4 bytes on i386 only
 * (they include this under __i386__); x86_64 keeps natural alignment. */
#pragma pack(push, 4)
