#!/usr/bin/env bash
# Smoke test of the Windows d3d9.dll (scripts/build-windows-d3d9.sh) under Wine, with an in-memory
# X server (Xvfb) and Mesa's software Vulkan driver (lavapipe) behind Wine's winevulkan:
#
#   scripts/wine-d3d9-smoke.sh [--allow-skip] [--build] [--dll PATH]
#
# A small Windows program (compiled here with x86_64-w64-mingw32-gcc against mingw-w64's d3d9.h)
# loads d3d9.dll from its own folder (WINEDLLOVERRIDES=d3d9=n) with LoadLibrary and checks that it
# is that file and not Wine's builtin; then Direct3DCreate9(32), IDirect3D9::GetAdapterCount and
# GetAdapterIdentifier (the wgpu adapter's name) through the COM vtable, and CreateDevice (windowed,
# 64x64) + Clear + Release. A DLL that exports no usable Direct3DCreate9 COM object yet is reported
# as far as it goes. Prints one line, `PASS: ...` or `FAIL: ...`, and exits 0 / 1.
#
# Options: --dll PATH (default target/windows/d3d9.dll), --build (run build-windows-d3d9.sh first),
# --allow-skip: when Wine or Xvfb cannot run here (packages missing and not root, no X server), print
# `SKIP: <reason>` and exit 0; without it, that is an error (exit 2).
# Packages (apt-get installed as root, else named): wine wine64 xvfb xauth mesa-vulkan-drivers
# libvulkan1 gcc-mingw-w64-x86-64.
# Environment: WINEPREFIX (default target/windows/wine-prefix, made on first use, ~20 s), DISPLAY
# (an X server to use instead of a private Xvfb), VK_ICD_FILENAMES (default lavapipe's), NINTH_*
# (passed to the DLL; NINTH_BACKEND defaults to vulkan here: see below), SMOKE_TIMEOUT (seconds for the program, default 180).
set -euo pipefail
{ # (braces: bash reads the whole script before running it, so an edit meanwhile is harmless)

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dll=$root/target/windows/d3d9.dll
allow_skip=0
build=0
while [ $# -gt 0 ]; do
    case "$1" in
      --allow-skip) allow_skip=1 ;;
      --build) build=1 ;;
      --dll) [ $# -ge 2 ] || { echo "wine-d3d9-smoke: --dll needs a path" >&2; exit 2; }; dll=$(readlink -f "$2"); shift ;;
      -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
      *) echo "wine-d3d9-smoke: unknown argument: $1" >&2; exit 2 ;;
    esac
    shift
done

fail() { echo "FAIL: $*"; exit 1; }
skip() {
    echo "SKIP: $*"
    echo "wine-d3d9-smoke: *** the Wine smoke test did NOT run: $* ***" >&2
    [ $allow_skip -eq 1 ] && exit 0
    exit 2
}

if [ $build -eq 1 ]; then
    dll=$("$root/scripts/build-windows-d3d9.sh" --release) || fail "build-windows-d3d9.sh failed"
fi
[ -f "$dll" ] || fail "no DLL at $dll (run scripts/build-windows-d3d9.sh first, or pass --build)"

