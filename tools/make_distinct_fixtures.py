#!/usr/bin/env python3
"""Reference values for the `distinct` rule measure, computed with ColorAide (PyPI: coloraide).

Run:  pip install coloraide==8.13.1 && python3 tools/make_distinct_fixtures.py
Writes Tests/PaletteKitTests/Fixtures/distinct-reference.json (committed; tests never need network).

For each pair of opaque sRGB colours: each colour as seen under normal vision and under
protanopia, deuteranopia and tritanopia simulated by Machado, Oliveira and Fernandes (2009) at
severity 1.0 (ColorAide's `filter(kind, 1.0, method="machado")`, applied in linear sRGB), clipped
to sRGB; the CIEDE2000 difference of the two under each (`delta_e(method="2000")`, which ColorAide
takes in CIE Lab D65); and the least of the four, which is the measure's value.

Pairs: success, warning and destructive of every shipped palette of the stream schema (each pair
of the three), black/white/grey and primary edge cases, and seeded random colours.
"""
import itertools
import json
import os
import random

import coloraide
from coloraide import Color

SEED = 20261203
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "Tests", "PaletteKitTests", "Fixtures", "distinct-reference.json")
VISIONS = [("normal", None), ("protanopia", "protan"), ("deuteranopia", "deutan"), ("tritanopia", "tritan")]


def seen(hex_colour, kind):
    colour = Color(hex_colour)
    if kind is not None:
        colour = colour.filter(kind, 1.0, method="machado", out_space="srgb")
    return colour.convert("srgb").clip()


def entry(foreground, background):
    visions = {}
    for name, kind in VISIONS:
        a, b = seen(foreground, kind), seen(background, kind)
        visions[name] = {"foreground": a.coords(), "background": b.coords(), "deltaE": a.delta_e(b, method="2000")}
    return {"foreground": foreground, "background": background, "visions": visions,
            "value": min(v["deltaE"] for v in visions.values())}


def main():
    pairs = []
    for name in sorted(os.listdir(os.path.join(ROOT, "Palettes"))):
        palette = json.load(open(os.path.join(ROOT, "Palettes", name)))
        roles = palette["roles"]
        if "schema" in palette or not all(r in roles for r in ("success", "warning", "destructive")):
            continue
        for a, b in itertools.combinations(("success", "warning", "destructive"), 2):
            pairs.append((roles[a][:7], roles[b][:7]))
    edges = ["#000000", "#FFFFFF", "#808080", "#FF0000", "#00FF00", "#0000FF", "#FFFF00", "#00FFFF", "#FF00FF", "#777777"]
    pairs += list(itertools.combinations(edges, 2))
    generator = random.Random(SEED)
    for _ in range(300):
        pairs.append(tuple("#" + "".join(f"{generator.randrange(256):02X}" for _ in range(3)) for _ in range(2)))
    document = {
        "generator": "tools/make_distinct_fixtures.py",
        "library": f"coloraide {coloraide.__version__}",
        "seed": SEED,
        "pairs": [entry(a, b) for a, b in pairs],
    }
    count = len(document["pairs"])
    pairs = document.pop("pairs")
    # One pair per line: the file diffs by pair.
    text = json.dumps(document, indent=1)[:-2] + ',\n "pairs": [\n'
    text += ",\n".join("  " + json.dumps(pair, separators=(",", ":")) for pair in pairs) + "\n ]\n}\n"
    with open(OUT, "w") as out:
        out.write(text)
    print(f"wrote {count} pairs to {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    main()
