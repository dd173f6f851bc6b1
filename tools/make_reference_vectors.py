#!/usr/bin/env python3
"""Reference vectors for PaletteKit's colour maths, computed with ColorAide (PyPI: coloraide).

Run:  pip install coloraide==8.13.1 && python3 tools/make_reference_vectors.py
Writes Tests/PaletteKitTests/Fixtures/coloraide-reference.json (committed; tests never need network).

Luminance follows WCAG 2.x with its published coefficients 0.2126, 0.7152, 0.0722 applied to
ColorAide's linear-sRGB channels. ColorAide's own luminance() uses the unrounded sRGB-to-XYZ row
and differs by up to about 1e-3 in a ratio, so it is deliberately not used.
"""
import json
import os
import random

import coloraide
from coloraide import Color

SEED = 20261129


def hex8(channels):
    return "#" + "".join(f"{c:02X}" for c in channels)


def wcag_luminance(hex_colour):
    r, g, b = Color(hex_colour).convert("srgb-linear").coords()
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(y1, y2):
    hi, lo = max(y1, y2), min(y1, y2)
    return (hi + 0.05) / (lo + 0.05)


def describe(hex_colour):
    lin = Color(hex_colour).convert("srgb-linear").coords()
    lightness, chroma, hue = Color(hex_colour).convert("oklch").coords(nans=False)
    return {
        "hex": hex_colour,
        "linear": lin,
        "luminance": wcag_luminance(hex_colour),
        "oklch": [lightness, chroma, hue],
    }


def main():
    rng = random.Random(SEED)
    edge = [
        (0, 0, 0), (255, 255, 255), (1, 1, 1), (254, 254, 254), (10, 10, 10), (11, 11, 11),
        (245, 245, 245), (250, 250, 250), (255, 0, 0), (0, 255, 0), (0, 0, 255),
        (255, 255, 0), (0, 255, 255), (255, 0, 255), (128, 128, 128), (119, 119, 119),
        (46, 52, 64), (59, 66, 82), (67, 76, 94), (251, 241, 199), (40, 40, 40),
    ]
    colours = [hex8(c) for c in edge]
    while len(colours) < 240:
        colours.append(hex8([rng.randrange(256) for _ in range(3)]))

    pairs = []
    for a in edge:
        for b in (edge[0], edge[1], a):
            pairs.append((hex8(a), hex8(b)))
    pairs += [("#000000", "#010101"), ("#FEFEFE", "#FFFFFF"), ("#FFFFFF", "#000000"), ("#777777", "#FFFFFF")]
    while len(pairs) < 360:
        pairs.append((rng.choice(colours), rng.choice(colours)))

    compositing = []
    while len(compositing) < 60:
        fg = [rng.randrange(256) for _ in range(3)] + [rng.randrange(1, 255)]
        bg = [rng.randrange(256) for _ in range(3)]
        blended = Color.layer([hex8(fg), hex8(bg)], space="srgb")
        channels = [round(c * 255) for c in blended.convert("srgb").coords()]
        compositing.append({"foreground": hex8(fg), "background": hex8(bg), "result": hex8(channels)})

    gamut = []
    for lightness, chroma, hue in [(0.7, 0.4, 30), (0.9, 0.3, 140), (0.3, 0.3, 264), (0.5, 0.0, 0), (0.999, 0.2, 90), (0.05, 0.25, 300)]:
        gamut.append((lightness, chroma, hue))
    while len(gamut) < 60:
        gamut.append((round(rng.uniform(0.02, 0.98), 4), round(rng.uniform(0, 0.37), 4), round(rng.uniform(0, 360), 2)))
    mapped = []
    for lightness, chroma, hue in gamut:
        fitted = Color("oklch", [lightness, chroma, hue]).fit("srgb", method="minde-chroma").convert("srgb")
        mapped.append({"oklch": [lightness, chroma, hue], "unrounded": fitted.coords(),
                       "hex": hex8([round(max(0, min(1, c)) * 255) for c in fitted.coords()])})

    out = {
        "generator": "tools/make_reference_vectors.py",
        "library": f"coloraide {coloraide.__version__}",
        "seed": SEED,
        "colours": [describe(c) for c in colours],
        "pairs": [{"foreground": a, "background": b, "ratio": ratio(wcag_luminance(a), wcag_luminance(b))} for a, b in pairs],
        "compositing": compositing,
        "gamutMapping": mapped,
    }
    path = os.path.join(os.path.dirname(__file__), "..", "Tests", "PaletteKitTests", "Fixtures", "coloraide-reference.json")
    with open(path, "w") as handle:
        json.dump(out, handle, indent=1)
        handle.write("\n")


if __name__ == "__main__":
    main()
