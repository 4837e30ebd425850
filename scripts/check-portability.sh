#!/usr/bin/env bash
# The portability check (docs/DETERMINISM.md, "Checked on every run: the portability check"): one binary, DarkroomPortability, renders a
# fixed set of screens on this machine and again inside a Debian 13 (trixie) root file system with other versions
# of every system library (FreeType, HarfBuzz, libpng, zlib, glibc, libstdc++), the Swift toolchain and the build
# bind-mounted; every PNG must be byte-identical.
#
# The root file system is made once with mmdebstrap and kept in $DARKROOM_ROOTFS_CACHE (default
# ~/.cache/darkroom/trixie-rootfs), outside the repository. Where the check cannot run (not root, no mmdebstrap,
# the archive unreachable) it says so in one line and exits 0, except with CI=true, where that is a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"

rootfs="${DARKROOM_ROOTFS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/darkroom/trixie-rootfs}"
suite=trixie
mirror="${DARKROOM_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
# What DarkroomPortability and the Swift runtime load from the system.
libraries=libpng16-16t64,libfreetype6,libharfbuzz0b,libstdc++6,libgcc-s1,zlib1g,libcurl4t64,libxml2

cannot_run() {
  if [ "${CI:-}" = "true" ]; then
    echo "check-portability: FAILED: cannot run: $1 (CI=true requires this check)" >&2
    exit 1
  fi
  echo "check-portability: skipped: $1"
  exit 0
}

[ "$(id -u)" -eq 0 ] || cannot_run "needs root for chroot and bind mounts (run as root)"
swift_bin="$(command -v swift || true)"
[ -n "$swift_bin" ] || cannot_run "no swift on PATH"
toolchain="$(cd "$(dirname "$(readlink -f "$swift_bin")")/../.." && pwd)"   # /opt/swift for /opt/swift/usr/bin/swift

if [ ! -x "$rootfs/usr/bin/env" ]; then
  command -v mmdebstrap >/dev/null 2>&1 || cannot_run "mmdebstrap is not installed (apt-get install mmdebstrap)"
  echo "check-portability: making the Debian 13 root file system in $rootfs (once)"
  mkdir -p "$(dirname "$rootfs")"
  rm -rf "$rootfs.partial"
  if ! mmdebstrap --quiet --variant=minbase --include="$libraries" "$suite" "$rootfs.partial" "$mirror" \
      > "$(dirname "$rootfs")/mmdebstrap.log" 2>&1; then
    rm -rf "$rootfs.partial"
    cannot_run "mmdebstrap could not make the $suite root file system from $mirror (log: $(dirname "$rootfs")/mmdebstrap.log)"
  fi
  mv "$rootfs.partial" "$rootfs"
fi

swift build --product DarkroomPortability >/dev/null
bin_dir="$(swift build --product DarkroomPortability --show-bin-path)"
[ -x "$bin_dir/DarkroomPortability" ] || { echo "check-portability: FAILED: $bin_dir/DarkroomPortability was not built" >&2; exit 1; }

work="$(mktemp -d "${TMPDIR:-/tmp}/darkroom-portability.XXXXXX")"
guest_dir=/darkroom-portability
mounted=()
cleanup() {
  local status=$?
  for (( i=${#mounted[@]}-1; i>=0; i-- )); do
    umount "${mounted[$i]}" 2>/dev/null || umount -l "${mounted[$i]}" 2>/dev/null || \
      echo "check-portability: could not unmount ${mounted[$i]}" >&2
  done
  rmdir "$rootfs$guest_dir/build" "$rootfs$guest_dir/out" "$rootfs$guest_dir" 2>/dev/null || true
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT INT TERM

bind() {  # bind SOURCE TARGET [ro]
  mkdir -p "$2"
  mount --bind "$1" "$2"
  mounted+=("$2")
  if [ "${3:-}" = ro ]; then mount -o remount,bind,ro "$2"; fi
}

mkdir -p "$work/host" "$work/guest"
"$bin_dir/DarkroomPortability" "$work/host" >/dev/null

# The toolchain at its own path (the binary's run path names it); the build directory somewhere else, so the
# resource bundle is found next to the binary, as for a binary copied to another machine.
bind "$toolchain" "$rootfs$toolchain" ro
bind "$bin_dir" "$rootfs$guest_dir/build" ro
bind "$work/guest" "$rootfs$guest_dir/out"
mount -t proc proc "$rootfs/proc" && mounted+=("$rootfs/proc")
chroot "$rootfs" /usr/bin/env -i PATH=/usr/bin:/bin HOME=/tmp LANG=C.UTF-8 \
  "$guest_dir/build/DarkroomPortability" "$guest_dir/out" >/dev/null

different=()
count=0
for file in "$work/host"/*.png; do
  name="$(basename "$file")"
  count=$((count + 1))
  if ! cmp -s "$file" "$work/guest/$name"; then different+=("$name"); fi
done
extra="$(cd "$work/guest" && ls | while read -r f; do [ -e "$work/host/$f" ] || echo "$f"; done)"
if [ ${#different[@]} -gt 0 ] || [ -n "$extra" ] || [ "$count" -eq 0 ]; then
  echo "check-portability: FAILED: Debian $suite rendered different bytes for: ${different[*]} $extra" >&2
  mkdir -p "$repo/.build/portability"
  rm -rf "$repo/.build/portability/host" "$repo/.build/portability/$suite"
  cp -r "$work/host" "$repo/.build/portability/host"
  cp -r "$work/guest" "$repo/.build/portability/$suite"
  echo "check-portability: both sets of images are in $repo/.build/portability" >&2
  exit 1
fi
echo "check-portability: $count screens byte-identical on this machine and in Debian $suite ($(. "$rootfs/etc/os-release"; echo "$PRETTY_NAME"))"
