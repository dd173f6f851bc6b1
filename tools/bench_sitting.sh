#!/bin/bash
# One sitting of issue 23's figures (README, Speed): three rounds, each MCU's harness, then
# `palette-bench --json` of two release builds in alternating order, then MCU again; each ratio
# to MCU divides by the mean of the two MCU runs around it. Prints every figure of both builds,
# round by round, and the ratios.
#   tools/bench_sitting.sh NEW_DIR OLD_DIR     # folders holding palette-bench and palette-repl
# The anchor lives outside the repository (../shared/bench/mcu/run.sh, or $MCU_RUN); without it
# the builds' figures are printed alone. Keep the machine otherwise idle while it runs (3 min).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 2 ] || { echo "usage: tools/bench_sitting.sh NEW_DIR OLD_DIR" >&2; exit 2; }
new=$1 old=$2
anchor=${MCU_RUN:-../shared/bench/mcu/run.sh}
[ -x "$anchor" ] || { echo "bench_sitting: no MCU anchor at $anchor; the builds' figures only" >&2; anchor=""; }
out=$(mktemp -d /tmp/bench-sitting.XXXXXX)
trap 'rm -rf "$out"' EXIT
mcu() { if [ -n "$anchor" ]; then REPS=${MCU_REPS:-3} "$anchor" 2>/dev/null; else echo '{}'; fi; }
echo "start: $(date -u +%Y-%m-%dT%H:%M:%SZ)  new: $new  old: $old  anchor: ${anchor:-none}"
for round in 1 2 3; do
    mcu > "$out/mcu-before$round.json"
    if ((round % 2 == 1)); then
        "$new/palette-bench" --json --binary "$new/palette-repl" > "$out/new$round.json"
        "$old/palette-bench" --json --binary "$old/palette-repl" > "$out/old$round.json"
    else
        "$old/palette-bench" --json --binary "$old/palette-repl" > "$out/old$round.json"
        "$new/palette-bench" --json --binary "$new/palette-repl" > "$out/new$round.json"
    fi
    mcu > "$out/mcu-after$round.json"
done
echo "end: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
python3 - "$out" <<'REPORT'
import json, sys
folder = sys.argv[1]
def load(name): return json.load(open(f"{folder}/{name}.json"))
rounds = (1, 2, 3)
new = [load(f"new{r}") for r in rounds]
old = [load(f"old{r}") for r in rounds]
mcu = [(load(f"mcu-before{r}"), load(f"mcu-after{r}")) for r in rounds]
for key in new[0]:
    print(f"{key:32s} new {' · '.join(f'{n[key]:.6g}' for n in new):40s} old {' · '.join(f'{o[key]:.6g}' if key in o else '-' for o in old)}")
# A build that interleaves its one-shot runs reports the median run-by-run difference; an older
# one only its two medians, measured one after the other.
def over(figures): return figures.get('oneShotOverVersionMs', figures['oneShotMedianMs'] - figures['versionMedianMs'])
print("one-shot suggest minus --version (ms): new " + " · ".join(f"{over(n):+.2f}" for n in new)
      + "  old " + " · ".join(f"{over(o):+.2f}" for o in old))
for key, corpus in (("surfacesOneCore", "surfaces"), ("anySRGBOneCore", "any"),
                    ("batchSurfacesPairsPerSecond", "surfaces"), ("batchAnySRGBPairsPerSecond", "any")):
    means = [(before.get(corpus), after.get(corpus)) for before, after in mcu]
    if any(a is None or b is None for a, b in means): continue
    means = [(a + b) / 2 for a, b in means]
    print(f"{key} / MCU {corpus}: new {' · '.join(f'{n[key] / m:.2f}' for n, m in zip(new, means))}"
          f"  old {' · '.join(f'{o[key] / m:.2f}' for o, m in zip(old, means))}  (MCU {' · '.join(f'{m:.0f}' for m in means)})")
REPORT
