#!/usr/bin/env bash
# Formats every tracked Swift file under Sources/, Tests/ and Examples/ in place with the committed
# .swift-format configuration (`swift format`, part of the toolchain). Run it, then commit the result on its own;
# scripts/check-format.sh (in `make test`) fails while a file differs from what this script would write.
set -euo pipefail
cd "$(dirname "$0")/.."
swift format --version >/dev/null 2>&1 || { echo "format: 'swift format' is missing: install a Swift 6 toolchain" >&2; exit 1; }
# The tracked Swift files; outside a git checkout (CI's stand-alone copy), every Swift file outside build folders.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files -- 'Sources/*.swift' 'Tests/*.swift' 'Examples/*.swift')
else
  mapfile -t files < <(find Sources Tests Examples -name '*.swift' -not -path '*/.build/*' -not -path '*/.swiftpm/*' | LC_ALL=C sort)
fi
swift format format --in-place --parallel --configuration .swift-format "${files[@]}"
echo "format: ${#files[@]} files formatted; $(git diff --name-only -- "${files[@]}" | wc -l) changed"
