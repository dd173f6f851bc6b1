#!/usr/bin/env bash
# The lint speed figure (issue 21): 2,000 colour tokens, 8 modes, 400 pairs, whole process,
# release build; median of RUNS runs (default 5).
# Usage: tools/lint_speed.sh [BINARY [TOKENS_SCALE [MODES_SCALE]]]
#   TOKENS_SCALE, MODES_SCALE multiply the tokens and the modes (the schema stays the same), to
#   show the cost linear in tokens x modes. With BASELINE=OTHER_BINARY, each run of BINARY is
#   followed by one of OTHER_BINARY (interleaved, so both see the same machine), and both
#   medians are printed.
set -euo pipefail
binary=${1:-.build/release/palette-repl}
tokens=${2:-1}
modes=${3:-1}
runs=${RUNS:-5}
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
python3 "$(dirname "$0")/make_lint_speed_fixture.py" "$folder" "$tokens" "$modes"
milliseconds() {
  local start end
  start=$(date +%s%N)
  "$1" lint --schema "$folder/schema.json" "$folder/tokens.css" > "$folder/out.txt" || [ $? -eq 1 ]
  end=$(date +%s%N)
  echo $(( (end - start) / 1000000 ))
}
median() { printf '%s\n' "$@" | sort -n | sed -n "$(( ($# + 1) / 2 ))p"; }
times=()
baseline_times=()
for _ in $(seq "$runs"); do
  times+=("$(milliseconds "$binary")")
  if [ -n "${BASELINE:-}" ]; then baseline_times+=("$(milliseconds "$BASELINE")"); fi
done
size="$((2000 * tokens)) tokens, $((8 * modes)) modes, 400 pairs"
echo "lint, $size: median $(median "${times[@]}") ms (runs: $(printf '%s\n' "${times[@]}" | sort -n | tr '\n' ' '))"
if [ -n "${BASELINE:-}" ]; then
  echo "baseline $BASELINE, $size: median $(median "${baseline_times[@]}") ms (runs: $(printf '%s\n' "${baseline_times[@]}" | sort -n | tr '\n' ' '))"
fi
"$binary" lint --schema "$folder/schema.json" "$folder/tokens.css" | tail -1 | cut -c1-160 || true
