#!/usr/bin/env python3
"""schema.json (palette-repl-schema/1) from requirements_full.json: one role per CSS variable,
rule kinds = Primer's contrast types (text 4.5, nonText 3), level "high" = Primer's highContrast
ratios (text 7, nonText 4.5) for modes whose name contains "high_contrast"."""
import json, re, os
R = json.load(open(os.environ.get('PRIMER_DIR', '/tmp/primer') + '/requirements_full.json'))
reqs = R['requirements']

def role(var):
    parts = var[2:].split('-')
    n = parts[0] + ''.join(p[:1].upper() + p[1:] for p in parts[1:])
    assert re.fullmatch(r'[A-Za-z][A-Za-z0-9]{0,63}', n), n
    return n

def group(var):
    if 'borderColor' in var: return 'borders'
    if 'bgColor' in var: return 'surfaces'
    return 'text'

order = []
for r in reqs:
    for v in (r['background'], r['foreground']):
        if v not in order: order.append(v)
names = {v: role(v) for v in order}
assert len(set(names.values())) == len(names)
kind = {'contrast.text': 'text', 'contrast.border': 'nonText'}
std = [r for r in reqs if r['theme'] == 'light']
hc = [r for r in reqs if r['theme'] == 'light-high-contrast']
assert [(a['foreground'], a['background'], a['contrastType']) for a in std] == [(a['foreground'], a['background'], a['contrastType']) for a in hc]
rules = {'text': [], 'nonText': []}
for r in std:
    rules[kind[r['contrastType']]].append(f"{names[r['foreground']]}/{names[r['background']]}")
for k, v in rules.items(): assert len(v) == len(set(v))
def schema(name, thresholds, level):
    s = {
        'format': 'palette-repl-schema/1',
        'name': name,
        'groups': ['surfaces', 'text', 'borders'],
        'ground': names['--bgColor-default'],
        'roles': [dict({'name': names[v], 'group': group(v), 'description': v}, **({'opaque': True} if v == '--bgColor-default' else {})) for v in order],
        'ruleKinds': [{'name': 'text', 'measure': 'contrast', 'threshold': thresholds[0], 'palettes': 'all'},
                      {'name': 'nonText', 'measure': 'contrast', 'threshold': thresholds[1], 'palettes': 'all'}],
        'rules': rules,
        'tokens': {names[v]: v for v in order},
    }
    if level:
        s['levels'] = [{'name': 'high', 'thresholds': {'text': 7, 'nonText': 4.5}, 'modes': ['high_contrast']}]
    return s
json.dump(schema('primer', (4.5, 3), True), open(os.environ.get('PRIMER_DIR', '/tmp/primer') + '/schema.json', 'w'), indent=1)
json.dump(schema('primerHighContrast', (7, 4.5), False), open(os.environ.get('PRIMER_DIR', '/tmp/primer') + '/schema-high-contrast.json', 'w'), indent=1)
print(len(order), 'roles;', {k: len(v) for k, v in rules.items()}, 'rules')
