#!/usr/bin/env bash
# Runs ninth-com's Windows test programs (crates/ninth-com/tests/wine/*.c) under Wine with ninth's
# d3d9.dll beside them (WINEDLLOVERRIDES=d3d9=n), on a private Xvfb:
#
#   scripts/wine-d3d9-programs.sh [--dll PATH]      (default target/windows/d3d9.dll)
#
#   exports.c         d3d9.dll's other exports, imported by name (the program must load at all);
#   surface_dc.c      IDirect3DSurface9::GetDC/ReleaseDC with GDI drawing;
#   present_window.c  Present to real windows (read back through GDI), on wgpu's GL back end:
#                     see that file for why not on Vulkan (lavapipe) under Wine.
#
# Each program prints `PASS: ...` or `FAIL: ...`; the script prints their lines and exits non-zero
# when one fails, crashes or times out. Needs Wine, Xvfb (xvfb-run), mingw-w64's gcc, lavapipe and
# Mesa's GL (libgl1-mesa-dri), as scripts/ci-windows-d3d9.sh installs them.
# Environment: WINEPREFIX (default target/windows/wine-prefix), VK_ICD_FILENAMES (default
# lavapipe's), PROGRAM_TIMEOUT (seconds per program, default 180).
set -euo pipefail
{ # (braces: bash reads the whole script before running it, so an edit meanwhile is harmless)

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dll=$root/target/windows/d3d9.dll
while [ $# -gt 0 ]; do
    case "$1" in
      --dll) [ $# -ge 2 ] || { echo "wine-d3d9-programs: --dll needs a path" >&2; exit 2; }; dll=$(readlink -f "$2"); shift ;;
      -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
      *) echo "wine-d3d9-programs: unknown argument: $1" >&2; exit 2 ;;
    esac
    shift
done
[ -f "$dll" ] || { echo "wine-d3d9-programs: no $dll (scripts/build-windows-d3d9.sh)" >&2; exit 2; }
for c in wine xvfb-run x86_64-w64-mingw32-gcc; do
    command -v "$c" >/dev/null || { echo "wine-d3d9-programs: $c not found" >&2; exit 2; }
done
export WINEPREFIX=${WINEPREFIX:-$root/target/windows/wine-prefix}
export VK_ICD_FILENAMES=${VK_ICD_FILENAMES:-/usr/share/vulkan/icd.d/lvp_icd.x86_64.json}
export NINTH_SOFTWARE_VULKAN=1 WINEDLLOVERRIDES="d3d9=n" WINEDEBUG=-all

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$dll" "$work/d3d9.dll"
failed=0
for src in "$root"/crates/ninth-com/tests/wine/*.c; do
    name=$(basename "$src" .c)
    if ! x86_64-w64-mingw32-gcc -O1 -Wall -Werror -o "$work/$name.exe" "$src" -ld3d9 -lgdi32 \
            2>"$work/$name.cc.log"; then
        cat "$work/$name.cc.log" >&2
        echo "FAIL    $name: does not compile"
        failed=1
        continue
    fi
    backend=
    [ "$name" = present_window ] && backend=gl
    rc=0
    (cd "$work" && NINTH_BACKEND=$backend timeout "${PROGRAM_TIMEOUT:-180}" \
        xvfb-run -a -s "-screen 0 1024x768x24" wine "./$name.exe") \
        >"$work/$name.out" 2>"$work/$name.err" || rc=$?
    line=$(grep -E '^(PASS|FAIL)' "$work/$name.out" | tail -n 1 || true)
    if [ $rc -eq 0 ] && [ "${line#PASS}" != "$line" ]; then
        echo "ok      $name: $line"
    else
        echo "FAIL    $name (exit status $rc): ${line:-no result line}"
        tail -n 20 "$work/$name.err" >&2
        failed=1
    fi
done
exit $failed
}
