#!/usr/bin/env python3
"""Checks that the repository's documentation references resolve (run by `make test`).

In every tracked Markdown file:
  - a relative link `[text](path#anchor)`, `<img src="path">` or `<a href="path">` names a file that exists and,
    with an anchor, a heading of that Markdown file (GitHub's anchor rule);
In every tracked Markdown, Swift, shell and Python file and the Makefile (comments and text alike):
  - a document cited by name (`docs/LAYOUT.md`, `LAYOUT.md`) exists, in docs/ or at the root;
  - `LAYOUT.md §3` names a heading that starts with `§3`, and `§1.4` item 4 of the numbered list under `§1`;
    a bare `§1.4` refers to the last document cited with a `§` earlier in the same file (references to
    issues, "issue 10 §4", are not checked);
  - `FIDELITY.md, "Fonts"` (or `FIDELITY.md ("Fonts")`, or README's `(README, "Performance")`) names a heading
    of that document, compared without Markdown formatting.
Prints each broken reference as `file:line: what` and exits 1 when there is one.
"""
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHECKED_SUFFIXES = {".md", ".swift", ".sh", ".py"}


def tracked_files():
    """The repository's files: git's tracked and untracked ones (minus what .gitignore excludes) or, in a copy
    without git (`.ci/run`), every file outside build folders."""
    try:
        out = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout
        names = sorted(set(out.splitlines()))
    except (OSError, subprocess.CalledProcessError):
        names = []
        for folder, dirs, files in os.walk(ROOT):
            dirs[:] = sorted(d for d in dirs if not d.startswith((".build", ".git", ".swiftpm")))
            names += [os.path.relpath(os.path.join(folder, f), ROOT) for f in sorted(files)]
    for name in names:
        path = ROOT / name
        if not path.is_file():
            continue
        if path.suffix in CHECKED_SUFFIXES or path.name == "Makefile":
            yield path


def plain(text):
    """A heading's text without Markdown formatting."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return text.replace("`", "").replace("*", "").strip()


def slug(heading):
    """GitHub's anchor for a heading."""
    text = plain(heading).lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


class Document:
    def __init__(self, path):
        self.path = path
        self.headings = []          # (level, text)
        self.numbered = {}          # "§N" -> set of list item numbers under that heading
        in_code = False
        current = None
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.lstrip().startswith("```"):
                in_code = not in_code
                continue
            if in_code:
                continue
            m = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
            if m:
                text = m.group(2)
                self.headings.append((len(m.group(1)), text))
                s = re.match(r"§(\d+)\b", plain(text))
                current = s.group(1) if s else None
                if current is not None:
                    self.numbered.setdefault(current, set())
                continue
            item = re.match(r"^(\d+)\.\s", line)
            if item and current is not None:
                self.numbered[current].add(int(item.group(1)))

    def anchors(self):
        seen = {}
        result = set()
        for _, text in self.headings:
            base = slug(text)
            n = seen.get(base, 0)
            result.add(base if n == 0 else f"{base}-{n}")
            seen[base] = n + 1
        return result

    def has_heading(self, title):
        wanted = plain(title).rstrip(".").lower()
        return any(plain(text).lower() == wanted or plain(text).lower().startswith(wanted + " ")
                   for _, text in self.headings)

    def has_section(self, number, item=None):
        key = str(number)
        if key not in self.numbered:
            return False
        return item is None or item in self.numbered[key]


documents = {}


def document(path):
    path = path.resolve()
    if path not in documents:
        documents[path] = Document(path)
    return documents[path]


def find_doc(name, relative_to):
    """The file a citation names: relative to the citing file, the root, or docs/."""
    for base in (relative_to.parent, ROOT, ROOT / "docs"):
        candidate = (base / name)
        if candidate.is_file():
            return candidate
    if "/" not in name and name != "README.md":
        return None
    candidate = ROOT / name
    return candidate if candidate.is_file() else None


LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
HTML = re.compile(r"<(?:img|a)\s[^>]*?(?:src|href)=\"([^\"]+)\"")
DOC_NAME = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)*[A-Z][A-Z0-9_]*\.md)\b")
SECTION = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)*[A-Z][A-Z0-9_]*\.md)(?: \(?|,? )§(\d+)(?:\.(\d+))?(?:[–-](\d+)(?:\.(\d+))?)?")
BARE_SECTION = re.compile(r"§(\d+)(?:\.(\d+))?(?:[–-](\d+)(?:\.(\d+))?)?")
TITLED = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)*[A-Z][A-Z0-9_]*\.md|README),? \(?[\"“]([^\"”]+)[\"”]")


def check_file(path, errors):
    text = path.read_text(encoding="utf-8", errors="replace")
    rel = path.relative_to(ROOT)
    is_markdown = path.suffix == ".md"
    last_cited = None
    in_code = False
    for number, line in enumerate(text.splitlines(), 1):
        def fail(message):
            errors.append(f"{rel}:{number}: {message}")

        if is_markdown and line.lstrip().startswith("```"):
            in_code = not in_code
            continue
        if is_markdown and not in_code:
            for target in LINK.findall(line) + HTML.findall(line):
                if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("//"):
                    continue
                file_part, _, anchor = target.partition("#")
                linked = (path.parent / file_part) if file_part else path
                if not linked.exists():
                    fail(f"link to {target}: no such file")
                    continue
                if anchor and linked.suffix == ".md" and anchor not in document(linked).anchors():
                    fail(f"link to {target}: {linked.relative_to(ROOT)} has no heading with that anchor")

        # Documents cited by name.
        for name in DOC_NAME.findall(line):
            if find_doc(name, path) is None:
                fail(f"{name}: no such document")

        # `LAYOUT.md §3`, `§1.4`.
        consumed = []
        for m in SECTION.finditer(line):
            consumed.append(m.span())
            cited = find_doc(m.group(1), path)
            if cited is None or cited.suffix != ".md":
                continue
            last_cited = cited
            check_section(document(cited), m.group(2), m.group(3), m.group(4), m.group(5), m.group(0), fail)
        for m in BARE_SECTION.finditer(line):
            if any(start <= m.start() < end for start, end in consumed):
                continue
            before = line[max(0, m.start() - 12):m.start()]
            if last_cited is None or "issue" in before.lower():
                continue
            check_section(document(last_cited), m.group(1), m.group(2), m.group(3), m.group(4), m.group(0), fail)

        # `FIDELITY.md, "Fonts"`.
        for name, title in TITLED.findall(line):
            cited = find_doc("README.md" if name == "README" else name, path)
            if cited is None:
                continue
            if not document(cited).has_heading(title):
                fail(f"{name}, \"{title}\": {cited.relative_to(ROOT)} has no such heading")


def check_section(doc, number, item, end_number, end_item, quoted, fail):
    rel = doc.path.relative_to(ROOT)
    # `§1.3–1.4` or `§1.3–4`: a range of items of one section; `§7–8`: a range of sections.
    if item is not None:
        items = [int(item)]
        if end_item is not None:
            items.append(int(end_item))
        elif end_number is not None:
            items.append(int(end_number))
        for i in items:
            if not doc.has_section(number, i):
                fail(f"{quoted}: {rel} has no item {i} under a heading starting with §{number}")
        return
    for n in [number] + ([end_number] if end_number is not None else []):
        if not doc.has_section(n):
            fail(f"{quoted}: {rel} has no heading starting with §{n}")


def main():
    errors = []
    for path in tracked_files():
        check_file(path, errors)
    for error in errors:
        print(error)
    if errors:
        print(f"check-docs: {len(errors)} broken reference(s)", file=sys.stderr)
        return 1
    print("check-docs: every link and section reference resolves")
    return 0


if __name__ == "__main__":
    sys.exit(main())
