#!/usr/bin/env bash
# A documented manual check of `usage` on open-source apps beside the three in
# Tests/Fixtures/usage: IceCubes (AGPL), Wordlike (GPL), St Jude (MPL), isowords (Point-Free's
# licence), JustInvestment (no licence stated), Bitwarden's Android app (GPL and Bitwarden's
# licence) and Mastodon for iOS (GPL), whose code stays out of this repository, and
# Hackers (MIT), pokedex-compose, kotlinconf-app, MovieSwiftUI and Reply, JetNews, Jetchat and
# Jetcaster of android/compose-samples (Apache-2.0), not excerpted.
#   tools/usage-checks/run.sh APP CHECKOUT [BINARY]
# APP is a key of truth.json (icecubes, wordlike, stjude, isowords, justinvestment, hackers,
# pokedex, kotlinconf, movieswiftui, bitwarden, mastodon, reply, jetnews, jetchat, jetcaster); CHECKOUT a
# clone at the commit it
# names (for the compose-samples apps, their folder). Runs `usage` with the schema alone and
# compares the dead, preview-only and test-only roles with truth.json, made by hand with grep and
# reading. The report is made three times and must be byte for byte the same each time (a
# process's hash tables take a new seed every run, so an order one of them chose shows here).
# Fetches nothing; exits 1 on a difference.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
app=$1 checkout=$2 binary=${3:-$here/../../.build/release/palette-repl}
report=${TMPDIR:-/tmp}/usage-check-$app.json
"$binary" usage "$checkout" --schema "$here/$app.schema.json" --json > "$report" || [ $? -eq 1 ]
for run in 2 3; do
  "$binary" usage "$checkout" --schema "$here/$app.schema.json" --json > "$report.$run" || [ $? -eq 1 ]
  cmp -s "$report" "$report.$run" || { echo "run $run's report differs from the first's: $report $report.$run"; exit 1; }
done
python3 - "$here/truth.json" "$app" "$report" <<'PY'
import json, sys
truth = json.load(open(sys.argv[1]))[sys.argv[2]]
report = json.load(open(sys.argv[3]))
status = {t["name"]: t["status"] for t in report["tokens"]}
failed = False
for key, name in [("dead", "dead"), ("previewOnly", "previewOnly"), ("testOnly", "testOnly")]:
    found = sorted(r for r, s in status.items() if s == name)
    expected = sorted(truth[key])
    print(f"{key}: {found}" + ("" if found == expected else f"  (truth: {expected})"))
    failed |= found != expected
print(f"{len(status)} roles, {len(report['leaks'])} hard-coded colours, {len(report['definitions'])} defining, {len(report.get('unread', []))} unread")
sys.exit(1 if failed else 0)
PY
