"""Primer's token sources and Style Dictionary's output as lint fixtures
(Tests/Fixtures/lint/real/primer/src, dist, themes.resolver.json, schema-sources.json).

    git -C primer-primitives archive 374187744ad7fc8e0aa93280a7c75c44fe4459c2 src/tokens dist/docs | tar -x -C /tmp/primer-src
    PRIMER_SRC=/tmp/primer-src python3 tools/primer/make_source_fixture.py

The sources (`src/tokens/base/color/*/*.json5`, `src/tokens/functional/color/*/*.json5` and
their `overrides/`) keep every line but those of tokens no rule of schema.json reaches (through
`$value` aliases and `mix` colours, in any theme) and of `$extensions` members (Figma's
collections and scopes, code syntax: metadata), in order and unchanged; a group stays while it
holds a kept token. JSON5 is read by Node (`new Function`), as a JavaScript object literal, to
find what the tokens name; the excerpt itself is cut from the text by its braces. A file left
with no token is left out. themes.resolver.json is a DTCG 2025.10 resolver with one modifier,
`theme`, whose nine contexts are Primer's `scripts/themes.config.ts` themes: each its `include`
files, then its `source` files in the order Style Dictionary globs them (the colour ones: the
shadow and border files set no colour a rule reads). `dist/docs/functional/themes/light.json` and
`dark-dimmed.json`, Style Dictionary's JSON output of two themes, keep the tokens schema.json
maps a role to, each unchanged but for its `$extensions` (the comma before a member left out at
the end of an object dropped, as JSON has none). schema-sources.json is schema.json with each `--a-b` mapped to
the sources' token `a.b` (every part of Primer's names is a level of its source files).
"""
import json, os, re, subprocess, sys

source = os.environ.get('PRIMER_SRC', '/tmp/primer-src')
out = os.path.join(os.path.dirname(__file__), '..', '..', 'Tests', 'Fixtures', 'lint', 'real', 'primer')
schema = json.load(open(os.path.join(out, 'schema.json')))

BASE, FUNCTIONAL = 'src/tokens/base/color/', 'src/tokens/functional/color/'
GLOBBED = ['app', 'data-vis', 'display', 'patterns', 'primitives', 'syntax']
THEMES = [  # name as Primer's CSS names it, include files, scheme, overrides (scripts/themes.config.ts)
    ('light', ['light/light.json5', 'light/display-light.json5'], 'light', []),
    ('light_high_contrast', ['light/light.json5', 'light/light.high-contrast.json5', 'light/display-light.json5'], 'light',
     ['light/overrides/light.high-contrast.json5']),
    ('light_colorblind', ['light/light.json5', 'light/display-light.json5'], 'light', ['light/overrides/light.protanopia-deuteranopia.json5']),
    ('light_tritanopia', ['light/light.json5', 'light/display-light.json5'], 'light', ['light/overrides/light.tritanopia.json5']),
    ('dark', ['dark/dark.json5', 'dark/display-dark.json5'], 'dark', []),
    ('dark_dimmed', ['dark/dark.json5', 'dark/dark.dimmed.json5', 'dark/display-dark.json5'], 'dark', ['dark/overrides/dark.dimmed.json5']),
    ('dark_high_contrast', ['dark/dark.json5', 'dark/dark.high-contrast.json5', 'dark/display-dark.json5'], 'dark',
     ['dark/overrides/dark.high-contrast.json5']),
    ('dark_colorblind', ['dark/dark.json5', 'dark/display-dark.json5'], 'dark', ['dark/overrides/dark.protanopia-deuteranopia.json5']),
    ('dark_tritanopia', ['dark/dark.json5', 'dark/display-dark.json5'], 'dark', ['dark/overrides/dark.tritanopia.json5']),
]


def files_of(theme):
    name, include, scheme, overrides = theme
    return ([BASE + path for path in include] + [f'{FUNCTIONAL}{scheme}/{part}-{scheme}.json5' for part in GLOBBED]
            + [FUNCTIONAL + path for path in overrides])


PARSE = "const fs = require('fs'); for (const p of process.argv.slice(1)) process.stdout.write(JSON.stringify(new Function('return (' + fs.readFileSync(p, 'utf8') + '\\n)')()) + '\\n');"


def parsed(paths):
    lines = subprocess.run(['node', '-e', PARSE] + [os.path.join(source, p) for p in paths], check=True, capture_output=True, text=True).stdout
    return dict(zip(paths, map(json.loads, lines.splitlines())))


def tokens(value, path=()):
    """Each token (an object with `$value`, or Style Dictionary's `value`) by its dotted path."""
    if isinstance(value, dict):
        if '$value' in value or 'value' in value and 'original' in value:
            yield '.'.join(path), value
            return
        for key, inner in value.items():
            if not key.startswith('$'):
                yield from tokens(inner, path + (key,))


def references(token):
    """The tokens a token's value and its mix colour name (`{base.color.red.5}`)."""
    texts = [token.get('$value')]
    if isinstance(token.get('mix'), dict):
        texts.append(token['mix'].get('color'))
    return {name for text in texts if isinstance(text, str) for name in re.findall(r'\{([^{}]+)\}', text)}


