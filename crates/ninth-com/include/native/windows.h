/* Shim <windows.h> for building D3D9 programs natively (Linux x86_64) against mingw-w64's
 * d3d9.h and ninth's libd3d9.so: only what d3d9.h, d3d9types.h and d3d9caps.h use, with
 * the Windows sizes (LONG and DWORD are 32 bits even where C's long is 64). See
 * ../README.md. */
#ifndef NINTH_NATIVE_WINDOWS_H
#define NINTH_NATIVE_WINDOWS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifdef _WIN32
#error "include/native is for non-Windows builds: use the real Windows headers"
#endif

/* Calling conventions: the Windows x64 convention and the System V one are what each
 * platform's C compiler uses by default, and ninth's entry points are extern "system" (the
 * platform's C convention off Windows), so these are empty. */
#define __stdcall
#define __cdecl
#define WINAPI
#define CALLBACK
#define STDMETHODCALLTYPE
#define STDAPI HRESULT
#define DECLSPEC_IMPORT
#define DECLSPEC_UUID(x)
#define __MSABI_LONG(x) x

typedef int32_t LONG;
typedef uint32_t ULONG;
typedef uint32_t DWORD;
typedef uint16_t WORD;
typedef uint8_t BYTE;
typedef int32_t INT;
typedef uint32_t UINT;
typedef int32_t WINBOOL;
typedef int32_t BOOL;
typedef float FLOAT;
typedef char CHAR;
typedef int16_t SHORT;
typedef uint16_t USHORT;
typedef int64_t LONGLONG;
typedef uint64_t ULONGLONG;
typedef uint64_t UINT64;
typedef uint32_t UINT32;
/* UTF-16, as on Windows (wchar_t is 32 bits on Linux). */
typedef uint16_t WCHAR;
typedef int32_t HRESULT;
typedef void VOID;
typedef void *PVOID;
typedef void *LPVOID;
typedef const void *LPCVOID;
typedef void *HANDLE;
typedef const char *LPCSTR;
typedef char *LPSTR;
typedef DWORD *LPDWORD;

#define DECLARE_HANDLE(name) typedef struct name##__ { int unused; } *name
DECLARE_HANDLE(HWND);
DECLARE_HANDLE(HMONITOR);
DECLARE_HANDLE(HDC);

#ifndef TRUE
#define TRUE 1
#define FALSE 0
#endif

typedef struct tagRECT {
    LONG left;
    LONG top;
    LONG right;
    LONG bottom;
} RECT, *PRECT, *LPRECT;

typedef struct tagPOINT {
    LONG x;
    LONG y;
} POINT, *PPOINT, *LPPOINT;

typedef struct _RGNDATAHEADER {
    DWORD dwSize;
    DWORD iType;
    DWORD nCount;
    DWORD nRgnSize;
    RECT rcBound;
} RGNDATAHEADER;

typedef struct _RGNDATA {
    RGNDATAHEADER rdh;
    char Buffer[1];
} RGNDATA, *PRGNDATA, *LPRGNDATA;

typedef struct tagPALETTEENTRY {
    BYTE peRed;
    BYTE peGreen;
    BYTE peBlue;
    BYTE peFlags;
} PALETTEENTRY, *LPPALETTEENTRY;

typedef union _LARGE_INTEGER {
    struct {
        DWORD LowPart;
        LONG HighPart;
    } u;
    LONGLONG QuadPart;
} LARGE_INTEGER;

typedef struct _LUID {
    DWORD LowPart;
    LONG HighPart;
} LUID, *PLUID;

#include <objbase.h>

#endif
