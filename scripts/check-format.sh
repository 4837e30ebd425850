#!/usr/bin/env bash
# The format check in `make test`: every tracked Swift file under Sources/, Tests/ and Examples/ must be exactly
# what `swift format` writes with the committed .swift-format configuration. The files are formatted in a
# scratch copy, never in place; each file that differs is named with its diff. Fix: scripts/format.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! swift format --version >/dev/null 2>&1; then
  if [ "${CI:-}" = "true" ]; then echo "check-format: FAILED: 'swift format' is missing" >&2; exit 1; fi
  echo "check-format: skipped: 'swift format' is missing (it ships with Swift 6 toolchains)"
  exit 0
fi
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
# The tracked Swift files; outside a git checkout (CI's stand-alone copy), every Swift file outside build folders.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files -- 'Sources/*.swift' 'Tests/*.swift' 'Examples/*.swift')
else
  mapfile -t files < <(find Sources Tests Examples -name '*.swift' -not -path '*/.build/*' -not -path '*/.swiftpm/*' | LC_ALL=C sort)
fi
tar cf - -- "${files[@]}" | tar xf - -C "$scratch"
cp .swift-format "$scratch/.swift-format"
(cd "$scratch" && swift format format --in-place --parallel --configuration .swift-format "${files[@]}")
differing=0
for file in "${files[@]}"; do
  if ! cmp -s "$file" "$scratch/$file"; then
    differing=$((differing + 1))
    [ "$differing" -le 20 ] && diff -u "$file" "$scratch/$file" --label "$file" --label "$file (formatted)" | head -40 || true
  fi
done
if [ "$differing" -gt 0 ]; then
  echo "check-format: FAILED: $differing of ${#files[@]} Swift files are not formatted as .swift-format says; run scripts/format.sh and commit the result" >&2
  exit 1
fi
echo "check-format: all ${#files[@]} Swift files are formatted"
