#!/usr/bin/env bash
# CI's Windows part (.ci/run calls it after the workspace tests): ninth's d3d9.dll, built for
# Windows, under Wine with lavapipe:
#
#   scripts/ci-windows-d3d9.sh [--oracle-out DIR] [--debug | --release] [SCENES_DIR]
#
#   1. prerequisites: apt-get installs Wine, Xvfb, lavapipe and mingw-w64's gcc where missing, and
#      scripts/build-windows-d3d9.sh --fetch-only fetches Debian's Rust, its std sources and the
#      crates (so that the build itself needs no network);
#   2. builds target/windows/d3d9.dll (scripts/build-windows-d3d9.sh);
#   3. scripts/wine-d3d9-smoke.sh: the DLL loads under Wine and makes a device; then
#      scripts/wine-d3d9-programs.sh: ninth-com's Windows programs (d3d9.dll's other exports,
#      GetDC/ReleaseDC, Present to real windows);
#   4. scripts/wine-scene-replay.sh: the oracle's own scene_replay.exe replays every oracle scene
#      through the DLL (WINEDLLOVERRIDES=d3d9=n, the DLL beside the program), and each capture
#      must equal `ninth render`'s image of the same scene (tolerance 0);
#   5. the oracle: each capture must also equal the image that `ninth scenes ... --expect
#      scenes/oracle-expectations.txt` judged (--oracle-out DIR: the --out folder of that run,
#      which .ci/run has just made and checked; without it this script runs `ninth scenes` itself).
#      Equal pixels get the same verdict from the oracle (same references, masks, trust and
#      expectations), so the DLL's captures pass the oracle exactly as ninth's own renders do.
#      Step 4 already implies it as long as `ninth render` and `ninth scenes` render alike; this
#      step checks it rather than assuming it.
#
# Outcome: exit 0 when all passed. Only when the prerequisites of step 1 cannot be installed here
# (not root and packages missing, apt-get update/install/download or cargo fetch failing: no
# network, no such package) does it print a line `SKIP windows-d3d9: REASON` and exit 0 (exit 1 instead with
# NINTH_WIN_REQUIRED=1, for machines where it is known to work). Everything after step 1 - a
# compile error, a crash, a Wine failure, a pixel difference - fails (non-zero exit), and so does a
# failure of step 1 other than getting the packages (e.g. a broken fetch of the toolchain).
#
# Profile: debug by default, or --release / NINTH_WIN_PROFILE=release. Measured on a 2-core machine
# like CI's: the cold debug build took ~15 min of CPU (about 10-20 min wall, as loaded); the
# replays of all scenes take 19 s with the debug DLL and 16 s with the release one, so the build
# decides, and a release build compiles the dependencies at opt-level 3 where the dev profile
# (Cargo.toml) has 2, and ninth's own crates optimised too.
# Environment: NINTH_WIN_TARGET_DIR (the DLL's cargo target folder, default target/windows),
# WINEPREFIX (default target/windows/wine-prefix, shared by steps 3 and 4), NINTH (the ninth
# binary, default ${CARGO_TARGET_DIR:-target}/debug/ninth, built if missing), NINTH_WIN_REQUIRED.
set -euo pipefail
{ # (braces: bash reads the whole script before running it, so an edit meanwhile is harmless)

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
profile=${NINTH_WIN_PROFILE:-debug}
oracle_out=
scenes=$root/../shared/oracle/scenes
while [ $# -gt 0 ]; do
    case "$1" in
      --oracle-out) [ $# -ge 2 ] || { echo "ci-windows-d3d9: --oracle-out needs a folder" >&2; exit 2; }; oracle_out=$2; shift ;;
      --debug) profile=debug ;;
      --release) profile=release ;;
      -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
      -*) echo "ci-windows-d3d9: unknown argument: $1" >&2; exit 2 ;;
      *) scenes=$1 ;;
    esac
    shift
done
case "$profile" in debug|release) ;; *) echo "ci-windows-d3d9: NINTH_WIN_PROFILE must be debug or release" >&2; exit 2 ;; esac

