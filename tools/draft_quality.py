#!/usr/bin/env python3
"""How near `palette-repl draft` comes to the hand-made palettes: the independent side of the
measurement (every colour figure here is computed with ColorAide, never by palette-repl).

    pip install coloraide==8.13.1 materialyoucolor==3.0.4 && python3 tools/draft_quality.py .build/release/palette-repl
    python3 tools/draft_quality.py .build/release/palette-repl --json draft-quality.json
    python3 tools/draft_quality.py --material-only        # no binary: Material and the naive baseline

Paths are resolved from this file's place (the repository is its parent's parent), so it runs
from the repository root or from anywhere else; a relative BINARY is taken from the current
directory, else from the repository root. The binary runs in a temporary directory (every path
it is given is absolute), so a draft can never write into Palettes/.

What it measures. Leave-one-out over the twelve stream palettes (every Palettes/*.json but
harbor.json): for each held-out palette P, the style comes from the other eleven (each passed as
`--like Palettes/X.json`) and three drafts are asked of `palette-repl draft P --json --out TMP`:

  a. accent alone:   --key accent=<P's accent> --kind light|dark
  b. the schema's keys: --key paper=.. --key ink=.. --key accent=.. (P's colours; the keys are
     read from the schema's "draft": {"keys"} when it has one)
  c. the base16 scheme P was made from, no keys: --scheme Schemes/base16/<file> (six palettes:
     nord, gruvbox, kanagawa, everforest, rosePineDawn, catppuccinLatte)

P's kind is light when contrast(paper, black) >= contrast(paper, white), WCAG 2.x relative
luminance (0.2126, 0.7152, 0.0722 on ColorAide's srgb-linear channels).

Each draft is compared with P's hand-made colours over the roles not given as keys (a: 38,
b: 36, c: all 39):
  - ΔE_OK (ColorAide delta_e(method='ok'), Euclidean OKLab) and |ΔL| (OKLCH lightness). Means
    are pooled over every compared (palette, role), i.e. every role weighs the same; the worst
    is named with its palette and role.
  - Colours are compared as seen: a translucent colour (alpha < 1) is composited source-over onto
    its own palette's paper in gamma-encoded sRGB (a*src + (1-a)*dst per channel, then rounded to
    8 bits as a browser's 8-bit surface stores it; palette-repl rounds the same way), the draft's
    onto the draft's paper, the hand-made one onto P's paper.
  - Order kept: for every distinct pair "fg/bg" of Schemas/stream.json's rules whose two sides
    are roles (pairs naming the derived tokens controlFill, pressedPlate, highlightPlate are
    skipped; 53 pairs), whether the side with the higher WCAG luminance (of what is seen) is the
    same in the draft as in P. A pair tied in P is left out.
  - Rules passing: "passes" from the draft's own JSON; `palette-repl check FILE --json` on the
    draft (the --out file when written, else the JSON's palette written to a file), counting
    rules whose status is "fail"; and an independent count here: every rule of a ruleKind whose
    measure is "contrast" (lightness kinds and derived tokens skipped), WCAG contrast of what is
    seen against the kind's threshold.

Side by side:
  - Material's SchemeContent (materialyoucolor, spec 2021 as SchemeContent falls back to it,
    contrast level 0) from P's accent and kind, on twelve roles: surface→paper,
    surfaceContainerLow→plate, onSurface→ink, onSurfaceVariant→body, onPrimary→inkOnAccent,
    error→destructive, outlineVariant→hairline, outline→faint, secondaryContainer→capsule,
    onSecondaryContainer→capsuleInk, surfaceContainerHigh→raised, primary→link. Draft a's mean
    ΔE_OK on the same twelve roles (none of them is a key in case a) against Material's, and on
    how many palettes the draft is nearer.
  - The naive offsets baseline, computed here without palette-repl: keys paper, ink, accent from
    P (as case b); every other role at the median OKLCH offset (ΔL, ΔC, Δh, hue differences
    wrapped to ±180°) from the one key whose offsets have the least spread, learned from the
    other palettes of P's kind; alpha the median alpha of those palettes; gamut mapped with
    ColorAide .fit('srgb') and rounded to 8 bits. A key's spread for a role is the mean ΔE_OK,
    over those palettes, between what the median offsets place from that palette's key and
    what that palette holds (the colours as written, alpha aside); ties go to paper, ink,
    accent in that order. No repair: its rules are measured, not made to pass.

A draft the binary refuses (non-zero exit without a palette in its JSON) is recorded as a failure
with the first line of its stderr, and the run goes on; a draft that exits non-zero with a
palette (say, one that could not be repaired) is measured and its exit status recorded.
Output: a table of the cases, the naive baseline and Material, then per-palette rows; with
--json OUT the same figures (and every per-role ΔE) as JSON.
"""
import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from coloraide import Color
from materialyoucolor.dynamiccolor.material_dynamic_colors import MaterialDynamicColors
from materialyoucolor.hct import Hct
from materialyoucolor.scheme.scheme_content import SchemeContent

