#!/usr/bin/env bash
# The lint speed figure (issue 21): 2,000 colour tokens, 8 modes, 400 pairs, whole process,
# release build; median of 5 runs. Usage: tools/lint_speed.sh [BINARY]
set -euo pipefail
binary=${1:-.build/release/palette-repl}
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
python3 "$(dirname "$0")/make_lint_speed_fixture.py" "$folder"
times=()
for _ in 1 2 3 4 5; do
  start=$(date +%s%N)
  "$binary" lint --schema "$folder/schema.json" "$folder/tokens.css" > "$folder/out.txt" || [ $? -eq 1 ]
  end=$(date +%s%N)
  times+=($(( (end - start) / 1000000 )))
done
sorted=$(printf '%s\n' "${times[@]}" | sort -n | tr '\n' ' ')
echo "lint, 2,000 tokens, 8 modes, 400 pairs: median $(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p) ms (runs: $sorted)"
tail -1 "$folder/out.txt" | cut -c1-160
