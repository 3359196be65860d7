/* A D3D9 program in C, built natively against mingw-w64's d3d9.h (with ninth's shim
 * headers in include/native) and linked with ninth's libd3d9.so: it creates a device,
 * clears it and reads the pixels back, checking every result on the way. It prints one line
 * per check and exits non-zero on the first failure. tests/c_program.rs builds and runs it. */
#define INITGUID
#include <d3d9.h>
#include <ninth_d3d9.h>

#include <stdio.h>
#include <stdlib.h>

static int checks;

#define CHECK(cond, ...)                                                       \
    do {                                                                       \
        if (!(cond)) {                                                         \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);                        \
            printf(__VA_ARGS__);                                               \
            printf("\n");                                                      \
            exit(1);                                                           \
        }                                                                      \
        checks++;                                                              \
    } while (0)

#define CHECK_HR(call, want)                                                   \
    do {                                                                       \
        HRESULT hr_ = (call);                                                  \
        CHECK(hr_ == (want), "%s = %#lx, want %#lx", #call,                    \
              (unsigned long)(uint32_t)hr_, (unsigned long)(uint32_t)(want));  \
    } while (0)

/* Reads the back buffer through a system-memory surface (GetRenderTargetData, LockRect)
 * and checks every pixel: the left half `left`, the right half `right`. */
static void check_pixels(IDirect3DDevice9 *dev, D3DCOLOR left, D3DCOLOR right)
{
    IDirect3DSurface9 *bb = NULL, *sys = NULL;
    CHECK_HR(IDirect3DDevice9_CreateOffscreenPlainSurface(dev, 64, 64, D3DFMT_X8R8G8B8,
                                                         D3DPOOL_SYSTEMMEM, &sys, NULL), D3D_OK);
    CHECK_HR(IDirect3DDevice9_GetBackBuffer(dev, 0, 0, D3DBACKBUFFER_TYPE_MONO, &bb), D3D_OK);
    CHECK_HR(IDirect3DDevice9_GetRenderTargetData(dev, bb, sys), D3D_OK);
    D3DLOCKED_RECT lr;
    CHECK_HR(IDirect3DSurface9_LockRect(sys, &lr, NULL, D3DLOCK_READONLY), D3D_OK);
    CHECK(lr.pBits != NULL && lr.Pitch >= 64 * 4, "LockRect: pitch %d", lr.Pitch);
    int bad = 0;
    for (int y = 0; y < 64; y++) {
        const DWORD *row = (const DWORD *)((const BYTE *)lr.pBits + y * lr.Pitch);
        for (int x = 0; x < 64; x++) {
            DWORD want = (x < 32 ? left : right) & 0x00ffffff;
            if ((row[x] & 0x00ffffff) != want && bad++ < 4)
                printf("pixel (%d, %d) = %#08lx, want %#08lx\n", x, y,
                       (unsigned long)(row[x] & 0x00ffffff), (unsigned long)want);
        }
    }
    CHECK(bad == 0, "%d of 4096 pixels differ", bad);
    CHECK_HR(IDirect3DSurface9_UnlockRect(sys), D3D_OK);
    IDirect3DSurface9_Release(sys);
    IDirect3DSurface9_Release(bb);
    printf("pixels: ok (64x64: left half %#08lx, right half %#08lx)\n",
           (unsigned long)(left & 0xffffff), (unsigned long)(right & 0xffffff));
}

