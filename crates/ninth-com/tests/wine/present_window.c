/* Present to real windows through ninth's d3d9.dll under Wine (scripts/ci-windows-d3d9.sh builds
 * and runs it): a window-sized back buffer for a width and height of 0, the back buffer shown in
 * the device window, then an additional swap chain's in a second window. What the windows show
 * is read back from the screen through GDI. Prints `PASS: ...` or `FAIL: ...`; exits 0 / 1.
 *
 * CI runs it with NINTH_BACKEND=gl (wgpu's GL back end on Wine's WGL, Mesa's llvmpipe): under
 * Wine 8 with lavapipe, the DLL's Vulkan swap chain is made and presents without an error, yet
 * the X window stays black (seen with xwd on the window Wine made for Vulkan); the same DLL on
 * GL shows every frame. The HWND path up to the wgpu surface is the same for both back ends. */
#define COBJMACROS
#include <windows.h>
#include <d3d9.h>
#include <stdio.h>
#include <string.h>

static LRESULT CALLBACK window_proc(HWND wnd, UINT msg, WPARAM w, LPARAM l)
{
    return DefWindowProcA(wnd, msg, w, l);
}

static void pump(void)
{
    MSG msg;
    while (PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE)) {
        TranslateMessage(&msg);
        DispatchMessageA(&msg);
    }
}

/* The screen's pixel at (x, y), 0xRRGGBB. */
static DWORD screen_pixel(int x, int y)
{
    HDC dc = GetDC(NULL);
    COLORREF c = GetPixel(dc, x, y);
    ReleaseDC(NULL, dc);
    return ((DWORD)GetRValue(c) << 16) | ((DWORD)GetGValue(c) << 8) | GetBValue(c);
}

/* Waits (up to 20 s) until the client pixel (x, y) of wnd is want; 0 with the last seen in *got. */
static int wait_for(HWND wnd, int x, int y, DWORD want, DWORD *got)
{
    POINT p = {x, y};
    int i;
    ClientToScreen(wnd, &p);
    for (i = 0; i < 400; i++) {
        pump();
        *got = screen_pixel(p.x, p.y);
        if (*got == want)
            return 1;
        Sleep(50);
    }
    return 0;
}

static HWND make_window(const char *title, int x, int y, int w, int h)
{
    return CreateWindowExA(0, "ninth_present", title, WS_POPUP | WS_VISIBLE, x, y, w, h, NULL,
                           NULL, GetModuleHandleA(NULL), NULL);
}

#define FAIL(...) do { printf("FAIL: " __VA_ARGS__); printf("\n"); return 1; } while (0)

