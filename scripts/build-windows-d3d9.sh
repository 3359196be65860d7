#!/usr/bin/env bash
# Builds ninth's Direct3D 9 implementation (the workspace crate ninth-com, [lib] name "d3d9") as a
# Windows x86_64 d3d9.dll, on this Linux machine, and prints the DLL's path:
#
#   scripts/build-windows-d3d9.sh [--release | --debug] [--toolchain debian|nightly]
#                                 [--manifest-path PATH] [--package NAME] [--fetch-only]
#                                 [-- CARGO_ARGS...]
#
# Result: target/windows/d3d9.dll (cargo's own output under target/windows/x86_64-win7-windows-gnu/).
#
# How: the target is x86_64-win7-windows-gnu, not x86_64-pc-windows-gnu. The latter's std imports
# ProcessPrng from bcryptprimitives.dll, which Wine 8.0 (Debian 12) lacks, so such a DLL does not
# load there. The win7 target is tier 3: no prebuilt std exists for it, and cargo's -Zbuild-std
# compiles std from its sources, which must be those of the compiler's exact version. Linking is
# done by the mingw-w64 cross gcc (x86_64-w64-mingw32-gcc).
#
# Toolchains (--toolchain, or NINTH_WIN_TOOLCHAIN):
#   debian  (the default unless the rustup nightly has its own rust-src component)
#           Debian's own Rust of the same version as its std sources: the packages rustc-web,
#           cargo-web, libstd-rust-web-<ver>, libstd-rust-web-dev and rust-web-src (Debian 12
#           security updates; 1.96.0 at the time of writing), fetched with `apt-get download` and
#           unpacked under target/windows/toolchain/<version>/ (nothing of it is installed into the
#           system, so /usr/bin/rustc and /usr/bin/cargo stay absent and rustup's stay in charge).
#           Nightly features (-Z) are unlocked with RUSTC_BOOTSTRAP=1, and cargo is pointed at the
#           std sources with __CARGO_TESTS_ONLY_SRC_ROOT. Their shared libraries (libllvm22,
#           libgit2-1.5, ...: the packages' Depends) are apt-get installed into the system.
#   nightly rustup's nightly (`cargo +nightly`) with std sources from NINTH_RUST_SRC (the
#           `library` folder of a rust source tree) or from its rust-src component. Debian's
#           rust-src (bookworm: 1.63) and rust-web-src (1.96) do NOT fit the nightly 1.97 found
#           here: core fails to compile (unknown lang items), hence the debian default.
#
# Packages: as root, missing Debian packages are installed with apt-get: gcc-mingw-w64-x86-64 and
# what the unpacked rustc-web/cargo-web depend on (for 1.96: libllvm22, libgit2-1.5, gcc, binutils,
# libcurl4, libssh2-1, ...); as another user, the script names the missing ones and stops.
#
# --fetch-only: only install the packages and fetch the toolchain and the crates (cargo fetch, std's
# crates included), no build, so that a caller (CI, scripts/ci-windows-d3d9.sh) can tell "cannot
# get the prerequisites here" from "does not build".
#
# Exit status: 0 built (or fetched); 75 the prerequisites cannot be had here (apt-get update,
# install or download failed, apt knows no rustc-web, missing packages and not root, cargo fetch
# failed on a download); 1 any other error, a failed build included.
#
# Environment: NINTH_WIN_TARGET_DIR (cargo's target folder and the DLL's, default target/windows),
# NINTH_WIN_TOOLCHAIN (debian|nightly), NINTH_RUST_SRC (nightly only), NINTH_WIN_RUST
# (a Debian rustc-web version to use instead of apt's candidate, e.g. 1.96.0+dfsg1-1~deb12u2),
# CARGO_BUILD_JOBS, and any CARGO_*/RUSTFLAGS variable cargo reads.
set -euo pipefail
{ # (braces: bash reads the whole script before running it, so an edit meanwhile is harmless)

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
target=x86_64-win7-windows-gnu
target_env=X86_64_WIN7_WINDOWS_GNU
linker=x86_64-w64-mingw32-gcc
outdir=${NINTH_WIN_TARGET_DIR:-$root/target/windows}
toolchains=$root/target/windows/toolchain

profile=release
toolchain=${NINTH_WIN_TOOLCHAIN:-auto}
manifest=$root/Cargo.toml
package=ninth-com
extra=()
fetch_only=0

die() { echo "build-windows-d3d9: error: $*" >&2; exit 1; }
# the prerequisites cannot be had on this machine (no network, no such package, not root)
die_prereq() { echo "build-windows-d3d9: error: $*" >&2; exit 75; }
say() { echo "build-windows-d3d9: $*" >&2; }

while [ $# -gt 0 ]; do
    case "$1" in
      --release) profile=release ;;
      --debug) profile=debug ;;
      --toolchain) [ $# -ge 2 ] || die "--toolchain needs debian or nightly"; toolchain=$2; shift ;;
      --toolchain=*) toolchain=${1#--toolchain=} ;;
      --manifest-path) [ $# -ge 2 ] || die "--manifest-path needs a path"; manifest=$(readlink -f "$2"); shift ;;
      --package|-p) [ $# -ge 2 ] || die "--package needs a name"; package=$2; shift ;;
      --fetch-only) fetch_only=1 ;;
      -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
      --) shift; extra=("$@"); break ;;
      *) die "unknown argument: $1 (see --help)" ;;
    esac
    shift
