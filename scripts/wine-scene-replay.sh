#!/usr/bin/env bash
# Replays scenes with the oracle's own D3D9 program (scene_replay.exe) through ninth's Windows
# d3d9.dll under Wine, and compares every capture with `ninth render`'s image of the same scene:
# the same renderer behind two front doors (the COM interface and the Rust device) must give the
# same pixels.
#
#   scripts/wine-scene-replay.sh [SCENES_DIR]      (default ../shared/oracle/scenes)
#
# Needs the DLL (scripts/build-windows-d3d9.sh), Wine, Xvfb and lavapipe (the oracle tool's
# setup.sh or scripts/ci-windows-d3d9.sh installs them), mingw-w64's gcc to build scene_replay.exe
# from the oracle tool's source (into target/windows/oracle-tool), and a built `ninth`.
# Without DISPLAY it starts one private Xvfb, and it keeps one wineserver running for the Wine
# prefix (`wineserver -p`, stopped with `wineserver -k` at the end) so that each scene takes about
# a second instead of several. Prints one line per capture and `N passed, N failed`; exits
# non-zero on any difference, a failed or timed-out replay, or a failed `ninth render`.
# The captures are left in OUT/dll, ninth's renders in OUT/ninth, each replay's log in OUT/NAME.log.
# Environment: TOLERANCE (largest channel difference, default 0), DLL (default
# target/windows/d3d9.dll), NINTH (the ninth binary, default $CARGO_TARGET_DIR or target, then
# debug/ninth), ORACLE_TOOL (default ../shared/oracle/tool), WINEPREFIX (default
# target/windows/wine-prefix, the one scripts/wine-d3d9-smoke.sh uses; made if missing),
# REPLAY_OUT (OUT, default target/windows/scene-replay), SCENE_TIMEOUT (seconds per scene, default 300).
set -euo pipefail
{ # (braces: bash reads the whole script before running it, so an edit meanwhile is harmless)
root=$(cd "$(dirname "$0")/.." && pwd)
scenes=${1:-$root/../shared/oracle/scenes}
tool_src=${ORACLE_TOOL:-$root/../shared/oracle/tool}
dll=${DLL:-$root/target/windows/d3d9.dll}
ninth=${NINTH:-${CARGO_TARGET_DIR:-$root/target}/debug/ninth}
work=${REPLAY_OUT:-$root/target/windows/scene-replay}
tool=$root/target/windows/oracle-tool
[ -f "$dll" ] || { echo "wine-scene-replay: no $dll (run scripts/build-windows-d3d9.sh)" >&2; exit 2; }
[ -x "$ninth" ] || { echo "wine-scene-replay: no $ninth (cargo build -p ninth-cli, or set NINTH)" >&2; exit 2; }
ls "$scenes"/*.scene >/dev/null 2>&1 || { echo "wine-scene-replay: no .scene files in $scenes" >&2; exit 2; }
if [ ! -f "$tool/build/scene_replay.exe" ] || [ "$tool_src/scene_replay.c" -nt "$tool/build/scene_replay.exe" ]; then
    mkdir -p "$tool"
    cp -r "$tool_src"/. "$tool"/
    rm -rf "$tool/build"
    "$tool/build.sh" "$tool/build/scene_replay.exe" >/dev/null
fi
rm -rf "$work" && mkdir -p "$work/dll" "$work/ninth"
work=$(cd "$work" && pwd)

# --- one X server and one wineserver for all scenes -------------------------------------------
export WINEPREFIX=${WINEPREFIX:-$root/target/windows/wine-prefix}
export WINEARCH=win64 WINEDEBUG=${WINEDEBUG:--all}
xvfb_pid=
server=0
render_pid=
cleanup() {
    if [ -n "$render_pid" ]; then kill "$render_pid" 2>/dev/null; wait "$render_pid" 2>/dev/null; fi || true
    if [ $server -eq 1 ]; then timeout 30 wineserver -k >/dev/null 2>&1 || true; fi
    if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null; wait "$xvfb_pid" 2>/dev/null; fi || true
}
trap cleanup EXIT
if [ -z "${DISPLAY:-}" ]; then
    command -v Xvfb >/dev/null || { echo "wine-scene-replay: Xvfb not found (apt-get install xvfb)" >&2; exit 2; }
    n=87
    while [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
    Xvfb ":$n" -screen 0 640x480x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
    xvfb_pid=$!
    for _ in $(seq 100); do
        [ -e "/tmp/.X11-unix/X$n" ] && break
        kill -0 "$xvfb_pid" 2>/dev/null || break
        sleep 0.1
    done
    [ -e "/tmp/.X11-unix/X$n" ] || { cat "$work/xvfb.log" >&2; echo "wine-scene-replay: Xvfb :$n did not start" >&2; exit 2; }
    export DISPLAY=":$n"
fi
if [ ! -f "$WINEPREFIX/system.reg" ]; then
    echo "wine-scene-replay: creating the Wine prefix $WINEPREFIX" >&2
    mkdir -p "$WINEPREFIX"
    WINEDLLOVERRIDES="mscoree,mshtml=" timeout 300 wine wineboot -i >"$work/wineboot.log" 2>&1 || true
    timeout 60 wineserver -w || true
    [ -f "$WINEPREFIX/system.reg" ] || { tail -20 "$work/wineboot.log" >&2; echo "wine-scene-replay: wineboot could not create $WINEPREFIX" >&2; exit 2; }
fi
wineserver -p && server=1

# --- ninth's own render of the same scenes, on the same software Vulkan driver ----------------
# (in the background, meanwhile: the replays below wait on Wine much of the time)
(
    start=$(date +%s)
    for f in "$scenes"/*.scene; do
        name=$(basename "$f" .scene)
        NINTH_BACKEND= NINTH_SOFTWARE_VULKAN=1 \
            VK_ICD_FILENAMES=${VK_ICD_FILENAMES:-/usr/share/vulkan/icd.d/lvp_icd.x86_64.json} \
            "$ninth" render "$f" -o "$work/ninth" >"$work/$name.render.log" 2>&1 ||
            echo "FAIL    $name.scene: ninth render: $(tail -n 1 "$work/$name.render.log")"
    done
    echo "wine-scene-replay: rendered by ninth in $(( $(date +%s) - start )) s" >&2
) >"$work/render.txt" &
render_pid=$!

# --- the replays through the DLL --------------------------------------------------------------
# run.sh's DXVK mode puts the given d3d9.dll beside the program with a native override. wgpu's
# Vulkan backend under Wine (its GL probe finds nothing useful there), lavapipe accepted.
export DXVK_D3D9=$dll SCENE_REPLAY_EXE=$tool/build/scene_replay.exe
export NINTH_BACKEND=vulkan NINTH_SOFTWARE_VULKAN=1
failed=0
start=$(date +%s)
for f in "$scenes"/*.scene; do
    name=$(basename "$f" .scene)
    rc=0
    timeout "${SCENE_TIMEOUT:-300}" "$tool/run.sh" dxvk "$f" "$work/dll" >"$work/$name.log" 2>&1 || rc=$?
    if [ $rc -ne 0 ]; then
        why=$(tail -n 1 "$work/$name.log")
        [ $rc -eq 124 ] && why="timed out after ${SCENE_TIMEOUT:-300} s"
        echo "FAIL    $name.scene: scene_replay.exe through ninth's d3d9.dll (exit status $rc): $why (log: $work/$name.log)"
        failed=1
    fi
done
echo "wine-scene-replay: replayed under Wine in $(( $(date +%s) - start )) s" >&2
wait "$render_pid" || failed=1
render_pid=
if [ -s "$work/render.txt" ]; then cat "$work/render.txt"; failed=1; fi
# every capture of ninth's (the reference folder) must exist among the DLL's, and the other way
n_dll=$(find "$work/dll" -name '*.png' | wc -l)
n_ninth=$(find "$work/ninth" -name '*.png' | wc -l)
if [ "$n_dll" -ne "$n_ninth" ] || [ "$n_ninth" -eq 0 ]; then
    echo "FAIL    $n_dll captures through the DLL, $n_ninth by ninth render"
    failed=1
fi
"$ninth" compare "$work/dll" "$work/ninth" --tolerance "${TOLERANCE:-0}" || failed=1
exit $failed
}
