#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import PaletteCommands
import PaletteKit

// Benchmark of the solver (run in a release build):
//   swift build -c release --static-swift-stdlib && .build/release/palette-bench
// Prints single-pair suggestions per second in process, whole-palette role suggestions per
// second, how session replay time grows from 1,000 to 10,000 lines, and the median wall time
// of a one-shot `palette-repl suggest --ground … --plate …`.
// `--fix` times only `fix`; `--only surfaces|any|palettes|batch` runs one figure (the in-process ones long enough for a profiler). `--quick` runs a small corpus for CI; it reports and never fails on speed. `--json` prints the
// same figures as one JSON object.

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: palette-bench [--json] [--quick] [--binary PATH]
           palette-bench --only surfaces|any|palettes|batch|fix|fix-high|keep|lines|replay|draft
           palette-bench --fix | --answers | --help
    Run in a release build from the repository root (swift build -c release --static-swift-stdlib).
      (none)       every figure: single-pair suggestions per second (one core and both), whole-palette
                   role suggestions, fix on the 12 perturbed shipped palettes (median and worst), fix
                   --level high of each shipped palette (median and worst per palette) and a whole
                   export css of the twelve (which derives their high variants), the
                   whole-process suggest --batch, replay without a transcript (lines per second in
                   process and whole process), how replay time grows, one-shot suggest against --version,
                   whole-process draft from three keys and from a base16 scheme
      --json       the same figures as one JSON object
      --quick      a small corpus, for CI: it reports and never fails on speed
      --binary P   the palette-repl to time as a whole process (default: beside palette-bench)
      --only F     one figure, the in-process ones long enough for a profiler
      --fix        fix on each perturbed shipped palette, then fix --level high of each shipped
                   palette and the export of the twelve, one line each
      --only keep  the keep sweep: fix --level L --keep ROLE of every shipped palette, every
                   role and every level, in process and as whole processes (median, worst)
      --only lines each line of Tests/Fixtures/sessions/reader.session as typed at a terminal
                   (median, worst), and its replay as a whole process
      --answers    every answer of the corpora, every fix and the keep sweep, one line each, to
                   compare two builds
    """
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
let quick = arguments.contains("--quick")
let json = arguments.contains("--json")
let binary: String = {
    if let index = arguments.firstIndex(of: "--binary"), index + 1 < arguments.count { return arguments[index + 1] }
    let own = CommandLine.arguments[0]
    let folder = own.contains("/") ? String(own[..<own.lastIndex(of: "/")!]) : "."
    return folder + "/palette-repl"
}()

let corpus = BenchmarkCorpus(seed: 20261129, pairs: quick ? 2_000 : 50_000, palettes: quick ? 20 : 400)
let surfaceCorpus = BenchmarkCorpus(seed: 20261130, pairs: quick ? 2_000 : 50_000, palettes: 0, surfaceChroma: 0.08)
let clock = ContinuousClock()

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

var checksum = 0
let pairRounds = quick ? 1 : 3

/// Median suggestions per second over `pairRounds` passes through the queries.
func pairRate(_ queries: [SuggestionQuery]) -> Int {
    var rates: [Double] = []
    var checksum = 0
    for _ in 0..<pairRounds {
        let elapsed = clock.measure {
            for query in queries { checksum &+= Int(Solver.suggest(query).proposed.colour.red) }
        }
        rates.append(Double(queries.count) / seconds(elapsed))
    }
    if checksum == 42 { print("") }
    return Int(rates.sorted()[rates.count / 2])
}

/// The same on every core: the queries split into one contiguous share per core.
func parallelPairRate(_ queries: [SuggestionQuery], cores: Int) -> Int {
    let elapsed = clock.measure {
        DispatchQueue.concurrentPerform(iterations: cores) { core in
            let share = queries.count / cores
            var checksum = 0
            for query in queries[(core * share)..<((core + 1) * share)] {
                checksum &+= Int(Solver.suggest(query).proposed.colour.red)
            }
            if checksum == 42 { print("") }
        }
    }
    return Int(Double(queries.count / cores * cores) / seconds(elapsed))
}

func movedShare(_ queries: [SuggestionQuery]) -> String {
    DecimalText.fixed(Double(queries.filter { !Solver.suggest($0).originalPasses }.count) * 100 / Double(queries.count), 0) + "%"
}
/// Whole-palette role suggestions per second over `rounds` passes through the palette queries.
func paletteRate(rounds: Int) -> Double {
    var checksum = 0
    let elapsed = clock.measure {
        for _ in 0..<rounds {
            for query in corpus.paletteQueries { checksum &+= Int(Solver.suggest(query).proposed.colour.green) }
        }
    }
    if checksum == 42 { print("") }
    return Double(rounds * corpus.paletteQueries.count) / seconds(elapsed)
}

/// The figures in the order printed; `--json` prints them as one object.
var figures: [(key: String, value: Double, text: String)] = []
@MainActor func report(_ key: String, _ value: Double, _ text: String) {
    figures.append((key, value, text))
    if !json { print(text) }
}

/// The median: the middle value, or the mean of the two middle values of an even count.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted(), middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Whole-process `draft` from three keys and from a base16 scheme.
@MainActor func draftTiming() {
    let runs = quick ? 3 : 21
    guard let keys = DraftTiming.keys(binary: binary, paletteFolder: "Palettes", runs: runs),
          let scheme = DraftTiming.scheme(binary: binary, path: "Schemes/base16/nord.yaml", runs: runs) else {
        if !json { print("draft timing skipped: cannot run \(binary) on Palettes/ and Schemes/base16/") }
        return
    }
    report("draftKeysMedianMs", median(keys) * 1000, "draft, whole process, \(runs) runs: from three keys median \(DecimalText.fixed(median(keys) * 1000, 1)) ms (worst \(DecimalText.fixed(keys.max()! * 1000, 1))), from Schemes/base16/nord.yaml median \(DecimalText.fixed(median(scheme) * 1000, 1)) ms (worst \(DecimalText.fixed(scheme.max()! * 1000, 1)))")
    figures.append(("draftKeysWorstMs", keys.max()! * 1000, ""))
    figures.append(("draftSchemeMedianMs", median(scheme) * 1000, ""))
}

/// `fix` on perturbed shipped palettes; `--fix` runs only this.
@MainActor func fixTiming() {
    if let repairs = RepairTiming.measure(paletteFolder: "Palettes", runs: quick ? 1 : 5) {
        let medians = repairs.map(\.median), worsts = repairs.map(\.worst)
        if !json {
            print("fix on each shipped palette perturbed so that 10-25 rules fail (seeded), median and worst of \(quick ? 1 : 5) runs:")
            for figure in repairs {
                print("  \(figure.id + String(repeating: " ", count: max(0, 16 - figure.id.count))) \(figure.failing) failing, \(figure.moved) moved, \(figure.cuts) cuts, \(figure.setAside) set aside, \(figure.rebuilt) tables rebuilt: median \(DecimalText.fixed(figure.median * 1000, 1)) ms, worst \(DecimalText.fixed(figure.worst * 1000, 1)) ms")
            }
        }
        report("fixMedianMs", median(medians) * 1000, "fix: median over palettes \(DecimalText.fixed(median(medians) * 1000, 1)) ms, worst \(DecimalText.fixed(worsts.max()! * 1000, 1)) ms")
        figures.append(("fixWorstMs", worsts.max()! * 1000, ""))
    } else if !json {
        print("fix timing skipped: run from the repository root (Palettes/ not found)")
    }
}

/// `fix --level high` of each shipped palette (the variants the exports derive), median and worst
/// per palette; then a whole `export css` of the twelve, which derives all their high variants.
@MainActor func fixHighTiming() {
    let runs = quick ? 1 : 5
    guard let repairs = RepairTiming.measureHigh(paletteFolder: "Palettes", runs: runs) else {
        if !json { print("fix --level high timing skipped: run from the repository root (Palettes/ not found)") }
        return
    }
    if !json { print("fix --level high of each shipped palette, median and worst of \(runs) runs:") }
    for figure in repairs {
        if !json {
            print("  \(figure.id + String(repeating: " ", count: max(0, 16 - figure.id.count))) \(figure.failing) failing, \(figure.moved) moved, \(figure.cuts) cuts, \(figure.setAside) set aside, \(figure.rebuilt) tables rebuilt: median \(DecimalText.fixed(figure.median * 1000, 1)) ms, worst \(DecimalText.fixed(figure.worst * 1000, 1)) ms")
        }
        figures.append(("fixHighMedianMs." + figure.id, figure.median * 1000, ""))
        figures.append(("fixHighWorstMs." + figure.id, figure.worst * 1000, ""))
    }
    let medians = repairs.map(\.median), worsts = repairs.map(\.worst)
    report("fixHighMedianMs", median(medians) * 1000, "fix --level high: median over palettes \(DecimalText.fixed(median(medians) * 1000, 1)) ms, worst \(DecimalText.fixed(worsts.max()! * 1000, 1)) ms")
    figures.append(("fixHighWorstMs", worsts.max()! * 1000, ""))
    let folder = "/tmp/palette-bench-export-\(getpid())"
    mkdir(folder, 0o755)
    defer {
        unlink(folder + "/palettes.css")
        rmdir(folder)
    }
    let files = Schema.stream.ids.map { "Palettes/" + $0 + ".json" }
    if let times = OneShotTimer.repeated([binary, "export", "css"] + files + ["--out", folder], runs: runs) {
        report("exportCssHighVariantsMs", median(times) * 1000,
               "'palette-repl export css' of the \(files.count) shipped palettes (their high variants derived) whole process, median of \(runs): \(DecimalText.fixed(median(times) * 1000, 1)) ms")
    }
}

/// The keep sweep (`KeepSweep`): every shipped palette × every role pinned × every level, in
/// process (the least of three runs each, one in quick mode, where only the standard level and
/// the first palette are swept) and as whole processes; median and worst, and the slowest five.
@MainActor func keepSweepTiming() {
    guard var instances = KeepSweep.instances(paletteFolder: "Palettes") else {
        if !json { print("keep sweep skipped: run from the repository root (Palettes/ not found)") }
        return
    }
    if quick { instances = instances.filter { $0.id == instances[0].id } }
    let measured = KeepSweep.measure(instances, runs: quick ? 1 : 3)
    let times = measured.map(\.seconds)
    let passing = measured.filter(\.passes).count
    report("keepSweepMedianMs", median(times) * 1000,
           "keep sweep (fix --level L --keep ROLE: \(instances.count) instances, \(passing) derive), in process, least of \(quick ? 1 : 3) runs each: median \(DecimalText.fixed(median(times) * 1000, 1)) ms, worst \(DecimalText.fixed(times.max()! * 1000, 1)) ms")
    figures.append(("keepSweepWorstMs", times.max()! * 1000, ""))
    if !json {
        for figure in measured.sorted(by: { $0.seconds > $1.seconds }).prefix(5) {
            let instance = figure.instance
            print("  \(instance.id) --level \(instance.level) --keep \(instance.role): \(DecimalText.fixed(figure.seconds * 1000, 1)) ms, \(figure.cuts) cuts, \(figure.passes ? "derives" : "cannot be derived")")
        }
    }
    let processRuns = quick ? 1 : 3
    guard let processes = KeepSweep.measureProcesses(instances, binary: binary, runs: processRuns) else {
        if !json { print("keep sweep as whole processes skipped: cannot run \(binary)") }
        return
    }
    report("keepSweepProcessMedianMs", median(processes) * 1000,
           "keep sweep as whole processes ('palette-repl fix PALETTE --level L --keep ROLE --json', median of \(processRuns) runs each): median \(DecimalText.fixed(median(processes) * 1000, 1)) ms, worst \(DecimalText.fixed(processes.max()! * 1000, 1)) ms")
    figures.append(("keepSweepProcessWorstMs", processes.max()! * 1000, ""))
    for level in Set(instances.map(\.level)).sorted() {
        let times = zip(instances, processes).filter { $0.0.level == level }.map(\.1)
        report("keepSweepProcessMedianMs.\(level)", median(times) * 1000,
               "  at \(level): median \(DecimalText.fixed(median(times) * 1000, 1)) ms, worst \(DecimalText.fixed(times.max()! * 1000, 1)) ms")
    }
    if !json {
        for (instance, time) in zip(instances, processes).sorted(by: { $0.1 > $1.1 }).prefix(5) {
            print("  palette-repl \(instance.arguments.joined(separator: " ")): \(DecimalText.fixed(time * 1000, 1)) ms")
        }
    }
}

/// Every line of the reader session as a person meets it (`LineTiming`), and its replay as a
/// whole process (which waits for every variant).
@MainActor func lineTiming() {
    guard let lines = LineTiming.measure() else {
        if !json { print("line timing skipped: run from the repository root (\(LineTiming.sessionPath) not found)") }
        return
    }
    let times = lines.map(\.seconds)
    let worst = lines.max { $0.seconds < $1.seconds }!
    report("shellLineMedianMs", median(times) * 1000,
           "shell lines of \(LineTiming.sessionPath) (\(lines.count) lines, as typed at a terminal): median \(DecimalText.fixed(median(times) * 1000, 1)) ms, worst \(DecimalText.fixed(worst.seconds * 1000, 1)) ms ('\(worst.line)')")
    figures.append(("shellLineWorstMs", worst.seconds * 1000, ""))
    if !json {
        for figure in lines.sorted(by: { $0.seconds > $1.seconds }).prefix(5) {
            print("  \(figure.line): \(DecimalText.fixed(figure.seconds * 1000, 1)) ms")
        }
    }
    let folder = "/tmp/palette-bench-lines-\(getpid())"
    mkdir(folder, 0o755)
    defer {
        unlink(folder + "/Palettes/reader.json")
        rmdir(folder + "/Palettes")
        rmdir(folder)
    }
    let runs = quick ? 1 : 5
    if let replays = OneShotTimer.repeated([binary, "replay", "--dir", folder, LineTiming.sessionPath], runs: runs) {
        report("readerReplayMs", median(replays) * 1000,
               "'palette-repl replay \(LineTiming.sessionPath)' whole process, median of \(runs): \(DecimalText.fixed(median(replays) * 1000, 1)) ms")
    }
}

/// `replay` without a transcript: the session of `set` lines in process, and as a whole
/// process (`palette-repl replay`, which reads the file and writes the palette).
@MainActor func replayTiming() {
    let runs = quick ? 1 : 5
    let lines = quick ? 1_000 : 10_000
    let inProcess = ReplayScaling.seconds(lines: lines, runs: runs, setsOnly: true)
    report("replaySetLinesPerSecond", (Double(lines) / inProcess).rounded(),
           "replay without a transcript, \(lines) set lines in process, median of \(runs): \(DecimalText.fixed(inProcess * 1000, 1)) ms, \(Int(Double(lines) / inProcess)) lines per second")
    let folder = "/tmp/palette-bench-replay-\(getpid())"
    mkdir(folder, 0o755)
    defer {
        unlink(folder + "/Palettes/benchReplay.json")
        rmdir(folder + "/Palettes")
        rmdir(folder)
    }
    for (count, oneRole) in quick ? [(1_000, false), (1_000, true)] : [(10_000, false), (100_000, false), (10_000, true)] {
        let path = folder + "/bench-\(count)\(oneRole ? "-paper" : "").session"
        guard let file = fopen(path, "w") else { continue }
        fputs(ReplayScaling.session(lines: count, setsOnly: true, oneRole: oneRole), file)
        fclose(file)
        defer { unlink(path) }
        if let times = OneShotTimer.repeated([binary, "replay", "--dir", folder, path], runs: runs) {
            let time = median(times)
            let what = oneRole ? "set paper lines" : "set lines (roles in turn)"
            report("replayProcess\(count)\(oneRole ? "SetPaper" : "Set")LinesMs", time * 1000,
                   "'palette-repl replay' whole process, \(count) \(what), median of \(runs): \(DecimalText.fixed(time * 1000, 1)) ms, \(Int(Double(count) / time)) lines per second")
        }
    }
}

/// The batch mode as a user runs it: the whole process, queries in from a file, answers out.
@MainActor func batchTiming() {
    let batchRuns = quick ? 1 : 3
    for (name, pairs) in [("surfaces", surfaceCorpus.pairArguments), ("anySRGB", corpus.pairArguments)] {
        let path = "/tmp/palette-bench-batch-\(getpid())-\(name).txt"
        let text = pairs.map { "\($0.ground) \($0.plate)" }.joined(separator: "\n") + "\n"
        guard let file = fopen(path, "w") else { continue }
        fputs(text, file)
        fclose(file)
        defer { unlink(path) }
        if let times = OneShotTimer.repeated([binary, "suggest", "--batch"], input: path, runs: batchRuns) {
            let rate = Double(pairs.count) / median(times)
            report("batch\(name.prefix(1).uppercased() + name.dropFirst())PairsPerSecond", rate.rounded(),
                   "'palette-repl suggest --batch' whole process, \(name) (\(pairs.count) pairs, median of \(batchRuns)): \(Int(rate)) pairs per second")
        }
    }
}

if arguments.contains("--fix") {
    fixTiming()
    fixHighTiming()
    exit(0)
}

// Every answer of both corpora and the palette queries, one line each, to compare two builds
// ("every answer identical" means these outputs are byte-identical).
if arguments.contains("--answers") {
    func text(_ candidate: Candidate?) -> String { candidate?.colour.hex ?? "-" }
    for query in surfaceCorpus.pairQueries + corpus.pairQueries + corpus.paletteQueries {
        let answer = Solver.suggest(query)
        let flips = [answer.lighterFlips, answer.darkerFlips].map { $0.map { $0.kind.name + ":" + $0.pairName }.joined(separator: ",") }
        print(text(answer.lighter), text(answer.darker), text(answer.compromise?.candidate),
              answer.compromise?.broken.map { $0.kind.name + ":" + $0.pairName }.joined(separator: ",") ?? "-", answer.originalPasses, flips[0], flips[1])
    }
    // Then `fix --json` of each perturbed shipped palette `--fix` times (when run from the
    // repository root; tools/compare_fix_answers.sh adds `fix --level high` of each shipped one).
    for draft in RepairTiming.drafts(paletteFolder: "Palettes") ?? [] {
        print(draft.id, (try? PaletteRepair.repair(RepairRequest(palette: draft.palette))).map { JSONWriter.write(RepairJSON.encode($0)) } ?? "-")
    }
    // Then the keep sweep's answers, every shipped palette × role × level.
    for instance in KeepSweep.instances(paletteFolder: "Palettes") ?? [] {
        print(instance.arguments.joined(separator: " "), KeepSweep.answer(instance))
    }
    exit(0)
}

if let index = arguments.firstIndex(of: "--only"), index + 1 < arguments.count {
    switch arguments[index + 1] {
    case "surfaces": print("surfaces, one core:", pairRate(surfaceCorpus.pairQueries))
    case "any": print("any sRGB ground, one core:", pairRate(corpus.pairQueries))
    case "palettes": print("whole-palette role suggestions per second:", Int(paletteRate(rounds: 20)))
    case "batch": batchTiming()
    case "fix": fixTiming()
    case "fix-high": fixHighTiming()
    case "keep": keepSweepTiming()
    case "lines": lineTiming()
    case "replay": replayTiming()
    case "draft": draftTiming()
    default:
        print("palette-bench: --only takes surfaces, any, palettes, batch, fix, fix-high, keep, lines, replay or draft, not '\(arguments[index + 1])'")
        exit(2)
    }
    exit(0)
}

if !json { print("single-pair suggestions per second, median of \(pairRounds) passes:") }
let surfaceRate = pairRate(surfaceCorpus.pairQueries)
report("surfacesOneCore", Double(surfaceRate), "  surfaces (ground OKLCH chroma <= 0.08, plate within ±10 per channel; \(surfaceCorpus.pairQueries.count) pairs, \(movedShare(surfaceCorpus.pairQueries)) need a move): \(surfaceRate)")
let surfaceBoth = parallelPairRate(surfaceCorpus.pairQueries, cores: 2)
report("surfacesBothCores", Double(surfaceBoth), "  surfaces, both cores: \(surfaceBoth)")
let anyRate = pairRate(corpus.pairQueries)
report("anySRGBOneCore", Double(anyRate), "  any sRGB ground (plate within ±10 per channel; \(corpus.pairQueries.count) pairs, \(movedShare(corpus.pairQueries)) need a move): \(anyRate)")
let anyBoth = parallelPairRate(corpus.pairQueries, cores: 2)
report("anySRGBBothCores", Double(anyBoth), "  any sRGB ground, both cores: \(anyBoth)")
let palettes = paletteRate(rounds: quick ? 1 : 3)
report("paletteRolesPerSecond", palettes.rounded(), "whole-palette role suggestions per second (\(corpus.paletteQueries.count) random palettes): \(Int(palettes))")

fixTiming()

fixHighTiming()

keepSweepTiming()

lineTiming()

batchTiming()

replayTiming()

draftTiming()

let small = ReplayScaling.seconds(lines: 1_000, runs: quick ? 1 : 5)
let large = ReplayScaling.seconds(lines: 10_000, runs: quick ? 1 : 5)
report("replay1000LinesMs", small * 1000, "session replay in process, median of \(quick ? 1 : 5): 1,000 lines \(DecimalText.fixed(small * 1000, 1)) ms, 10,000 lines \(DecimalText.fixed(large * 1000, 1)) ms, ratio \(DecimalText.fixed(large / small, 1)) (linear is 10)")
figures.append(("replay10000LinesMs", large * 1000, ""))
figures.append(("replayRatio", large / small, ""))

let runs = quick ? 11 : 101
if let times = OneShotTimer.measure(binary: binary, runs: runs, corpus: corpus) {
    let oneShot = median(times.suggest), bare = median(times.version), difference = median(times.differences)
    report("oneShotMedianMs", oneShot * 1000, "one-shot 'palette-repl suggest --ground … --plate …' against 'palette-repl --version', \(runs) runs of each interleaved: median \(DecimalText.fixed(oneShot * 1000, 2)) ms against \(DecimalText.fixed(bare * 1000, 2)) ms; median difference run by run \(DecimalText.fixed(difference * 1000, 2)) ms")
    figures.append(("versionMedianMs", bare * 1000, ""))
    figures.append(("oneShotOverVersionMs", difference * 1000, ""))
} else if !json {
    print("one-shot timing skipped: cannot run \(binary)")
}
if json {
    print("{" + figures.map { "\"\($0.key)\": \(DecimalText.shortest(($0.value * 1000).rounded() / 1000))" }.joined(separator: ", ") + "}")
}
if checksum == 42 { print("") }
