#!/usr/bin/env bash
# Proves `darkroom shard` on the project's own suite: the tests of four shards are the tests of one
# unsharded run, each exactly once. Runs the built suite five times (needs `swift build --build-tests`).
#
#   scripts/check-shards.sh              the unsharded run's failures do not matter here
#   scripts/check-shards.sh --run-tests  the unsharded run is the test run (`make test`): `swift test`
#                                        with its output shown, and the script fails when it fails
set -euo pipefail
cd "$(dirname "$0")/.."
count="${SHARDS:-4}"
run_tests=false
[ "${1:-}" = "--run-tests" ] && run_tests=true
work="$(mktemp -d "${TMPDIR:-/tmp}/darkroom-shards.XXXXXX")"
trap 'rm -rf "$work"' EXIT

tests_status=0
if $run_tests; then
  # The test run itself (it builds what it needs), kept as the unsharded run.
  set +e
  swift test --xunit-output "$work/all.xml" 2>&1 | tee "$work/all.log"
  tests_status="${PIPESTATUS[0]}"
  set -e
fi

swift build --product darkroom >/dev/null
darkroom="$(swift build --show-bin-path)/darkroom"
swift test list --skip-build > "$work/list.txt"

# The tests a run executed: XCTest's "Test Case '…' started" lines and Swift Testing's xUnit file
# (swift test writes XCTest's xUnit only with --parallel), one "suite/test" a line, sorted.
executed() {
  {
    grep -oE "^Test Case '[^']+' started" "$1.log" | sed -E "s/^Test Case '(.*)' started/xctest:\1/" || true
    grep -o '<testcase [^>]*>' "$1-swift-testing.xml" 2>/dev/null \
      | sed -E 's/.*classname="([^"]*)".*name="([^"]*)".*/swift-testing:\1\/\2/' || true
  } | sort
}

run() { # run NAME [swift test arguments…]
  local name="$1"; shift
  swift test --skip-build --xunit-output "$work/$name.xml" "$@" > "$work/$name.log" 2>&1 || true
}

# One unsharded run; its failures do not matter here (make test judges them), only which tests ran.
$run_tests || run all
executed "$work/all" > "$work/all.txt"

: > "$work/sharded.txt"
for index in $(seq 1 "$count"); do
  filter="$("$darkroom" shard "$index/$count" --tests "$work/list.txt")"
  run "shard$index" --filter "$filter"
  executed "$work/shard$index" | tee "$work/shard$index.txt" >> "$work/sharded.txt"
  echo "check-shards: shard $index/$count ran $(wc -l < "$work/shard$index.txt") tests"
done
sort "$work/sharded.txt" > "$work/sharded-sorted.txt"

if [ ! -s "$work/all.txt" ]; then
  echo "check-shards: the unsharded run executed no test (log: $work/all.log)" >&2; exit 1
fi
duplicates="$(uniq -d "$work/sharded-sorted.txt")"
if [ -n "$duplicates" ]; then
  echo "check-shards: tests that ran in more than one shard:" >&2; echo "$duplicates" >&2; exit 1
fi
if ! diff -u "$work/all.txt" "$work/sharded-sorted.txt" > "$work/diff.txt"; then
  echo "check-shards: the shards did not run the same tests as one run:" >&2; cat "$work/diff.txt" >&2; exit 1
fi
echo "check-shards: $count shards ran the same $(wc -l < "$work/all.txt") tests as one run, each exactly once."
if [ "$tests_status" -ne 0 ]; then
  echo "check-shards: the test run failed (exit status $tests_status)" >&2
  exit "$tests_status"
fi