ROOT = Path(__file__).resolve().parent.parent
SCHEMA_PATH = ROOT / "Schemas" / "stream.json"
PALETTES_DIR = ROOT / "Palettes"
SCHEMES_DIR = ROOT / "Schemes" / "base16"
KEYS = ["paper", "ink", "accent"]
SCHEMES = {
    "nord": "nord.yaml",
    "gruvbox": "gruvbox-dark-medium.yaml",
    "kanagawa": "kanagawa.yaml",
    "everforest": "everforest.yaml",
    "rosePineDawn": "rose-pine-dawn.yaml",
    "catppuccinLatte": "catppuccin-latte.yaml",
}
MATERIAL_ROLES = [
    ("surface", "paper"),
    ("surfaceContainerLow", "plate"),
    ("onSurface", "ink"),
    ("onSurfaceVariant", "body"),
    ("onPrimary", "inkOnAccent"),
    ("error", "destructive"),
    ("outlineVariant", "hairline"),
    ("outline", "faint"),
    ("secondaryContainer", "capsule"),
    ("onSecondaryContainer", "capsuleInk"),
    ("surfaceContainerHigh", "raised"),
    ("primary", "link"),
]
CASES = [
    ("a", "accent alone", ["accent"]),
    ("b", "paper+ink+accent", ["paper", "ink", "accent"]),
    ("c", "base16 scheme", []),
]


# ---------------------------------------------------------------- colours (ColorAide only)

def parse_hex(text):
    """'#RGB', '#RGBA', '#RRGGBB' or '#RRGGBBAA' -> (r, g, b, a), 8-bit integers."""
    digits = text.strip().lstrip("#")
    if len(digits) in (3, 4):
        digits = "".join(ch * 2 for ch in digits)
    if len(digits) == 6:
        digits += "FF"
    if len(digits) != 8:
        raise ValueError(f"not a hex colour: {text!r}")
    return tuple(int(digits[i:i + 2], 16) for i in range(0, 8, 2))


def hex_of(rgba):
    r, g, b, a = rgba
    return f"#{r:02X}{g:02X}{b:02X}" + ("" if a == 255 else f"{a:02X}")


def round8(value):
    """A channel in 0..1 to 8 bits, halves up (not Python's round-half-even)."""
    return min(255, max(0, int(math.floor(value * 255 + 0.5))))


def seen(rgba, paper):
    """What is seen of `rgba` on `paper` (opaque): source-over in gamma-encoded sRGB, 8-bit."""
    r, g, b, a = rgba
    if a == 255:
        return (r, g, b)
    alpha = a / 255
    return tuple(round8((alpha * s + (1 - alpha) * d) / 255) for s, d in zip((r, g, b), paper[:3]))


_cache = {}


def colour(rgb):
    key = ("srgb", rgb)
    if key not in _cache:
        _cache[key] = Color("srgb", [v / 255 for v in rgb[:3]])
    return _cache[key]


def oklch(rgb):
    """OKLCH (L, C, h) of an opaque 8-bit colour; an achromatic hue reads 0."""
    key = ("oklch", rgb[:3])
    if key not in _cache:
        _cache[key] = tuple(colour(rgb[:3]).convert("oklch").coords(nans=False))
    return _cache[key]


def delta_e(rgb1, rgb2):
    return colour(rgb1[:3]).delta_e(colour(rgb2[:3]), method="ok")


def luminance(rgb):
    key = ("lum", rgb[:3])
    if key not in _cache:
        r, g, b = colour(rgb[:3]).convert("srgb-linear").coords()
        _cache[key] = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return _cache[key]


