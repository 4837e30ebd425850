#!/usr/bin/env python3
"""Writes Tests/DeterministicMathTests/Vectors/<function>.txt: inputs and mpmath references (2000 bits of
precision) for DeterministicMath's error-bound tests. Each line: input bits (and the second input's bits for
atan2 and pow), then the reference as a double-double (hi bits, lo bits), all as 16 hex digits.
Usage: python3 scripts/math-vectors.py  (needs `pip install mpmath`; the seed is fixed so the files are stable)."""
import os, random, struct
from mpmath import mp, mpf

mp.prec = 2000
rng = random.Random(19)
out = os.path.join(os.path.dirname(__file__), "..", "Tests", "DeterministicMathTests", "Vectors")

def bits(x):
    return "%016x" % struct.unpack("<Q", struct.pack("<d", float(x)))[0]

def dd(v):
    hi = float(v)
    lo = float(v - mpf(hi))
    return bits(hi) + " " + bits(lo)

def logu(lo, hi):  # log-uniform magnitude
    import math
    return math.exp(rng.uniform(math.log(lo), math.log(hi)))

def sgn(x):
    return x if rng.random() < 0.5 else -x

def write(name, rows):
    with open(os.path.join(out, name + ".txt"), "w") as f:
        for r in rows:
            f.write(r + "\n")

N = 500
def angles():
    xs = [rng.uniform(-7, 7) for _ in range(N)]
    xs += [sgn(logu(1e-12, 1e6)) for _ in range(N // 2)]
    xs += [sgn(logu(1e6, 1e300)) for _ in range(N // 3)]
    # near multiples of π/2, where the reduction cancels
    for k in range(1, 200):
        v = float(k * mp.pi / 2)
        xs += [v, v + 2 ** -40 * v, v - 2 ** -40 * v]
    xs += [6381956970095103.0 * 2 ** 797, 5.319372648326541e+255, 1e22]
    return xs

xs = angles()
write("sin", [bits(x) + " " + dd(mp.sin(mpf(x))) for x in xs])
write("cos", [bits(x) + " " + dd(mp.cos(mpf(x))) for x in xs])
write("tan", [bits(x) + " " + dd(mp.tan(mpf(x))) for x in xs])
xs = [sgn(logu(1e-10, 1e10)) for _ in range(N)] + [rng.uniform(-3, 3) for _ in range(N)]
write("atan", [bits(x) + " " + dd(mp.atan(mpf(x))) for x in xs])
rows = []
for _ in range(2 * N):
    y, x = rng.uniform(-10, 10), rng.uniform(-10, 10)
    if rng.random() < 0.3:
        y, x = sgn(logu(1e-8, 1e8)), sgn(logu(1e-8, 1e8))
    rows.append(bits(y) + " " + bits(x) + " " + dd(mp.atan2(mpf(y), mpf(x))))
write("atan2", rows)
xs = [rng.uniform(-1, 1) for _ in range(N)] + [sgn(1 - logu(1e-16, 0.5)) for _ in range(N // 2)] + [sgn(logu(1e-12, 0.1)) for _ in range(N // 2)]
write("asin", [bits(x) + " " + dd(mp.asin(mpf(x))) for x in xs])
write("acos", [bits(x) + " " + dd(mp.acos(mpf(x))) for x in xs])
xs = [rng.uniform(-20, 20) for _ in range(N)] + [rng.uniform(-708, 709) for _ in range(N)] + [sgn(logu(1e-12, 1)) for _ in range(N // 2)]
write("exp", [bits(x) + " " + dd(mp.exp(mpf(x))) for x in xs])
xs = [logu(1e-300, 1e300) for _ in range(N)] + [rng.uniform(0.5, 2) for _ in range(N)] + [1 + sgn(logu(1e-15, 1e-3)) for _ in range(N // 2)] + [5e-324, 2.2e-308 / 3]
write("log", [bits(x) + " " + dd(mp.log(mpf(x))) for x in xs])
rows = []
for _ in range(N):  # colour transfer curves
    x = rng.uniform(0, 1)
    y = rng.choice([2.4, 1 / 2.4, 2.2, 1 / 2.2, 1 / 3, 3.0])
    rows.append(bits(x) + " " + bits(y) + " " + dd(mp.power(mpf(x), mpf(y))))
for _ in range(N):  # |y log x| ≤ 16
    x = logu(1e-3, 1e3)
    y = rng.uniform(-16, 16) / abs(float(mp.log(x)) or 1)
    rows.append(bits(x) + " " + bits(y) + " " + dd(mp.power(mpf(x), mpf(y))))
for _ in range(N // 2):  # anywhere up to overflow
    x = logu(1e-100, 1e100)
    y = rng.uniform(-700, 700) / abs(float(mp.log(x)) or 1)
    rows.append(bits(x) + " " + bits(y) + " " + dd(mp.power(mpf(x), mpf(y))))
write("pow", rows)
xs = [sgn(logu(1e-300, 1e300)) for _ in range(N)] + [rng.uniform(-10, 10) for _ in range(N)] + [5e-324, -1e-310, 27.0, 8.0]
write("cbrt", [bits(x) + " " + dd(mp.sign(x) * mp.cbrt(abs(mpf(x)))) for x in xs])
