#!/usr/bin/env bash
# Type-checks public snapshot test files written for swift-snapshot-testing + SwiftUI against this package,
# with only their imports swapped: `import SnapshotTesting` → `import Darkroom`, `import SwiftUI` →
# `import DarkroomUI` in app code and `import Darkroom` in test code (on iOS `import SwiftUI` brings UIKit along,
# and Darkroom's UIKit stand-ins are test-side: a test file's path has a directory whose name ends in `Tests`),
# `import UIKit` → `import Darkroom` (whose UIKit stand-ins are all of UIKit there is; whatever
# they do not cover fails to compile), `import Combine` → `import DarkroomUI` (which has the Combine names SwiftUI
# apps use, README "Coming from swift-snapshot-testing"), `import CoreGraphics` → `import Foundation` (where
# `CGFloat`, `CGSize`… live on Linux) (and the module names where code qualifies a name with them: `SwiftUI.View`,
# `SnapshotTesting.assertSnapshot`). `import Foundation` stays and is completed to what it is on Apple platforms:
# `import FoundationNetworking` is added (`URLSession` and `URLRequest` live there on Linux), and a file that uses
# Combine's names (`ObservableObject`, `@Published`, `AnyCancellable`, a subject, `Just`), which Apple's Foundation
# brings along, gets `import DarkroomUI` too when no swapped import brings it already. The app sources a test needs are compiled into the same module, so its
# `@testable import <App>` is dropped. The files come from local clones of the repositories listed in
# scripts/third-party-suites.tsv (repository, commit, paths) and are never copied into this repository.
#
# Which files (the rule, applied before any file was compiled; scripts/third-party-suites.tsv lists the result):
#   1. Repositories: public iOS apps and libraries found with code search for swift-snapshot-testing suites of
#      SwiftUI views (queries for `UIHostingController(rootView:` with `assertSnapshot`, `Snapshotting where
#      Value: SwiftUI.View`, `.image(layout: .device(config:`, and paths such as `SnapshotTests/SnapshotTests.swift`).
#   2. Files: every `.swift` file at the fetched commit that has a column-0 `import SnapshotTesting`, calls
#      `assertSnapshot`/`assertSnapshots`/`verifySnapshot` or extends `Snapshotting`, and snapshots SwiftUI:
#      a column-0 `import SwiftUI`, a `UIHostingController`, or a SwiftUI-only layout
#      (`layout: .device`/`.sizeThatFits`/`.fixed`).
#   3. At most two per repository: the first two in byte order of their paths.
#   4. Each file is compiled with the app sources it names, listed in the fourth column (a path ending in `/`
#      stands for every `.swift` file under it: the app's or library's module). A file whose test or app code
#      imports another package or an Apple framework Darkroom does not stand in for (Firebase, WebKit, Network,
#      ActivityKit, a scale library…) is left out and reported as LEFT OUT, before compiling; UIKit code is
#      not left out: what the UIKit stand-ins do not cover counts as a failure.
#   5. Also left out: files of macOS-only targets (`NSHostingView`; Darkroom draws iOS), the clones of
#      swift-snapshot-testing itself and of OpenSwiftUI.
#
# Usage: scripts/compile-third-party-suites.sh [MIRRORS]
#   MIRRORS: a directory holding one clone per repository as <owner>+<name>/repo (bare, or with a .git folder;
#   default /work/.mirror).
# Needs `swift build --target Darkroom` first. Swift 5 language mode, as the suites' own iOS test targets use;
# SWIFT_VERSION=6 checks them in Swift 6 mode instead. AS_IOS=1 also reads `#if os(iOS)` as true and `os(macOS)` as
# false, as the suites' iOS targets compile them (on Linux both are false, so such code takes its `#else` branch):
# that edits code, not imports, and is not the figure the docs cite.
set -u
cd "$(dirname "$0")/.."
mirrors=${1:-/work/.mirror}
list=${THIRD_PARTY_LIST:-scripts/third-party-suites.tsv}
build=$(swift build --show-bin-path 2>/dev/null || echo .build/debug)
modules="$build/Modules"
[ -d "$modules" ] || modules="$build"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

