#!/usr/bin/env python3
"""Independent WCAG 2.x contrast of Primer's requirements with ColorAide 8.13.1.

Run with /tmp/cavenv/bin/python.

Per theme CSS: rules are parsed with their @media conditions; the element is the one the
theme's first (unconditioned) selector matches, e.g. [data-color-mode="light"][data-light-theme="light"].
Declarations of every unconditioned block whose selector list contains that selector are
applied in source order (later wins); the @media (prefers-color-scheme) duplicate, for the
`auto` selector, is checked to give the same values for every property. var() is substituted
recursively with fallbacks (CSS Custom Properties 1; none occur in these files).

Translucency, as primer's scripts/color-contrast.ts does:
  * background (colorB) opaque: one verdict; the foreground, if translucent, is composited over it;
  * background translucent: one verdict per bgColors canvas (--bgColor-default, --bgColor-muted):
    colorB composited over the canvas, then colorA (if translucent) over that result.
Compositing is source-over in sRGB gamma space (ColorAide Color.layer([fg, bg], space='srgb')),
then the result is fitted to sRGB (fit('srgb'), ColorAide's default gamut mapping) and rounded
to 8 bits; the ratio is from those 8-bit values, L = 0.2126 R + 0.7152 G + 0.0722 B with the
sRGB transfer function (<= 0.04045 -> c/12.92, else ((c+0.055)/1.055)^2.4).
"""
import json, re, math, sys, os
from coloraide import Color

THEMES = ['light', 'light-high-contrast', 'light-colorblind', 'light-tritanopia',
          'dark', 'dark-dimmed', 'dark-high-contrast', 'dark-colorblind', 'dark-tritanopia']
BASE = os.environ.get('PRIMER_DIR', '/tmp/primer')


def parse_css(text):
    """Return list of (conditions tuple, [selectors], [(prop, value, line)])."""
    text_nc = re.sub(r'/\*.*?\*/', lambda m: re.sub(r'[^\n]', ' ', m.group(0)), text, flags=re.S)
    rules, stack, i, buf, buf_start = [], [], 0, '', 0
    line = 1
    n = len(text_nc)
    while i < n:
        c = text_nc[i]
        if c == '{':
            prelude = buf.strip()
            if prelude.startswith('@'):
                stack.append(('at', prelude))
            else:
                stack.append(('rule', prelude, []))
            buf = ''
        elif c == '}':
            top = stack.pop()
            if top[0] == 'rule':
                decl_text = buf
                conds = tuple(s[1] for s in stack if s[0] == 'at')
                sels = [s.strip() for s in top[1].split(',')]
                rules.append((conds, sels, top[2]))
            buf = ''
        elif c == ';' and stack and stack[-1][0] == 'rule':
            d = buf.strip()
            if d.startswith('--'):
                name, _, val = d.partition(':')
                stack[-1][2].append((name.strip(), val.strip(), line))
            buf = ''
        else:
            if c == '\n':
                line += 1
            buf += c if not (c == '\n' and not buf.strip()) else ''
            if c == '\n' and buf.strip():
                pass
        i += 1
    # line numbers above are of the ';' position; good enough for reference
    return rules


def resolve(props, name, seen=()):
    if name in seen:
        raise ValueError('var() cycle at ' + name)
    if name not in props:
        return None
    return substitute(props, props[name], seen + (name,))


def substitute(props, value, seen):
    out, i = '', 0
    while True:
        j = value.find('var(', i)
        if j < 0:
            return out + value[i:]
        out += value[i:j]
        depth, k = 0, j + 3
        while True:
            if value[k] == '(':
                depth += 1
            elif value[k] == ')':
                depth -= 1
                if depth == 0:
                    break
            k += 1
        inner = value[j + 4:k]
        ref, comma, fallback = inner.partition(',')
        r = resolve(props, ref.strip(), seen)
        if r is None:
            if not comma:
                raise ValueError('undefined ' + ref.strip())
            r = substitute(props, fallback.strip(), seen)
        out += r
        i = k + 1


def theme_props(path):
    rules = parse_css(open(path).read())
    first = next(r for r in rules if not r[0])
    selector = first[1][0]
    props = {}
    for conds, sels, decls in rules:
        if not conds and selector in sels:
            for n, v, _ in decls:
                props[n] = v
    # media duplicate(s): check identical values
    media_diffs = []
    for conds, sels, decls in rules:
        if conds:
            mp = {}
            for n, v, _ in decls:
                mp[n] = v
            for n in set(mp) | set(props):
                if mp.get(n) != props.get(n):
                    media_diffs.append((conds, sels, n, props.get(n), mp.get(n)))
    return selector, props, media_diffs, [(c, s) for c, s, _ in rules]


def lin(c8):
    c = c8 / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def lum(rgb8):
    r, g, b = (lin(x) for x in rgb8)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def to8(color):
    c = color.convert('srgb')
    if not c.in_gamut('srgb'):
        c = c.fit('srgb')
    c = c.clip('srgb')  # noop after fit; guards float noise
    return tuple(int(round(max(0.0, min(1.0, v)) * 255)) for v in c.coords())


def hex8(rgb):
    return '#%02x%02x%02x' % rgb


