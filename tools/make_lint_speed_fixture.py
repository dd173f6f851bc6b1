#!/usr/bin/env python3
"""A generated design system for the lint speed figure (issue 21): 2,000 colour tokens in CSS
custom properties, 8 modes (:root and seven [data-theme] blocks, each redefining every semantic
token), and a schema of 400 pairs mapped to them. Deterministic (seeded); writes into DIR.
Usage: make_lint_speed_fixture.py DIR [TOKENS_SCALE [MODES_SCALE]]: the scales multiply the
tokens (primitives and semantic tokens alike) and the modes, the schema staying the same (500
roles, 400 pairs), to show the cost linear in tokens x modes; 1 1 is the figure's design system."""
import json, random, sys, os

out = sys.argv[1] if len(sys.argv) > 1 else "lint-speed"
token_scale = int(sys.argv[2]) if len(sys.argv) > 2 else 1
mode_scale = int(sys.argv[3]) if len(sys.argv) > 3 else 1
os.makedirs(out, exist_ok=True)
random.seed(21)
semantics = 250 * token_scale  # foreground tokens, and as many background tokens
primitives = 2000 * token_scale - 2 * semantics  # 1,500 primitives at scale 1
lines = [":root {"]
for index in range(primitives):
    lines.append(f"  --p{index}: oklch({random.uniform(5, 98):.2f}% {random.uniform(0, 0.2):.3f} {random.uniform(0, 360):.1f});")
def semantic(prefix, count):
    return [f"  --{prefix}{index}: var(--p{random.randrange(primitives)});" for index in range(count)]
lines += semantic("fg", semantics) + semantic("bg", semantics) + ["}"]
for mode in range(8 * mode_scale - 1):
    lines.append(f'[data-theme="m{mode}"] {{')
    lines += semantic("fg", semantics) + semantic("bg", semantics) + ["}"]
open(os.path.join(out, "tokens.css"), "w").write("\n".join(lines) + "\n")

mapped = 250  # the foreground and background tokens the schema's roles read
roles = [{"name": "bg0", "group": "g", "description": "the ground", "opaque": True}]
roles += [{"name": f"bg{i}", "group": "g", "description": "a surface", "opaque": True} for i in range(1, mapped)]
roles += [{"name": f"fg{i}", "group": "g", "description": "a foreground"} for i in range(mapped)]
pairs = []
chosen = set()
while len(pairs) < 400:
    pair = f"fg{random.randrange(mapped)}/bg{random.randrange(mapped)}"
    if pair not in chosen:
        chosen.add(pair)
        pairs.append(pair)
schema = {"format": "palette-repl-schema/1", "name": "speed", "groups": ["g"], "ground": "bg0", "roles": roles,
          "ruleKinds": [{"name": "text", "measure": "contrast", "threshold": 4.5, "palettes": "all"}],
          "rules": {"text": pairs}, "tokens": {f"fg{i}": f"--fg{i}" for i in range(mapped)} | {f"bg{i}": f"--bg{i}" for i in range(mapped)}}
json.dump(schema, open(os.path.join(out, "schema.json"), "w"), indent=1)