flags=(-typecheck -D DEBUG -swift-version "${SWIFT_VERSION:-5}" -I "$modules" -module-name SuiteUnderTest)
# `#Preview` and the other DarkroomUI macros, as SwiftPM passes them.
[ -x "$build/DarkroomMacros-tool" ] && flags+=(-load-plugin-executable "$build/DarkroomMacros-tool#DarkroomMacros")
for map in Sources/CLibPNG Sources/CFreeType Sources/CHarfBuzz; do
    flags+=(-Xcc -fmodule-map-file="$PWD/$map/module.modulemap")
done
# The C targets without a module map of their own: SwiftPM writes theirs into the build folder.
for target in CDarkroomSHA256 CDarkroomStartup; do
    [ -f "$build/$target.build/module.modulemap" ] && flags+=(-Xcc -fmodule-map-file="$build/$target.build/module.modulemap")
    flags+=(-Xcc -I"$PWD/Sources/$target/include")
done
for pkg in freetype2 harfbuzz libpng; do
    for include in $(pkg-config --cflags-only-I "$pkg" 2>/dev/null); do flags+=(-Xcc "$include"); done
done

swap() {
    local swiftui=DarkroomUI conditions=()
    [[ "$2" =~ (^|/)[^/]*Tests/ ]] && swiftui=Darkroom
    [ "${AS_IOS:-0}" = 1 ] && conditions=(-e 's/\bos\(iOS\)/true/g' -e 's/\bos\(macOS\)/false/g')
    sed -E "${conditions[@]}" \
        -e 's/^([[:space:]]*)(@_implementationOnly[[:space:]]+)?import[[:space:]]+SnapshotTesting[[:space:]]*$/\1import Darkroom/' \
        -e "s/^([[:space:]]*)import[[:space:]]+SwiftUI[[:space:]]*\$/\\1import $swiftui/" \
        -e 's/^([[:space:]]*)import[[:space:]]+UIKit[[:space:]]*$/\1import Darkroom/' \
        -e 's/^([[:space:]]*)import[[:space:]]+Combine[[:space:]]*$/\1import DarkroomUI/' \
        -e 's/^([[:space:]]*)import[[:space:]]+CoreGraphics[[:space:]]*$/\1import Foundation/' \
        -e 's/\bSwiftUI\./DarkroomUI./g' \
        -e 's/\bSnapshotTesting\.(assertSnapshot|assertSnapshots|verifySnapshot|Snapshotting|Diffing)/Darkroom.\1/g' \
        > "$1"
    # Foundation as on Apple platforms (see the header): URL loading, and Combine where the file uses it.
    sed -i -E '0,/^([[:space:]]*)import[[:space:]]+Foundation[[:space:]]*$/s//&\n\1import FoundationNetworking/' "$1"
    if ! grep -q -E '^[[:space:]]*(@testable[[:space:]]+)?import[[:space:]]+(Darkroom|DarkroomUI)[[:space:]]*$' "$1" \
        && grep -q -E '^[[:space:]]*import[[:space:]]+Foundation[[:space:]]*$' "$1" \
        && grep -q -E '\b(ObservableObject|@Published|AnyCancellable|PassthroughSubject|CurrentValueSubject|Just\()' "$1"; then
        sed -i -E '0,/^([[:space:]]*)import[[:space:]]+Foundation[[:space:]]*$/s//&\n\1import DarkroomUI/' "$1"
    fi
}

