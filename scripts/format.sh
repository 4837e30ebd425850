#!/usr/bin/env bash
# Formats every tracked Swift file under Sources/, Tests/ and Examples/ in place with the committed
# .swift-format configuration (`swift format`, part of the toolchain). Run it, then commit the result on its own;
# scripts/check-format.sh (in `make test`) fails while a file differs from what this script would write.
set -euo pipefail
cd "$(dirname "$0")/.."
swift format --version >/dev/null 2>&1 || { echo "format: 'swift format' is missing: install a Swift 6 toolchain" >&2; exit 1; }
mapfile -t files < <(git ls-files -- 'Sources/*.swift' 'Tests/*.swift' 'Examples/*.swift')
swift format format --in-place --parallel --configuration .swift-format "${files[@]}"
echo "format: ${#files[@]} files formatted; $(git diff --name-only -- "${files[@]}" | wc -l) changed"
