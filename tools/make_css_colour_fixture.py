#!/usr/bin/env python3
"""CSS Color 4 strings and the 8-bit sRGB colour ColorAide gives each (PyPI: coloraide).

Run:  pip install coloraide==8.13.1 && python3 tools/make_css_colour_fixture.py
Writes Tests/PaletteKitTests/Fixtures/css-colours.json (committed; tests never need network).

Out-of-gamut colours are gamut-mapped the CSS Color 4 way (`minde-chroma` in OKLCH, JND 0.02),
with ColorAide's search run to its limit (convergence and the JND tolerance at 1e-12 instead of
1e-4): that limit is what palette-repl computes (README, "How suggestions are found"), and with
the specification's 1e-4 the rounded result depends on where the bisection happens to stop.

Strings from converted spaces (lab, lch, oklab, oklch and the predefined spaces of color()) whose channel lies
within 1e-6 of a rounding tie are left out: there the last bit of two correct implementations
decides the 8-bit value. The script prints how many were left out.
"""
import json
import math
import os
import random

from coloraide import Color
from coloraide.css import color_names
import coloraide.gamut.fit_minde_chroma as minde

minde.calc_epsilon = lambda jnd: 1e-12
minde.MINDEChroma.MIN_CONVERGENCE = 1e-12

SEED = 20261130
rng = random.Random(SEED)


def channels(text):
    colour = Color(text.strip()).convert("srgb")  # palette-repl trims surrounding spaces
    if not colour.in_gamut(tolerance=0):
        colour.fit("srgb", method="minde-chroma", pspace="oklch", jnd=0.02)
    r, g, b = colour.coords(nans=False)
    alpha = colour.alpha(nans=False)
    return [r * 255, g * 255, b * 255], alpha * 255


def near_tie(values):
    return any(abs((v - math.floor(v)) - 0.5) < 1e-6 for v in values)


def hex_of(values, alpha):
    def byte(v):
        return max(0, min(255, int(math.floor(v + 0.5))))
    text = "#" + "".join(f"{byte(v):02X}" for v in values)
    return text + (f"{byte(alpha):02X}" if byte(alpha) != 255 else "")


def number(low, high, places=2):
    return f"{rng.uniform(low, high):.{places}f}".rstrip("0").rstrip(".")


def percent(low=0, high=100):
    return number(low, high, 1) + "%"


def alpha_text():
    return rng.choice([number(0, 1, 2), percent()])


strings = []
converted = []

# Every named colour, and transparent.
strings += sorted(color_names.name2val_map.keys())
strings += ["RebeccaPurple", "  Navy  "]

# rgb() and rgba(), legacy and modern.
for _ in range(12):
    r, g, b = (rng.randrange(256) for _ in range(3))
    strings.append(f"rgb({r}, {g}, {b})")
    strings.append(f"rgb({r} {g} {b} / {alpha_text()})")
    strings.append(f"rgba({r}, {g}, {b}, {number(0, 1, 2)})")
for _ in range(8):
    strings.append(f"rgb({percent()} {percent()} {percent()})")
    strings.append(f"rgb({percent()}, {percent()}, {percent()})")
strings += ["rgb(255 0 0)", "rgb(50% 50% 50%)", "rgba(255, 0, 0, 0.5)", "rgb(none 128 255)", "RGB(10 20 30)"]

# hsl() and hsla(), legacy and modern, hue units.
for _ in range(12):
    h = number(0, 360, 1)
    strings.append(f"hsl({h} {percent()} {percent()})")
    strings.append(f"hsl({h}, {percent()}, {percent()})")
    strings.append(f"hsla({h}, {percent()}, {percent()}, {number(0, 1, 2)})")
    strings.append(f"hsl({h}deg {percent()} {percent()} / {alpha_text()})")
strings += ["hsl(30 20% 95%)", "hsl(0.5turn 60% 40%)", "hsl(3.5rad 50% 50%)", "hsl(200grad 40% 60%)",
            "hsl(none 50% 50%)", "hsl(120 none 50%)", "hsl(-30 50% 50%)", "hsl(390 50% 50%)"]

# hwb().
for _ in range(14):
    w = rng.uniform(0, 60)
    strings.append(f"hwb({number(0, 360, 1)} {w:.1f}% {rng.uniform(0, 100 - w):.1f}%)")
strings += ["hwb(120 20% 30%)", "hwb(0 0% 0% / 50%)", "hwb(none 10% 10%)"]

