#!/usr/bin/env bash
# Replays scenes with the oracle's own D3D9 program (scene_replay.exe) through ninth's Windows
# d3d9.dll under Wine, and compares every capture with `ninth scenes`'s render of the same scene:
# the same renderer behind two front doors (the COM interface and the Rust device) must give the
# same pixels.
#
#   scripts/wine-scene-replay.sh [SCENES_DIR]      (default ../shared/oracle/scenes)
#
# Needs target/windows/d3d9.dll (scripts/build-windows-d3d9.sh), Wine, Xvfb and lavapipe (the
# oracle tool's setup.sh installs them), mingw-w64's gcc to build scene_replay.exe from the
# oracle tool's source (into target/windows/oracle-tool), and a built `ninth` (target/debug).
# Prints one line per capture and `N passed, N failed`; exits non-zero on any difference.
# Environment: TOLERANCE (largest channel difference, default 0), DLL (default
# target/windows/d3d9.dll), ORACLE_TOOL (default ../shared/oracle/tool).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scenes=${1:-$root/../shared/oracle/scenes}
tool_src=${ORACLE_TOOL:-$root/../shared/oracle/tool}
dll=${DLL:-$root/target/windows/d3d9.dll}
work=$root/target/windows/scene-replay
tool=$root/target/windows/oracle-tool
[ -f "$dll" ] || { echo "wine-scene-replay: no $dll (run scripts/build-windows-d3d9.sh)" >&2; exit 2; }
[ -x "$root/target/debug/ninth" ] || { echo "wine-scene-replay: build ninth first (cargo build -p ninth-cli)" >&2; exit 2; }
if [ ! -f "$tool/build/scene_replay.exe" ]; then
    mkdir -p "$tool"
    cp -r "$tool_src"/. "$tool"/
    "$tool/build.sh" "$tool/build/scene_replay.exe" >/dev/null
fi
rm -rf "$work" && mkdir -p "$work/dll" "$work/ninth"
# run.sh's DXVK mode puts the given d3d9.dll beside the program with a native override. wgpu's
# Vulkan backend under Wine (its GL probe finds nothing useful there), lavapipe accepted.
export DXVK_D3D9=$dll SCENE_REPLAY_EXE=$tool/build/scene_replay.exe
export NINTH_BACKEND=vulkan NINTH_SOFTWARE_VULKAN=1
failed=0
for f in "$scenes"/*.scene; do
    if ! "$tool/run.sh" dxvk "$f" "$work/dll" >"$work/$(basename "$f" .scene).log" 2>&1; then
        echo "FAIL    $(basename "$f"): scene_replay.exe through ninth's d3d9.dll: $(tail -1 "$work/$(basename "$f" .scene).log")"
        failed=1
    fi
done
# ninth's own render of the same scenes, on the same software Vulkan driver.
for f in "$scenes"/*.scene; do
    NINTH_BACKEND= VK_ICD_FILENAMES=${VK_ICD_FILENAMES:-/usr/share/vulkan/icd.d/lvp_icd.x86_64.json} \
        "$root/target/debug/ninth" render "$f" -o "$work/ninth" >/dev/null 2>&1 \
        || { echo "FAIL    $(basename "$f"): ninth render"; failed=1; }
done
"$root/target/debug/ninth" compare "$work/dll" "$work/ninth" --tolerance "${TOLERANCE:-0}" || failed=1
exit $failed
