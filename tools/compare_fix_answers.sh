#!/bin/bash
# Every answer of `fix` from two release builds, compared byte for byte: the 12 perturbed shipped
# palettes palette-bench times (`palette-bench --answers`, which also prints every single-pair and
# whole-palette suggestion of its corpora), and `fix --level high --json` and `fix --json` of every
# shipped palette (harbor with the editor schema). A speed change to the repair must leave them
# all identical.
#   tools/compare_fix_answers.sh BEFORE_DIR AFTER_DIR     # folders holding palette-bench and palette-repl
# Run from the repository root; exits 1 and shows the first differences when any answer differs.
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: tools/compare_fix_answers.sh BEFORE_DIR AFTER_DIR" >&2; exit 2; }
out=$(mktemp -d /tmp/compare-fix-answers.XXXXXX)
trap 'rm -rf "$out"' EXIT
answers() {
    local dir=$1
    "$dir/palette-bench" --answers
    for file in Palettes/*.json; do
        local schema=()
        [ "$(basename "$file")" = harbor.json ] && schema=(--schema Schemas/editor.json)
        for level in standard high; do
            echo "== $file $level"
            "$dir/palette-repl" fix "$file" "${schema[@]}" --level "$level" --json || true
        done
    done
}
answers "$1" > "$out/before"
answers "$2" > "$out/after"
echo "before: $(wc -l < "$out/before") lines, $(grep -c '^== ' "$out/before") fix --json runs"
if cmp -s "$out/before" "$out/after"; then
    echo "identical"
else
    diff "$out/before" "$out/after" | head -40
    exit 1
fi
