#!/usr/bin/env python3
"""Rebuild truth.json (beside this script) from the Jetsnack files/ tree beside it.

Hand-made oracle: plain text scanning of the Kotlin/XML sources (comments and
string literals are blanked out first, keeping line/column positions), plus a
few hand decisions encoded as data below.  Does not use palette-repl.
"""
import json
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "files")
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "truth.json")
PKG = "app/src/main/java/com/example/jetsnack/"
THEME = PKG + "ui/theme/Theme.kt"
COLORKT = PKG + "ui/theme/Color.kt"

# ---------------------------------------------------------------- helpers


def strip_kotlin(src):
    """Blank comments (nested /* */ and //) and string/char literal contents
    with spaces; newlines kept so offsets/lines/columns are unchanged.
    String templates are blanked too (none of them reads a theme colour)."""
    out = list(src)
    i, n = 0, len(src)

    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = src[i]
        if src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif src.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if src.startswith("/*", j):
                    depth += 1
                    j += 2
                elif src.startswith("*/", j):
                    depth -= 1
                    j += 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif src.startswith('"""', i):
            j = src.find('"""', i + 3)
            j = n if j < 0 else j + 3
            while j < n and src[j] == '"':
                j += 1
            blank(i + 1, j - 1)
            i = j
        elif c == '"':
            j = i + 1
            depth = 0  # ${ ... } template depth
            while j < n:
                if src[j] == "\\":
                    j += 2
                    continue
                if src.startswith("${", j):
                    depth += 1
                    j += 2
                    continue
                if depth and src[j] == "}":
                    depth -= 1
                elif not depth and src[j] == '"':
                    break
                j += 1
            blank(i + 1, j)
            i = j + 1
        elif c == "'":
            j = i + 1
            while j < n and src[j] != "'":
                j += 2 if src[j] == "\\" else 1
            blank(i + 1, j)
            i = j + 1
        else:
            i += 1
    return "".join(out)


