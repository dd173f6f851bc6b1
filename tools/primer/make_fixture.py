"""Primer's nine built themes as a lint fixture (Tests/Fixtures/lint/real/primer).

Steps, in PRIMER_DIR (default /tmp/primer), which holds themes/*.css and
color-contrast.config.ts of ProjectProvenance/primer-primitives at commit
374187744ad7fc8e0aa93280a7c75c44fe4459c2 (dist/css/functional/themes/, scripts/):

    python3 parse_requirements.py        # requirements.json: Primer's 176 pairs per theme
    python3 make_schema.py               # schema.json: one role per variable, levels for high contrast
    /tmp/cavenv/bin/python compute_expected.py   # expected.json: ColorAide 8.13.1's ratios
    python3 make_fixture.py              # this: the excerpts and the expected failures

Each theme file keeps every line but the declarations of variables no requirement reads (in
order, unchanged); expected.json keeps the verdicts lint makes (a translucent background over
the ground, --bgColor-default) and lists the failing ones with ColorAide's ratio.
"""
import json, os, re

base = os.environ.get('PRIMER_DIR', '/tmp/primer')
out = os.path.join(os.path.dirname(__file__), '..', '..', 'Tests', 'Fixtures', 'lint', 'real', 'primer')
os.makedirs(out, exist_ok=True)
schema = json.load(open(os.path.join(base, 'schema.json')))
used = set(schema['tokens'].values())
declaration = re.compile(r'^\s*(--[A-Za-z0-9-]+)\s*:')
for name in sorted(os.listdir(os.path.join(base, 'themes'))):
    lines = open(os.path.join(base, 'themes', name)).read().split('\n')
    kept = [line for line in lines if not (m := declaration.match(line)) or m.group(1) in used]
    open(os.path.join(out, name), 'w').write('\n'.join(kept))
json.dump(schema, open(os.path.join(out, 'schema.json'), 'w'), indent=1)
rows = [r for r in json.load(open(os.path.join(base, 'expected.json')))['rows'] if r['canvas'] in (None, '--bgColor-default')]
failing = [{'theme': r['theme'], 'foreground': r['foreground'], 'background': r['background'],
            'ratio': r['ratio'], 'minimum': r['minimum']} for r in rows if not r['pass']]
json.dump({'coloraide': '8.13.1', 'measured': len(rows), 'failing': failing},
          open(os.path.join(out, 'expected.json'), 'w'), indent=1)
print(len(rows), 'verdicts,', len(failing), 'failing')
