#!/usr/bin/env python3
"""Writes a generated app tree for timing `palette-repl usage` (docs/performance.md, "usage").

    tools/make_usage_tree.py DIR [--files 1000] [--lines 1000]

Deterministic: the same arguments write the same bytes. Files are Swift views (most), Kotlin,
CSS and TSX, each about --lines lines long, reading roles of the built-in stream schema through
the facade, with comments, strings and declarations mixed in as real code has them.
"""
import argparse
import os
import random

ROLES = ["paper", "plate", "sunken", "raised", "bar", "sheet", "field", "selectionFill", "ink", "body",
         "secondary", "faint", "link", "inkOnAccent", "inkOnStage", "marker", "markerActive", "hairline",
         "focusRing", "unreadDot", "grabber", "accent", "accentPressed", "toggleOn", "send", "destructive",
         "success", "warning", "capsule", "capsuleInk", "badge", "badgeInk", "highlight", "stage"]


def swift_file(rng, index, lines):
    out = ["import SwiftUI", "", f"/// Screen {index}: rows of cards.", f"struct Screen{index}: View {{",
           "    let palette: StreamPalette", "    @State private var isOn = false", "", "    var body: some View {",
           "        VStack(alignment: .leading, spacing: 8) {"]
    while len(out) < lines - 8:
        role = rng.choice(ROLES)
        kind = rng.randrange(6)
        if kind == 0:
            out.append(f"            Text(\"Row {len(out)}\").foregroundStyle(Color(StreamTokens.{role}))")
        elif kind == 1:
            out.append(f"            // {role} would be wrong here: the row sits on a card")
        elif kind == 2:
            out.append(f"            Rectangle().fill(Color(palette.{role})).frame(height: {rng.randrange(1, 40)})")
        elif kind == 3:
            out.append(f"            Label(\"{role}\", systemImage: \"circle\").font(.body).padding(.horizontal, {rng.randrange(2, 20)})")
        elif kind == 4:
            out.append(f"            Toggle(\"Setting {len(out)}\", isOn: $isOn).tint(Color(StreamTokens.{role}))")
        else:
            out.append(f"            Spacer(minLength: {rng.randrange(0, 24)})")
    out += ["        }", "        .background(Color(StreamTokens.paper))", "    }", "}", "",
            f"extension StreamTokens {{", f"    static var sweep{index}: LinearGradient {{",
            f"        LinearGradient(colors: [Color(StreamTokens.{rng.choice(ROLES)}), Color(StreamTokens.{rng.choice(ROLES)})], startPoint: .top, endPoint: .bottom)",
            "    }", "}"]
    return "\n".join(out) + "\n"


def kotlin_file(rng, index, lines):
    out = ["package app", "", "import androidx.compose.runtime.Composable", "", f"@Composable", f"fun Screen{index}(palette: StreamPalette) {{"]
    while len(out) < lines - 2:
        role = rng.choice(ROLES)
        if rng.randrange(3) == 0:
            out.append(f"    // {role}: the card's colour")
        else:
            out.append(f"    Text(text = \"Row {len(out)}\", color = palette.{role}, modifier = Modifier.padding({rng.randrange(2, 20)}.dp))")
    out.append("}")
    return "\n".join(out) + "\n"


def css_file(rng, index, lines):
    out = [f"/* screen {index} */"]
    while len(out) < lines - 1:
        role = rng.choice(ROLES)
        out += [f".row-{len(out)} {{", f"  color: var(--{role});", f"  margin: {rng.randrange(0, 20)}px;", "}"]
    return "\n".join(out[:lines]) + "\n"


def tsx_file(rng, index, lines):
    out = ["import React from 'react';", "", f"export function Screen{index}() {{", "  return (", "    <div>"]
    while len(out) < lines - 3:
        role = rng.choice(ROLES)
        out.append(f"      <p className=\"px-{rng.randrange(1, 9)} text-{role} hover:bg-{rng.choice(ROLES)}\">Row {len(out)}</p>")
    out += ["    </div>", "  );", "}"]
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("dir")
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--lines", type=int, default=1000)
    arguments = parser.parse_args()
    rng = random.Random(42)
    for index in range(arguments.files):
        kind = index % 10
        folder = os.path.join(arguments.dir, "App" if kind < 7 else "android" if kind == 7 else "web", f"Feature{index // 50}")
        os.makedirs(folder, exist_ok=True)
        if kind < 7:
            name, text = f"Screen{index}.swift", swift_file(rng, index, arguments.lines)
        elif kind == 7:
            name, text = f"Screen{index}.kt", kotlin_file(rng, index, arguments.lines)
        elif kind == 8:
            name, text = f"screen{index}.css", css_file(rng, index, arguments.lines)
        else:
            name, text = f"Screen{index}.tsx", tsx_file(rng, index, arguments.lines)
        with open(os.path.join(folder, name), "w") as handle:
            handle.write(text)


if __name__ == "__main__":
    main()
