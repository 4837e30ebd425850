#!/usr/bin/env bash
# Type-checks public snapshot test files written for swift-snapshot-testing + SwiftUI against this package,
# with only their imports swapped: `import SnapshotTesting` → `import Darkroom`, `import SwiftUI` →
# `import DarkroomUI` (and the module names where code qualifies a name with them: `SwiftUI.View`,
# `SnapshotTesting.assertSnapshot`). The app sources a test needs are compiled into the same module, so its
# `@testable import <App>` is dropped. The files come from local clones of the repositories listed in
# scripts/third-party-suites.tsv (repository, commit, paths) and are never copied into this repository.
#
# Usage: scripts/compile-third-party-suites.sh [MIRRORS]
#   MIRRORS: a directory holding one bare clone per repository as <owner>+<name>/repo (default /work/.mirror).
# Needs `swift build --target Darkroom --target Jokes` first. Swift 5 language mode, as the suites' own
# iOS test targets use; SWIFT_VERSION=6 checks them in Swift 6 mode instead.
set -u
cd "$(dirname "$0")/.."
mirrors=${1:-/work/.mirror}
list=scripts/third-party-suites.tsv
build=$(swift build --show-bin-path 2>/dev/null || echo .build/debug)
modules="$build/Modules"
[ -d "$modules" ] || modules="$build"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

flags=(-typecheck -swift-version "${SWIFT_VERSION:-5}" -I "$modules" -module-name SuiteUnderTest)
# `#Preview` and the other DarkroomUI macros, as SwiftPM passes them.
[ -x "$build/DarkroomMacros-tool" ] && flags+=(-load-plugin-executable "$build/DarkroomMacros-tool#DarkroomMacros")
for map in Sources/CLibPNG Sources/CFreeType Sources/CHarfBuzz; do
    flags+=(-Xcc -fmodule-map-file="$PWD/$map/module.modulemap")
done
for pkg in freetype2 harfbuzz libpng; do
    for include in $(pkg-config --cflags-only-I "$pkg" 2>/dev/null); do flags+=(-Xcc "$include"); done
done

swap() {
    sed -E \
        -e 's/^([[:space:]]*)(@_implementationOnly[[:space:]]+)?import[[:space:]]+SnapshotTesting[[:space:]]*$/\1import Darkroom/' \
        -e 's/^([[:space:]]*)import[[:space:]]+SwiftUI[[:space:]]*$/\1import DarkroomUI/' \
        -e 's/\bSwiftUI\./DarkroomUI./g' \
        -e 's/\bSnapshotTesting\.(assertSnapshot|assertSnapshots|verifySnapshot|Snapshotting|Diffing)/Darkroom.\1/g'
}

total=0; passed=0; failed_list=()
while IFS=$'\t' read -r repo commit path sources note; do
    case "$repo" in ''|'#'*) continue ;; esac
    total=$((total + 1))
    git_dir="$mirrors/${repo/\//+}/repo"
    case_dir="$work/$total"; mkdir -p "$case_dir"
    if ! git --git-dir="$git_dir" show "$commit:$path" > "$case_dir/original.swift" 2>/dev/null; then
        echo "MISSING  $repo $path (no clone at $git_dir or no such commit/path)"; failed_list+=("$repo $path"); continue
    fi
    files=("$case_dir/Test.swift")
    swap < "$case_dir/original.swift" > "$case_dir/Test.swift"
    if [ "$sources" != "-" ]; then
        # The app's sources are part of this module: its `@testable import` names no module here.
        sed -i -E 's/^@testable[[:space:]]+import[[:space:]]+[A-Za-z_]+[[:space:]]*$//' "$case_dir/Test.swift"
        IFS=',' read -ra extra <<< "$sources"
        for source in "${extra[@]}"; do
            target="$case_dir/$(basename "$source")"
            git --git-dir="$git_dir" show "$commit:$source" | swap > "$target"
            files+=("$target")
        done
    fi
    if swiftc "${flags[@]}" "${files[@]}" > "$case_dir/log" 2>&1; then
        passed=$((passed + 1)); echo "COMPILES $repo $path"
    else
        failed_list+=("$repo $path"); echo "FAILS    $repo $path"
        grep -E "error:" "$case_dir/log" | sed -E "s|$case_dir/||" | sort -u | head -8 | sed 's/^/           /'
    fi
done < "$list"

echo
echo "$passed of $total test files compile ($(( total > 0 ? passed * 100 / total : 0 )) %)."
[ "$total" -gt 0 ] && [ $((passed * 10)) -ge $((total * 9)) ]