total=0; passed=0; skipped=0; failed_list=()
while IFS=$'\t' read -r repo commit path sources modules_of_app note; do
    case "$repo" in ''|'#'*) continue ;; esac
    total=$((total + 1))
    git_dir="$mirrors/${repo/\//+}/repo"
    [ -d "$git_dir/.git" ] && git_dir="$git_dir/.git"
    case_dir="$work/$total"; mkdir -p "$case_dir"
    if ! git --git-dir="$git_dir" show "$commit:$path" > "$case_dir/original.swift" 2>/dev/null; then
        echo "MISSING  $repo $path (no clone at $git_dir or no such commit/path)"; failed_list+=("$repo $path"); continue
    fi
    files=("$case_dir/Test.swift")
    swap "$case_dir/Test.swift" "$path" < "$case_dir/original.swift"
    # The app's sources are part of this module: an import of the app's module names no module here (kept
    # only for a module this package builds, such as the article's `Jokes`).
    while IFS= read -r module; do
        [ -f "$modules/$module.swiftmodule" ] || [ -d "$modules/$module.swiftmodule" ] && continue
        sed -i -E "s/^(@testable[[:space:]]+)?import[[:space:]]+$module[[:space:]]*\$//" "$case_dir/Test.swift"
    done < <({ sed -n -E 's/^@testable[[:space:]]+import[[:space:]]+([A-Za-z_][A-Za-z0-9_]*)[[:space:]]*$/\1/p' "$case_dir/Test.swift"
               [ "$modules_of_app" != "-" ] && [ -n "$modules_of_app" ] && tr ',' '\n' <<< "$modules_of_app"; } | sort -u)
    if [ "$sources" != "-" ]; then
        IFS=',' read -ra listed <<< "$sources"
        extra=()
        for source in "${listed[@]}"; do
            case "$source" in
                */) while IFS= read -r file; do extra+=("$file"); done \
                        < <(git --git-dir="$git_dir" ls-tree -r --name-only "$commit" -- "$source" | grep '\.swift$') ;;
                *) extra+=("$source") ;;
            esac
        done
        n=0
        for source in "${extra[@]}"; do
            n=$((n + 1))
            target="$case_dir/$n-$(basename "$source")"
            git --git-dir="$git_dir" show "$commit:$source" | swap "$target" "$source"
            for module in ${modules_of_app//,/ }; do
                [ "$module" = "-" ] || sed -i -E "s/^(@testable[[:space:]]+)?import[[:space:]]+$module[[:space:]]*\$//" "$target"
            done
            files+=("$target")
        done
    fi
    # Rule 4: a file whose test or app code imports a module that is neither Apple's SwiftUI/UIKit/Combine/
    # Foundation/XCTest/Testing/Observation (swapped above) nor the app's own is left out, before compiling:
    # Darkroom does not stand in for other packages and frameworks (Firebase, WebKit, Network, …).
    foreign=$(sed -n -E 's/^[[:space:]]*(@testable[[:space:]]+|@_implementationOnly[[:space:]]+|@preconcurrency[[:space:]]+)?import[[:space:]]+((class|struct|enum|protocol|func|var|let|typealias)[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*).*$/\4/p' "${files[@]}" \
        | sort -u | while IFS= read -r module; do
            # AppKit and Cocoa are not left out: an iOS target imports them only under `#if os(macOS)`, and an
            # unconditional import fails the compile, counted.
            case "$module" in Darkroom|DarkroomUI|Foundation|FoundationNetworking|XCTest|Testing|Observation|AppKit|Cocoa) continue ;; esac
            [ -e "$modules/$module.swiftmodule" ] && continue
            echo "$module"
        done | tr '\n' ' ')
    if [ -n "$foreign" ]; then
        total=$((total - 1)); skipped=$((skipped + 1)); echo "LEFT OUT $repo $path (needs ${foreign% })"; continue
    fi
    if swiftc "${flags[@]}" "${files[@]}" > "$case_dir/log" 2>&1; then
        passed=$((passed + 1)); echo "COMPILES $repo $path"
    else
        failed_list+=("$repo $path"); echo "FAILS    $repo $path"
        grep -E "error:" "$case_dir/log" | sed -E "s|$case_dir/||" | sort -u | head -"${THIRD_PARTY_ERRORS:-8}" | sed 's/^/           /'
    fi
done < "$list"

echo
echo "$passed of $total test files compile ($(( total > 0 ? passed * 100 / total : 0 )) %); $skipped left out by rule 4 (they need another package or framework)."
[ "$total" -gt 0 ] && [ $((passed * 10)) -ge $((total * 9)) ]
