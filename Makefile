# The two commands of the README. Each installs what it needs first.
.PHONY: demo test deps bench

deps:
	@scripts/install-deps.sh

demo: deps
	swift run darkroom demo

test:
	@scripts/install-deps.sh --with-browser
	swift test

bench: deps
	swift run -c release DarkroomBenchmarks
