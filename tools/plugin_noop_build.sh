#!/usr/bin/env bash
# The build plugin's cost on a build with nothing changed (issue 66): `swift build` of PACKAGE
# (default Examples/PaletteApp, which uses PaletteFacadePlugin), built in place, against the same
# package without the plugin, in two scratch copies whose targets hold the facades the plugin
# generated instead of the palettes, as a team that runs `export swift` by hand commits them:
#   without the plugin    the manifest's `facade` empty, the dependency on palette-repl kept
#   without palette-repl  no dependency at all (SwiftPM compiles a dependency's plugins even
#                         when no target uses them, so this is the whole cost of adopting it)
# Each is built until nothing is left to do, then RUNS (default 5) times, interleaved A B C A B C
# so all see the same machine; whole `swift build` processes, wall clock, from this folder (a
# build from another working folder is not a build with nothing changed for SwiftPM). Prints the
# medians and the differences; fails only if a build with nothing changed ran the plugin's command.
# Usage: tools/plugin_noop_build.sh [PACKAGE]
set -euo pipefail
# A build that fails inside `$(milliseconds …)` fails the script too.
shopt -s inherit_errexit
repository=$(cd "$(dirname "$0")/.." && pwd)
source "$repository/tools/swift_once_more_if_crashed.sh"
package=$(cd "${1:-$repository/Examples/PaletteApp}" && pwd)
runs=${RUNS:-5}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

swift_once_more_if_crashed swift build --package-path "$package" > /dev/null 2>&1
# The copies: the facades the plugin generated, into the targets they were generated for; the
# palettes and schemas out of the targets.
plain="$scratch/without-plugin"
bare="$scratch/without-palette-repl"
mkdir -p "$plain"
cp -R "$package/Package.swift" "$package/Sources" "$plain/"
rm -rf "$plain"/Sources/*/Palettes "$plain"/Sources/*/palette-schema.json
for generated in "$package"/.build/plugins/outputs/*/*/destination/PaletteFacadePlugin/*.swift; do
  target=$(basename "$(dirname "$(dirname "$(dirname "$generated")")")")
  cp "$generated" "$plain/Sources/$target/"
done
cp -R "$plain" "$bare"
sed -i -e 's|^let facade: .*|let facade: [Target.PluginUsage] = []|' -e "s|path: \"\\.\\./\\.\\.\"|path: \"$repository\"|" "$plain/Package.swift"
sed -i -e 's|^let facade: .*|let facade: [Target.PluginUsage] = []|' -e '/dependencies: \[\.package(/d' "$bare/Package.swift"
grep -q '^let facade: \[Target.PluginUsage\] = \[\]$' "$plain/Package.swift" || { echo "plugin_noop_build: $package/Package.swift has no 'let facade' line to empty"; exit 2; }
! grep -q 'palette-repl", path' "$bare/Package.swift" || { echo "plugin_noop_build: the dependency line of $package/Package.swift was not removed"; exit 2; }

# A build's output is kept in OUT, so that a run of the plugin's command can be seen.
milliseconds() {
  local start end
  start=$(date +%s%N)
  swift_once_more_if_crashed swift build --package-path "$1" > "$2" 2>&1 || return
  end=$(date +%s%N)
  echo $(( (end - start) / 1000000 ))
}
median() { printf '%s\n' "$@" | sort -n | sed -n "$(( ($# + 1) / 2 ))p"; }
# Twice each first: the first builds, the second settles what the first left (SwiftPM's caches).
for folder in "$package" "$plain" "$bare" "$package" "$plain" "$bare"; do milliseconds "$folder" "$scratch/warm.txt" > /dev/null; done
with_times=(); plain_times=(); bare_times=()
for run in $(seq "$runs"); do
  # Plain assignments, whose status is the command substitution's: a failed build stops here.
  taken=$(milliseconds "$package" "$scratch/with-$run.txt"); with_times+=("$taken")
  taken=$(milliseconds "$plain" "$scratch/plain.txt"); plain_times+=("$taken")
  taken=$(milliseconds "$bare" "$scratch/bare.txt"); bare_times+=("$taken")
done
if grep -l "Generating" "$scratch"/with-*.txt > /dev/null; then
  echo "plugin_noop_build: a build with nothing changed ran the plugin's command again:"
  cat "$(grep -l "Generating" "$scratch"/with-*.txt | head -1)"
  exit 1
fi
with=$(median "${with_times[@]}"); without=$(median "${plain_times[@]}"); none=$(median "${bare_times[@]}")
echo "swift build with nothing changed, median of $runs (ms), interleaved:"
echo "  with the plugin          $with (runs: ${with_times[*]})"
echo "  without the plugin       $without (runs: ${plain_times[*]})"
echo "  without palette-repl     $none (runs: ${bare_times[*]})"
echo "the plugin adds $((with - without)) ms; adopting palette-repl with it adds $((with - none)) ms"