class Objects:
    """The objects of a JSON5 text by the lines they span, read from its braces (strings and
    comments skipped): (path, first line, last line)."""

    def __init__(self, text):
        self.spans = []
        stack, key, line, i = [], None, 0, 0
        last = None  # the last string or name read, a key when a `:` follows
        while i < len(text):
            c = text[i]
            if c == '\n':
                line += 1
            elif text.startswith('//', i):
                i = text.index('\n', i) if '\n' in text[i:] else len(text)
                continue
            elif text.startswith('/*', i):
                end = text.index('*/', i) + 2
                line += text.count('\n', i, end)
                i = end
                continue
            elif c in '"\'':
                end = i + 1
                while text[end] != c:
                    end += 2 if text[end] == '\\' else 1
                last = text[i + 1:end]
                i = end + 1
                continue
            elif re.match(r'[A-Za-z_$@0-9-]', c):
                m = re.compile(r'[A-Za-z_$@0-9.+-]+').match(text, i)
                last = m.group(0)
                i = m.end()
                continue
            elif c == ':':
                key = last
            elif c in '{[':
                path = (stack[-1][0] + (key,)) if stack and key is not None else ()
                stack.append((path if c == '{' else None, line, c))
                key = None
            elif c in '}]':
                path, first, _ = stack.pop()
                if path is not None:
                    self.spans.append((path, first, line))
                key = None
            elif c == ',':
                key = None
            i += 1


def excerpt(text, token_paths, keep):
    """`text` without the lines of the tokens (of `token_paths`, dotted) that `keep` rejects,
    nor of the groups left with no token; and how many tokens it keeps."""
    objects = Objects(text)
    lines = text.split('\n')
    spans = sorted(objects.spans, key=lambda s: (s[1], -s[2]))
    kept_lines = [True] * len(lines)
    kept_tokens = {path for path in token_paths if keep(path)}
    for path, first, last in spans:
        dotted = '.'.join(path)
        if path and path[-1] == '$extensions':
            # Figma's collections and scopes, code syntax: metadata, no value.
            for n in range(first, last + 1):
                kept_lines[n] = False
            continue
        if any('.'.join(path[:n]) in token_paths for n in range(1, len(path))):
            continue  # inside a token: kept or left out with it
        if dotted in token_paths:
            if dotted not in kept_tokens:
                for n in range(first, last + 1):
                    kept_lines[n] = False
        elif path and not any(t == dotted or t.startswith(dotted + '.') for t in kept_tokens):
            for n in range(first, last + 1):
                kept_lines[n] = False
    cut = '\n'.join(line for line, kept in zip(lines, kept_lines) if kept)
    return cut, len(kept_tokens)


every = []
for theme in THEMES:
    every += [path for path in files_of(theme) if path not in every]
documents = parsed(every)
defined = {path: dict(tokens(document)) for path, document in documents.items()}
wanted = {value[2:].replace('-', '.') for value in schema['tokens'].values()}
reached, pending = set(), list(wanted)
while pending:
    name = pending.pop()
    if name in reached:
        continue
    reached.add(name)
    for path in every:
        if name in defined[path]:
            pending += references(defined[path][name])
missing = wanted - {name for tokens_ in defined.values() for name in tokens_}
if missing:
    sys.exit(f'not in the sources: {sorted(missing)}')

written = set()
for path in every:
    text = open(os.path.join(source, path)).read()
    cut, count = excerpt(text, set(defined[path]), lambda dotted: dotted in reached)
    if count == 0:
        continue
    target = os.path.join(out, path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    open(target, 'w').write(cut)
    written.add(path)
    print(f'{path}: {count} of {len(defined[path])} tokens')

resolver = {
    '$schema': 'https://www.designtokens.org/schemas/2025.10/resolver.json',
    'name': 'primer-themes',
    'version': '2025.10',
    'description': "Primer's nine themes as its scripts/themes.config.ts builds them (primer-primitives 37418774), colour files only",
    'modifiers': {'theme': {'contexts': {theme[0]: [{'$ref': path} for path in files_of(theme) if path in written] for theme in THEMES},
                            'default': 'light'}},
    'resolutionOrder': [{'$ref': '#/modifiers/theme'}],
}
json.dump(resolver, open(os.path.join(out, 'themes.resolver.json'), 'w'), indent=2)
sources_schema = dict(schema, tokens={role: value[2:].replace('-', '.') for role, value in schema['tokens'].items()})
json.dump(sources_schema, open(os.path.join(out, 'schema-sources.json'), 'w'), indent=1)

names = {value[2:] for value in schema['tokens'].values()}
for theme in ['light', 'dark-dimmed']:
    path = f'dist/docs/functional/themes/{theme}.json'
    text = open(os.path.join(source, path)).read()
    cut, count = excerpt(text, {name for name, _ in tokens(json.loads(text))}, lambda dotted: dotted in names)
    # JSON has no trailing comma: one before a member left out at the end of an object goes.
    cut = re.sub(r',(\n\s*[}\]])', r'\1', cut)
    target = os.path.join(out, path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    open(target, 'w').write(cut)
    print(f'{path}: {count} tokens')
