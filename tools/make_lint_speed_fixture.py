#!/usr/bin/env python3
"""A generated design system for the lint speed figure (issue 21): 2,000 colour tokens in CSS
custom properties, 8 modes (:root and seven [data-theme] blocks, each redefining every semantic
token), and a schema of 400 pairs mapped to them. Deterministic (seeded); writes into DIR."""
import json, random, sys, os

out = sys.argv[1] if len(sys.argv) > 1 else "lint-speed"
os.makedirs(out, exist_ok=True)
random.seed(21)
primitives = 2000 - 2 * 250  # 1,500 primitives, 250 foreground and 250 background tokens
lines = [":root {"]
for index in range(primitives):
    lines.append(f"  --p{index}: oklch({random.uniform(5, 98):.2f}% {random.uniform(0, 0.2):.3f} {random.uniform(0, 360):.1f});")
def semantic(prefix, count):
    return [f"  --{prefix}{index}: var(--p{random.randrange(primitives)});" for index in range(count)]
lines += semantic("fg", 250) + semantic("bg", 250) + ["}"]
for mode in range(7):
    lines.append(f'[data-theme="m{mode}"] {{')
    lines += semantic("fg", 250) + semantic("bg", 250) + ["}"]
open(os.path.join(out, "tokens.css"), "w").write("\n".join(lines) + "\n")

roles = [{"name": "bg0", "group": "g", "description": "the ground", "opaque": True}]
roles += [{"name": f"bg{i}", "group": "g", "description": "a surface", "opaque": True} for i in range(1, 250)]
roles += [{"name": f"fg{i}", "group": "g", "description": "a foreground"} for i in range(250)]
pairs = []
while len(pairs) < 400:
    pair = f"fg{random.randrange(250)}/bg{random.randrange(250)}"
    if pair not in pairs:
        pairs.append(pair)
schema = {"format": "palette-repl-schema/1", "name": "speed", "groups": ["g"], "ground": "bg0", "roles": roles,
          "ruleKinds": [{"name": "text", "measure": "contrast", "threshold": 4.5, "palettes": "all"}],
          "rules": {"text": pairs}, "tokens": {f"fg{i}": f"--fg{i}" for i in range(250)} | {f"bg{i}": f"--bg{i}" for i in range(250)}}
json.dump(schema, open(os.path.join(out, "schema.json"), "w"), indent=1)