done
case "$toolchain" in auto|debian|nightly) ;; *) die "--toolchain must be debian or nightly" ;; esac

# The workspace's own lockfile is never changed: --locked there (a stale Cargo.lock is an error).
locked=()
[ "$manifest" = "$root/Cargo.toml" ] && locked=(--locked)
if [ "$manifest" = "$root/Cargo.toml" ] && [ "$package" = ninth-com ] && [ ! -f "$root/crates/ninth-com/Cargo.toml" ]; then
    die "crates/ninth-com does not exist in $root (nothing to build)"
fi

# --- Debian packages -------------------------------------------------------------------------
is_root=0
[ "$(id -u)" -eq 0 ] && is_root=1
apt_updated=0
apt_update() {
    [ $apt_updated -eq 1 ] && return 0
    say "apt-get update"
    apt-get update -qq >&2 || die_prereq "apt-get update failed"
    apt_updated=1
}
# pkg_installed PKG: installed, or a virtual package (libc-dev) that an installed one provides
pkg_installed() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed' ||
        dpkg-query -W -f='${db:Status-Abbrev}|${Provides}\n' 2>/dev/null |
            grep '^ii' | grep -E "[|, ]$1( |,|$)" >/dev/null  # (no -q: SIGPIPE under pipefail)
}
# need_packages PKG...: installs the missing ones (root) or names them and stops
need_packages() {
    local missing=() p
    for p in "$@"; do pkg_installed "$p" || missing+=("$p"); done
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ $is_root -eq 1 ]; then
        apt_update
        say "apt-get install ${missing[*]}"
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2 ||
            die_prereq "apt-get install ${missing[*]} failed"
    else
        die_prereq "missing Debian packages: ${missing[*]} (as root: apt-get install ${missing[*]})"
    fi
}

need_packages gcc-mingw-w64-x86-64
command -v "$linker" >/dev/null || die "$linker not found although gcc-mingw-w64-x86-64 is installed"

if [ "$toolchain" = auto ]; then
    toolchain=debian
    if [ -n "${NINTH_RUST_SRC:-}" ]; then
        toolchain=nightly
    elif command -v rustup >/dev/null && nsys=$(rustc +nightly --print sysroot 2>/dev/null) &&
         [ -f "$nsys/lib/rustlib/src/rust/library/std/Cargo.toml" ]; then
        toolchain=nightly
    fi
fi

