#!/usr/bin/env python3
"""Apply the corpus rule (docs/API-COVERAGE.md, "The corpus") to fetched repositories.

    scripts/api-usage/select-corpus.py FETCHED.txt SRC_DIR > scripts/api-usage/corpus.tsv

FETCHED.txt has one line per fetched repository: `owner/name commit swiftui-files swift-files [date]`;
SRC_DIR/owner+name holds the repository's .swift files. A repository is kept when at least 10 of its Swift
files import SwiftUI and at least one of them uses an API that iOS 15 or later introduced.
"""
import os
import re
import sys

MIN_FILES = 10
IOS15_MARKERS = re.compile(r'\.task\s*[({]|AsyncImage|\.refreshable|@FocusState|\.searchable\(|NavigationStack|'
                           r'\.foregroundStyle\(|\.safeAreaInset\(|\.swipeActions|\.confirmationDialog\(|\.onSubmit|'
                           r'\.submitLabel\(|@Observable\b|\.tint\(|\.borderedProminent|TimelineView|Canvas\s*\{|'
                           r'\.listRowSeparator|\.dynamicTypeSize|\.presentationDetents|\.scrollContentBackground|'
                           r'\.textSelection|Material\b|\.symbolRenderingMode|\.badge\(|\.overlay\s*\{|\.background\s*\{|'
                           r'\.navigationDestination|\.toolbar\s*\{|\.interactiveDismissDisabled|\.onChange\(of:[^)]*\)\s*\{\s*\w*\s*,|'
                           r'\.scrollTargetBehavior|\.containerRelativeFrame|#Preview|\.sensoryFeedback|Tab\(')
IMPORT = re.compile(r'^\s*(?:@[\w()]+\s+)*import\s+SwiftUI\s*$', re.M)

fetched, src = sys.argv[1], sys.argv[2]
print('# repository\tcommit\tswiftui_files\tswift_files\tlast_commit_date')
seen = set()
for line in open(fetched):
    parts = line.split()
    if len(parts) < 4 or parts[0] in seen:
        continue
    seen.add(parts[0])
    repo, commit = parts[0], parts[1]
    root = os.path.join(src, repo.replace('/', '+', 1))
    swiftui, total, modern = 0, 0, False
    for dp, dn, fn in os.walk(root):
        for f in fn:
            if f.endswith('.swift'):
                total += 1
                text = open(os.path.join(dp, f), encoding='utf-8', errors='replace').read()
                if IMPORT.search(text):
                    swiftui += 1
                    modern = modern or bool(IOS15_MARKERS.search(text))
    if swiftui >= MIN_FILES and modern:
        print(f'{repo}\t{commit}\t{swiftui}\t{total}\t{parts[4] if len(parts) > 4 else ""}')
    else:
        print(f'skipped {repo}: {swiftui} SwiftUI files, iOS 15+ API {"seen" if modern else "not seen"}', file=sys.stderr)