# Converted spaces: lab, lch, oklab, oklch, color(display-p3), color(rec2020), color(srgb).
for _ in range(24):
    converted.append(f"lab({number(0, 100, 1)} {number(-120, 120, 1)} {number(-120, 120, 1)})")
    converted.append(f"lch({number(0, 100, 1)} {number(0, 140, 1)} {number(0, 360, 1)})")
    converted.append(f"oklab({number(0, 1, 3)} {number(-0.35, 0.35, 3)} {number(-0.35, 0.35, 3)})")
    converted.append(f"oklch({number(0, 1, 3)} {number(0, 0.35, 3)} {number(0, 360, 1)})")
    converted.append(f"color(display-p3 {number(0, 1, 3)} {number(0, 1, 3)} {number(0, 1, 3)})")
    converted.append(f"color(rec2020 {number(0, 1, 3)} {number(0, 1, 3)} {number(0, 1, 3)})")
for _ in range(6):
    converted.append(f"lab({percent()} {percent(-100, 100)} {percent(-100, 100)} / {alpha_text()})")
    converted.append(f"lch({percent()} {percent()} {number(0, 360, 1)}deg)")
    converted.append(f"oklab({percent()} {percent(-100, 100)} {percent(-100, 100)})")
    converted.append(f"oklch({percent()} {percent()} {number(0, 1, 2)}turn / {alpha_text()})")
    converted.append(f"color(srgb {number(0, 1, 3)} {number(0, 1, 3)} {number(0, 1, 3)})")
    converted.append(f"color(srgb {percent()} {percent()} {percent()} / {alpha_text()})")
converted += ["lab(50% 40 59.5)", "lch(50 150 30)", "color(display-p3 1 0 0)", "color(rec2020 0 1 0)",
              "oklch(0.7 0.5 30)", "oklab(0.6 none 0.1)", "lch(60 none 120)", "color(display-p3 none 0.5 1)"]
# The other predefined spaces of color() (drawn after the rest, so earlier strings keep their values).
for _ in range(8):
    for space in ("srgb-linear", "a98-rgb", "prophoto-rgb", "xyz", "xyz-d50", "xyz-d65"):
        converted.append(f"color({space} {number(0, 1, 3)} {number(0, 1, 3)} {number(0, 1, 3)})")
converted += ["color(srgb-linear 0.5 0.2 1 / 0.5)", "color(a98-rgb 1 0 0)", "color(prophoto-rgb 0.01 0.5 0.9)",
              "color(xyz 0.9505 1 1.089)", "color(xyz-d50 0.9642 1 0.8249)", "color(prophoto-rgb none 20% 1)"]

entries = []
for text in strings:
    values, alpha = channels(text)
    entries.append({"input": text, "hex": hex_of(values, alpha)})
left_out = 0
for text in converted:
    values, alpha = channels(text)
    if near_tie(values):
        left_out += 1
        continue
    entries.append({"input": text, "hex": hex_of(values, alpha)})

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
path = os.path.join(root, "Tests", "PaletteKitTests", "Fixtures", "css-colours.json")
with open(path, "w") as file:
    json.dump({"generator": "tools/make_css_colour_fixture.py", "coloraide": "8.13.1", "seed": SEED,
               "colours": entries}, file, indent=1)
    file.write("\n")
print(f"{len(entries)} strings written to {path}; {left_out} left out within 1e-6 of a rounding tie")

# The named colours as Swift source, sorted, for ColourParser.
names_path = os.path.join(root, "Sources", "PaletteKit", "Colour", "CSSNamedColours.swift")
with open(names_path, "w") as file:
    file.write("// Generated by tools/make_css_colour_fixture.py from ColorAide's CSS colour names; do not edit.\n\n")
    file.write("/// The 148 CSS Color 4 named colours (https://www.w3.org/TR/css-color-4/#named-colors), by\n")
    file.write("/// lower-case name; `transparent` is read separately.\n")
    file.write("enum CSSNamedColours {\n    static let byName: [String: Colour] = [\n")
    for name, value in sorted(color_names.name2val_map.items()):
        if name == "transparent":
            continue
        r, g, b = (int(v) for v in value[:3])
        file.write(f'        "{name}": Colour(red: {r}, green: {g}, blue: {b}),\n')
    file.write("    ]\n}\n")
print("named colours written to", names_path)
