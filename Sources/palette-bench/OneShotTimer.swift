#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall time of whole `palette-repl` processes, spawned with posix_spawn, output sent to
/// /dev/null and, for `suggest --batch`, input read from a file.
enum OneShotTimer {
    /// Wall times of `runs` one-shot suggestions and of as many `--version` runs, interleaved
    /// run by run (the order alternating) so that a drift of the machine's speed falls on both;
    /// `differences` pairs each suggestion with the `--version` run beside it.
    static func measure(binary: String, runs: Int, corpus: BenchmarkCorpus)
        -> (suggest: [Double], version: [Double], differences: [Double])? {
        guard access(binary, X_OK) == 0 else { return nil }
        var suggest: [Double] = [], version: [Double] = []
        for index in 0..<runs {
            let pair = corpus.pairArguments[index % corpus.pairArguments.count]
            let arguments = [binary, "suggest", "--ground", pair.ground, "--plate", pair.plate]
            let one: Double?, bare: Double?
            if index % 2 == 0 {
                one = run(arguments)
                bare = run([binary, "--version"])
            } else {
                bare = run([binary, "--version"])
                one = run(arguments)
            }
            guard let one, let bare else { return nil }
            suggest.append(one)
            version.append(bare)
        }
        return (suggest, version, zip(suggest, version).map { $0 - $1 })
    }

    /// Seconds of each of `runs` runs of the same command line.
    static func repeated(_ arguments: [String], input: String? = nil, runs: Int) -> [Double]? {
        guard access(arguments[0], X_OK) == 0 else { return nil }
        var times: [Double] = []
        for _ in 0..<runs {
            guard let time = run(arguments, input: input) else { return nil }
            times.append(time)
        }
        return times
    }

    static func run(_ arguments: [String], input: String? = nil) -> Double? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, nil, cArguments, environ) == 0 else { return nil }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        clock_gettime(CLOCK_MONOTONIC, &end)
        return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
    }
}
