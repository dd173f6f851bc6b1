#!/usr/bin/env python3
"""`fix` timed side by side for two release builds (issue 23's fix target, issue 19 part 6), the
runs interleaved in one sitting so that a shared machine's load falls on both alike:

- `palette-bench --only fix` of each build (in process: median over the 12 perturbed shipped
  palettes of each palette's median of 5, and the worst single run), ROUNDS rounds, the order
  alternating;
- `palette-repl fix Palettes/ID.json --level high --json` of each build, whole process, for each
  shipped palette of the stream schema, RUNS interleaved runs each (median and worst);
- `palette-repl export css` of the twelve (which derives their high variants), RUNS runs each.

    tools/fix_speed_side_by_side.py BEFORE_DIR AFTER_DIR [ROUNDS] [RUNS]

Run from the repository root; each DIR holds palette-bench and palette-repl.
"""
import json, os, re, statistics, subprocess, sys, tempfile, time

before, after = sys.argv[1], sys.argv[2]
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
runs = int(sys.argv[4]) if len(sys.argv) > 4 else 5
builds = [("before", before), ("after", after)]
ids = json.load(open("Schemas/stream.json"))["ids"]

def timed(arguments):
    start = time.perf_counter()
    subprocess.run(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start

bench = {name: {"median": [], "worst": []} for name, _ in builds}
for index in range(rounds):
    for name, folder in (builds if index % 2 == 0 else builds[::-1]):
        output = subprocess.run([folder + "/palette-bench", "--only", "fix"], capture_output=True, text=True).stdout
        found = re.search(r"fix: median over palettes ([0-9.]+) ms, worst ([0-9.]+) ms", output)
        bench[name]["median"].append(float(found.group(1)))
        bench[name]["worst"].append(float(found.group(2)))
print(f"palette-bench --only fix, {rounds} interleaved rounds (each: median over palettes, worst run):")
for name, _ in builds:
    print(f"  {name:6}  medians {bench[name]['median']}  worsts {bench[name]['worst']}"
          f"  -> median of rounds {statistics.median(bench[name]['median'])} ms, worst {statistics.median(bench[name]['worst'])} ms")

print(f"fix --level high, whole process, {runs} interleaved runs per palette (median / worst, ms):")
worst = {name: 0.0 for name, _ in builds}
for id in ids:
    times = {name: [] for name, _ in builds}
    for index in range(runs):
        for name, folder in (builds if index % 2 == 0 else builds[::-1]):
            times[name].append(timed([folder + "/palette-repl", "fix", f"Palettes/{id}.json", "--level", "high", "--json"]))
    line = "  ".join(f"{name} {statistics.median(times[name]) * 1000:6.1f} / {max(times[name]) * 1000:6.1f}" for name, _ in builds)
    for name, _ in builds: worst[name] = max(worst[name], statistics.median(times[name]))
    print(f"  {id:16} {line}")
print("  largest per-palette median: " + "  ".join(f"{name} {worst[name] * 1000:.1f} ms" for name, _ in builds))

files = [f"Palettes/{id}.json" for id in ids]
times = {name: [] for name, _ in builds}
with tempfile.TemporaryDirectory() as folder:
    for index in range(runs):
        for name, build in (builds if index % 2 == 0 else builds[::-1]):
            times[name].append(timed([build + "/palette-repl", "export", "css", *files, "--out", folder]))
print(f"export css of the {len(files)} (their high variants derived), whole process, {runs} interleaved runs: "
      + "  ".join(f"{name} median {statistics.median(times[name]) * 1000:.1f} ms" for name, _ in builds))