def opaque_over(color_text, under_rgb8):
    """Composite a (possibly translucent) colour over an opaque 8-bit colour; return 8-bit RGB."""
    c = Color(color_text)
    a = c.alpha()
    if a >= 1:
        return to8(c), False
    under = Color('srgb', [v / 255 for v in under_rgb8])
    mixed = Color.layer([c, under], space='srgb')
    return to8(mixed), True


MAXDIFF = [0.0]
VERDICT_DIFF = []


def main():
    reqs = json.load(open(f'{BASE}/requirements_full.json'))
    bg_colors = reqs['bgColors']
    rows, summary, css_info = [], {}, {}
    for theme in THEMES:
        selector, props, media_diffs, blocks = theme_props(f'{BASE}/themes/{theme}.css')
        css_info[theme] = {'selector': selector, 'properties': len(props),
                           'blocks': [[list(c), s] for c, s in blocks],
                           'mediaDuplicateDiffers': len(media_diffs)}
        resolved = {}

        def col(name):
            if name not in resolved:
                v = resolve(props, name)
                if v is None:
                    raise KeyError(f'{theme}: {name} not defined')
                resolved[name] = v
            return resolved[name]

        theme_rows = []
        for r in (x for x in reqs['requirements'] if x['theme'] == theme):
            fg_t, bg_t = col(r['foreground']), col(r['background'])
            bgc = Color(bg_t)
            if bgc.alpha() >= 1:
                canvases = [None]
            else:
                canvases = bg_colors
            for canvas in canvases:
                if canvas is None:
                    bg8 = to8(bgc)
                    bg_comp = False
                else:
                    cv = Color(col(canvas))
                    assert cv.alpha() >= 1, 'translucent canvas'
                    bg8, bg_comp = opaque_over(bg_t, to8(cv))
                fg8, fg_comp = opaque_over(fg_t, bg8)
                l1, l2 = lum(fg8), lum(bg8)
                ratio = (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
                # cross-check with ColorAide's own WCAG 2.1 contrast on the 8-bit colours
                ca = Color(hex8(fg8)).contrast(Color(hex8(bg8)), method='wcag21')
                assert abs(ca - ratio) < 1e-3, (ca, ratio)
                MAXDIFF[0] = max(MAXDIFF[0], abs(ca - ratio))
                if (ca >= r['minimum']) != (ratio >= r['minimum']):
                    VERDICT_DIFF.append((theme, r['foreground'], r['background'], ca, ratio))
                primer_floor = math.floor(ratio * 100) / 100
                row = {
                    'theme': theme,
                    'foreground': r['foreground'],
                    'background': r['background'],
                    'canvas': canvas,
                    'foregroundValue': fg_t,
                    'backgroundValue': bg_t,
                    'canvasValue': col(canvas) if canvas else None,
                    'foregroundHex': hex8(fg8),
                    'backgroundHex': hex8(bg8),
                    'foregroundComposited': fg_comp,
                    'backgroundComposited': canvas is not None,
                    'ratio': round(ratio, 4),
                    'minimum': r['minimum'],
                    'contrastType': r['contrastType'],
                    'pass': ratio >= r['minimum'],
                    'primerStyleRatio': primer_floor,
                }
                theme_rows.append(row)
        rows += theme_rows
        fails = [x for x in theme_rows if not x['pass']]
        summary[theme] = {
            'selector': selector,
            'requirements': sum(1 for x in reqs['requirements'] if x['theme'] == theme),
            'verdicts': len(theme_rows),
            'translucentBackgroundRequirements': sum(1 for x in theme_rows if x['canvas'] == bg_colors[0]),
            'translucentForegroundVerdicts': sum(1 for x in theme_rows if x['foregroundComposited']),
            'fail': len(fails),
            'failing': [f"{x['foreground']} on {x['background']}" + (f" over {x['canvas']}" if x['canvas'] else '')
                        + f": {x['foregroundHex']}/{x['backgroundHex']} {x['ratio']:.4f} < {x['minimum']:g}"
                        for x in fails],
        }
    meta = {'coloraide': __import__('coloraide').__version__,
            'method': __doc__.strip()}
    json.dump({'meta': meta, 'rows': rows}, open(f'{BASE}/expected.json', 'w'), indent=1)
    total = {'requirements': sum(s['requirements'] for s in summary.values()),
             'verdicts': len(rows), 'fail': sum(s['fail'] for s in summary.values())}
    json.dump({'total': total, 'themes': summary, 'css': css_info}, open(f'{BASE}/summary.json', 'w'), indent=1)
    with open(f'{BASE}/summary.txt', 'w') as f:
        f.write(f"total: {total}\n")
        for t, s in summary.items():
            f.write(f"\n{t} ({s['selector']}): {s['requirements']} requirements, {s['verdicts']} verdicts "
                    f"({s['translucentBackgroundRequirements']} translucent backgrounds x2 canvases), {s['fail']} fail\n")
            for x in s['failing']:
                f.write('  ' + x + '\n')
    print(open(f'{BASE}/summary.txt').read())
    print('max |coloraide wcag21 - formula|', MAXDIFF[0], 'verdict differences', VERDICT_DIFF)
    for t, i in css_info.items():
        print(t, i['selector'], i['properties'], 'media differs:', i['mediaDuplicateDiffers'])


if __name__ == '__main__':
    main()
