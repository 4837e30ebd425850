#!/usr/bin/env bash
# Builds and runs the libFuzzer targets of Fuzz/ (see docs/FUZZING.md).
#   scripts/fuzz.sh build [TARGET…]   release build with -sanitize=fuzzer into .build-fuzz
#   scripts/fuzz.sh run [TARGET…]     runs each for $FUZZ_SECONDS (default 60) with $FUZZ_FLAGS
# The corpus each target grows lives in .build-fuzz/corpus/<target>; it starts from the seeds
# (the PNG test fixtures, the manifests in Fuzz/Seeds) and Fuzz/Regressions/<kind>. Crashing inputs
# are written to .build-fuzz/findings/<target>/; copy them to Fuzz/Regressions/<kind>/ so that the
# test suite replays them.
set -euo pipefail
cd "$(dirname "$0")/.."
command="${1:-}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzPNGDecode FuzzImageDiff FuzzManifest)
build_path=.build-fuzz

seeds() {
  case "$1" in
    FuzzPNGDecode) echo "Tests/PNGTests/Fixtures/pngsuite Tests/PNGTests/Fixtures/extra Tests/PNGTests/Fixtures/bugfixes Fuzz/Regressions/png" ;;
    FuzzImageDiff) echo "Fuzz/Seeds/diff Fuzz/Regressions/diff" ;;
    FuzzManifest) echo "Fuzz/Seeds/manifest Fuzz/Regressions/manifest" ;;
  esac
}

case "$command" in
  build)
    for target in "${targets[@]}"; do
      swift build -c release --build-path "$build_path" --product "$target" \
        -Xswiftc -sanitize=fuzzer -Xswiftc -D -Xswiftc FUZZING
    done
    ;;
  run)
    seconds="${FUZZ_SECONDS:-60}"
    status=0
    for target in "${targets[@]}"; do
      corpus="$build_path/corpus/$target"
      findings="$build_path/findings/$target"
      mkdir -p "$corpus" "$findings"
      existing=()
      for dir in $(seeds "$target"); do [ -d "$dir" ] && existing+=("$dir"); done
      echo "fuzz: $target for up to ${seconds}s ${FUZZ_FLAGS:-} (corpus $corpus, seeds ${existing[*]})"
      # shellcheck disable=SC2086
      if ! "$build_path/release/$target" "$corpus" "${existing[@]}" \
          -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -max_len=65536 \
          -artifact_prefix="$findings/" -print_final_stats=1 ${FUZZ_FLAGS:-} 2>&1 | tee "$build_path/$target.log" | grep -E "^(#[0-9]+ +(DONE|INITED)|INFO: Seed|stat::|==[0-9]+==|SUMMARY|Done)"; then
        :
      fi
      if grep -qE "^==[0-9]+== ERROR|deadly signal|SUMMARY: libFuzzer" "$build_path/$target.log"; then
        echo "fuzz: $target FOUND A CRASH; inputs in $findings (log: $build_path/$target.log)" >&2
        status=1
      fi
    done
    exit $status
    ;;
  *)
    echo "usage: scripts/fuzz.sh build|run [TARGET…]" >&2
    exit 2
    ;;
esac