def contrast(rgb1, rgb2):
    l1, l2 = luminance(rgb1), luminance(rgb2)
    hi, lo = max(l1, l2), min(l1, l2)
    return (hi + 0.05) / (lo + 0.05)


def is_light(paper):
    return contrast(paper, (0, 0, 0)) >= contrast(paper, (255, 255, 255))


def wrap(degrees):
    """A hue difference in (-180, 180]."""
    d = math.fmod(degrees, 360.0)
    if d > 180:
        d -= 360
    elif d <= -180:
        d += 360
    return d


# ---------------------------------------------------------------- schema and palettes

def load_schema():
    schema = json.loads(SCHEMA_PATH.read_text())
    roles = [r["name"] for r in schema["roles"]]
    derived = {d["name"] for d in schema.get("derived", [])}
    kinds = {k["name"]: k for k in schema["ruleKinds"]}
    role_set = set(roles)
    pairs = []          # distinct fg/bg pairs with both sides roles, for order kept
    contrast_rules = []  # (kind, fg, bg, threshold, palettes) for the independent check
    for kind, entries in schema["rules"].items():
        for entry in entries:
            fg, bg = entry.split("/")
            if fg not in role_set or bg not in role_set:
                continue  # derived tokens (controlFill, pressedPlate, highlightPlate)
            if (fg, bg) not in pairs:
                pairs.append((fg, bg))
            spec = kinds[kind]
            if spec["measure"] == "contrast":
                contrast_rules.append((kind, fg, bg, spec["threshold"], spec.get("palettes", "all")))
    keys = schema.get("draft", {}).get("keys", KEYS)
    if keys != KEYS:
        print(f"note: the schema's draft keys are {keys}; case b gives those, the naive baseline {KEYS}",
              file=sys.stderr)
    return {"roles": roles, "derived": derived, "pairs": pairs, "contrast_rules": contrast_rules,
            "ids": schema.get("ids", []), "keys": keys}


def load_palettes(schema):
    palettes = {}
    for path in sorted(PALETTES_DIR.glob("*.json")):
        if path.name == "harbor.json":
            continue
        document = json.loads(path.read_text())
        roles = {name: parse_hex(value) for name, value in document["roles"].items()}
        missing = [r for r in schema["roles"] if r not in roles]
        if missing:
            raise SystemExit(f"{path}: missing roles {missing}")
        palettes[document["id"]] = {"path": path, "roles": roles, "light": is_light(roles["paper"])}
    order = [i for i in schema["ids"] if i in palettes] + sorted(i for i in palettes if i not in schema["ids"])
    return {i: palettes[i] for i in order}


# ---------------------------------------------------------------- comparison

def compare(schema, draft, hand, compared_roles):
    """Figures of a whole draft (role -> rgba) against a hand-made palette (role -> rgba)."""
    draft_paper, hand_paper = draft["paper"], hand["paper"]
    per_role = {}
    for role in compared_roles:
        d_seen, h_seen = seen(draft[role], draft_paper), seen(hand[role], hand_paper)
        per_role[role] = {"deltaE": delta_e(d_seen, h_seen),
                          "deltaL": abs(oklch(d_seen)[0] - oklch(h_seen)[0]),
                          "draft": hex_of(draft[role]), "hand": hex_of(hand[role])}
    kept, counted, flipped = 0, 0, []
    for fg, bg in schema["pairs"]:
        h = luminance(seen(hand[fg], hand_paper)) - luminance(seen(hand[bg], hand_paper))
        if h == 0:
            continue
        d = luminance(seen(draft[fg], draft_paper)) - luminance(seen(draft[bg], draft_paper))
        counted += 1
        if (d > 0) == (h > 0) and d != 0:
            kept += 1
        else:
            flipped.append(f"{fg}/{bg}")
    return {"roles": per_role, "orderKept": kept, "orderCounted": counted, "flipped": flipped,
            "ruleFailures": own_check(schema, draft)}


def own_check(schema, palette):
    """Contrast rules failing in `palette` (role -> rgba), measured here."""
    light = is_light(palette["paper"])
    paper = palette["paper"]
    failures = []
    for kind, fg, bg, threshold, applies in schema["contrast_rules"]:
        if applies == "dark" and light or applies == "light" and not light:
            continue
        ratio = contrast(seen(palette[fg], paper), seen(palette[bg], paper))
        if ratio < threshold - 1e-9:
            failures.append({"kind": kind, "pair": f"{fg}/{bg}", "ratio": round(ratio, 4), "threshold": threshold})
    return failures


