#!/usr/bin/env python3
"""Writes a palette folder for timing `palette-repl schema retire` (docs/performance.md, "Migrations").

    tools/make_migration_folder.py DIR [--palettes 200] [--binary .build/release/palette-repl]

DIR gets Sessions/ with one session per palette, each drafting a distinct palette of the built-in
stream schema from two key colours (a paper and an accent of its own hue and lightness; half light,
half dark) and running `fix` before `save`, as a designer's session does; the sessions are then
replayed with the binary so that DIR/Palettes holds what they save (keys no palette passes with
are drawn again). Deterministic: the same arguments write the same bytes.
"""
import argparse
import colorsys
import os
import random
import subprocess


def hex_colour(hue, lightness, saturation):
    red, green, blue = colorsys.hls_to_rgb(hue, lightness, saturation)
    return "#%02X%02X%02X" % (round(red * 255), round(green * 255), round(blue * 255))


def session(rng, index):
    light = index % 2 == 0
    paper = hex_colour(rng.random(), rng.uniform(0.93, 0.98) if light else rng.uniform(0.08, 0.16), rng.uniform(0.05, 0.3))
    accent = hex_colour(rng.random(), rng.uniform(0.35, 0.55), rng.uniform(0.5, 0.9))
    kind = "light" if light else "dark"
    return "\n".join([
        f"# a generated {kind} palette for timing migrations (tools/make_migration_folder.py)",
        f"new generated{index}",
        f"set paper {paper}",
        f"set accent {accent}",
        f"draft --builtin --kind {kind}",
        "fix",
        "apply",
        "save",
        "",
    ])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("dir")
    parser.add_argument("--palettes", type=int, default=200)
    parser.add_argument("--binary", default=".build/release/palette-repl")
    arguments = parser.parse_args()
    rng = random.Random(62)
    sessions = os.path.join(arguments.dir, "Sessions")
    os.makedirs(sessions, exist_ok=True)
    for index in range(1, arguments.palettes + 1):
        path = os.path.join(sessions, f"generated{index}.session")
        # Keys no palette passes with (an accent too light for a light paper) are drawn again.
        while True:
            with open(path, "w") as file:
                file.write(session(rng, index))
            replay = subprocess.run([os.path.abspath(arguments.binary), "replay", "--quiet", os.path.relpath(path, arguments.dir)],
                                    cwd=arguments.dir, capture_output=True)
            if replay.returncode == 0:
                break


if __name__ == "__main__":
    main()