envs=()
if [ "$toolchain" = nightly ]; then
    # --- rustup nightly + a matching std source tree -----------------------------------------
    command -v rustup >/dev/null || die "rustup not found (needed for --toolchain nightly)"
    nsys=$(rustc +nightly --print sysroot 2>/dev/null) || die "no rustup nightly toolchain (rustup toolchain install nightly)"
    src=${NINTH_RUST_SRC:-$nsys/lib/rustlib/src/rust/library}
    [ -f "$src/std/Cargo.toml" ] || die "no std sources for the nightly at $src (set NINTH_RUST_SRC to the 'library' folder of a rust source tree of the nightly's version, or use --toolchain debian)"
    cargo_cmd=(cargo +nightly)
    rust_version=$(rustc +nightly -V)
    [ -n "${NINTH_RUST_SRC:-}" ] && envs+=("__CARGO_TESTS_ONLY_SRC_ROOT=$src")
else
    # --- Debian's rustc-web of one version, unpacked privately ---------------------------------
    command -v apt-get >/dev/null || die_prereq "apt-get not found (the debian toolchain needs Debian's packages)"
    version=${NINTH_WIN_RUST:-}
    if [ -z "$version" ]; then
        candidate() { apt-cache policy rustc-web 2>/dev/null | awk '/Candidate:/ {print $2}'; }
        version=$(candidate)
        if { [ -z "$version" ] || [ "$version" = "(none)" ]; } && [ $is_root -eq 1 ]; then
            apt_update; version=$(candidate)
        fi
        { [ -n "$version" ] && [ "$version" != "(none)" ]; } ||
            die_prereq "apt knows no package rustc-web (Debian 12 security updates); run apt-get update as root"
    fi
    major=${version%%+*}               # 1.96.0
    stdpkg=libstd-rust-web-${major%.*} # libstd-rust-web-1.96
    tc=$toolchains/$version
    if [ ! -x "$tc/usr/bin/cargo" ] || [ ! -f "$tc/usr/lib/rustlib/src/rust/library/std/Cargo.toml" ] ||
       [ ! -f "$tc/runtime-deps" ]; then
        say "fetching Debian's Rust $version (rustc-web, cargo-web, $stdpkg, libstd-rust-web-dev, rust-web-src) into $tc"
        dl=$(mktemp -d)
        trap 'rm -rf "$dl"' EXIT
        pkgs=(rustc-web cargo-web "$stdpkg" libstd-rust-web-dev rust-web-src)
        # (as root, apt downloads as the user _apt, who cannot write into a private temp dir)
        sandbox=()
        [ $is_root -eq 1 ] && sandbox=(-o APT::Sandbox::User=root)
        if ! (cd "$dl" && apt-get download -qq "${sandbox[@]}" "${pkgs[@]/%/=$version}" >&2); then
            if [ $is_root -eq 1 ] && [ $apt_updated -eq 0 ]; then
                apt_update
                (cd "$dl" && apt-get download -qq "${sandbox[@]}" "${pkgs[@]/%/=$version}" >&2) ||
                    die_prereq "apt-get download of Debian's Rust $version failed"
            else
                die_prereq "apt-get download of Debian's Rust $version failed (stale apt lists? run apt-get update as root)"
            fi
        fi
        rm -rf "$tc.partial"
        mkdir -p "$tc.partial"
        for deb in "$dl"/*.deb; do
            case "$deb" in
              */rust-web-src_*)
                # only std's sources (library/), not the whole compiler source tree
                dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$tc.partial" --wildcards './usr/src/rustc-*/library' ;;
              *) dpkg-deb -x "$deb" "$tc.partial"
                 # what these packages depend on, other than each other (first alternatives):
                 # the shared libraries the unpacked rustc and cargo load (libllvm22, libgit2-1.5...)
                 dpkg-deb -f "$deb" Depends | tr ',' '\n' | sed 's/|.*//; s/(.*//; s/[[:space:]]//g' |
                     grep -v -e '^$' -e '^rustc-web$' -e '^cargo-web$' -e '^libstd-rust-web' >> "$tc.partial/runtime-deps" || true ;;
            esac
        done
        sort -u -o "$tc.partial/runtime-deps" "$tc.partial/runtime-deps"
        srcdir=$(ls -d "$tc.partial"/usr/src/rustc-*/library 2>/dev/null | head -n 1)
        [ -n "$srcdir" ] || die "rust-web-src $version has no library/ folder"
        # where a rust-src component would be: sysroot/lib/rustlib/src/rust/library
        mkdir -p "$tc.partial/usr/lib/rustlib/src/rust"
        ln -s "../../../../src/$(basename "$(dirname "$srcdir")")/library" "$tc.partial/usr/lib/rustlib/src/rust/library"
        rm -rf "$dl"; trap - EXIT
        rm -rf "$tc"
        mv "$tc.partial" "$tc"
    fi
    # shellcheck disable=SC2046
    need_packages $(cat "$tc/runtime-deps")
    src=$tc/usr/lib/rustlib/src/rust/library
    [ -f "$src/std/Cargo.toml" ] || die "std sources missing at $src"
    export LD_LIBRARY_PATH=$tc/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
    rust_version=$("$tc/usr/bin/rustc" -V 2>&1) || die "Debian's rustc does not run: $rust_version"
    cargo_cmd=("$tc/usr/bin/cargo")
    envs+=("RUSTC=$tc/usr/bin/rustc" "RUSTDOC=$tc/usr/bin/rustdoc" "RUSTC_BOOTSTRAP=1"
           "__CARGO_TESTS_ONLY_SRC_ROOT=$src")
