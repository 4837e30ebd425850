#!/bin/sh
# Brings the view code of the fidelity cases (Fidelity/README.md): for each Cases/<repository>/SOURCES, the listed
# files of the repository at the recorded commit, from GitHub (a shallow, blob-less fetch cached in .build/sources)
# or, when FIDELITY_MIRROR is set, from the bare repository $FIDELITY_MIRROR/<owner>+<name>/repo,
# into Sources/<module>/Fetched (not committed: the repositories' code stays theirs), with the import swap and the
# listed edits applied. Re-runs only when a SOURCES file is newer than what it produced.
#
# SOURCES lines:   repository <owner/name> | commit <sha> | module <target> | file <path> | tree <folder> (its .swift files) |
#                  extract <path> <first line> <last line> <output name> | edit <output name> <sed expression> |
#                  drop <output name> (a fetched file the cases do not need and Darkroom cannot compile)
# Every file gets `import FidelityCases` (the XCTestCase stand-in) and `import DarkroomUI` for `import SwiftUI`; imports
# of Combine, UIKit, XCTest, SnapshotTesting and the tested module go; platform conditions are evaluated as for iOS.
set -eu
root=$(cd "$(dirname "$0")" && pwd)
status=0
for manifest in "$root"/Cases/*/SOURCES; do
    repository=$(awk '$1 == "repository" { print $2 }' "$manifest")
    commit=$(awk '$1 == "commit" { print $2 }' "$manifest")
    module=$(awk '$1 == "module" { print $2 }' "$manifest")
    if [ -z "$repository" ] || [ -z "$commit" ] || [ -z "$module" ]; then
        echo "fetch-sources: $manifest needs repository, commit and module lines" >&2
        exit 1
    fi
    out="$root/Sources/$module/Fetched"
    if [ -f "$out/.done" ] && [ "$out/.done" -nt "$manifest" ]; then continue; fi
    cache="$root/.build/sources/$(echo "$repository" | tr / -)"
    mirror="${FIDELITY_MIRROR:-}/$(echo "$repository" | tr / +)/repo"
    gitdir="$cache/.git"
    if [ -n "${FIDELITY_MIRROR:-}" ] && git --git-dir="$mirror" cat-file -e "$commit^{commit}" 2>/dev/null; then
        gitdir="$mirror"
    elif ! git -C "$cache" cat-file -e "$commit^{commit}" 2>/dev/null; then
        rm -rf "$cache"
        git init -q "$cache"
        git -C "$cache" remote add origin "https://github.com/$repository"
        if ! git -C "$cache" fetch -q --depth 1 --filter=blob:none origin "$commit"; then
            echo "fetch-sources: could not fetch $repository at $commit (no network?); its cases will not build" >&2
            status=1
            continue
        fi
    fi
    rm -rf "$out"
    mkdir -p "$out"
    while IFS= read -r line; do
        kind=${line%% *}
        rest=${line#* }
        case "$kind" in
        file)
            git --git-dir="$gitdir" show "$commit:$rest" > "$out/$(basename "$rest")"
            ;;
        tree)
            git --git-dir="$gitdir" ls-tree -r --name-only "$commit" -- "$rest" | grep '\.swift$' | while IFS= read -r path; do
                git --git-dir="$gitdir" show "$commit:$path" > "$out/$(basename "$path")"
            done
            ;;
        extract)
            set -- $rest
            git --git-dir="$gitdir" show "$commit:$1" | sed -n "$2,$3p" > "$out/$4"
            ;;
        esac
    done < "$manifest"
    for file in "$out"/*.swift; do
        sed -i -e '1i import FidelityCases' -e 's/^import SwiftUI$/import DarkroomUI/' \
            -e 's/os(iOS)/true/g' -e 's/os(macOS)/false/g' -e 's/canImport(UIKit)/true/g' -e 's/canImport(AppKit)/false/g' \
            -e '/^import \(Combine\|UIKit\|XCTest\|SnapshotTesting\)$/d' -e '/^@testable import /d' "$file"
    done
    while IFS= read -r line; do
        kind=${line%% *}
        rest=${line#* }
        if [ "$kind" = edit ]; then
            name=${rest%% *}
            sed -i -e "${rest#* }" "$out/$name"
        elif [ "$kind" = drop ]; then
            rm -f "$out/$rest"
        fi
    done < "$manifest"
    touch "$out/.done"
done
exit $status
