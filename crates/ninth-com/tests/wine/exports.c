/* d3d9.dll's exports besides Direct3DCreate9, imported by name as games and d3dx9 import them
 * (scripts/ci-windows-d3d9.sh runs it with ninth's d3d9.dll beside it): Windows refuses to
 * start a program whose imports the DLL lacks, so this program starting at all is the first
 * check. Prints `PASS: ...` or `FAIL: ...`; exits 0 / 1. */
#define COBJMACROS
#include <windows.h>
#include <d3d9.h>
#include <stdio.h>

#define FAIL(...) do { printf("FAIL: " __VA_ARGS__); printf("\n"); return 1; } while (0)

/* Declared here: mingw-w64's d3d9.h has no prototype for it. */
IUnknown *WINAPI Direct3DShaderValidatorCreate9(void);

int main(void)
{
    IDirect3D9Ex *ex = (IDirect3D9Ex *)(ULONG_PTR)1;
    IUnknown *validator;
    HRESULT hr;

    if (D3DPERF_BeginEvent(0xff00ff00, L"outer") != 0 || D3DPERF_BeginEvent(0, L"inner") != 1)
        FAIL("D3DPERF_BeginEvent does not count the nesting");
    D3DPERF_SetMarker(0, L"marker");
    D3DPERF_SetRegion(0, L"region");
    D3DPERF_SetOptions(1);
    if (D3DPERF_EndEvent() != 1 || D3DPERF_EndEvent() != 0 || D3DPERF_EndEvent() != -1)
        FAIL("D3DPERF_EndEvent does not count the nesting");
    if (D3DPERF_GetStatus() != 0 || D3DPERF_QueryRepeatFrame())
        FAIL("a profiler is reported attached");
    hr = Direct3DCreate9Ex(D3D_SDK_VERSION, &ex);
    if (hr != D3DERR_NOTAVAILABLE || ex)
        FAIL("Direct3DCreate9Ex: hr 0x%08lx, %p", (unsigned long)hr, (void *)ex);
    validator = Direct3DShaderValidatorCreate9();
    if (!validator)
        FAIL("Direct3DShaderValidatorCreate9 returned NULL");
    if (IUnknown_Release(validator) != 0)
        FAIL("the validator is still referenced");
    printf("PASS: d3d9.dll exports: D3DPERF_*, Direct3DCreate9Ex, Direct3DShaderValidatorCreate9\n");
    return 0;
}