win=${NINTH_WIN_TARGET_DIR:-$root/target/windows}
ninth=${NINTH:-${CARGO_TARGET_DIR:-$root/target}/debug/ninth}
export WINEPREFIX=${WINEPREFIX:-$root/target/windows/wine-prefix}
export VK_ICD_FILENAMES=${VK_ICD_FILENAMES:-/usr/share/vulkan/icd.d/lvp_icd.x86_64.json}
export NINTH_SOFTWARE_VULKAN=1 CARGO_TERM_COLOR=never
replay_out=$win/ci-scene-replay

t0=$(date +%s)
t=$t0
cpu_file=$(mktemp)
trap 'rm -f "$cpu_file" "$cpu_file.fetch"' EXIT
cpu() { # cpu_now = CPU seconds (user + system) of this script's finished children so far
    times >"$cpu_file"  # (in this shell: `times` in a $(...) subshell would count only its own)
    cpu_now=$(tail -n 1 "$cpu_file" | awk '{ n = 0; for (i = 1; i <= 2; i++) { split($i, a, /[ms]/); n += a[1] * 60 + a[2] } printf "%d", n }')
}
cpu; cpu_t=$cpu_now
step() { # step NAME: ends the previous step's timing and starts NAME's
    local now cnow; now=$(date +%s); cpu; cnow=$cpu_now
    [ -n "${step_name:-}" ] && echo "== windows-d3d9: $step_name took $((now - t)) s (CPU $((cnow - cpu_t)) s)"
    t=$now; cpu_t=$cnow; step_name=$1
    [ -n "$1" ] && echo "== windows-d3d9: $1"
    return 0
}
fail() {
    echo "FAIL windows-d3d9: $* (after $(( $(date +%s) - t0 )) s)" >&2
    exit 1
}
skip() {
    echo "SKIP windows-d3d9: $*"
    echo "ci-windows-d3d9: *** the Windows DLL was NOT built or tested under Wine on this machine ***" >&2
    [ "${NINTH_WIN_REQUIRED:-0}" = 1 ] && fail "skipped but NINTH_WIN_REQUIRED=1: $*"
    exit 0
}

# --- 1. prerequisites (the only step that may skip) --------------------------------------------
step "prerequisites (apt-get: Wine, Xvfb, lavapipe, mingw-w64; Debian's Rust for the build)"
pkgs=(wine wine64 xvfb xauth mesa-vulkan-drivers libvulkan1 libgl1-mesa-dri libglx-mesa0 gcc-mingw-w64-x86-64)
missing=()
for p in "${pkgs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    [ "$(id -u)" -eq 0 ] || skip "missing Debian packages ${missing[*]} and not root"
    command -v apt-get >/dev/null || skip "missing packages ${missing[*]} and no apt-get"
    echo "ci-windows-d3d9: apt-get install ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq || skip "apt-get update failed (no network or no reachable Debian archive?)"
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null ||
        skip "apt-get install ${missing[*]} failed (no network or packages not in the archive?)"
fi
# installed: from here on, something missing is a failure, not a skip
for c in wine wineserver Xvfb x86_64-w64-mingw32-gcc; do
    command -v "$c" >/dev/null || fail "$c not found although the packages ${pkgs[*]} are installed"
done
[ -f "$VK_ICD_FILENAMES" ] || fail "no Vulkan ICD at $VK_ICD_FILENAMES (mesa-vulkan-drivers is installed)"
# Debian's Rust and the crates: exit status 75 = they cannot be had here; anything else fails
rc=0
NINTH_WIN_TARGET_DIR=$win scripts/build-windows-d3d9.sh --fetch-only 2>"$cpu_file.fetch" || rc=$?
cat "$cpu_file.fetch" >&2
why=$(sed -n 's/^build-windows-d3d9: error: //p' "$cpu_file.fetch" | tail -n 1)
rm -f "$cpu_file.fetch"
case $rc in
  0) ;;
  75) skip "cannot get Debian's Rust or the crates for the build: ${why:-see above}" ;;
  *) fail "build-windows-d3d9.sh --fetch-only failed (exit status $rc): ${why:-see above}" ;;
