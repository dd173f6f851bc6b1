#!/usr/bin/env python3
"""8-bit sRGB colours and their color(display-p3 ...) coordinates as ColorAide gives them (PyPI: coloraide).

Run:  pip install coloraide==8.13.1 && python3 tools/make_p3_fixture.py
Writes Tests/PaletteKitTests/Fixtures/display-p3.json (committed; tests never need network):
`lint --fix --write` writes a repaired colour back into a display-p3 value in those coordinates.
"""
import json
import os
import random

from coloraide import Color

SEED = 20261204
rng = random.Random(SEED)
colours = ["#000000", "#FFFFFF", "#FF0000", "#00FF00", "#0000FF", "#808080", "#4263EB", "#22272E"]
colours += ["#%02X%02X%02X" % (rng.randrange(256), rng.randrange(256), rng.randrange(256)) for _ in range(200)]
rows = [{"hex": hex_, "p3": Color(hex_).convert("display-p3").coords()} for hex_ in colours]
path = os.path.join(os.path.dirname(__file__), "..", "Tests", "PaletteKitTests", "Fixtures", "display-p3.json")
with open(path, "w") as file:
    json.dump({"source": "coloraide 8.13.1, Color(hex).convert('display-p3').coords()", "colours": rows}, file, indent=1)
    file.write("\n")
print(len(rows), "colours")
