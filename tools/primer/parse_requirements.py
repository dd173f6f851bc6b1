#!/usr/bin/env python3
"""Turn Primer's scripts/color-contrast.config.ts into requirements.json.

Replicates the TypeScript:
  * blueprint arrays `const NAME: ContrastRequirementBlueprint[] = [ ... ]` whose entries are
    [contrastType | number, fgToken, bgToken, options?]; `//` comments ignored; `...spread` and
    `.flatMap(hue => [...])` over a literal hue list are expanded if present;
  * setContrastRatios(level, [...A, ...B]) maps 'contrast.text'/'contrast.border' through the
    `contrastRatios[level]` table (a number is kept) and DROPS the 4th (options) element, exactly
    as the TS `requirements.map(([contrastType, color1, color2]) => [...])` does;
  * contrastRequirements maps ThemeName -> list; the theme file is themeName.replaceAll('_','-')
    (color-contrast.ts getColorsFromFiles), the token name is the docs-JSON key, which is the
    CSS custom property without its leading `--`; so CSS name = '--' + token.
"""
import json, re, sys, os

src = open(sys.argv[1] if len(sys.argv) > 1 else os.environ.get('PRIMER_DIR', '/tmp/primer') + '/color-contrast.config.ts').read()


def strip_comments(text):
    out = []
    for line in text.split('\n'):
        # no '//' inside the strings used here; guard anyway by only cutting outside quotes
        res, q = '', None
        i = 0
        while i < len(line):
            c = line[i]
            if q:
                res += c
                if c == q:
                    q = None
            elif c in "'\"`":
                q = c; res += c
            elif line.startswith('//', i):
                break
            else:
                res += c
            i += 1
        out.append(res)
    return '\n'.join(out)


code = strip_comments(src)

# contrastRatios table
ratios = {}
m = re.search(r'const contrastRatios\s*=\s*\{(.*?)\n\}', code, re.S)
for lvl, body in re.findall(r'(\w+)\s*:\s*\{(.*?)\}', m.group(1), re.S):
    ratios[lvl] = {k: float(v) for k, v in re.findall(r"'([\w.]+)'\s*:\s*([\d.]+)", body)}


def bracket_body(text, start):
    """text[start] == '['; return content up to the matching ']'."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == '[':
            depth += 1
        elif text[i] == ']':
            depth -= 1
            if depth == 0:
                return text[start + 1:i]
    raise ValueError('unbalanced')


ENTRY = re.compile(r"\[\s*('contrast\.\w+'|\d+(?:\.\d+)?)\s*,\s*([`'])([^`']+)\2\s*,\s*([`'])([^`']+)\4\s*(?:,\s*(\{[^}]*\}))?\s*,?\s*\]")

arrays = {}
for am in re.finditer(r'const (\w+): ContrastRequirementBlueprint\[\]\s*=\s*\[', code):
    body = bracket_body(code, am.end() - 1)
    entries = []
    # flatMap over a literal list of hues
    for fm in re.finditer(r'\.\.\.\(\s*\[(.*?)\]\s*as const\s*\)\.flatMap\(\s*(\w+)\s*=>\s*\[(.*?)\]\s*as ContrastRequirementBlueprint\[\]', body, re.S):
        hues = re.findall(r"'([^']+)'", fm.group(1))
        var = fm.group(2)
        tmpl = fm.group(3)
        for h in hues:
            for e in ENTRY.finditer(tmpl.replace('${' + var + '}', h)):
                entries.append(e)
        body = body.replace(fm.group(0), '')
    for e in ENTRY.finditer(body):
        entries.append(e)
    # sanity: every '[' at line start is an entry
    arrays[am.group(1)] = [(e.group(1).strip("'"), e.group(3), e.group(5), e.group(6)) for e in entries]

lists = {}
for lm in re.finditer(r"const (\w+): ContrastRequirement\[\]\s*=\s*setContrastRatios\('(\w+)',\s*\[(.*?)\]\)", code, re.S):
    name, level, body = lm.groups()
    out = []
    for spread in re.findall(r'\.\.\.(\w+)', body):
        for ctype, fg, bg, opts in arrays[spread]:
            minimum = float(ctype) if re.match(r'^[\d.]+$', ctype) else ratios[level][ctype]
            out.append({'minimum': minimum, 'fgToken': fg, 'bgToken': bg, 'kind': ctype, 'source': spread})
    lists[name] = out

mm = re.search(r'export const contrastRequirements: \w+\s*=\s*\{(.*?)\n\}', code, re.S)
theme_map = dict(re.findall(r'(\w+)\s*:\s*(\w+)\s*,', mm.group(1)))

reqs = []
for theme, lst in theme_map.items():
    for r in lst and lists[lst]:
        reqs.append({
            'theme': theme.replace('_', '-'),
            'configTheme': theme,
            'foreground': '--' + r['fgToken'],
            'background': '--' + r['bgToken'],
            'minimum': r['minimum'],
            'contrastType': r['kind'],
            'list': r['source'],
        })

bg_colors = re.findall(r"'([^']+)'", re.search(r'export const bgColors: string\[\]\s*=\s*\[(.*?)\]', code).group(1))

json.dump({'requirements': reqs, 'bgColors': ['--' + b for b in bg_colors],
           'contrastRatios': ratios, 'themeLists': theme_map,
           'arrays': {k: len(v) for k, v in arrays.items()}},
          open(os.environ.get('PRIMER_DIR', '/tmp/primer') + '/requirements_full.json', 'w'), indent=1)
json.dump([{k: r[k] for k in ('theme', 'foreground', 'background', 'minimum')} for r in reqs],
          open(os.environ.get('PRIMER_DIR', '/tmp/primer') + '/requirements.json', 'w'), indent=1)

# cross-check against a naive line count
naive = len(re.findall(r"^\s*\['contrast\.", code, re.M))
print('arrays', {k: len(v) for k, v in arrays.items()}, 'naive lines', naive)
print('lists', {k: len(v) for k, v in lists.items()}, 'themes', theme_map)
print('total requirements', len(reqs))
