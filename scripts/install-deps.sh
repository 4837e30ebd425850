#!/usr/bin/env bash
# Installs the Debian packages Darkroom needs, only those that are missing, and says which.
# Usage: scripts/install-deps.sh [--with-browser] [--with-font-tools]
#   --with-browser  also installs chromium, which the HTML report test (DarkroomReviewTests) drives
#                   headless, and mmdebstrap, with which the portability check makes its Debian 13 root
#                   file system (scripts/check-portability.sh); `make test` passes it.
#   --with-font-tools also installs what the font measurements need (scripts/measure-text-widths.py,
#                   scripts/measure-font-widths.py): HarfBuzz's hb-shape, fontTools, TeX Gyre's metric clones.
set -euo pipefail

# The fonts are not among them: Darkroom ships the files it draws with (Sources/DarkroomFonts/Fonts).
packages=(pkg-config libpng-dev libfreetype-dev libharfbuzz-dev)
for option in "$@"; do
  case "$option" in
    --with-browser) packages+=(chromium mmdebstrap) ;;
    --with-font-tools) packages+=(libharfbuzz-bin python3-fonttools fonts-texgyre) ;;
  esac
done

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "darkroom: installing missing Debian packages: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo="sudo"
  else
    echo "darkroom: need root (or sudo) to install: ${missing[*]}" >&2
    echo "darkroom: run as root: apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
echo "darkroom: installed ${missing[*]}"