int main(void)
{
    WNDCLASSA wc;
    D3DPRESENT_PARAMETERS pp, pp2;
    IDirect3D9 *d3d;
    IDirect3DDevice9 *dev = NULL;
    IDirect3DSwapChain9 *chain = NULL;
    IDirect3DSurface9 *own = NULL, *back = NULL;
    HWND wnd, wnd2;
    HRESULT hr;
    DWORD got;
    int checks = 0;

    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = window_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "ninth_present";
    RegisterClassA(&wc);
    wnd = make_window("ninth Present", 40, 30, 96, 72);
    wnd2 = make_window("ninth swap chain", 240, 30, 40, 30);
    if (!wnd || !wnd2)
        FAIL("CreateWindowEx: error %lu", GetLastError());
    pump();

    d3d = Direct3DCreate9(D3D_SDK_VERSION);
    if (!d3d)
        FAIL("Direct3DCreate9 returned NULL");
    memset(&pp, 0, sizeof pp);
    pp.Windowed = TRUE;
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.hDeviceWindow = wnd;
    pp.PresentationInterval = D3DPRESENT_INTERVAL_IMMEDIATE;
    hr = IDirect3D9_CreateDevice(d3d, 0, D3DDEVTYPE_HAL, wnd, D3DCREATE_HARDWARE_VERTEXPROCESSING,
                                 &pp, &dev);
    if (FAILED(hr))
        FAIL("CreateDevice: hr 0x%08lx", (unsigned long)hr);
    if (pp.BackBufferWidth != 96 || pp.BackBufferHeight != 72)
        FAIL("a 0 x 0 back buffer became %u x %u, not the client area's 96 x 72",
             pp.BackBufferWidth, pp.BackBufferHeight);
    checks++;

    IDirect3DDevice9_Clear(dev, 0, NULL, D3DCLEAR_TARGET, D3DCOLOR_XRGB(0x20, 0x40, 0x80), 1.0f, 0);
    if (FAILED(hr = IDirect3DDevice9_Present(dev, NULL, NULL, NULL, NULL)))
        FAIL("Present: hr 0x%08lx", (unsigned long)hr);
    if (!wait_for(wnd, 48, 36, 0x204080, &got))
        FAIL("the window's centre shows %06lx, not the clear's 204080", (unsigned long)got);
    checks++;
    IDirect3DDevice9_Clear(dev, 0, NULL, D3DCLEAR_TARGET, D3DCOLOR_XRGB(0xe0, 0xc0, 0x20), 1.0f, 0);
    IDirect3DDevice9_Present(dev, NULL, NULL, NULL, NULL);
    if (!wait_for(wnd, 1, 1, 0xe0c020, &got) || !wait_for(wnd, 94, 70, 0xe0c020, &got))
        FAIL("the window's corners show %06lx, not the second frame's e0c020", (unsigned long)got);
    checks++;

    /* An additional swap chain in the second window. */
    memset(&pp2, 0, sizeof pp2);
    pp2.Windowed = TRUE;
    pp2.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp2.hDeviceWindow = wnd2;
    pp2.PresentationInterval = D3DPRESENT_INTERVAL_IMMEDIATE;
    if (FAILED(hr = IDirect3DDevice9_CreateAdditionalSwapChain(dev, &pp2, &chain)))
        FAIL("CreateAdditionalSwapChain: hr 0x%08lx", (unsigned long)hr);
    if (pp2.BackBufferWidth != 40 || pp2.BackBufferHeight != 30)
        FAIL("the swap chain's back buffer is %u x %u, not 40 x 30", pp2.BackBufferWidth,
             pp2.BackBufferHeight);
    IDirect3DSwapChain9_GetBackBuffer(chain, 0, D3DBACKBUFFER_TYPE_MONO, &own);
    IDirect3DDevice9_GetBackBuffer(dev, 0, 0, D3DBACKBUFFER_TYPE_MONO, &back);
    IDirect3DDevice9_SetRenderTarget(dev, 0, own);
    IDirect3DDevice9_Clear(dev, 0, NULL, D3DCLEAR_TARGET, D3DCOLOR_XRGB(0x10, 0xf0, 0x10), 1.0f, 0);
    IDirect3DDevice9_SetRenderTarget(dev, 0, back);
    if (FAILED(hr = IDirect3DSwapChain9_Present(chain, NULL, NULL, NULL, NULL, 0)))
        FAIL("IDirect3DSwapChain9::Present: hr 0x%08lx", (unsigned long)hr);
    if (!wait_for(wnd2, 20, 15, 0x10f010, &got))
        FAIL("the second window shows %06lx, not its swap chain's 10f010", (unsigned long)got);
    if (!wait_for(wnd, 48, 36, 0xe0c020, &got))
        FAIL("the first window changed to %06lx", (unsigned long)got);
    checks += 2;

    IDirect3DSurface9_Release(own);
    IDirect3DSurface9_Release(back);
    IDirect3DSwapChain9_Release(chain);
    if (IDirect3DDevice9_Release(dev) != 0)
        FAIL("the device is still referenced");
    IDirect3D9_Release(d3d);
    DestroyWindow(wnd2);
    DestroyWindow(wnd);
    printf("PASS: Present to windows: %d checks\n", checks);
    return 0;
}
