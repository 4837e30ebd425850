#!/usr/bin/env bash
# The Rasterizer's rounded-rect benchmark next to Cairo's, in one run (the machine is shared and
# noisy: compare the ratio, not the absolute figures). Installs libcairo2-dev when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! dpkg-query -W -f='${Status}' libcairo2-dev 2>/dev/null | grep -q "install ok installed"; then
  echo "bench-vs-cairo: installing libcairo2-dev"
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libcairo2-dev
fi
out=.build/bench-cairo
mkdir -p "$out"
cc -O2 -o "$out/roundrects" Benchmarks/cairo/roundrects.c $(pkg-config --cflags --libs cairo) -lm
"$out/roundrects"
DARKROOM_BENCH_ONLY=raster swift run -c release DarkroomBenchmarks 2>/dev/null | grep -E "rounded rects|baseline"
"$out/roundrects"