fi

if [ $fetch_only -eq 1 ]; then
    # the crates too (the workspace's for every platform, std's for the target: a machine that ran
    # only the Linux build lacks some), so that the build itself needs no network
    for args in "" "-Zbuild-std=std,panic_unwind --target $target"; do
        # shellcheck disable=SC2086
        if ! out=$(env -u RUSTUP_TOOLCHAIN ${envs[@]+"${envs[@]}"} "${cargo_cmd[@]}" fetch \
                       --manifest-path "$manifest" ${locked[@]+"${locked[@]}"} $args 2>&1); then
            echo "$out" | tail -n 20 >&2
            if echo "$out" | grep -qiE 'failed to (download|fetch|query|update|load source)|resolve host|network|timed out|connection|ssl|http'; then
                die_prereq "cargo fetch $args failed: the crates cannot be downloaded"
            fi
            die "cargo fetch $args failed (above)"
        fi
    done
    say "fetched: $rust_version, std from $src, the crates (--fetch-only: not building)"
    exit 0
fi

# --- build ------------------------------------------------------------------------------------
profile_args=()
[ "$profile" = release ] && profile_args=(--release)
say "$rust_version, std from $src"
say "building $package for $target ($profile) into $outdir"
start=$(date +%s)
env -u RUSTUP_TOOLCHAIN ${envs[@]+"${envs[@]}"} \
    "CARGO_TARGET_${target_env}_LINKER=$linker" \
    CARGO_TARGET_DIR="$outdir" \
    "${cargo_cmd[@]}" build --manifest-path "$manifest" -p "$package" --lib "${profile_args[@]}" \
        ${locked[@]+"${locked[@]}"} -Zbuild-std=std,panic_unwind --target "$target" \
        ${extra[@]+"${extra[@]}"} ||
    die "cargo build failed (above). For a Cargo.lock error: the workspace lockfile must already list every dependency (run cargo build on Linux first)"

built=$outdir/$target/$profile/d3d9.dll
[ -f "$built" ] || die "cargo succeeded but $built is missing (is the package's [lib] name \"d3d9\" with crate-type cdylib?)"
cp "$built" "$outdir/d3d9.dll"
if x86_64-w64-mingw32-objdump -p "$outdir/d3d9.dll" 2>/dev/null | grep ProcessPrng >/dev/null; then
    say "warning: the DLL imports ProcessPrng (bcryptprimitives.dll), which Wine 8.0 lacks"
fi
say "done in $(( $(date +%s) - start )) s: $(stat -c %s "$outdir/d3d9.dll") bytes"
echo "$outdir/d3d9.dll"
exit 0
}
