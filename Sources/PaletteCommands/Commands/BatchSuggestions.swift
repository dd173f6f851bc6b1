import Dispatch
import PaletteKit

/// `palette-repl suggest --batch`: ground/plate queries from standard input, one per line, each
/// answered with the object `suggest --json` prints, on one line, in input order. Lines are
/// read in blocks; each block is solved on every core and written before the next is read, so
/// memory stays bounded whatever the input's length.
enum BatchSuggestions {
    static let lineUsage = "GROUND PLATE [--min RATIO] [--move plate|ground]"
    /// Queries solved together: enough to keep both cores busy, few enough to print promptly.
    static let blockSize = 4096

    static func run(context: ToolContext) throws(ToolError) -> ExitCode {
        guard let reader = context.lineReader else { throw .wrongArguments(command: "suggest", usage: "suggest --batch < QUERIES") }
        var exit = ExitCode.success
        var number = 0
        var block: [(number: Int, query: Result<SuggestionQuery, ToolError>)] = []
        var finished = false
        while !finished {
            block.removeAll(keepingCapacity: true)
            while block.count < blockSize {
                guard let line = reader.readLine(prompt: "", prefill: nil) else { finished = true; break }
                number += 1
                if let problem = ShellLineCheck.problem(in: line) { block.append((number, .failure(problem))); continue }
                let words = Self.words(line)
                if words.isEmpty { continue }
                block.append((number, Result { () throws(ToolError) -> SuggestionQuery in try query(words, schema: context.schema) }))
            }
            let answers = solve(block.map(\.query))
            for (entry, answer) in zip(block, answers) {
                switch answer {
                case .success(let suggestion):
                    context.output.line(JSONWriter.write(SuggestionJSON.encode(suggestion), pretty: false))
                    if !suggestion.passes { exit = max(exit, .failure) }
                case .failure(let error):
                    let message = ErrorText.message(for: error)
                    context.output.line(JSONWriter.write(.object([.init("line", .number(Double(entry.number))), .init("error", .string(message))]), pretty: false))
                    exit = max(exit, error.exitCode)
                }
            }
            context.output.flush()
        }
        return exit
    }

    /// A line's words up to a comment. Colours start with `#` too, so a comment is a `#` word
    /// on its own: `# surfaces`, or `#2E3440 #3B4252 # nord`.
    static func words(_ line: String) -> [String] {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        return Array(words.prefix { $0 != "#" })
    }

    /// One line's words, read with the one-shot command's own flags.
    static func query(_ words: [String], schema: Schema) throws(ToolError) -> SuggestionQuery {
        let parsed = try ArgumentScanner(command: "suggest --batch", usage: lineUsage, options: ["--min", "--move"]).scan(words)
        guard parsed.positionals.count == 2 else { throw parsed.wrongArguments }
        return try SuggestCommand.pairQuery(ground: parsed.positionals[0], plate: parsed.positionals[1],
                                            minimum: parsed["--min"], move: parsed["--move"], schema: schema)
    }

    /// Every query answered, in order, the work shared among the cores.
    static func solve(_ queries: [Result<SuggestionQuery, ToolError>]) -> [Result<Suggestion, ToolError>] {
        let slots = Slots(count: queries.count)
        defer { slots.release() }
        let stripes = min(queries.count, 64)
        DispatchQueue.concurrentPerform(iterations: stripes) { stripe in
            var index = stripe
            while index < queries.count {
                slots.store(queries[index].map(Solver.suggest), at: index)
                index += stripes
            }
        }
        return slots.values()
    }

    /// Results written by several threads, each index by exactly one of them.
    private final class Slots: @unchecked Sendable {
        private let buffer: UnsafeMutableBufferPointer<Result<Suggestion, ToolError>?>

        init(count: Int) {
            buffer = .allocate(capacity: count)
            buffer.initialize(repeating: nil)
        }

        func store(_ value: Result<Suggestion, ToolError>, at index: Int) { buffer[index] = value }
        func values() -> [Result<Suggestion, ToolError>] { buffer.map { $0! } }

        func release() {
            buffer.deinitialize()
            buffer.deallocate()
        }
    }
}