def summarise(entries, roles_filter=None):
    """Pooled figures over measured entries (each from `compare`), optionally only some roles."""
    deltas, lightness, worst = [], [], (None, None, -1.0)
    kept = counted = 0
    for pid, result in entries:
        for role, fig in result["roles"].items():
            if roles_filter is not None and role not in roles_filter:
                continue
            deltas.append(fig["deltaE"])
            lightness.append(fig["deltaL"])
            if fig["deltaE"] > worst[2]:
                worst = (pid, role, fig["deltaE"])
        kept += result.get("orderKept", 0)
        counted += result.get("orderCounted", 0)
    return {
        "palettes": len(entries),
        "comparisons": len(deltas),
        "meanDeltaE": statistics.fmean(deltas) if deltas else None,
        "worstDeltaE": worst[2] if deltas else None,
        "worstAt": f"{worst[0]}.{worst[1]}" if deltas else None,
        "meanAbsDeltaL": statistics.fmean(lightness) if lightness else None,
        "orderKept": kept,
        "orderCounted": counted,
        "orderKeptShare": kept / counted if counted else None,
    }


def mean_over(result, roles):
    values = [result["roles"][r]["deltaE"] for r in roles if r in result["roles"]]
    return statistics.fmean(values) if values else None


# ---------------------------------------------------------------- Material

