#!/usr/bin/env python3
"""Radix Colors' CSS for four scales, as its build writes it, and each mode's colours by ColorAide.

Run:  pip install coloraide==8.13.1 && python3 tools/make_radix_fixture.py RADIX_CHECKOUT
RADIX_CHECKOUT is https://github.com/radix-ui/colors at commit
8a03dad (Release 3.0.0, MIT licence, Copyright (c) 2021 Radix). The CSS files are what its
scripts/build-css-modules.js writes from src/light.ts and src/dark.ts (the build's output is not
in the repository): `:root, .light, .light-theme` or `.dark, .dark-theme` with the sRGB values,
then the P3 values under `@supports (color: color(display-p3 1 1 1))` and
`@media (color-gamut: p3)`. Writes Tests/Fixtures/lint/real/radix/{gray,gray-dark,blue,blue-dark}.css
and expected.json: for each of the four modes a team's semantic layer over these scales has
(light and dark, sRGB and P3), the 8-bit colour of each semantic property as ColorAide reads the
scale value that mode's cascade selects (out-of-sRGB P3 colours mapped as CSS Color 4 says, the
`minde-chroma` search run to its limit as tools/make_css_colour_fixture.py does).
"""
import json
import os
import re
import subprocess
import sys

from coloraide import Color
import coloraide.gamut.fit_minde_chroma as minde

minde.calc_epsilon = lambda jnd: 1e-12
minde.MINDEChroma.MIN_CONVERGENCE = 1e-12

checkout = sys.argv[1]
out = os.path.join(os.path.dirname(__file__), "..", "Tests", "Fixtures", "lint", "real", "radix")
os.makedirs(out, exist_ok=True)


def scale(source, name):
    text = subprocess.check_output(["git", "-C", checkout, "show", "8a03dad:src/" + source], text=True)
    block = re.search(r"export const " + name + r" = \{(.*?)\};", text, re.S).group(1)
    return re.findall(r"(\w+): \"([^\"]+)\"", block)


def css_name(key):
    # build-css-modules.js: toCssCasing
    key = re.sub(r"([a-z])(\d)", r"\1-\2", key, count=1)
    return re.sub(r"([A-Z])", lambda m: "-" + m.group(1).lower(), key).lower()


def write(file, selector, srgb, p3):
    srgb_lines = "\n".join("  --%s: %s;" % (css_name(k), v) for k, v in srgb)
    p3_lines = "\n".join("      --%s: %s;" % (css_name(k), v) for k, v in p3)
    text = "%s {\n%s\n}\n\n@supports (color: color(display-p3 1 1 1)) {\n  @media (color-gamut: p3) {\n    %s {\n%s\n    }\n  }\n}" % (
        selector, srgb_lines, selector, p3_lines)
    with open(os.path.join(out, file), "w") as handle:
        handle.write(text)
    return dict(srgb), dict(p3)


light = ":root, .light, .light-theme"
dark = ".dark, .dark-theme"
gray = write("gray.css", light, scale("light.ts", "gray"), scale("light.ts", "grayP3"))
gray_dark = write("gray-dark.css", dark, scale("dark.ts", "grayDark"), scale("dark.ts", "grayDarkP3"))
blue = write("blue.css", light, scale("light.ts", "blue"), scale("light.ts", "blueP3"))
blue_dark = write("blue-dark.css", dark, scale("dark.ts", "blueDark"), scale("dark.ts", "blueDarkP3"))

# The team's semantic layer (semantic.css, this project's): property -> scale step.
semantic = {"color-bg": "gray1", "color-panel": "gray2", "color-border": "gray7", "color-text": "gray12",
            "color-text-muted": "gray11", "color-link": "blue11", "color-accent": "blue9"}


def hex8(value):
    colour = Color(value)
    if not colour.in_gamut("srgb"):
        colour = colour.fit("srgb", method="minde-chroma")
    colour = colour.convert("srgb")
    channels = [max(0, min(255, round(c * 255))) for c in colour.coords()]
    return "#%02X%02X%02X" % tuple(channels)


def mode(scales, p3):
    result = {}
    for prop, step in semantic.items():
        (srgb_values, p3_values) = scales["gray"] if step.startswith("gray") else scales["blue"]
        result[prop] = hex8((p3_values if p3 else srgb_values)[step])
    return result


p3_condition = "@supports (color: color(display-p3 1 1 1)) @media (color-gamut: p3)"
expected = {
    ":root": mode({"gray": gray, "blue": blue}, False),
    ".dark, .dark-theme": mode({"gray": gray_dark, "blue": blue_dark}, False),
    p3_condition: mode({"gray": gray, "blue": blue}, True),
    p3_condition + " .dark, .dark-theme": mode({"gray": gray_dark, "blue": blue_dark}, True),
}
with open(os.path.join(out, "expected.json"), "w") as handle:
    json.dump({"source": "coloraide 8.13.1 of radix-ui/colors 8a03dad's scale values, the step each mode's cascade selects",
               "modes": expected}, handle, indent=1)
    handle.write("\n")
print(json.dumps(expected, indent=1))
