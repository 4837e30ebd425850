#!/usr/bin/env bash
# Builds and runs the libFuzzer targets of Fuzz/ (see docs/FUZZING.md).
#   scripts/fuzz.sh build [TARGET…]   release build with -sanitize=fuzzer into .build-fuzz
#   scripts/fuzz.sh run [TARGET…]     runs each for $FUZZ_SECONDS (default 60) with $FUZZ_FLAGS
# FUZZ_CONFIG=debug builds and runs a debug build in .build-fuzz-debug instead: it builds in a
# fraction of the time and runs slower, which suits the smoke run of `make test`.
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
config="${FUZZ_CONFIG:-release}"
case "$config" in
  release) build_path=.build-fuzz ;;
  debug) build_path=.build-fuzz-debug ;;
  *) echo "fuzz: FUZZ_CONFIG must be release or debug, not $config" >&2; exit 2 ;;
esac

# The longest input each target is given (libFuzzer's -max_len; $FUZZ_MAX_LEN overrides): the
# decoder gets whole PNGs, the diff two small PNGs (at most 64 × 64 pixels are decoded), the
# manifest reader a manifest (real ones are under 2 KB).
max_len() {
  case "$1" in
    FuzzPNGDecode) echo 16384 ;;
    *) echo 4096 ;;
  esac
}

seeds() {
  case "$1" in
    FuzzPNGDecode) echo "Tests/PNGTests/Fixtures/pngsuite Tests/PNGTests/Fixtures/extra Tests/PNGTests/Fixtures/bugfixes Fuzz/Regressions/png" ;;
    FuzzImageDiff) echo "Fuzz/Seeds/diff Fuzz/Regressions/diff" ;;
    FuzzManifest) echo "Fuzz/Seeds/manifest Fuzz/Regressions/manifest" ;;
  esac
}

case "$command" in
  build)
    # SwiftPM links an executable with `--defsym main=<Target>_main` (its own main, for testing);
    # under -sanitize=fuzzer libFuzzer brings the process's main, so the link is redone without it.
    # Everything is linked with lld (shipped with the Swift toolchain): the macro plugin
    # (DarkroomMacros) is built with the same flags, and its link has both libFuzzer's `main` and
    # `--defsym main=…`; lld lets the --defsym win and, with --gc-sections (SwiftPM's default in
    # release only), drops libFuzzer's unused main; ld.gold fails (with an internal error in
    # format_file_lineno while reporting the duplicate).
    for target in "${targets[@]}"; do
      log="$build_path/$target.build.log"
      mkdir -p "$build_path"
      swift build -c "$config" --build-path "$build_path" --product "$target" \
          -Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld -Xlinker --gc-sections -Xswiftc -D -Xswiftc FUZZING -v > "$log" 2>&1 || true
      link="$(grep -E -- "^[^ ]*swiftc .*-emit-executable" "$log" | grep -E -- "-o [^ ]*/$target( |$)" | tail -1 || true)"
      if [ -z "$link" ] && [ -x "$build_path/$config/$target" ]; then
        # Already linked by an earlier build and unchanged: relink from the recorded command.
        link="$(cat "$build_path/$target.link" 2>/dev/null || true)"
      fi
      if [ -z "$link" ]; then
        cat "$log" >&2
        echo "fuzz: building $target failed (see above)" >&2
        exit 1
      fi
      link="${link//-Xlinker --defsym -Xlinker main=${target}_main/}"
      printf '%s\n' "$link" > "$build_path/$target.link"
      if ! eval "$link" >> "$log" 2>&1; then
        tail -20 "$log" >&2
        echo "fuzz: linking $target with libFuzzer failed (log: $log)" >&2
        exit 1
      fi
      echo "fuzz: built $target (linked with libFuzzer's main)"
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
      # SWIFT_BACKTRACE=enable=no: a failed check must reach libFuzzer's handler at once (which
      # writes the input); Swift's backtracer would first spend a minute symbolicating.
      if ! SWIFT_BACKTRACE=enable=no "$build_path/$config/$target" "$corpus" "${existing[@]}" \
          -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -max_len="${FUZZ_MAX_LEN:-$(max_len "$target")}" \
          -artifact_prefix="$findings/" -print_final_stats=1 ${FUZZ_FLAGS:-} 2>&1 | tee "$build_path/$target.log" | grep -E "^(#[0-9]+[[:space:]]+(DONE|INITED)|INFO: Seed|stat::|==[0-9]+==|SUMMARY|Done)"; then
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
