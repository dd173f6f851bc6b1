#!/usr/bin/env bash
# The single-pair solver against material-color-utilities' C++ (MCU), side by side in one sitting
# (issue 23): ROUNDS rounds (default 3), each running `palette-bench --only surfaces`,
# `palette-bench --only any` and MCU's harness on the same two corpora, the order alternating
# from round to round so that a drift of the machine's speed falls on both. Prints each round's
# rates and ratios, then the medians and the median of the per-round ratios.
#
#   tools/bench_side_by_side.sh [PALETTE_BENCH [OLD_PALETTE_BENCH]]   # default .build/release/palette-bench
#   ROUNDS=15 tools/bench_side_by_side.sh
#   FIGURE=batch tools/bench_side_by_side.sh ...   # `suggest --batch` as a whole process instead
#       (`palette-bench --only batch` with the palette-repl beside each palette-bench), against
#       MCU's same single-thread rates
#
# With a second build, each round runs it too (old, new, MCU in odd rounds; MCU, new, old in even
# ones) and prints its ratios to MCU and the new build's to it: a change measured against its
# baseline and the anchor in one sitting.
#
# The anchor lives outside the repository (../shared/bench/mcu/run.sh, or $MCU_RUN): when it is
# absent the script says so and reports palette-repl's rates alone; the project does not need it.
set -euo pipefail
cd "$(dirname "$0")/.."
bench=${1:-.build/release/palette-bench}
old=${2:-}
rounds=${ROUNDS:-3}
anchor=${MCU_RUN:-../shared/bench/mcu/run.sh}
[ -x "$bench" ] || { echo "bench_side_by_side: $bench not built (swift build -c release --product palette-bench)" >&2; exit 2; }
[ -z "$old" ] || [ -x "$old" ] || { echo "bench_side_by_side: $old is not an executable palette-bench" >&2; exit 2; }
if [ ! -x "$anchor" ]; then
    echo "bench_side_by_side: no MCU anchor at $anchor; palette-repl's rates only" >&2
    anchor=""
fi

# One rate a line; a build that fails or prints something else stops the sitting with a message.
rate() {
    local value
    value=$("$1" --only "$2" | awk -F': ' '{print $NF}')
    [[ "$value" =~ ^[0-9]+$ ]] || { echo "bench_side_by_side: $1 --only $2 printed '$value', not a rate" >&2; exit 1; }
    echo "$value"
}
figure=${FIGURE:-single}
[[ "$figure" =~ ^(single|batch)$ ]] || { echo "bench_side_by_side: FIGURE is single or batch, not '$figure'" >&2; exit 2; }
# The batch's two rates, surfaces then all of sRGB, from the lines `--only batch` prints.
batchRates() {
    local values
    values=$("$1" --only batch --binary "$(dirname "$1")/palette-repl" | sed -nE 's/.*: ([0-9]+) pairs per second$/\1/p')
    [[ "$values" =~ ^[0-9]+$'\n'[0-9]+$ ]] || { echo "bench_side_by_side: $1 --only batch printed no two rates" >&2; exit 1; }
    echo "$values"
}
rates() { if [ "$figure" = batch ]; then batchRates "$1"; else rate "$1" surfaces; rate "$1" any; fi; }
mcu() { REPS=${MCU_REPS:-3} "$anchor" 2>/dev/null | sed -E 's/.*"any": *([0-9.]+).*"surfaces": *([0-9.]+).*/\1 \2/'; }
ratio() { awk -v x="$1" -v y="$2" 'BEGIN {printf "%.2f", x / y}'; }
median() { sort -g | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
list() { printf '%s\n' "$@" | median; }

declare -a surfaces anys oldSurfaces oldAnys mcuSurfaces mcuAnys ratioSurfaces ratioAnys oldRatioSurfaces oldRatioAnys gainSurfaces gainAnys
echo "date: $(date -u +%Y-%m-%dT%H:%MZ)  figure: $figure  bench: $bench${old:+  old: $old}  rounds: $rounds  anchor: ${anchor:-none}"
for ((round = 1; round <= rounds; round++)); do
    ma="" ms="" os="" oa=""
    if [ -n "$anchor" ] && ((round % 2 == 0)); then read -r ma ms < <(mcu); fi
    if [ -n "$old" ] && ((round % 2 == 1)); then { read -r os; read -r oa; } < <(rates "$old"); fi
    { read -r s; read -r a; } < <(rates "$bench")
    if [ -n "$old" ] && ((round % 2 == 0)); then { read -r os; read -r oa; } < <(rates "$old"); fi
    if [ -n "$anchor" ] && ((round % 2 == 1)); then read -r ma ms < <(mcu); fi
    surfaces+=("$s"); anys+=("$a")
    line="round $round: surfaces $s"
    [ -n "$anchor" ] && { rs=$(ratio "$s" "$ms"); ra=$(ratio "$a" "$ma"); ratioSurfaces+=("$rs"); ratioAnys+=("$ra"); mcuSurfaces+=("$ms"); mcuAnys+=("$ma"); line+=" vs MCU $ms (×$rs)"; }
    line+=" · any sRGB $a"
    [ -n "$anchor" ] && line+=" vs MCU $ma (×$ra)"
    if [ -n "$old" ]; then
        oldSurfaces+=("$os"); oldAnys+=("$oa")
        gs=$(ratio "$s" "$os"); ga=$(ratio "$a" "$oa"); gainSurfaces+=("$gs"); gainAnys+=("$ga")
        line+=" · old surfaces $os, any $oa (new/old ×$gs, ×$ga)"
        if [ -n "$anchor" ]; then
            ors=$(ratio "$os" "$ms"); ora=$(ratio "$oa" "$ma"); oldRatioSurfaces+=("$ors"); oldRatioAnys+=("$ora")
            line+=" (old/MCU ×$ors, ×$ora)"
        fi
    fi
    echo "$line"
done
echo -n "median: surfaces $(list "${surfaces[@]}") · any sRGB $(list "${anys[@]}")"
[ -n "$old" ] && echo -n " · old surfaces $(list "${oldSurfaces[@]}") · old any $(list "${oldAnys[@]}")"
if [ -n "$anchor" ]; then
    echo " · MCU surfaces $(list "${mcuSurfaces[@]}") · MCU any $(list "${mcuAnys[@]}")"
    echo "per-round ratios: surfaces ${ratioSurfaces[*]} (median $(list "${ratioSurfaces[@]}")) · any sRGB ${ratioAnys[*]} (median $(list "${ratioAnys[@]}"))"
    [ -n "$old" ] && echo "old per-round ratios: surfaces ${oldRatioSurfaces[*]} (median $(list "${oldRatioSurfaces[@]}")) · any sRGB ${oldRatioAnys[*]} (median $(list "${oldRatioAnys[@]}"))"
else
    echo
fi
[ -n "$old" ] && echo "new/old per round: surfaces ${gainSurfaces[*]} (median $(list "${gainSurfaces[@]}")) · any sRGB ${gainAnys[*]} (median $(list "${gainAnys[@]}"))"
exit 0
