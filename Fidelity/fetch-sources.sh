#!/bin/sh
# Brings the view code of the fidelity cases (Fidelity/README.md): for each Cases/<repository>/SOURCES, the listed
# files of the repository at the recorded commit, from GitHub (a shallow, blob-less fetch cached in .build/sources)
# or, when FIDELITY_MIRROR is set, from the bare repository $FIDELITY_MIRROR/<owner>+<name>/repo,
# into Sources/<module>/Fetched (not committed: the repositories' code stays theirs), with the import swap and the
# listed edits applied; and the references and assets a repository's licence does not let us store into
# Cases/<repository>/Fetched/{References,Assets} (not committed either). Re-runs only when a SOURCES file is newer
# than what it produced. A repository that cannot be fetched is named in one line at the end; its module is left
# out of the build (Package.swift) and its cases are listed as not rendered, so the rest still runs offline.
#
# SOURCES lines:   repository <owner/name> | commit <sha> | module <target> | file <path> | tree <folder> (its .swift files) |
#                  extract <path> <first line> <last line> <output name> | edit <output name> <sed expression> |
#                  drop <output name> (a fetched file the cases do not need and Darkroom cannot compile) |
#                  reference <path> (a reference PNG not stored for its licence) |
#                  asset <name> <path> (an image, as <name>.png: JPEGs converted with python3-pil) |
#                  catalogue <folder> <name> (an asset catalogue's colour sets, as <name>.xcassets) |
#                  copy <name> <path> (any other file the views read, e.g. en.lproj/Localizable.strings)
# Every file gets `import FidelityCases` (the XCTestCase stand-in), `import FoundationNetworking` (URLSession and
# URLRequest live there on Linux) and `import DarkroomUI` (for `import SwiftUI`, and for Combine's `ObservableObject`
# and `@Published`, which a file importing only Foundation gets on Apple platforms); imports
# of Combine, UIKit, XCTest, SnapshotTesting and the tested module go; platform conditions are evaluated as for iOS.
set -eu
root=$(cd "$(dirname "$0")" && pwd)
missing=""
for manifest in "$root"/Cases/*/SOURCES; do
    repository=$(awk '$1 == "repository" { print $2 }' "$manifest")
    commit=$(awk '$1 == "commit" { print $2 }' "$manifest")
    module=$(awk '$1 == "module" { print $2 }' "$manifest")
    if [ -z "$repository" ] || [ -z "$commit" ] || [ -z "$module" ]; then
        echo "fetch-sources: $manifest needs repository, commit and module lines" >&2
        exit 1
    fi
    out="$root/Sources/$module/Fetched"
    data="$(dirname "$manifest")/Fetched"
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
        if ! GIT_TERMINAL_PROMPT=0 timeout 120 git -C "$cache" fetch -q --depth 1 --filter=blob:none origin "$commit" 2>/dev/null; then
            rm -rf "$cache" "$out"
            missing="$missing $repository"
            continue
        fi
    fi
    rm -rf "$out" "$data"
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
        reference)
            mkdir -p "$(dirname "$data/References/$rest")"
            git --git-dir="$gitdir" show "$commit:$rest" > "$data/References/$rest"
            ;;
        asset)
            name=${rest%% *}
            mkdir -p "$data/Assets"
            git --git-dir="$gitdir" show "$commit:${rest#* }" | /usr/bin/python3 -c '
import io, sys
from PIL import Image
Image.open(io.BytesIO(sys.stdin.buffer.read())).convert("RGBA").save(sys.argv[1], "PNG")' "$data/Assets/$name.png"
            ;;
        copy)
            name=${rest%% *}
            mkdir -p "$(dirname "$data/Assets/$name")"
            git --git-dir="$gitdir" show "$commit:${rest#* }" > "$data/Assets/$name"
            ;;
        catalogue)
            set -- $rest
            git --git-dir="$gitdir" ls-tree -r --name-only "$commit" -- "$1" | grep 'Contents\.json$' | while IFS= read -r path; do
                target="$data/Assets/$2.xcassets/${path#"$1"/}"
                mkdir -p "$(dirname "$target")"
                git --git-dir="$gitdir" show "$commit:$path" > "$target"
            done
            ;;
        esac
    done < "$manifest"
    for file in "$out"/*.swift; do
        sed -i -e '1i import FidelityCases\nimport FoundationNetworking\nimport DarkroomUI' -e '/^import SwiftUI$/d' \
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
if [ -n "$missing" ]; then
    echo "fidelity: the code of$missing could not be fetched: it needs network access to github.com, or FIDELITY_MIRROR=<folder of <owner>+<name>/repo bare repositories>; their cases are listed as not rendered, the others run." >&2
fi
exit 0
