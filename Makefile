# The two commands of the README. Each installs what it needs first.
.PHONY: demo test deps bench fuzz fuzz-build fuzz-smoke

deps:
	@scripts/install-deps.sh

demo: deps
	swift run darkroom demo

test:
	@scripts/install-deps.sh --with-browser
	swift test

bench: deps
	swift run -c release DarkroomBenchmarks

# Fuzzing with libFuzzer (docs/FUZZING.md). FUZZ_SECONDS per target (default 60); FUZZ_TARGETS picks
# targets; FUZZ_FLAGS adds libFuzzer flags (e.g. FUZZ_FLAGS=-runs=5000000).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= FuzzPNGDecode FuzzImageDiff FuzzManifest
FUZZ_FLAGS ?=

fuzz-build: deps
	@scripts/fuzz.sh build $(FUZZ_TARGETS)

fuzz: fuzz-build
	@FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_FLAGS="$(FUZZ_FLAGS)" scripts/fuzz.sh run $(FUZZ_TARGETS)

# A short run of each target (what CI does): a few thousand inputs each.
fuzz-smoke: fuzz-build
	@FUZZ_FLAGS="-runs=3000" FUZZ_SECONDS=60 scripts/fuzz.sh run $(FUZZ_TARGETS)
