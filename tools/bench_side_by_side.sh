#!/usr/bin/env bash
# The single-pair solver against material-color-utilities' C++ (MCU), side by side in one sitting
# (issue 23): ROUNDS rounds (default 3), each running `palette-bench --only surfaces`,
# `palette-bench --only any` and MCU's harness on the same two corpora, the order alternating
# from round to round so that a drift of the machine's speed falls on both. Prints each round's
# rates and ratios, then the medians and the median of the per-round ratios.
#
#   tools/bench_side_by_side.sh [PALETTE_BENCH]     # default .build/release/palette-bench
#   ROUNDS=5 tools/bench_side_by_side.sh
#
# The anchor lives outside the repository (../shared/bench/mcu/run.sh, or $MCU_RUN): when it is
# absent the script says so and reports palette-repl's rates alone; the project does not need it.
set -euo pipefail
cd "$(dirname "$0")/.."
bench=${1:-.build/release/palette-bench}
rounds=${ROUNDS:-3}
anchor=${MCU_RUN:-../shared/bench/mcu/run.sh}
[ -x "$bench" ] || { echo "bench_side_by_side: $bench not built (swift build -c release --product palette-bench)" >&2; exit 2; }
if [ ! -x "$anchor" ]; then
    echo "bench_side_by_side: no MCU anchor at $anchor; palette-repl's rates only" >&2
    anchor=""
fi

ours() { "$bench" --only "$1" | awk -F': ' '{print $NF}'; }
mcu() { REPS=${MCU_REPS:-3} "$anchor" 2>/dev/null | sed -E 's/.*"any": *([0-9.]+).*"surfaces": *([0-9.]+).*/\1 \2/'; }

median() { sort -g | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }

declare -a surfaces anys mcuSurfaces mcuAnys ratioSurfaces ratioAnys
echo "date: $(date -u +%Y-%m-%dT%H:%MZ)  bench: $bench  rounds: $rounds  anchor: ${anchor:-none}"
for ((round = 1; round <= rounds; round++)); do
    if [ -n "$anchor" ] && ((round % 2 == 0)); then read -r ma ms < <(mcu); fi
    s=$(ours surfaces)
    a=$(ours any)
    if [ -n "$anchor" ] && ((round % 2 == 1)); then read -r ma ms < <(mcu); fi
    surfaces+=("$s"); anys+=("$a")
    if [ -n "$anchor" ]; then
        mcuSurfaces+=("$ms"); mcuAnys+=("$ma")
        rs=$(awk -v x="$s" -v y="$ms" 'BEGIN {printf "%.2f", x / y}')
        ra=$(awk -v x="$a" -v y="$ma" 'BEGIN {printf "%.2f", x / y}')
        ratioSurfaces+=("$rs"); ratioAnys+=("$ra")
        echo "round $round: surfaces $s vs MCU $ms (×$rs) · any sRGB $a vs MCU $ma (×$ra)"
    else
        echo "round $round: surfaces $s · any sRGB $a"
    fi
done
echo -n "median: surfaces $(printf '%s\n' "${surfaces[@]}" | median) · any sRGB $(printf '%s\n' "${anys[@]}" | median)"
if [ -n "$anchor" ]; then
    echo " · MCU surfaces $(printf '%s\n' "${mcuSurfaces[@]}" | median) · MCU any $(printf '%s\n' "${mcuAnys[@]}" | median)"
    echo "per-round ratios: surfaces ${ratioSurfaces[*]} (median $(printf '%s\n' "${ratioSurfaces[@]}" | median)) · any sRGB ${ratioAnys[*]} (median $(printf '%s\n' "${ratioAnys[@]}" | median))"
else
    echo
fi