def material(palette):
    accent = palette["roles"]["accent"]
    argb = 0xFF000000 | (accent[0] << 16) | (accent[1] << 8) | accent[2]
    scheme = SchemeContent(Hct.from_int(argb), not palette["light"], 0.0)
    roles = {}
    for name, role in MATERIAL_ROLES:
        value = scheme.get_argb(getattr(MaterialDynamicColors, name))
        roles[role] = ((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF, 255)
    return roles, scheme.spec_version


def material_figures(schema, palette, roles):
    hand = palette["roles"]
    per_role = {}
    for role, rgba in roles.items():
        h_seen = seen(hand[role], hand["paper"])
        per_role[role] = {"deltaE": delta_e(rgba, h_seen), "deltaL": abs(oklch(rgba)[0] - oklch(h_seen)[0]),
                          "material": hex_of(rgba), "hand": hex_of(hand[role])}
    # Orders and contrast rules among the twelve roles only (Material has no others).
    kept, counted, failures = 0, 0, []
    for fg, bg in schema["pairs"]:
        if fg not in roles or bg not in roles:
            continue
        h = luminance(seen(hand[fg], hand["paper"])) - luminance(seen(hand[bg], hand["paper"]))
        if h == 0:
            continue
        d = luminance(roles[fg]) - luminance(roles[bg])
        counted += 1
        kept += int((d > 0) == (h > 0) and d != 0)
    for kind, fg, bg, threshold, applies in schema["contrast_rules"]:
        if fg not in roles or bg not in roles:
            continue
        if applies == "dark" and palette["light"] or applies == "light" and not palette["light"]:
            continue
        ratio = contrast(roles[fg], roles[bg])
        if ratio < threshold - 1e-9:
            failures.append({"kind": kind, "pair": f"{fg}/{bg}", "ratio": round(ratio, 4), "threshold": threshold})
    rules_among = sum(1 for _, fg, bg, _, _ in schema["contrast_rules"] if fg in roles and bg in roles)
    return {"roles": per_role, "orderKept": kept, "orderCounted": counted, "ruleFailures": failures,
            "rulesAmongTwelve": rules_among}


# ---------------------------------------------------------------- the naive offsets baseline

def naive_draft(schema, held, training):
    """P's keys kept, every other role at the least-spread key's median OKLCH offset."""
    keys = {k: oklch(held["roles"][k]) for k in KEYS}
    draft = {k: held["roles"][k] for k in KEYS}
    choices = {}
    for role in schema["roles"]:
        if role in KEYS:
            continue
        best = None
        for key in KEYS:
            offsets = []
            for t in training:
                lr, cr, hr = oklch(t["roles"][role])
                lk, ck, hk = oklch(t["roles"][key])
                offsets.append((lr - lk, cr - ck, wrap(hr - hk)))
            m = tuple(statistics.median(o[i] for o in offsets) for i in range(3))
            spread = statistics.fmean(
                delta_e(place(oklch(t["roles"][key]), m), t["roles"][role]) for t in training)
            if best is None or spread < best[0]:
                best = (spread, key, m)
        spread, key, m = best
        alpha = int(statistics.median(t["roles"][role][3] for t in training))
        r, g, b = place(keys[key], m)
        draft[role] = (r, g, b, alpha)
        choices[role] = {"key": key, "spread": spread, "dL": m[0], "dC": m[1], "dh": m[2]}
    return draft, choices


def place(key_lch, offsets):
    lightness = min(1.0, max(0.0, key_lch[0] + offsets[0]))
    chroma = max(0.0, key_lch[1] + offsets[1])
    hue = (key_lch[2] + offsets[2]) % 360
    fitted = Color("oklch", [lightness, chroma, hue]).fit("srgb").convert("srgb")
    return tuple(round8(v) for v in fitted.coords(nans=False))


# ---------------------------------------------------------------- palette-repl

def first_line(text):
    for line in text.splitlines():
        if line.strip():
            return line.strip()
    return ""


def draft_out(workdir, pid, case):
    """One folder per case: a palette's file is named by its id (`ID.json`)."""
    return workdir / case / f"{pid}.json"


def run_draft(binary, pid, case, arguments, workdir, timeout):
    out = draft_out(workdir, pid, case)
    out.parent.mkdir(parents=True, exist_ok=True)
    command = [binary, "draft", pid, "--json", "--out", str(out)] + arguments
    record = {"command": " ".join(command)}
    try:
        proc = subprocess.run(command, cwd=workdir, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        record["error"] = f"timed out after {timeout} s"
        return record, None
    except OSError as error:
        record["error"] = f"could not run: {error}"
        return record, None
    record["exit"] = proc.returncode
    if proc.returncode != 0:
        record["stderr"] = first_line(proc.stderr)
    try:
        document = json.loads(proc.stdout)
    except ValueError:
        record["error"] = record.get("stderr") or f"exit {proc.returncode}, stdout not JSON: {first_line(proc.stdout)[:120]}"
        return record, None
    palette = document.get("palette") if isinstance(document, dict) else None
    if isinstance(palette, dict) and isinstance(palette.get("roles"), dict):
        palette = palette["roles"]
    if not isinstance(palette, dict):
        record["error"] = record.get("stderr") or f"exit {proc.returncode}, no \"palette\" object in the JSON"
        return record, None
    try:
        roles = {name: parse_hex(value) for name, value in palette.items()}
    except (ValueError, AttributeError) as error:
        record["error"] = f"palette not of hex colours: {error}"
        return record, None
    record["passes"] = document.get("passes")
    record["decisions"] = document.get("decisions")
    record["outWritten"] = out.exists()
    return record, roles


def run_check(binary, pid, case, roles, workdir, timeout, record):
    """`palette-repl check --json` on the --out file, or on the JSON's palette when none."""
    out = draft_out(workdir, pid, case)
    if out.exists():
        try:
            written = {k: parse_hex(v) for k, v in json.loads(out.read_text())["roles"].items()}
            record["outMatchesJSON"] = written == roles
        except (ValueError, KeyError, TypeError) as error:
            record["outMatchesJSON"] = f"unreadable: {error}"
        path = out
    else:
        path = workdir / case / "fromjson" / f"{pid}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"format": "palette-repl/1", "id": pid,
                                    "roles": {r: hex_of(roles[r]) for r in roles}}, indent=2) + "\n")
    try:
        proc = subprocess.run([binary, "check", str(path), "--json"], cwd=workdir, capture_output=True,
                              text=True, timeout=timeout)
        document = json.loads(proc.stdout)
        files = document.get("files", [])
        if not files:
            record["checkError"] = first_line(proc.stderr) or "no file in check's JSON"
            return
        rules = files[0].get("rules", [])
        record["checkFailures"] = [f"{r['foreground']}/{r['background']}" for r in rules if r.get("status") == "fail"]
        record["checkComplete"] = files[0].get("complete")
        record["checkExit"] = proc.returncode
    except (subprocess.TimeoutExpired, OSError, ValueError) as error:
        record["checkError"] = str(error)


