# The two commands of the README. Each installs what it needs first.
.PHONY: demo test example-test deps bench fuzz fuzz-build fuzz-smoke fidelity

deps:
	@scripts/install-deps.sh

demo: deps
	swift run darkroom demo

# The docs check (every relative link and `§`/heading citation resolves: scripts/check-docs.py), the tests
# (`swift test`, its output and verdict), then the same tests in four shards (each test exactly once:
# docs/CI.md), then the portability check (the same PNG bytes inside a Debian 13 root file system:
# docs/DETERMINISM.md), then the example app's tests, then a short libFuzzer run of each fuzz target
# (docs/FUZZING.md).
test:
	@scripts/install-deps.sh --with-browser
	scripts/check-docs.py
	scripts/check-format.sh
	scripts/check-shards.sh --run-tests
	scripts/check-portability.sh
	@$(MAKE) --no-print-directory example-test
	@$(MAKE) --no-print-directory fuzz-smoke FUZZ_CONFIG=debug

# The example app (Examples/CoffeeShop): its own package, depending on Darkroom by path, built and
# tested as a team's package would be (README, "Use Darkroom in your app").
example-test:
	cd Examples/CoffeeShop && swift test

bench: deps
	swift run -c release DarkroomBenchmarks

# The fidelity suite (Fidelity/README.md): Darkroom against iOS-recorded references of open-source views. A package
# of its own, never built by `make test`; its view code is fetched first (FIDELITY_MIRROR: local bare repositories;
# without network or mirror it says so in one line and runs the cases it has). `--manifest-cache none`: the manifest
# leaves out the modules whose code was not fetched, so it is read afresh. Then `darkroom report` writes the same pairs
# (reference: iOS, actual: Darkroom, difference) as its own page, linked from the suite's.
fidelity: deps
	cd Fidelity && ./fetch-sources.sh && swift test --manifest-cache none && swift run --manifest-cache none fidelity
	swift run darkroom report --artifacts Fidelity/.build/fidelity-artifacts --output Fidelity/.build/fidelity-report/darkroom-report.html

# Fuzzing with libFuzzer (docs/FUZZING.md). FUZZ_SECONDS per target (default 60); FUZZ_TARGETS picks
# targets; FUZZ_FLAGS adds libFuzzer flags (e.g. FUZZ_FLAGS=-runs=5000000).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= FuzzPNGDecode FuzzImageDiff FuzzManifest
FUZZ_FLAGS ?=

fuzz-build: deps
	@scripts/fuzz.sh build $(FUZZ_TARGETS)

fuzz: fuzz-build
	@FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_FLAGS="$(FUZZ_FLAGS)" scripts/fuzz.sh run $(FUZZ_TARGETS)

# A short run of each target (part of `make test`): a few thousand inputs each. FUZZ_CONFIG=debug
# (what `make test` uses) builds in .build-fuzz-debug, in a fraction of the release build's time.
FUZZ_CONFIG ?= release
export FUZZ_CONFIG

fuzz-smoke: fuzz-build
	@FUZZ_FLAGS="-runs=3000" FUZZ_SECONDS=120 scripts/fuzz.sh run $(FUZZ_TARGETS)
