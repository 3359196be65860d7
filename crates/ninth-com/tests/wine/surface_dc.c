/* IDirect3DSurface9::GetDC / ReleaseDC through ninth's d3d9.dll under Wine (scripts/ci-windows-d3d9.sh
 * runs it): GDI draws into a SYSTEMMEM surface and into a render target made without Lockable,
 * and the surfaces hold what it drew after ReleaseDC. Prints `PASS: ...` or `FAIL: ...`. */
#define COBJMACROS
#include <windows.h>
#include <d3d9.h>
#include <stdio.h>
#include <string.h>

#define FAIL(...) do { printf("FAIL: " __VA_ARGS__); printf("\n"); return 1; } while (0)

/* The pixel (x, y) of a lockable 32-bit surface, 0xRRGGBB. */
static DWORD pixel(IDirect3DSurface9 *s, int x, int y)
{
    D3DLOCKED_RECT lr;
    DWORD v = 0xdeadbeef;
    if (SUCCEEDED(IDirect3DSurface9_LockRect(s, &lr, NULL, D3DLOCK_READONLY))) {
        v = ((DWORD *)((BYTE *)lr.pBits + y * lr.Pitch))[x] & 0xffffff;
        IDirect3DSurface9_UnlockRect(s);
    }
    return v;
}

/* Paints the rectangle (8, 8)-(24, 24) of the surface's DC red. */
static HRESULT paint(IDirect3DSurface9 *s)
{
    HDC dc;
    RECT r = {8, 8, 24, 24};
    HBRUSH red = CreateSolidBrush(RGB(255, 0, 0));
    HRESULT hr = IDirect3DSurface9_GetDC(s, &dc);
    if (FAILED(hr))
        return hr;
    FillRect(dc, &r, red);
    DeleteObject(red);
    return IDirect3DSurface9_ReleaseDC(s, dc);
}

int main(void)
{
    D3DPRESENT_PARAMETERS pp;
    IDirect3D9 *d3d = Direct3DCreate9(D3D_SDK_VERSION);
    IDirect3DDevice9 *dev = NULL;
    IDirect3DSurface9 *mem = NULL, *rt = NULL, *copy = NULL;
    D3DLOCKED_RECT lr;
    HDC dc, dc2;
    HRESULT hr;
    int y, checks = 0;

    if (!d3d)
        FAIL("Direct3DCreate9 returned NULL");
    memset(&pp, 0, sizeof pp);
    pp.Windowed = TRUE;
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.BackBufferWidth = 32;
    pp.BackBufferHeight = 32;
    if (FAILED(hr = IDirect3D9_CreateDevice(d3d, 0, D3DDEVTYPE_HAL, NULL,
                                            D3DCREATE_HARDWARE_VERTEXPROCESSING, &pp, &dev)))
        FAIL("CreateDevice: hr 0x%08lx", (unsigned long)hr);

    /* A SYSTEMMEM surface, white, then GDI's red square. */
    IDirect3DDevice9_CreateOffscreenPlainSurface(dev, 32, 32, D3DFMT_X8R8G8B8, D3DPOOL_SYSTEMMEM,
                                                 &mem, NULL);
    IDirect3DSurface9_LockRect(mem, &lr, NULL, 0);
    for (y = 0; y < 32; y++)
        memset((BYTE *)lr.pBits + y * lr.Pitch, 0xff, 32 * 4);
    IDirect3DSurface9_UnlockRect(mem);
    if (FAILED(hr = paint(mem)))
        FAIL("GetDC/ReleaseDC of a SYSTEMMEM surface: hr 0x%08lx", (unsigned long)hr);
    if (pixel(mem, 10, 10) != 0xff0000 || pixel(mem, 30, 10) != 0xffffff || pixel(mem, 7, 7) != 0xffffff)
        FAIL("the SYSTEMMEM surface holds %06lx %06lx %06lx after GDI's red square",
             (unsigned long)pixel(mem, 10, 10), (unsigned long)pixel(mem, 30, 10),
             (unsigned long)pixel(mem, 7, 7));
    checks++;
    /* The surface is locked while the DC lives: a second GetDC and a LockRect fail. */
    IDirect3DSurface9_GetDC(mem, &dc);
    if (SUCCEEDED(IDirect3DSurface9_GetDC(mem, &dc2)) ||
        SUCCEEDED(IDirect3DSurface9_LockRect(mem, &lr, NULL, 0)))
        FAIL("a surface with a DC out locked again");
    if (IDirect3DSurface9_ReleaseDC(mem, (HDC)0x1234) != D3DERR_INVALIDCALL)
        FAIL("ReleaseDC of a foreign DC succeeded");
    IDirect3DSurface9_ReleaseDC(mem, dc);
    checks++;

    /* A render target made without Lockable, cleared blue: GDI draws into it all the same. */
    IDirect3DDevice9_CreateRenderTarget(dev, 32, 32, D3DFMT_X8R8G8B8, D3DMULTISAMPLE_NONE, 0,
                                        FALSE, &rt, NULL);
    IDirect3DDevice9_SetRenderTarget(dev, 0, rt);
    IDirect3DDevice9_Clear(dev, 0, NULL, D3DCLEAR_TARGET, D3DCOLOR_XRGB(0, 0, 255), 1.0f, 0);
    if (FAILED(hr = paint(rt)))
        FAIL("GetDC/ReleaseDC of a render target: hr 0x%08lx", (unsigned long)hr);
    IDirect3DDevice9_CreateOffscreenPlainSurface(dev, 32, 32, D3DFMT_X8R8G8B8, D3DPOOL_SYSTEMMEM,
                                                 &copy, NULL);
    IDirect3DDevice9_GetRenderTargetData(dev, rt, copy);
    if (pixel(copy, 10, 10) != 0xff0000 || pixel(copy, 30, 30) != 0x0000ff)
        FAIL("the render target holds %06lx %06lx after GDI's red square on blue",
             (unsigned long)pixel(copy, 10, 10), (unsigned long)pixel(copy, 30, 30));
    checks++;

    IDirect3DSurface9_Release(copy);
    IDirect3DSurface9_Release(rt);
    IDirect3DSurface9_Release(mem);
    IDirect3DDevice9_Release(dev);
    IDirect3D9_Release(d3d);
    printf("PASS: GetDC/ReleaseDC: %d checks\n", checks);
    return 0;
}