class KFile:
    def __init__(self, rel):
        self.rel = rel
        with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
            self.src = f.read()
        self.code = strip_kotlin(self.src)
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", self.src)]
        self.funs = find_functions(self)

    def lc(self, off):
        lo, hi = 0, len(self.line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.line_starts[mid] <= off:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1, off - self.line_starts[lo] + 1

    def site(self, off, col=True):
        l, c = self.lc(off)
        return f"{self.rel}:{l}:{c}" if col else f"{self.rel}:{l}"

    def line_text(self, line):
        a = self.line_starts[line - 1]
        b = self.src.find("\n", a)
        return self.src[a: b if b >= 0 else len(self.src)]

    def enclosing(self, off):
        """innermost top-level function (declared at brace depth 0) containing off"""
        for f in self.funs:
            if f["start"] <= off < f["end"]:
                return f
        return None


def match_close(code, i, o, c):
    depth = 0
    for j in range(i, len(code)):
        if code[j] == o:
            depth += 1
        elif code[j] == c:
            depth -= 1
            if depth == 0:
                return j
    return len(code) - 1


def brace_depths(code):
    d, depths = 0, [0] * (len(code) + 1)
    for i, ch in enumerate(code):
        depths[i] = d
        if ch == "{":
            d += 1
        elif ch == "}":
            d -= 1
    return depths


ANN_RE = re.compile(r"@([A-Za-z_][\w.]*)")
MODIFIERS = {"private", "internal", "public", "inline", "suspend", "override",
             "operator", "infix", "tailrec", "external", "open", "abstract"}


def annotations_before(code, decl_line_start):
    """Annotations on the lines directly above a declaration (and on its own
    line before the keyword).  Walk up while lines are blank or start with '@'."""
    anns = []
    lines = code[:decl_line_start].split("\n")[:-1]
    for ln in reversed(lines):
        s = ln.strip()
        if not s:
            continue
        if s.startswith("@"):
            anns.extend(a.split(".")[-1] for a in ANN_RE.findall(s))
            continue
        break
    return anns


FUN_RE = re.compile(r"\bfun\s+(?:<[^>]*>\s*)?(?:[\w.<>, ?]+\.)?(\w+)\s*\(")


def find_functions(kf):
    code = kf.code
    depths = brace_depths(code)
    funs = []
    for m in FUN_RE.finditer(code):
        if depths[m.start()] != 0:
            continue
        name = m.group(1)
        p_open = m.end() - 1
        p_close = match_close(code, p_open, "(", ")")
        # body: first '{' or '=' at paren depth 0 after the parameter list
        j = p_close + 1
        body_kind, end = None, None
        while j < len(code):
            ch = code[j]
            if ch == "{":
                body_kind, end = "block", match_close(code, j, "{", "}") + 1
                break
            if ch == "=" and code[j + 1] != "=":
                body_kind = "expr"
                # expression body ends at the next depth-0 declaration line
                nxt = re.compile(r"^(?:@|private |internal |public |fun |val |var |class |object |"
                                 r"data |enum |sealed |annotation |const |interface |abstract |open )",
                                 re.M).search(code, j)
                end = nxt.start() if nxt else len(code)
                # make sure we are past balanced brackets
                k, d = j + 1, 0
                while k < len(code):
                    if code[k] in "({[":
                        d += 1
                    elif code[k] in ")}]":
                        d -= 1
                    elif d == 0 and k >= end:
                        break
                    k += 1
                end = max(end, k)
                break
            if ch == "<":  # generic return type
                j = match_close(code, j, "<", ">") + 1
                continue
            j += 1
        line_start = code.rfind("\n", 0, m.start()) + 1
        anns = annotations_before(code, line_start) + [
            a.split(".")[-1] for a in ANN_RE.findall(code[line_start:m.start()])]
        funs.append(dict(name=name, start=line_start, name_off=m.start(1),
                         end=end or len(code), body=body_kind, anns=anns, file=kf))
    return funs


# ---------------------------------------------------------------- load files

kt_rel, xml_rel = [], []
for d, _, fs in os.walk(os.path.join(ROOT, "app/src")):
    for f in fs:
        rel = os.path.relpath(os.path.join(d, f), ROOT)
        if f.endswith(".kt"):
            kt_rel.append(rel)
        elif f.endswith(".xml"):
            xml_rel.append(rel)
kt_rel.sort()
xml_rel.sort()
KT = {r: KFile(r) for r in kt_rel}


def is_test(rel):
    return "/androidTest/" in "/" + rel


# ---------------------------------------------------------------- the roles

theme = KT[THEME]
m = re.search(r"data class JetsnackColors\(", theme.code)
dc_open = m.end() - 1
dc_close = match_close(theme.code, dc_open, "(", ")")
MEMBERS = []   # (member, type, default_expr, decl_off)
for pm in re.finditer(r"val\s+(\w+)\s*:\s*([\w<>]+)\s*(?:=\s*(\w+))?", theme.code[dc_open:dc_close]):
    off = dc_open + pm.start()
    MEMBERS.append(dict(member=pm.group(1), type=pm.group(2), default=pm.group(3),
                        off=off, default_off=(dc_open + pm.start(3)) if pm.group(3) else None))
MEMBERS = [x for x in MEMBERS if x["member"] != "isDark"]
assert len(MEMBERS) == 27, len(MEMBERS)


def role_name(member):
    return member.replace("_", "")


MEMBER_NAMES = {x["member"] for x in MEMBERS}

# --- preview annotations: Preview itself (Compose ui.tooling.preview.Preview and
# androidx.glance.preview.Preview) and annotation classes meta-annotated with it
PREVIEW_ANNS = {"Preview"}
META = {}
for kf in KT.values():
    for am in re.finditer(r"annotation\s+class\s+(\w+)", kf.code):
        ls = kf.code.rfind("\n", 0, am.start()) + 1
        anns = annotations_before(kf.code, ls)
        if "Preview" in anns:
            PREVIEW_ANNS.add(am.group(1))
            META[am.group(1)] = f"{kf.rel}:{kf.lc(am.start())[0]} ({anns.count('Preview')} x @Preview)"

ALL_FUNS = [f for kf in KT.values() for f in kf.funs]
PREVIEW_FUNS = [f for f in ALL_FUNS if PREVIEW_ANNS & set(f["anns"])]


def callers(fun):
    """references to fun's name outside its own declaration"""
    res = []
    pat = re.compile(r"(?<![\w.])" + re.escape(fun["name"]) + r"\b")
    pat2 = re.compile(r"::" + re.escape(fun["name"]) + r"\b")
    for kf in KT.values():
        for p in (pat, pat2):
            for cm in p.finditer(kf.code):
                off = cm.start() + (2 if p is pat2 else 0)
                if kf is fun["file"] and off == fun["name_off"]:
                    continue
                # ignore a declaration of another fun with the same name
                if re.search(r"\bfun\s+(?:[\w.<>]+\.)?$", kf.code[max(0, off - 60):off]):
                    continue
                res.append((kf, off, kf.enclosing(off)))
    return res


preview_info = []
for f in PREVIEW_FUNS:
    cs = callers(f)
    non_prev = [c for c in cs if not (c[2] and PREVIEW_ANNS & set(c[2]["anns"]))]
    f["preview_only"] = not non_prev
    f["called_from"] = [f"{c[0].rel}:{c[0].lc(c[1])[0]}" + (" (androidTest)" if is_test(c[0].rel) else "")
                        for c in cs]
    preview_info.append(f)


def classify(kf, off):
    if is_test(kf.rel):
        return "test"
    f = kf.enclosing(off)
    if f and f in PREVIEW_FUNS and f["preview_only"]:
        return "preview"
    return "live"


# --- read sites
READ_RE = re.compile(r"\bJetsnackTheme\s*\.\s*colors\s*\.\s*(\w+)")
reads = {x["member"]: [] for x in MEMBERS}
other_reads = []
for kf in KT.values():
    for rm in READ_RE.finditer(kf.code):
        mem = rm.group(1)
        if mem in reads:
            reads[mem].append((kf, rm.start(), "JetsnackTheme.colors." + mem))
        else:
            other_reads.append(f"{kf.site(rm.start())} JetsnackTheme.colors.{mem}")
# constructor parameter defaults naming an earlier member
for x in MEMBERS:
    if x["default"] in MEMBER_NAMES:
        reads[x["default"]].append((theme, x["default_off"], f"default of {x['member']}"))

# --- definitions (named arguments of the JetsnackColors(...) palette calls)
definitions, set_in = [], {x["member"]: [] for x in MEMBERS}
for pm in re.finditer(r"val\s+(\w+)\s*=\s*JetsnackColors\(", theme.code):
    o = pm.end() - 1
    c = match_close(theme.code, o, "(", ")")
    body = theme.code[o + 1:c]
    # split top-level args
    depth, start, args = 0, 0, []
    for i, ch in enumerate(body):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            args.append((start, body[start:i]))
            start = i + 1
    if body[start:].strip():
        args.append((start, body[start:]))
    for aoff, a in args:
        am = re.match(r"\s*(\w+)\s*=\s*(.*\S)\s*$", a, re.S)
        name, expr = am.group(1), am.group(2)
        if name == "isDark":
            continue
        definitions.append(dict(value=pm.group(1), role=role_name(name), member=name, expr=expr,
                                site=theme.site(o + 1 + aoff + a.index(name), col=False)))
        set_in[name].append(pm.group(1))

# Material ColorScheme(...) named args in debugColors (definitions, not reads)
dm = re.search(r"fun\s+debugColors\([^)]*\)\s*=\s*ColorScheme\(", theme.code)
o = dm.end() - 1
c = match_close(theme.code, o, "(", ")")
material_defs = []
for am in re.finditer(r"(\w+)\s*=\s*(\w+)", theme.code[o + 1:c]):
    material_defs.append(dict(value="debugColors(...) ColorScheme", role="colorScheme." + am.group(1),
                              expr=am.group(2), site=theme.site(o + 1 + am.start(), col=False)))

# Material / Glance colour-scheme reads (not roles of this schema; informative)
material_reads = []
for kf in KT.values():
    for mm in re.finditer(r"\b(MaterialTheme|GlanceTheme)\s*\.\s*(colorScheme|colors)\s*\.\s*(\w+)", kf.code):
        material_reads.append(f"{kf.site(mm.start())} {mm.group(1)}.{mm.group(2)}.{mm.group(3)}"
                              f" ({classify(kf, mm.start())})")

roles = []
for x in MEMBERS:
    mem = x["member"]
    live, prev, test, via = [], [], [], []
    for kf, off, how in sorted(reads[mem], key=lambda r: (r[0].rel, r[1])):
        k = classify(kf, off)
        s = kf.site(off)
        {"live": live, "preview": prev, "test": test}[k].append(s)
        if how.startswith("default of"):
            via.append(f"{s} ({how}: `val {how[11:]}: … = {mem}` in data class JetsnackColors)")
    status = "live" if live else "preview-only" if prev else "test-only" if test else "dead"
    r = dict(role=role_name(mem), path="colors." + role_name(mem),
             member=mem,
             owner="JetsnackColors (LocalJetsnackColors, JetsnackTheme.colors)",
             type=x["type"],
             declared_or_set_at=theme.site(x["off"], col=False),
             set_in=set_in[mem])
    if x["default"]:
        r["default"] = x["default"]
    if not set_in[mem]:
        r["set_in_note"] = f"never passed explicitly; always takes the default `{x['default']}`"
    elif len(set_in[mem]) < 2 and x["default"]:
        missing = [p for p in ("LightColorPalette", "DarkColorPalette") if p not in set_in[mem]]
        r["set_in_note"] = f"{', '.join(missing)} omits it and takes the default `{x['default']}`"
    r.update(live_reads=len(live), preview_reads=len(prev), test_reads=len(test), status=status,
             live_sites=live, preview_sites=prev, test_sites=test)
    if via:
        r["constructor_default_reads"] = via
    roles.append(r)

# ---------------------------------------------------------------- literals

LIT_RES = [
    re.compile(r"\bColor\(\s*0[xX][0-9a-fA-F]{6,8}[uUlL]*\s*\)"),
    re.compile(r"\bColor\(\s*(?:red\s*=\s*)?[\d.]+f?\s*,\s*(?:green\s*=\s*)?[\d.]+f?\s*,\s*(?:blue\s*=\s*)?[\d.]+f?"
               r"(?:\s*,\s*(?:alpha\s*=\s*)?[\d.]+f?)?\s*\)"),
    re.compile(r"\bColor\.(?:argb|rgb)\(\s*[\d\s,.f]+\)"),
    re.compile(r"\bColor\.parseColor\(\s*\"#[0-9a-fA-F]+\"\s*\)"),
]


def hex_of_argb(h):
    h = h.upper()
    if len(h) == 6:
        h = "FF" + h
    a, rgb = h[:2], h[2:]
    return "#" + rgb + ("" if a == "FF" else a)


literals = []
for kf in KT.values():
    # parseColor needs the string, so match on the raw source but keep only code positions
    for rx in LIT_RES:
        text_src = kf.src if "parseColor" in rx.pattern else kf.code
        for lm in rx.finditer(text_src):
            if kf.code[lm.start()] == " ":  # inside comment/string
                continue
            text = kf.src[lm.start():lm.end()]
            hm = re.search(r"0[xX]([0-9a-fA-F]{6,8})", text)
            if not hm:
                raise SystemExit("non-hex literal form needs handling: " + text)
            argb = hm.group(1).upper()
            lit = dict(site=kf.site(lm.start()), text=text)
            ls = kf.code.rfind("\n", 0, lm.start()) + 1
            dm2 = re.match(r"\s*(?:(?:private|internal|public|const)\s+)*val\s+(\w+)\s*(?::\s*\w+\s*)?=\s*$",
                           kf.code[ls:lm.start()])
            rest = kf.code[lm.end(): kf.code.find("\n", lm.end())].strip()
            if dm2 and rest in ("", ";"):
                lit["declared_as"] = dm2.group(1)
            lit["hex"] = hex_of_argb(argb)
            lit["argb"] = "0x" + (argb if len(argb) == 8 else "FF" + argb)
            literals.append((kf, lm.start(), lit))
literals.sort(key=lambda t: (t[0].rel, t[1]))

IMPORT_RE = re.compile(r"^\s*import\s", re.M)
lit_out = []
for kf, off, lit in literals:
    name = lit.get("declared_as")
    if name:
        used = []
        pat = re.compile(r"(?<![\w.])" + re.escape(name) + r"\b")
        for kf2 in KT.values():
            for um in pat.finditer(kf2.code):
                if kf2 is kf and kf.lc(um.start())[0] == kf.lc(off)[0]:
                    continue  # the declaration itself
                ls = kf2.code.rfind("\n", 0, um.start()) + 1
                if IMPORT_RE.match(kf2.code[ls:um.start()] + " "):
                    continue  # import directives are not uses
                s = kf2.site(um.start(), col=False)
                if s not in used:
                    used.append(s)
        lit["kind"] = "live" if used else "unused"
        lit["used_at"] = used
        lit["context"] = "top-level val in the app's theme primitives file ui/theme/Color.kt" \
            if kf.rel == COLORKT else f"val in {kf.rel}"
    else:
        lit["kind"] = "inline literal"
        lit["context"] = kf.rel
    lit_out.append(lit)

# ---------------------------------------------------------------- resource XML

res_out = []
HEX_RE = re.compile(r"#([0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})\b")
for rel in xml_rel:
    with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
        src = f.read()
    code = re.sub(r"<!--.*?-->", lambda mm: re.sub(r"[^\n]", " ", mm.group(0)), src, flags=re.S)
    for ln, line in enumerate(code.split("\n"), 1):
        for hm in HEX_RE.finditer(line):
            # must be an attribute value or element text: preceded by " or >
            before = line[:hm.start()].rstrip()
            if not (before.endswith('"') or before.endswith(">")):
                continue
            h = hm.group(1)
            if len(h) in (3, 4):
                h = "".join(ch * 2 for ch in h)
            if len(h) == 6:
                h = "FF" + h
            raw = src.split("\n")[ln - 1]
            am = re.search(r"(<color\s+name=\"[^\"]*\">\s*#[0-9a-fA-F]+\s*</color>)", raw)
            if am:
                text = am.group(1)
            else:
                am = re.search(r"([\w:]+=\"#[0-9a-fA-F]+\")", raw) or \
                    re.search(r"(<item\s+name=\"[^\"]*\">\s*#[0-9a-fA-F]+\s*</item>)", raw)
                text = am.group(1)
            is_def = text.startswith("<color") and "/res/values" in "/" + rel
            if is_def:
                cname = re.search(r'name="([^"]+)"', text).group(1)
                refs = []
                for rel2 in xml_rel:
                    with open(os.path.join(ROOT, rel2), encoding="utf-8") as f2:
                        for ln2, l2 in enumerate(f2, 1):
                            if "@color/" + cname in l2:
                                refs.append(f"{rel2.split('res/')[-1]}:{ln2}")
                for kf in KT.values():
                    for rm2 in re.finditer(r"R\.color\." + cname + r"\b", kf.code):
                        refs.append(kf.site(rm2.start(), col=False))
                kind = "definition (not a leak); referenced as @color/" + cname + \
                    (" in " + ", ".join(refs) if refs else " nowhere")
            elif text.startswith("<item"):
                kind = "literal (hex in resource XML, not a <color> definition: a theme <item> value in a <style>)"
            else:
                kind = "literal (hex in resource XML, not a <color> definition)"
            res_out.append(dict(site=f"{rel}:{ln}", text=text, hex=hex_of_argb(h), kind=kind))

# ---------------------------------------------------------------- assemble

dead = [r["path"] for r in roles if r["status"] == "dead"]
prev_only = [r["path"] for r in roles if r["status"] == "preview-only"]
test_only = [r["path"] for r in roles if r["status"] == "test-only"]

preview_live = []
preview_only_funs = []
for f in preview_info:
    rds = []
    for r in roles:
        pass
    kf = f["file"]
    inside = []
    for mem, lst in reads.items():
        for kf2, off, how in lst:
            if kf2 is kf and f["start"] <= off < f["end"]:
                inside.append("colors." + role_name(mem))
    ann_lines = [a for a in f["anns"] if a in PREVIEW_ANNS]
    entry = {"fun": f["name"],
             "annotation": f"{kf.rel.replace(PKG, '')}:{kf.lc(f['start'])[0]} "
                           + " ".join("@" + a for a in ann_lines),
             "called_from": [c.replace(PKG, "") for c in f["called_from"]],
             "reads": sorted(set(inside))}
    (preview_only_funs if f["preview_only"] else preview_live).append(entry)

n_kt_main = sum(1 for r in kt_rel if not is_test(r))
n_kt_test = sum(1 for r in kt_rel if is_test(r))
named_used = sum(1 for l in lit_out if l.get("declared_as") and l["used_at"])
named_unused = sum(1 for l in lit_out if l.get("declared_as") and not l["used_at"])
unnamed = sum(1 for l in lit_out if not l.get("declared_as"))

RULE = (
    "One facade: the app's own theme class `data class JetsnackColors` (ui/theme/Theme.kt:104-133; 27 colour "
    "members, 11 of them List<Color>, plus the Boolean `isDark`, which is not a role), provided with "
    "ProvideJetsnackColors -> CompositionLocalProvider(LocalJetsnackColors provides colors) and read through the "
    "@Composable getter `object JetsnackTheme { val colors: JetsnackColors … get() = LocalJetsnackColors.current }`. "
    "Role names are the member names with underscores removed (gradient6_1 -> gradient61 …); path 'colors.<role>'. "
    "A read site is (a) one occurrence of `JetsnackTheme.colors.<member>` in Kotlin code outside comments and "
    "string literals (site = file:line:column, 1-based, column of the `J` of JetsnackTheme), or any other expression "
    "of type JetsnackColors followed by .<member> (none exists: the only JetsnackColors-typed values are the two "
    "private palettes, the `colors` local/parameter in JetsnackTheme/ProvideJetsnackColors, which are passed on "
    "whole and never dereferenced), or (b) inside `data class JetsnackColors(…)` itself, a constructor-parameter "
    "default that names an earlier member (`val interactivePrimary: List<Color> = gradient2_1`): the bare name is a "
    "live read of that member (site = column of the name). Named arguments of the JetsnackColors(...) palette calls "
    "(LightColorPalette, DarkColorPalette) are definitions, not reads; so are the named arguments of the Material "
    "`ColorScheme(...)` call in debugColors(). The Kotlin stdlib call `error(\"No JetsnackColorPalette provided\")` "
    "(Theme.kt:141) is a function call, not a read of the member `error`. A site inside the androidTest source set is "
    "'test'. A site is 'preview' only if it lies inside a function annotated with @Preview (Compose's or Glance's "
    "androidx.glance.preview.Preview) or with an annotation class that is itself annotated with @Preview "
    "(SmallWidgetPreview, MediumWidgetPreview, LargeWidgetPreview, ImageTextListBreakpointPreviews) AND that function "
    "is not called from non-preview code; a @Preview function that the app also calls (JetsnackApp) is live. All other "
    "sites are 'live'; no further reachability pruning (helpers that are only called from previews but carry no "
    "preview annotation are still live). Status: 'live' if any live site; else 'preview-only'/'test-only' if sites "
    "only there; else 'dead' (declared, possibly set, never explicitly read). Implicit reads by Material components "
    "are not counted. A hard-coded colour literal is a Kotlin colour constructor whose channel arguments are all "
    "literals (Color(0xAARRGGBB), Color(red = …), Color(r, g, b), android.graphics.Color.argb/rgb(...), "
    "Color.parseColor(\"#…\")) or a #RGB/#RRGGBB/#AARRGGBB value in resource XML outside a <color> definition; hex is "
    "#RRGGBB (+AA when alpha != FF; #AARRGGBB in XML is reordered the same way; #fff is expanded to #FFFFFF). A "
    "<color name=…>#…</color> in res/values is a definition, not a leak. `declared_as` is set when the literal is the "
    "whole initialiser of a `val NAME = Color(…)`; its `used_at` lists each distinct file:line where Kotlin code "
    "outside comments, strings and import directives names NAME (the declaration line excluded). Compose named "
    "colours (Color.White, Color.Transparent, Color.Magenta) and calls with non-literal arguments are not literals."
)

truth = {
    "app": "Jetsnack (Jetpack Compose, Android) from android/compose-samples",
    "repository": "https://github.com/android/compose-samples (directory Jetsnack/)",
    "commit": "488113f41811abecacd1dee1888b70a4d900416a",
    "scope": f"Jetsnack/app/src: main ({n_kt_main} .kt, {sum(1 for r in xml_rel)} resource/manifest .xml) and "
             f"androidTest ({n_kt_test} .kt). Paths below are relative to Jetsnack/ and match files/. files/ is the "
             "complete scope (every .kt and .xml under app/src), so the counts hold for files/ as they are.",
    "rule": RULE,
    "summary": {
        "colors_members": 27,
        "roles_total": len(roles),
        "live": sum(r["status"] == "live" for r in roles),
        "dead": len(dead),
        "preview_only": len(prev_only),
        "test_only": len(test_only),
        "live_read_sites": sum(r["live_reads"] for r in roles),
        "live_read_sites_via_JetsnackTheme_colors": sum(r["live_reads"] for r in roles)
        - sum(len(r.get("constructor_default_reads", [])) for r in roles),
        "live_read_sites_via_constructor_defaults": sum(len(r.get("constructor_default_reads", [])) for r in roles),
        "preview_read_sites": sum(r["preview_reads"] for r in roles),
        "test_read_sites": sum(r["test_reads"] for r in roles),
        "kotlin_literals": len(lit_out),
        "kotlin_literals_named_used": named_used,
        "kotlin_literals_named_unused": named_unused,
        "kotlin_literals_unnamed": unnamed,
        "kotlin_literals_outside_theme_files": sum(1 for l in lit_out if "/ui/theme/" not in l["site"]),
        "resource_xml_literals": sum(1 for x in res_out if x["kind"].startswith("literal")),
        "color_resource_definitions": sum(1 for x in res_out if x["kind"].startswith("definition")),
        "palette_definitions": len(definitions),
    },
    "dead_roles": dead,
    "dead_roles_caveat": "'dead' means no explicit read anywhere in app code. colors.gradient31 is set in both "
                         "palettes but never read; colors.interactiveMask (default = gradient6_1) and "
                         "colors.notificationBadge (default = error) are never passed and never read.",
    "preview_only_roles": prev_only,
    "test_only_roles": test_only,
    "roles": roles,
    "preview_annotated_live_composables": preview_live,
    "preview_only_composables": preview_only_funs,
    "meta_annotations": META,
    "definitions": definitions,
    "material_colorScheme_definitions": material_defs,
    "material_and_glance_reads": material_reads,
    "literals": lit_out,
    "resource_xml": res_out,
    "non_literals": [
        "ui/theme/Theme.kt:148: Color.Magenta default of debugColors(debugColor) (Compose named colour); every "
        "ColorScheme role is set to it",
        "ui/components/Surface.kt:97: Color.White.copy(alpha = alpha) (named colour, computed alpha)",
        "ui/components/Filters.kt:137, GradientTintedIconButton.kt:89, Button.kt:67: Color.Transparent",
        "ui/snackdetail/SnackDetail.kt:268: Neutral8.copy(alpha = 0.32f) (derived from a primitive; counted as a use "
        "of Neutral8, not as a new literal)",
        "ui/theme/Color.kt:89: const val AlphaNearOpaque = 0.95f is an alpha Float, not a colour",
    ],
    "notes": [],
}

if other_reads:
    truth["notes"].append("Not a role: JetsnackTheme.colors.<non-colour member> read(s): " + "; ".join(other_reads)
                          + " (the Boolean isDark).")
unused_names = [l["declared_as"] for l in lit_out if l.get("declared_as") and not l["used_at"]]
HAND_NOTES = [
    "Excluded as comments: ui/components/Surface.kt:71-72 (`// JetsnackTheme.colors.isDark //&&` and "
    "`// color == JetsnackTheme.colors.uiBackground`, commented-out code) and KDoc mentions "
    "[JetsnackTheme.colors] (Theme.kt:146), [com.example.jetsnack.ui.theme.JetsnackColors] (Surface.kt:41, "
    "Snackbar.kt:30), [JetsnackTheme] (Scaffold.kt:40). grep finds 96 lines with `JetsnackTheme.colors.` (97 "
    "occurrences: Filters.kt:106 holds two, brandSecondary at :106:23 and uiBackground at :106:64); minus 2 commented = 95 code occurrences, of which 1 is isDark, "
    "so 94 role reads via JetsnackTheme.colors (92 live + 2 preview), plus 6 constructor-default reads = 100 sites.",
    "Constructor-default reads (6, all live, all in Theme.kt inside data class JetsnackColors): "
    "interactivePrimary = gradient2_1 (:117), interactiveSecondary = gradient2_2 (:118), interactiveMask = "
    "gradient6_1 (:119), textPrimary = brand (:120), iconPrimary = brand (:126), notificationBadge = error (:131). "
    "They are the ONLY reads of gradient2_1 (its sole live site); gradient6_1's default read feeds the dead role "
    "interactiveMask but is counted live as the brief says. The palettes never pass interactivePrimary/"
    "interactiveSecondary/interactiveMask/notificationBadge, and LightColorPalette omits textPrimary and "
    "iconPrimary (DarkColorPalette passes them), so those defaults are really evaluated.",
    "Theme.kt:141 `error(\"No JetsnackColorPalette provided\")` is the Kotlin stdlib error() call inside "
    "staticCompositionLocalOf's default factory, NOT a read of the member `error`; not counted.",
    "No other JetsnackColors-typed expression is dereferenced: the only such values are LightColorPalette/"
    "DarkColorPalette, the local `colors` in JetsnackTheme() (Theme.kt:82) and the `colors` parameter of "
    "ProvideJetsnackColors (Theme.kt:136), which are passed whole to CompositionLocalProvider. The `colors` at "
    "Gradient.kt:72 is a List<Color> parameter, not a JetsnackColors. There is no JetsnackColors.copy/update "
    "function and the data-class copy() is never called.",
    "Material ColorScheme: the app reads no MaterialTheme.colorScheme.<role> in code (only a KDoc mention at "
    "Theme.kt:146). debugColors() (Theme.kt:148-197) builds ColorScheme(...) with every role, including `error`, "
    "set to debugColor = Color.Magenta; these 48 named arguments are listed in material_colorScheme_definitions "
    "(definitions, not reads, and not roles of this schema). The Glance widget reads GlanceTheme.colors.* "
    "(listed in material_and_glance_reads), which are not JetsnackColors roles.",
    "Preview: 23 functions carry a preview annotation. JetsnackApp (ui/JetsnackApp.kt:60-62, @Preview) is called "
    "from MainActivity.kt:41, so it is live (it reads no role directly). The other 22 are never called. Only two "
    "of them read a role: SnackCardPreview (public, ui/components/Snacks.kt:475-491) reads "
    "JetsnackTheme.colors.gradient6_1 at Snacks.kt:487:24 (preview site; gradient61 stays live via Snacks.kt:154 "
    "and the interactiveMask default) and SearchCategoryPreview (private, ui/home/search/Categories.kt:146-160) "
    "reads JetsnackTheme.colors.gradient3_2 at Categories.kt:157:24, the ONLY read of gradient3_2 -> preview-only.",
    "Glance preview: ImageTextListLayoutPreview (widget/layout/ImageTextListLayout.kt:474-479) is annotated with "
    "@ImageTextListBreakpointPreviews (private annotation class, ImageTextListLayout.kt:460-465, 4 x Glance "
    "@Preview) and @SmallWidgetPreview/@MediumWidgetPreview/@LargeWidgetPreview (widget/utils/"
    "PreviewAnnotations.kt, 7 x androidx.glance.preview.Preview each); it reads no JetsnackColors role.",
    "Helpers called only from previews but without a preview annotation (e.g. JetsnackPreviewWrapper, "
    "Snacks.kt:493-507) would stay live under the rule; none of them reads a role, so this changes nothing.",
    "No androidTest read: app/src/androidTest/.../AppTest.kt names no JetsnackTheme.colors member.",
    "Theme bypass: ui/snackdetail/SnackDetail.kt:268 uses the raw primitive Neutral8.copy(alpha = 0.32f) instead "
    "of a theme role (it is Neutral8's only use outside Theme.kt).",
    "Literals: all 62 Kotlin literals are `val NAME = Color(0x…)` in ui/theme/Color.kt (lower-case hex in the "
    "source; `hex`/`argb` are upper-cased). used_at lists distinct file:line (a line naming the constant twice, "
    "e.g. Theme.kt:42 `listOf(Shadow4, Ocean3, Shadow2, Ocean3, Shadow4)`, is listed once); import directives "
    "(SnackDetail.kt:114 `import …Neutral8`) are not uses. " + str(len(unused_names)) + " primitives are never "
    "used: " + ", ".join(unused_names) + ".",
    "Alpha literals: Neutral7 0xde000000 -> #000000DE, Neutral6 -> #00000099, Neutral5 -> #00000061, Neutral4 -> "
    "#0000001F, Neutral3 0x1fffffff -> #FFFFFF1F, Neutral2 -> #FFFFFF61, Neutral1 -> #FFFFFFBD (hex is #RRGGBBAA "
    "when alpha != FF).",
    "Resource XML: res/values/colors.xml:15 `<color name=\"shadow_5\">#ff4b30ed</color>` is the one definition "
    "(#AARRGGBB -> #4B30ED, same value as the Kotlin Shadow5), used by mipmap-anydpi-v26/ic_launcher.xml:15. "
    "res/values/themes.xml:17-18 `<item name=\"android:colorPrimary\">#ff00ff</item>` / colorAccent are in "
    "res/values but are style items, not <color> definitions, so they are literals. `#FF000000` "
    "(ic_arrow_back.xml:6) -> #000000; `#19ffffff`/`#00ffffff` (ic_launcher_foreground.xml:34/37) -> "
    "#FFFFFF19/#FFFFFF00; `#fff` (ic_launcher_foreground.xml:21) -> #FFFFFF. `@android:color/white` references "
    "(15 drawables) are not literals.",
]
truth["notes"].extend(HAND_NOTES)

json.dump(truth, open(OUT, "w"), indent=1, ensure_ascii=False)
print("wrote", OUT)