# --- packages ---------------------------------------------------------------------------------
pkgs=(wine wine64 xvfb xauth mesa-vulkan-drivers libvulkan1 gcc-mingw-w64-x86-64)
missing=()
for p in "${pkgs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" -eq 0 ]; then
        echo "wine-d3d9-smoke: apt-get install ${missing[*]}" >&2
        export DEBIAN_FRONTEND=noninteractive
        { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >&2 ||
            skip "apt-get install ${missing[*]} failed"
    else
        skip "missing Debian packages: ${missing[*]} (as root: apt-get install ${missing[*]})"
    fi
fi
command -v wine >/dev/null || skip "wine not found"

icd=${VK_ICD_FILENAMES:-}
if [ -z "$icd" ]; then
    for f in /usr/share/vulkan/icd.d/lvp_icd.*.json; do [ -f "$f" ] && icd=$f && break; done
    [ -n "$icd" ] || skip "lavapipe's Vulkan ICD not found (mesa-vulkan-drivers)"
fi

# --- the Windows program ----------------------------------------------------------------------
work=$(mktemp -d "${TMPDIR:-/tmp}/ninth-smoke.XXXXXX")
xvfb_pid=
cleanup() {
    # let this prefix's wineserver finish by itself (it exits a few seconds after its last
    # program) before the X server it may still use goes away
    [ -n "${WINEPREFIX:-}" ] && timeout 30 wineserver -w >/dev/null 2>&1 || true
    if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null; wait "$xvfb_pid" 2>/dev/null; fi || true
    rm -rf "$work"
}
trap cleanup EXIT

cat > "$work/smoke.c" <<'EOF'
/* d3d9 smoke test: loads ./d3d9.dll and goes through Direct3DCreate9, IDirect3D9 and a device. */
#define COBJMACROS
#include <windows.h>
#include <d3d9.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef IDirect3D9 *(WINAPI *create9_fn)(UINT);
typedef SIZE_T (WINAPI *trial_info_fn)(char *, SIZE_T);

int main(void)
{
    char exe[MAX_PATH], path[MAX_PATH], *slash;
    HMODULE dll;
    create9_fn create9;
    trial_info_fn trial_info;
    IDirect3D9 *d3d;
    D3DADAPTER_IDENTIFIER9 id;
    D3DPRESENT_PARAMETERS pp;
    IDirect3DDevice9 *dev = NULL;
    UINT count;
    HRESULT hr;
    HWND wnd;

    GetModuleFileNameA(NULL, exe, sizeof exe);
    if ((slash = strrchr(exe, '\\'))) slash[1] = 0;
    strcat(exe, "d3d9.dll");
    dll = LoadLibraryA(exe);
    if (!dll) { printf("FAIL: LoadLibrary(%s): error %lu\n", exe, GetLastError()); return 1; }
    GetModuleFileNameA(dll, path, sizeof path);
    if (_stricmp(path, exe) != 0) { printf("FAIL: loaded %s, not %s (Wine's builtin d3d9?)\n", path, exe); return 1; }
    if (GetModuleHandleA("d3d9.dll") != dll) { printf("FAIL: LoadLibrary(\"d3d9.dll\") is not %s\n", exe); return 1; }
    create9 = (create9_fn)(void *)GetProcAddress(dll, "Direct3DCreate9");
    if (!create9) { printf("FAIL: %s exports no Direct3DCreate9\n", path); return 1; }

    /* the toolchain trial DLL: no COM object, only a result line */
    trial_info = (trial_info_fn)(void *)GetProcAddress(dll, "NinthTrialInfo");
    if (trial_info) {
        char info[1024] = "";
        void *r = create9(D3D_SDK_VERSION);
        trial_info(info, sizeof info);
        printf("%s: trial DLL: Direct3DCreate9 -> %p; %s\n", r ? "PASS" : "FAIL", r, info);
        return r ? 0 : 1;
    }

    d3d = create9(D3D_SDK_VERSION);
    if (!d3d) { printf("FAIL: Direct3DCreate9(32) returned NULL\n"); return 1; }
    count = IDirect3D9_GetAdapterCount(d3d);
    if (count < 1) {
        printf("FAIL: GetAdapterCount = %u (no wgpu adapter with NINTH_BACKEND=%s)\n", count, getenv("NINTH_BACKEND") ? getenv("NINTH_BACKEND") : "(unset)");
        return 1;
    }
    memset(&id, 0, sizeof id);
    hr = IDirect3D9_GetAdapterIdentifier(d3d, 0, 0, &id);
    if (FAILED(hr)) { printf("FAIL: GetAdapterIdentifier: hr 0x%08lx\n", (unsigned long)hr); return 1; }

    wnd = CreateWindowA("STATIC", "ninth smoke", WS_OVERLAPPEDWINDOW, 0, 0, 64, 64, NULL, NULL, NULL, NULL);
    memset(&pp, 0, sizeof pp);
    pp.Windowed = TRUE;
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.BackBufferWidth = 64;
    pp.BackBufferHeight = 64;
    pp.BackBufferFormat = D3DFMT_X8R8G8B8;
    pp.hDeviceWindow = wnd;
    pp.EnableAutoDepthStencil = TRUE;
    pp.AutoDepthStencilFormat = D3DFMT_D24S8;
    hr = IDirect3D9_CreateDevice(d3d, 0, D3DDEVTYPE_HAL, wnd, D3DCREATE_HARDWARE_VERTEXPROCESSING, &pp, &dev);
    if (FAILED(hr) || !dev) {
        printf("FAIL: adapters=%u '%s' (%s); CreateDevice: hr 0x%08lx\n", count, id.Description, id.Driver, (unsigned long)hr);
        return 1;
    }
    hr = IDirect3DDevice9_Clear(dev, 0, NULL, D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER, D3DCOLOR_XRGB(0x33, 0x66, 0x99), 1.0f, 0);
    if (FAILED(hr)) {
        printf("FAIL: adapters=%u '%s' (%s); device ok; Clear: hr 0x%08lx\n", count, id.Description, id.Driver, (unsigned long)hr);
        return 1;
    }
    IDirect3DDevice9_Release(dev);
    IDirect3D9_Release(d3d);
    printf("PASS: adapters=%u '%s' (%s); CreateDevice 64x64 + Clear ok\n", count, id.Description, id.Driver);
    return 0;
}
EOF
x86_64-w64-mingw32-gcc -O1 -Wall -o "$work/smoke.exe" "$work/smoke.c" 2> "$work/cc.log" ||
    { cat "$work/cc.log" >&2; fail "could not compile the smoke program"; }
cp "$dll" "$work/d3d9.dll"

# --- X server ---------------------------------------------------------------------------------
if [ -z "${DISPLAY:-}" ]; then
    command -v Xvfb >/dev/null || skip "Xvfb not found"
    n=77
    while [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
    Xvfb ":$n" -screen 0 640x480x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
    xvfb_pid=$!
    for _ in $(seq 50); do
        [ -e "/tmp/.X11-unix/X$n" ] && break
        kill -0 "$xvfb_pid" 2>/dev/null || break
        sleep 0.1
    done
    [ -e "/tmp/.X11-unix/X$n" ] || { cat "$work/xvfb.log" >&2; skip "Xvfb :$n did not start"; }
    export DISPLAY=":$n"
fi

# --- Wine -------------------------------------------------------------------------------------
export WINEPREFIX=${WINEPREFIX:-$root/target/windows/wine-prefix}
export WINEARCH=win64 WINEDEBUG=${WINEDEBUG:--all}
export WINEDLLOVERRIDES="mscoree,mshtml=;d3d9=n"
export VK_ICD_FILENAMES=$icd
# wgpu's default choice under Wine 8.0 is DX12 (Wine's d3d12, vkd3d on lavapipe), whose
# request_device fails ("Parent device is lost"); Vulkan (winevulkan -> lavapipe) works.
export NINTH_BACKEND=${NINTH_BACKEND:-vulkan}
if [ ! -f "$WINEPREFIX/system.reg" ]; then
    echo "wine-d3d9-smoke: creating the Wine prefix $WINEPREFIX" >&2
    mkdir -p "$WINEPREFIX"
    WINEDLLOVERRIDES="mscoree,mshtml=" timeout 300 wine wineboot -i >"$work/wineboot.log" 2>&1 || true
    timeout 60 wineserver -w || true
    [ -f "$WINEPREFIX/system.reg" ] || { tail -20 "$work/wineboot.log" >&2; skip "wineboot could not create $WINEPREFIX"; }
fi

# can Wine run a program at all here? (otherwise this is a SKIP, not a failure of the DLL)
if ! timeout 120 wine cmd.exe /c echo wine-ok >"$work/pre.log" 2>&1 || ! grep -q wine-ok "$work/pre.log"; then
    tail -10 "$work/pre.log" >&2
    skip "wine cannot run a program with WINEPREFIX=$WINEPREFIX"
fi

rc=0
(cd "$work" && timeout "${SMOKE_TIMEOUT:-180}" wine ./smoke.exe) >"$work/out.log" 2>"$work/err.log" || rc=$?
line=$(tr -d '\r' < "$work/out.log" | grep -E '^(PASS|FAIL):' | tail -n 1 || true)
if [ -z "$line" ]; then
    tail -30 "$work/err.log" >&2
    case $rc in
      124) line="FAIL: smoke.exe timed out after ${SMOKE_TIMEOUT:-180} s" ;;
      *) line="FAIL: smoke.exe printed no result (exit status $rc; stderr above)" ;;
    esac
elif [ $rc -ne 0 ]; then
    tail -30 "$work/err.log" >&2
fi
echo "$line"
case "$line" in PASS:*) [ $rc -eq 0 ] || exit 1; exit 0 ;; *) exit 1 ;; esac
}