def draft_arguments(case, pid, palette, likes, keys):
    roles = palette["roles"]
    arguments = []
    for like in likes:
        arguments += ["--like", str(like)]
    if case == "a":
        arguments += ["--key", f"accent={hex_of(roles['accent'])}", "--kind", "light" if palette["light"] else "dark"]
    elif case == "b":
        for key in keys:
            arguments += ["--key", f"{key}={hex_of(roles[key])}"]
    else:
        arguments += ["--scheme", str(SCHEMES_DIR / SCHEMES[pid])]
    return arguments


# ---------------------------------------------------------------- output

def fmt(value, digits=4):
    if value is None:
        return "—"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def share(kept, counted):
    return f"{kept}/{counted} ({kept / counted:.1%})" if counted else "—"


def print_table(rows, headers):
    widths = [max(len(str(h)), *(len(str(r[i])) for r in rows)) for i, h in enumerate(headers)]
    line = "  ".join(str(h).ljust(w) for h, w in zip(headers, widths))
    print(line)
    print("  ".join("-" * w for w in widths))
    for row in rows:
        print("  ".join(str(c).ljust(w) for c, w in zip(row, widths)))
    print()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary", nargs="?", help="the palette-repl binary (e.g. .build/release/palette-repl)")
    parser.add_argument("--json", metavar="OUT", help="write the figures as JSON to OUT")
    parser.add_argument("--material-only", action="store_true",
                        help="only Material's SchemeContent and the naive offsets baseline (no binary)")
    parser.add_argument("--timeout", type=float, default=600, help="seconds allowed each palette-repl run (600)")
    args = parser.parse_args()
    if not args.material_only and not args.binary:
        parser.error("the palette-repl binary is needed (or --material-only)")
    binary = None
    if not args.material_only:
        candidates = [Path(args.binary), ROOT / args.binary]
        found = next((c for c in candidates if c.is_file()), None)
        if found is None:
            parser.error(f"no file at {args.binary} (from here or from {ROOT})")
        binary = str(found.resolve())

    schema = load_schema()
    palettes = load_palettes(schema)
    ids = list(palettes)
    missing_schemes = [f for f in SCHEMES.values() if not (SCHEMES_DIR / f).is_file()]
    if missing_schemes and not args.material_only:
        raise SystemExit(f"missing scheme files under {SCHEMES_DIR}: {missing_schemes}")

    report = {"palettes": ids, "pairs": len(schema["pairs"]), "contrastRules": len(schema["contrast_rules"]),
              "kinds": {i: ("light" if palettes[i]["light"] else "dark") for i in ids}}
    material_role_names = [role for _, role in MATERIAL_ROLES]

    # Material and the naive baseline: no binary needed.
    material_results, naive_results = {}, {}
    for pid in ids:
        roles, spec = material(palettes[pid])
        material_results[pid] = material_figures(schema, palettes[pid], roles)
        material_results[pid]["spec"] = spec
        training = [palettes[o] for o in ids if o != pid and palettes[o]["light"] == palettes[pid]["light"]]
        draft, choices = naive_draft(schema, palettes[pid], training)
        result = compare(schema, draft, palettes[pid]["roles"], [r for r in schema["roles"] if r not in KEYS])
        result["learnedFrom"] = [o for o in ids if o != pid and palettes[o]["light"] == palettes[pid]["light"]]
        result["placements"] = choices
        naive_results[pid] = result

    case_results = {c: {} for c, _, _ in CASES}
    if binary:
        with tempfile.TemporaryDirectory(prefix="draft-quality-") as temp:
            workdir = Path(temp)
            for pid in ids:
                likes = [palettes[o]["path"] for o in ids if o != pid]
                for case, _, keys in CASES:
                    if case == "c" and pid not in SCHEMES:
                        continue
                    if case == "b":
                        keys = schema["keys"]
                    arguments = draft_arguments(case, pid, palettes[pid], likes, keys)
                    record, roles = run_draft(binary, pid, case, arguments, workdir, args.timeout)
                    if roles is not None:
                        absent = [r for r in schema["roles"] if r not in roles]
                        if absent:
                            record["error"] = f"draft lacks roles: {', '.join(absent)}"
                            roles = None
                    if roles is not None:
                        compared = [r for r in schema["roles"] if r not in keys]
                        record.update(compare(schema, roles, palettes[pid]["roles"], compared))
                        record["givenKept"] = {k: hex_of(roles[k]) == hex_of(palettes[pid]["roles"][k]) for k in keys}
                        run_check(binary, pid, case, roles, workdir, args.timeout, record)
                    case_results[case][pid] = record
                    status = record.get("error") or f"passes={record.get('passes')}"
                    print(f"  drafted {pid} ({case}): {status}", file=sys.stderr)

    # ---- summary table
    summary_rows, summary = [], {}
    headers = ["case", "palettes", "refused", "mean ΔE_OK", "worst ΔE_OK (at)", "mean |ΔL|", "order kept",
               "passes (JSON)", "check fails", "own-check fails"]
    if binary:
        for case, label, _ in CASES:
            results = case_results[case]
            measured = [(p, r) for p, r in results.items() if "error" not in r]
            s = summarise(measured)
            s["refused"] = {p: r["error"] for p, r in results.items() if "error" in r}
            s["passesJSON"] = sum(1 for _, r in measured if r.get("passes") is True)
            s["checkFailures"] = sum(len(r.get("checkFailures", [])) for _, r in measured)
            s["checkErrors"] = sum(1 for _, r in measured if "checkError" in r)
            s["ownCheckFailures"] = sum(len(r["ruleFailures"]) for _, r in measured)
            s["ownCheckFailingDrafts"] = sum(1 for _, r in measured if r["ruleFailures"])
            s["nonZeroExits"] = sum(1 for _, r in measured if r.get("exit"))
            s["keysNotKept"] = sum(1 for _, r in measured for kept in r["givenKept"].values() if not kept)
            s["meanDeltaEMaterialRoles"] = summarise(measured, set(material_role_names))["meanDeltaE"]
            summary[case] = s
            summary_rows.append([f"{case}. {label}", len(results), len(s["refused"]), fmt(s["meanDeltaE"]),
                                 f"{fmt(s['worstDeltaE'])} ({s['worstAt']})", fmt(s["meanAbsDeltaL"]),
                                 share(s["orderKept"], s["orderCounted"]),
                                 f"{s['passesJSON']}/{len(measured)}",
                                 f"{s['checkFailures']}" + (f" ({s['checkErrors']} errors)" if s["checkErrors"] else ""),
                                 f"{s['ownCheckFailures']} in {s['ownCheckFailingDrafts']} drafts"])
    in_sample = []
    for pid in ids:
        own_kind = [palettes[o] for o in ids if palettes[o]["light"] == palettes[pid]["light"]]
        draft, _ = naive_draft(schema, palettes[pid], own_kind)
        in_sample.append((pid, compare(schema, draft, palettes[pid]["roles"], [r for r in schema["roles"] if r not in KEYS])))
    n = summarise(list(naive_results.items()))
    n["inSampleMeanDeltaE"] = summarise(in_sample)["meanDeltaE"]
    n["ownCheckFailures"] = sum(len(r["ruleFailures"]) for r in naive_results.values())
    n["ownCheckFailingDrafts"] = sum(1 for r in naive_results.values() if r["ruleFailures"])
    n["meanDeltaEMaterialRoles"] = summarise(list(naive_results.items()), set(material_role_names))["meanDeltaE"]
    summary["naive"] = n
    summary_rows.append(["naive offsets (b's keys, no repair)", len(ids), 0, fmt(n["meanDeltaE"]),
                         f"{fmt(n['worstDeltaE'])} ({n['worstAt']})", fmt(n["meanAbsDeltaL"]),
                         share(n["orderKept"], n["orderCounted"]), "—", "—",
                         f"{n['ownCheckFailures']} in {n['ownCheckFailingDrafts']} drafts"])
    m = summarise(list(material_results.items()))
    m["ownCheckFailures"] = sum(len(r["ruleFailures"]) for r in material_results.values())
    m["ownCheckFailingDrafts"] = sum(1 for r in material_results.values() if r["ruleFailures"])
    m["rulesAmongTwelve"] = next(iter(material_results.values()))["rulesAmongTwelve"]
    summary["material"] = m
    summary_rows.append(["Material SchemeContent (12 roles)", len(ids), 0, fmt(m["meanDeltaE"]),
                         f"{fmt(m['worstDeltaE'])} ({m['worstAt']})", fmt(m["meanAbsDeltaL"]),
                         share(m["orderKept"], m["orderCounted"]) + " among the 12", "—", "—",
                         f"{m['ownCheckFailures']} in {m['ownCheckFailingDrafts']} palettes "
                         f"({m['rulesAmongTwelve']} rules among the 12)"])

    print(f"Leave-one-out over {len(ids)} stream palettes; {len(schema['pairs'])} rule pairs for order, "
          f"{len(schema['contrast_rules'])} contrast rules for the own check.\n")
    print_table(summary_rows, headers)
    if binary:
        for case, label, _ in CASES:
            s = summary[case]
            if s["nonZeroExits"] or s["keysNotKept"]:
                print(f"  {case}: {s['nonZeroExits']} drafts exited non-zero with a palette (measured); "
                      f"{s['keysNotKept']} keys not kept exactly")
    print(f"  naive offsets in sample (P among the palettes it learns from, not leave-one-out): "
          f"mean ΔE_OK {fmt(n['inSampleMeanDeltaE'])}")
    print()

    # ---- draft a against Material on the twelve roles
    nearer, versus = 0, {}
    for pid in ids:
        mat = mean_over(material_results[pid], material_role_names)
        nai = mean_over(naive_results[pid], material_role_names)
        entry = {"material": mat, "naive": nai}
        record = case_results["a"].get(pid)
        if record and "error" not in record:
            entry["draftA"] = mean_over(record, material_role_names)
            entry["draftANearer"] = entry["draftA"] < mat
            nearer += int(entry["draftANearer"])
        versus[pid] = entry
    compared_a = [p for p in ids if "draftA" in versus[p]]
    summary["twelveRoles"] = {
        "materialMean": statistics.fmean(v["material"] for v in versus.values()),
        "naiveMean": statistics.fmean(v["naive"] for v in versus.values()),
        "draftAMean": statistics.fmean(versus[p]["draftA"] for p in compared_a) if compared_a else None,
        "draftANearerOn": nearer if compared_a else None,
        "draftACompared": len(compared_a),
    }
    t = summary["twelveRoles"]
    print("On Material's twelve roles (mean ΔE_OK per palette, then over palettes):")
    print(f"  Material SchemeContent {fmt(t['materialMean'])}; naive offsets {fmt(t['naiveMean'])}; "
          + (f"draft a {fmt(t['draftAMean'])}, nearer than Material on {nearer} of {len(compared_a)} palettes"
             if compared_a else "draft a not run"))
    print()

    # ---- per palette
    rows = []
    for pid in ids:
        row = [pid, report["kinds"][pid]]
        for case, _, _ in CASES:
            if not binary:
                continue
            record = case_results[case].get(pid)
            if record is None:
                row.append("—")
            elif "error" in record:
                row.append("refused")
            else:
                s = summarise([(pid, record)])
                flags = "" if record.get("passes") is True else " !pass"
                if record["ruleFailures"]:
                    flags += f" !{len(record['ruleFailures'])}"
                row.append(f"{fmt(s['meanDeltaE'], 3)}/{fmt(s['worstDeltaE'], 3)} {record['orderKept']}/{record['orderCounted']}{flags}")
        ns = summarise([(pid, naive_results[pid])])
        row.append(f"{fmt(ns['meanDeltaE'], 3)}/{fmt(ns['worstDeltaE'], 3)} {ns['orderKept']}/{ns['orderCounted']}"
                   + (f" !{len(naive_results[pid]['ruleFailures'])}" if naive_results[pid]["ruleFailures"] else ""))
        row.append(fmt(versus[pid]["material"], 3))
        if binary:
            row.append(fmt(versus[pid].get("draftA"), 3))
        rows.append(row)
    headers = ["palette", "kind"] + (["a: mean/worst order", "b: mean/worst order", "c: mean/worst order"] if binary else []) \
        + ["naive: mean/worst order", "Material 12"] + (["a on the 12"] if binary else [])
    print("Per palette (ΔE_OK mean/worst, pairs in order; !pass: JSON passes not true; !N: N contrast rules fail here):")
    print_table(rows, headers)

    refusals = [(case, pid, r["error"]) for case in case_results for pid, r in case_results[case].items() if "error" in r]
    for case, pid, error in refusals:
        print(f"refused: {pid} ({case}): {error}")

    if args.json:
        report.update({"summary": summary, "versusMaterial": versus, "cases": case_results,
                       "naive": naive_results, "material": material_results})
        Path(args.json).write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n")
        print(f"figures written to {args.json}")


if __name__ == "__main__":
    main()
