#!/usr/bin/env python3
"""Each mode's colours of the Tailwind CSS v4 lint fixture, by ColorAide (PyPI: coloraide).

Run:  pip install coloraide==8.13.1 && python3 tools/make_tailwind_fixture.py
Reads Tests/Fixtures/lint/real/tailwind/node_modules/tailwindcss/theme.css (packages/tailwindcss/theme.css
of https://github.com/tailwindlabs/tailwindcss at commit 90f8ff41c8e2a4d17bc76921e23e9d672123da76,
unchanged, MIT licence, Copyright (c) Tailwind Labs, Inc.) and writes expected.json beside it: for
the light and the dark mode of app.css, the 8-bit colour of each role's property as ColorAide reads
the palette step the mode points at (out-of-sRGB oklch() mapped as CSS Color 4 says, the
`minde-chroma` search run to its limit as tools/make_css_colour_fixture.py does).
"""
import json
import os
import re

from coloraide import Color
import coloraide.gamut.fit_minde_chroma as minde

minde.calc_epsilon = lambda jnd: 1e-12
minde.MINDEChroma.MIN_CONVERGENCE = 1e-12

folder = os.path.join(os.path.dirname(__file__), "..", "Tests", "Fixtures", "lint", "real", "tailwind")
theme = open(os.path.join(folder, "node_modules", "tailwindcss", "theme.css")).read()
palette = dict(re.findall(r"--(color-[a-z]+(?:-\d+)?): ([^;]+);", theme))


def hex8(value):
    colour = Color(value)
    if not colour.in_gamut("srgb"):
        colour = colour.fit("srgb", method="minde-chroma")
    channels = [max(0, min(255, round(c * 255))) for c in colour.convert("srgb").coords()]
    return "#%02X%02X%02X" % tuple(channels)


# app.css: role property -> palette step, per mode.
modes = {
    ":root": {"color-page": "color-white", "color-ink": "color-gray-950", "color-muted": "color-gray-400", "color-brand": "color-blue-600"},
    "@media (prefers-color-scheme: dark)": {"color-page": "color-gray-950", "color-ink": "color-gray-50", "color-muted": "color-gray-500",
                                            "color-brand": "color-blue-400"},
}
expected = {name: {prop: hex8(palette[step]) for prop, step in steps.items()} for name, steps in modes.items()}
with open(os.path.join(folder, "expected.json"), "w") as handle:
    json.dump({"source": "coloraide 8.13.1 of tailwindcss 90f8ff41's theme.css, the step each mode of app.css points at", "modes": expected},
              handle, indent=1)
    handle.write("\n")
print(json.dumps(expected, indent=1))
