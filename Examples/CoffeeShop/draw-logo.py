#!/usr/bin/env python3
"""Draws the CoffeeShop example's logo (a coffee bean on a cream disc) at 1x, 2x and 3x into its image set.

Pure Python (zlib + struct), 4x4 supersampling; run from Examples/CoffeeShop. The output is committed; this script
says how it was made."""
import math, struct, zlib, os

POINTS = 44
OUT = "Sources/CoffeeShopViews/Resources/Assets.xcassets/Logo.imageset"

def png(path, w, h, rows):
    def chunk(kind, data):
        c = struct.pack(">I", len(data)) + kind + data
        return c + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + bytes(r) for r in rows)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    open(path, "wb").write(data)

def shade(x, y):
    """Colour (r, g, b, a) at a point in the unit square, or None."""
    cx, cy = x - 0.5, y - 0.5
    if cx * cx + cy * cy > 0.25:
        return None
    # The bean: an ellipse tilted 30 degrees.
    a = math.radians(-30)
    u = cx * math.cos(a) - cy * math.sin(a)
    v = cx * math.sin(a) + cy * math.cos(a)
    if (u / 0.22) ** 2 + (v / 0.32) ** 2 <= 1:
        # The cleft: an S-curve along the bean's long axis.
        if abs(u - 0.05 * math.sin(v / 0.32 * math.pi)) < 0.025 and abs(v) < 0.27:
            return (254, 242, 226)
        return (111, 69, 46)
    return (254, 242, 226)

for scale in (1, 2, 3):
    size = POINTS * scale
    rows = []
    for py in range(size):
        row = []
        for px in range(size):
            acc = [0, 0, 0]; cover = 0
            for sy in range(4):
                for sx in range(4):
                    c = shade((px + (sx + 0.5) / 4) / size, (py + (sy + 0.5) / 4) / size)
                    if c:
                        cover += 1
                        for i in range(3): acc[i] += c[i]
            if cover:
                row += [round(acc[0] / cover), round(acc[1] / cover), round(acc[2] / cover), round(255 * cover / 16)]
            else:
                row += [0, 0, 0, 0]
        rows.append(row)
    suffix = "" if scale == 1 else f"@{scale}x"
    png(os.path.join(OUT, f"logo{suffix}.png"), size, size, rows)