esac
if [ ! -x "$ninth" ]; then
    echo "ci-windows-d3d9: building ninth ($ninth is missing)"
    cargo build -p ninth-cli || fail "cargo build -p ninth-cli failed"
fi

# --- 2. the DLL ---------------------------------------------------------------------------------
step "build d3d9.dll ($profile)"
# A fresh build: no incremental data; the debug DLL with line tables only (backtraces keep file and
# line; full debug info makes it ~280 MB, slower to build, link, copy and load for every scene).
dll=$(NINTH_WIN_TARGET_DIR=$win CARGO_INCREMENTAL=${CARGO_INCREMENTAL:-0} \
      CARGO_PROFILE_DEV_DEBUG=${CARGO_PROFILE_DEV_DEBUG:-line-tables-only} \
      scripts/build-windows-d3d9.sh "--$profile") ||
    fail "scripts/build-windows-d3d9.sh --$profile failed (compile or link error above)"
[ -f "$dll" ] || fail "build-windows-d3d9.sh printed no DLL path ($dll)"

# --- 3. smoke test ------------------------------------------------------------------------------
step "smoke test under Wine (makes the Wine prefix $WINEPREFIX if missing)"
# (no --allow-skip: Wine, Xvfb or the prefix not working is a failure once installed)
scripts/wine-d3d9-smoke.sh --dll "$dll" || fail "scripts/wine-d3d9-smoke.sh failed (above)"

# --- 3b. ninth-com's Windows programs: exports, GetDC, Present to windows -------------------------
step "ninth-com's Windows programs under Wine (crates/ninth-com/tests/wine)"
scripts/wine-d3d9-programs.sh --dll "$dll" || fail "scripts/wine-d3d9-programs.sh failed (above)"

# --- 4. every oracle scene through the DLL, against `ninth render` --------------------------------
step "scene_replay.exe through the DLL vs ninth render ($scenes)"
# (the log keeps failures and the summary, not the many passing lines)
log=$win/ci-logs
mkdir -p "$log"
rc=0
DLL=$dll NINTH=$ninth REPLAY_OUT=$replay_out TOLERANCE=0 scripts/wine-scene-replay.sh "$scenes" \
    >"$log/replay.txt" 2>&1 || rc=$?
grep -v '^ok ' "$log/replay.txt" || true
[ $rc -eq 0 ] || fail "a capture through the DLL differs from ninth render's, or a replay failed (above; logs in $replay_out)"

# --- 5. the oracle ------------------------------------------------------------------------------
step "oracle: the DLL's captures equal the images ninth scenes --expect judged"
if [ -z "$oracle_out" ]; then
    oracle_out=$win/ci-oracle
    rm -rf "$oracle_out"
    "$ninth" scenes "$scenes" \
        --refs ../shared/oracle/refs/wined3d --refs ../shared/oracle/refs/dxvk \
        --spec-refs ../shared/oracle/refs-spec/wined3d --spec-refs ../shared/oracle/refs-spec/dxvk \
        --masks ../shared/oracle/masks.txt --trust ../shared/oracle/trust.txt \
        --expect scenes/oracle-expectations.txt --out "$oracle_out" | tail -n 1 ||
        fail "ninth scenes --expect failed: ninth's own renders do not pass the oracle"
fi
n_judged=$(find "$oracle_out" -maxdepth 1 -name '*.png' | wc -l)
n_dll=$(find "$replay_out/dll" -maxdepth 1 -name '*.png' | wc -l)
[ "$n_judged" -gt 0 ] && [ "$n_judged" -eq "$n_dll" ] ||
    fail "ninth scenes judged $n_judged captures in $oracle_out, the DLL made $n_dll"
rc=0
"$ninth" compare "$replay_out/dll" "$oracle_out" --tolerance 0 >"$log/oracle.txt" 2>&1 || rc=$?
grep -v '^ok ' "$log/oracle.txt" || true
[ $rc -eq 0 ] || fail "a capture through the DLL differs from the image the oracle judged (above)"

step ""
echo "PASS windows-d3d9: $n_dll captures of scene_replay.exe through ninth's d3d9.dll ($profile) equal ninth's and pass the oracle like them ($(( $(date +%s) - t0 )) s)"
exit 0
}