int main(void)
{
    IDirect3D9 *d3d = Direct3DCreate9(D3D_SDK_VERSION);
    CHECK(d3d != NULL, "Direct3DCreate9(D3D_SDK_VERSION) returned NULL");
    CHECK(Direct3DCreate9(31) == NULL, "Direct3DCreate9(31) is not NULL");

    UINT adapters = IDirect3D9_GetAdapterCount(d3d);
    CHECK(adapters == 1, "GetAdapterCount = %u", adapters);

    D3DADAPTER_IDENTIFIER9 id;
    memset(&id, 0, sizeof id);
    CHECK_HR(IDirect3D9_GetAdapterIdentifier(d3d, 0, 0, &id), D3D_OK);
    CHECK(id.Description[0] != 0, "empty adapter description");
    printf("adapter: %s (%s)\n", id.Description, id.Driver);

    D3DCAPS9 caps;
    memset(&caps, 0xcc, sizeof caps);
    CHECK_HR(IDirect3D9_GetDeviceCaps(d3d, 0, D3DDEVTYPE_HAL, &caps), D3D_OK);
    CHECK(caps.DeviceType == D3DDEVTYPE_HAL, "caps.DeviceType %d", caps.DeviceType);
    CHECK(caps.VertexShaderVersion == D3DVS_VERSION(3, 0), "VS version %#lx",
          (unsigned long)caps.VertexShaderVersion);
    CHECK(caps.PixelShaderVersion == D3DPS_VERSION(3, 0), "PS version %#lx",
          (unsigned long)caps.PixelShaderVersion);
    CHECK(caps.MaxVertexShaderConst == 256, "MaxVertexShaderConst %lu",
          (unsigned long)caps.MaxVertexShaderConst);
    CHECK(caps.NumSimultaneousRTs == 4, "NumSimultaneousRTs %lu",
          (unsigned long)caps.NumSimultaneousRTs);
    CHECK(caps.MaxStreams == 16, "MaxStreams %lu", (unsigned long)caps.MaxStreams);
    CHECK(caps.MaxTextureWidth >= 2048 && caps.MaxTextureWidth <= 8192, "MaxTextureWidth %lu",
          (unsigned long)caps.MaxTextureWidth);
    CHECK(caps.PixelShader1xMaxValue == 8.0f, "PixelShader1xMaxValue %f",
          caps.PixelShader1xMaxValue);
    CHECK(caps.PS20Caps.NumTemps == 32 && caps.VS20Caps.DynamicFlowControlDepth == 24,
          "PS20Caps.NumTemps %d, VS20Caps.DynamicFlowControlDepth %d", caps.PS20Caps.NumTemps,
          caps.VS20Caps.DynamicFlowControlDepth);
    CHECK(caps.MaxPixelShader30InstructionSlots == 32768, "MaxPixelShader30InstructionSlots %lu",
          (unsigned long)caps.MaxPixelShader30InstructionSlots);
    CHECK((caps.TextureCaps & D3DPTEXTURECAPS_POW2) == 0, "TextureCaps has POW2");
    CHECK((caps.DeclTypes & D3DDTCAPS_FLOAT16_4) != 0, "DeclTypes lacks FLOAT16_4");
    printf("caps: sizeof(D3DCAPS9) %zu, vs %#lx ps %#lx, textures up to %lu\n", sizeof caps,
           (unsigned long)caps.VertexShaderVersion, (unsigned long)caps.PixelShaderVersion,
           (unsigned long)caps.MaxTextureWidth);

    D3DDISPLAYMODE mode;
    UINT modes = IDirect3D9_GetAdapterModeCount(d3d, 0, D3DFMT_X8R8G8B8);
    CHECK(modes > 0, "no display modes");
    CHECK_HR(IDirect3D9_EnumAdapterModes(d3d, 0, D3DFMT_X8R8G8B8, 0, &mode), D3D_OK);
    CHECK(mode.Width == 640 && mode.Height == 480, "first mode %ux%u", mode.Width, mode.Height);
    CHECK_HR(IDirect3D9_EnumAdapterModes(d3d, 0, D3DFMT_X8R8G8B8, modes, &mode),
             D3DERR_INVALIDCALL);
    CHECK_HR(IDirect3D9_GetAdapterDisplayMode(d3d, 0, &mode), D3D_OK);
    CHECK(mode.Format == D3DFMT_X8R8G8B8, "display format %d", mode.Format);
    CHECK_HR(IDirect3D9_CheckDeviceType(d3d, 0, D3DDEVTYPE_HAL, D3DFMT_X8R8G8B8, D3DFMT_X8R8G8B8,
                                        TRUE), D3D_OK);
    CHECK_HR(IDirect3D9_CheckDeviceFormat(d3d, 0, D3DDEVTYPE_HAL, D3DFMT_X8R8G8B8,
                                          D3DUSAGE_DEPTHSTENCIL, D3DRTYPE_SURFACE, D3DFMT_D24S8),
             D3D_OK);
    CHECK_HR(IDirect3D9_CheckDeviceFormat(d3d, 0, D3DDEVTYPE_HAL, D3DFMT_X8R8G8B8, 0,
                                          D3DRTYPE_TEXTURE, D3DFMT_DXT5), D3D_OK);
    CHECK_HR(IDirect3D9_CheckDeviceFormat(d3d, 0, D3DDEVTYPE_HAL, D3DFMT_X8R8G8B8,
                                          D3DUSAGE_RENDERTARGET, D3DRTYPE_TEXTURE,
                                          D3DFMT_A16B16G16R16F), D3DERR_NOTAVAILABLE);
    CHECK_HR(IDirect3D9_CheckDepthStencilMatch(d3d, 0, D3DDEVTYPE_HAL, D3DFMT_X8R8G8B8,
                                               D3DFMT_X8R8G8B8, D3DFMT_D24S8), D3D_OK);
    CHECK(IDirect3D9_GetAdapterMonitor(d3d, 0) != NULL, "GetAdapterMonitor(0) is NULL");

    D3DPRESENT_PARAMETERS pp;
    memset(&pp, 0, sizeof pp);
    pp.BackBufferWidth = 64;
    pp.BackBufferHeight = 64;
    pp.BackBufferFormat = D3DFMT_X8R8G8B8;
    pp.BackBufferCount = 1;
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.Windowed = TRUE;
    pp.EnableAutoDepthStencil = TRUE;
    pp.AutoDepthStencilFormat = D3DFMT_D24S8;
    pp.PresentationInterval = D3DPRESENT_INTERVAL_IMMEDIATE;
    IDirect3DDevice9 *dev = NULL;
    CHECK_HR(IDirect3D9_CreateDevice(d3d, 0, D3DDEVTYPE_HAL, NULL,
                                     D3DCREATE_HARDWARE_VERTEXPROCESSING, &pp, &dev), D3D_OK);
    CHECK(dev != NULL, "CreateDevice gave NULL");
    printf("device: 64x64 X8R8G8B8, D24S8\n");

    CHECK_HR(IDirect3DDevice9_TestCooperativeLevel(dev), D3D_OK);
    D3DCAPS9 dcaps;
    CHECK_HR(IDirect3DDevice9_GetDeviceCaps(dev, &dcaps), D3D_OK);
    CHECK(memcmp(&dcaps, &caps, sizeof caps) == 0, "device caps differ from IDirect3D9's");
    IDirect3D9 *parent = NULL;
    CHECK_HR(IDirect3DDevice9_GetDirect3D(dev, &parent), D3D_OK);
    CHECK(parent == d3d, "GetDirect3D gave another object");
    IDirect3D9_Release(parent);
    CHECK(IDirect3DDevice9_GetNumberOfSwapChains(dev) == 1, "swap chains != 1");
    IDirect3DSwapChain9 *sc = NULL;
    CHECK_HR(IDirect3DDevice9_GetSwapChain(dev, 0, &sc), D3D_OK);
    D3DPRESENT_PARAMETERS got;
    CHECK_HR(IDirect3DSwapChain9_GetPresentParameters(sc, &got), D3D_OK);
    CHECK(got.BackBufferWidth == 64 && got.AutoDepthStencilFormat == D3DFMT_D24S8,
          "swap chain present parameters %ux%u depth %d", got.BackBufferWidth,
          got.BackBufferHeight, got.AutoDepthStencilFormat);
    IDirect3DSwapChain9_Release(sc);

    const D3DCOLOR left = D3DCOLOR_XRGB(0x20, 0x40, 0x80), right = D3DCOLOR_XRGB(0x00, 0xff, 0x00);
    CHECK_HR(IDirect3DDevice9_Clear(dev, 0, NULL, D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER, left, 1.0f,
                                    0), D3D_OK);
    D3DRECT half = {32, 0, 64, 64};
    CHECK_HR(IDirect3DDevice9_Clear(dev, 1, &half, D3DCLEAR_TARGET, right, 1.0f, 0), D3D_OK);
    /* D24S8 has a stencil: a stencil clear is valid. */
    CHECK_HR(IDirect3DDevice9_Clear(dev, 0, NULL, D3DCLEAR_STENCIL, 0, 1.0f, 0), D3D_OK);
    printf("clear: ok\n");

    IDirect3DQuery9 *query = NULL;
    CHECK_HR(IDirect3DDevice9_CreateQuery(dev, D3DQUERYTYPE_EVENT, NULL), D3D_OK);
    CHECK_HR(IDirect3DDevice9_CreateQuery(dev, D3DQUERYTYPE_OCCLUSION, NULL), D3D_OK);
    CHECK_HR(IDirect3DDevice9_CreateQuery(dev, (D3DQUERYTYPE)99, NULL), D3DERR_INVALIDCALL);
    CHECK_HR(IDirect3DDevice9_CreateQuery(dev, D3DQUERYTYPE_EVENT, &query), D3D_OK);
    CHECK_HR(IDirect3DQuery9_Issue(query, D3DISSUE_END), D3D_OK);
    BOOL done = FALSE;
    HRESULT hr;
    int polls = 0;
    while ((hr = IDirect3DQuery9_GetData(query, &done, sizeof done, D3DGETDATA_FLUSH)) == S_FALSE
           && polls < 10000000)
        polls++;
    CHECK(hr == D3D_OK && done == TRUE, "event query: %#lx, %d", (unsigned long)(uint32_t)hr,
          done);
    IDirect3DQuery9_Release(query);
    printf("event query: done after %d polls\n", polls);

    check_pixels(dev, left, right);

    CHECK_HR(IDirect3DDevice9_Present(dev, NULL, NULL, NULL, NULL), D3D_OK);
    printf("present: ok\n");

    /* The native form's windows (ninth_d3d9.h): a description of no window is refused, and an
     * HWND never registered makes Present a headless submission. */
    NINTH_NATIVE_WINDOW unknown = {99, 0, 0, NULL, NULL, 0};
    CHECK(ninth_d3d9_register_window(&unknown) == NULL, "a window of kind 99 was registered");
    NINTH_NATIVE_WINDOW no_display = {NINTH_WINDOW_XLIB, 64, 64, NULL, NULL, 5};
    CHECK(ninth_d3d9_register_window(&no_display) == NULL, "an Xlib window without a Display");
    ninth_d3d9_unregister_window((HWND)&unknown);
    CHECK_HR(IDirect3DDevice9_Present(dev, NULL, NULL, (HWND)&unknown, NULL), D3D_OK);
    printf("native window: ok\n");

    CHECK(IDirect3DDevice9_Release(dev) == 0, "device still referenced");
    CHECK(IDirect3D9_Release(d3d) == 0, "IDirect3D9 still referenced");
    printf("ok: %d checks\n", checks);
    return 0;
}
