#!/usr/bin/env bash
# Runs a command with a Vulkan driver available. When the machine has no Vulkan driver, it
# installs Mesa's software one (lavapipe) first; when lavapipe is the only driver, it selects
# it. A machine with a real GPU driver is left as it is. On Linux without an X display
# (DISPLAY unset), it starts an in-memory X server (Xvfb, installed where missing) for the
# command's lifetime: the window tests of Present open X11 windows.
#   scripts/with-vulkan.sh cargo test --workspace
set -euo pipefail

sudo_cmd=""
[ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"

icd_dirs="/usr/share/vulkan/icd.d /etc/vulkan/icd.d /usr/local/share/vulkan/icd.d"
lavapipe=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
[ "$(uname -m)" = aarch64 ] && lavapipe=/usr/share/vulkan/icd.d/lvp_icd.aarch64.json

have_driver() {
  local d
  for d in $icd_dirs; do
    ls "$d"/*.json >/dev/null 2>&1 && return 0
  done
  return 1
}

# (grep without -q: an early exit would fail the pipeline under pipefail)
if ! have_driver || ! ldconfig -p 2>/dev/null | grep 'libvulkan\.so\.1' >/dev/null; then
  echo "with-vulkan: no Vulkan driver found; installing Mesa's software Vulkan (lavapipe)" >&2
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get update -qq
  $sudo_cmd apt-get install -y -qq mesa-vulkan-drivers libvulkan1 >/dev/null
fi

# Without a GPU device node, lavapipe is the only driver that can work: select it so the
# loader does not probe hardware drivers that cannot start.
if [ -z "${VK_ICD_FILENAMES:-}" ] && [ -f "$lavapipe" ]; then
  if ! ls /dev/dri/renderD* /dev/nvidia0 >/dev/null 2>&1 || [ "${NINTH_SOFTWARE_VULKAN:-0}" = 1 ]; then
    export VK_ICD_FILENAMES="$lavapipe"
  fi
fi

# Vulkan loaders probe Wayland, which complains without a runtime directory.
if [ -z "${XDG_RUNTIME_DIR:-}" ]; then
  export XDG_RUNTIME_DIR="${TMPDIR:-/tmp}/ninth-xdg-$(id -u)"
  mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
fi

# An X display for the window tests: Xvfb picks a free display number itself (-displayfd)
# and is stopped when the command ends.
if [ -z "${DISPLAY:-}" ] && [ "$(uname -s)" = Linux ]; then
  if ! command -v Xvfb >/dev/null 2>&1; then
    echo "with-vulkan: no X display and no Xvfb; installing Xvfb" >&2
    export DEBIAN_FRONTEND=noninteractive
    $sudo_cmd apt-get update -qq
    $sudo_cmd apt-get install -y -qq xvfb >/dev/null
  fi
  display_file="$(mktemp)"
  Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp 3>"$display_file" 2>/dev/null &
  xvfb_pid=$!
  for _ in $(seq 100); do
    [ -s "$display_file" ] && break
    kill -0 "$xvfb_pid" 2>/dev/null || break
    sleep 0.1
  done
  display="$(tr -dc 0-9 <"$display_file")"
  rm -f "$display_file"
  if [ -z "$display" ]; then
    echo "with-vulkan: Xvfb did not start; the window tests will fail without DISPLAY" >&2
    kill "$xvfb_pid" 2>/dev/null || true
  else
    export DISPLAY=":$display"
    trap 'kill "$xvfb_pid" 2>/dev/null; wait "$xvfb_pid" 2>/dev/null || true' EXIT
    set +e
    "$@"
    exit $?
  fi
fi

exec "$@"
