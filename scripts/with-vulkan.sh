#!/usr/bin/env bash
# Runs a command with a Vulkan driver available. When the machine has no Vulkan driver, it
# installs Mesa's software one (lavapipe) first; when lavapipe is the only driver, it selects
# it. A machine with a real GPU driver is left as it is.
#   scripts/with-vulkan.sh cargo test --workspace
set -euo pipefail

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
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
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

exec "$@"
