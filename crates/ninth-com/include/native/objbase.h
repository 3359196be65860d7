/* Shim <objbase.h>: the COM declarations d3d9.h's interfaces need (GUIDs, HRESULT codes,
 * the C form of DECLARE_INTERFACE: a struct whose first member is the vtable pointer). See
 * ../README.md. */
#ifndef NINTH_NATIVE_OBJBASE_H
#define NINTH_NATIVE_OBJBASE_H

#include <windows.h>

typedef struct _GUID {
    DWORD Data1;
    WORD Data2;
    WORD Data3;
    BYTE Data4[8];
} GUID, IID, CLSID;
typedef GUID *LPGUID;
typedef const GUID *REFGUID;
typedef const IID *REFIID;
typedef const CLSID *REFCLSID;

/* DEFINE_GUID declares the GUID; a program defines INITGUID in one file before including
 * d3d9.h to define them there. */
#undef DEFINE_GUID
#ifdef INITGUID
#define DEFINE_GUID(name, l, w1, w2, b1, b2, b3, b4, b5, b6, b7, b8) \
    const GUID name = { l, w1, w2, { b1, b2, b3, b4, b5, b6, b7, b8 } }
#else
#define DEFINE_GUID(name, l, w1, w2, b1, b2, b3, b4, b5, b6, b7, b8) extern const GUID name
#endif

#define IsEqualGUID(a, b) (memcmp((a), (b), sizeof(GUID)) == 0)
#define IsEqualIID(a, b) IsEqualGUID(a, b)

#define MAKE_HRESULT(sev, fac, code) \
    ((HRESULT)(((uint32_t)(sev) << 31) | ((uint32_t)(fac) << 16) | ((uint32_t)(code))))
#define SUCCEEDED(hr) ((HRESULT)(hr) >= 0)
#define FAILED(hr) ((HRESULT)(hr) < 0)
#define S_OK ((HRESULT)0)
#define S_FALSE ((HRESULT)1)
#define E_NOINTERFACE ((HRESULT)0x80004002)
#define E_POINTER ((HRESULT)0x80004003)
#define E_FAIL ((HRESULT)0x80004005)
#define E_OUTOFMEMORY ((HRESULT)0x8007000E)
#define E_INVALIDARG ((HRESULT)0x80070057)
#define E_NOTIMPL ((HRESULT)0x80004001)

/* COM interfaces in C: `interface X { const XVtbl *lpVtbl; }`, the vtable a struct of
 * function pointers in declaration order (base interface methods first, as d3d9.h lists
 * them). */
#define interface struct
#define PURE
#define THIS_ INTERFACE *This,
#define THIS INTERFACE *This
#define STDMETHOD(method) HRESULT (STDMETHODCALLTYPE *method)
#define STDMETHOD_(type, method) type (STDMETHODCALLTYPE *method)
#define STDMETHODV(method) HRESULT (STDMETHODCALLTYPE *method)
#define STDMETHODV_(type, method) type (STDMETHODCALLTYPE *method)
#define BEGIN_INTERFACE
#define END_INTERFACE
#define DECLARE_INTERFACE(iface)                         \
    typedef interface iface {                            \
        const struct iface##Vtbl *lpVtbl;                \
    } iface;                                             \
    typedef const struct iface##Vtbl iface##Vtbl;        \
    const struct iface##Vtbl
#define DECLARE_INTERFACE_(iface, baseiface) DECLARE_INTERFACE(iface)

#include <unknwn.h>

#endif
