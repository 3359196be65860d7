/* ninth's additions to d3d9.h for the native form (libd3d9.so on Linux, macOS).
 *
 * A program there has no HWND. It describes its window in a NINTH_NATIVE_WINDOW, registers it,
 * and passes the HWND ninth_d3d9_register_window returns wherever D3D9 takes a window
 * (CreateDevice's hFocusWindow, D3DPRESENT_PARAMETERS.hDeviceWindow, Present's
 * hDestWindowOverride). Present then shows the back buffer there, stretched over Width x Height.
 * Any other HWND value names no window: Present submits the frame without showing it.
 *
 * Include it after d3d9.h. SDL users: SDL_GetWindowWMInfo (SDL2) or the window's properties
 * (SDL3) give the display and window handles. */
#ifndef NINTH_D3D9_H
#define NINTH_D3D9_H

#ifdef __cplusplus
extern "C" {
#endif

#define NINTH_WINDOW_XLIB 1    /* Display: Display *; Window: the X window */
#define NINTH_WINDOW_XCB 2     /* Display: xcb_connection_t *; Window: the xcb_window_t */
#define NINTH_WINDOW_WAYLAND 3 /* Display: struct wl_display *; Surface: struct wl_surface * */
#define NINTH_WINDOW_APPKIT 4  /* Surface: the window's NSView * */

typedef struct NINTH_NATIVE_WINDOW {
    UINT Kind;   /* a NINTH_WINDOW_* value */
    UINT Width;  /* the client area in pixels, kept current by the program (read at every */
    UINT Height; /* Present; 0: the back buffer's size) */
    void *Display;
    void *Surface;
    UINT64 Window;
} NINTH_NATIVE_WINDOW;

/* The HWND for window, or NULL (and a log line) when it describes no window. window must stay
 * valid, at the same address, until ninth_d3d9_unregister_window and the release of every
 * device that presented to it. */
HWND ninth_d3d9_register_window(const NINTH_NATIVE_WINDOW *window);

/* Forgets a registered window: later Presents to it show nothing. */
void ninth_d3d9_unregister_window(HWND hwnd);

#ifdef __cplusplus
}
#endif

#endif
