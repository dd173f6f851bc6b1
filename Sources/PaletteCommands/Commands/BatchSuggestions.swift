import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import PaletteKit

/// `palette-repl suggest --batch`: ground/plate queries from standard input, one per line, each
/// answered with the object `suggest --json` prints, on one line, in input order. Lines are
/// read in blocks; each block is solved on every core while the next is read, and is written
/// before the block after that is read, so memory stays bounded whatever the input's length.
enum BatchSuggestions {
    /// A line of standard input: `GROUND PLATE [--min RATIO] [--move plate|ground]`, with the
    /// one-shot command's own options.
    static let ground = TypedArgument.colour("GROUND", opaque: true)
    static let plate = TypedArgument.colour("PLATE")
    static let lineSyntax = CommandSyntax(
        command: "suggest --batch",
        forms: [.init([ground, plate], optional: [SuggestCommand.minimum, SuggestCommand.move])],
        options: [SuggestCommand.minimum, SuggestCommand.move], usagePrefix: "")
    /// Queries solved together: enough to keep both cores busy, few enough to print promptly
    /// (a block's answers are written once the block after it has been read).
    static let blockSize = 4096

    static func run(context: ToolContext) throws(ToolError) -> ExitCode {
        guard let reader = context.lineReader else { throw .wrongArguments(command: "suggest", usage: "suggest --batch < QUERIES") }
        var exit = ExitCode.success
        var read = 0
        var finished = false
        func readBlock() -> Block {
            var lines = finished ? LineBlock() : reader.readLines(upTo: blockSize)
            finished = lines.count < blockSize
            // A byte-order mark some editors write, accepted as every file reader accepts it.
            if read == 0, lines.count > 0, lines.withLine(0, { $0.starts(with: [0xEF, 0xBB, 0xBF]) }) {
                lines.dropPrefix(3, ofLine: 0)
            }
            defer { read += lines.count }
            return Block(lines: lines, firstNumber: read + 1)
        }
        // A schema of its own for each worker (`ParallelMap.map(_:states:_:)`), made once: with
        // one schema shared, every core's retains and releases of it change one reference count,
        // whose cache line then moves between the cores at each (`Schema.separateCopy()`).
        let schemas = (0..<workers).map { _ in context.schema.separateCopy() }
        // Reading and writing are one thread's work: while they run, the block read before is
        // solved on the cores, so that no core waits for them.
        let first = readBlock()
        var solving = first.lines.count == 0 ? nil : BlockAnswers(first, schemas: schemas)
        while let current = solving {
            let next = readBlock()
            let answers = current.wait()
            solving = next.lines.count == 0 ? nil : BlockAnswers(next, schemas: schemas)
            for part in answers {
                part.lines.withBytes { context.output.write(utf8: $0) }
                exit = max(exit, part.exit)
            }
            context.output.flush()
        }
        return exit
    }

    /// A block's answers, solved on the cores away from the thread that reads and writes.
    /// Unchecked: `answers` is written once, before `done` is signalled, and read only after
    /// waiting for it.
    private final class BlockAnswers: @unchecked Sendable {
        private var answers: [AnswerLines] = []
        private let done = DispatchSemaphore(value: 0)

        init(_ block: Block, schemas: [Schema]) {
            DispatchQueue.global().async { [self] in
                answers = BatchSuggestions.answer(block, schemas: schemas)
                done.signal()
            }
        }

        func wait() -> [AnswerLines] {
            done.wait()
            return answers
        }
    }

    /// Consecutive lines' answers, each a JSON line ending in a line feed (nothing for a blank
    /// line or a comment), and the highest of their exit codes. A class, to carry the buffer the
    /// answers were written into without a copy. Unchecked: made on a core and read on the main
    /// thread only after `BlockAnswers.wait()`, never changed.
    final class AnswerLines: @unchecked Sendable {
        let lines: ByteBuffer
        let exit: ExitCode

        init(lines: consuming ByteBuffer, exit: ExitCode) {
            self.lines = lines
            self.exit = exit
        }
    }

    /// Parts a block is cut into: consecutive lines, answered into one buffer each, so that a
    /// line costs no string, no slot and no write of its own; many more parts than cores, so
    /// that the cores finish together.
    static let partsPerBlock = 64

    /// Workers sharing a block's parts: one per core, at most 16.
    static let workers = max(1, min(16, sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// Lines read together, and the line number of the first (numbers count from the first
    /// line of input, blank lines and comments included).
    struct Block: Sendable {
        let lines: LineBlock
        let firstNumber: Int
    }

    /// Each line read, solved and written as JSON, in order, the work shared among the cores.
    static func answer(_ block: Block, schemas: [Schema]) -> [AnswerLines] {
        let count = block.lines.count
        let parts = min(count, partsPerBlock)
        let ranges = (0..<parts).map { part in count * part / parts..<count * (part + 1) / parts }
        return ParallelMap.map(ranges, states: schemas) { range, schema in
            var output = JSONLine(capacity: range.count * 512)
            var exit = ExitCode.success
            for index in range {
                var code: ExitCode?
                if let (ground, plate) = block.lines.withLine(index, { plainPair($0) }) {
                    code = answer(ground: ground, plate: plate, schema: schema, to: &output)
                }
                if code == nil {
                    code = answerReadingWords(block.lines.line(index), number: block.firstNumber + index, schema: schema, to: &output)
                }
                if let code { exit = max(exit, code) }
            }
            return AnswerLines(lines: output.finish(), exit: exit)
        }
    }

    /// A plain pair's answer (`plainPair`), written; nil, with nothing written, when the schema
    /// makes no query of it (no ground and plate roles), and the line is read the general way,
    /// which says why.
    private static func answer(ground: Colour, plate: Colour, schema: Schema, to output: inout JSONLine) -> ExitCode? {
        guard let query = SuggestionQuery.groundAndPlate(ground: ground, plate: plate, schema: schema) else { return nil }
        return answer(Solver.suggest(query), to: &output)
    }

    /// A line's answer read the general way (flags, comments, other colour forms, errors),
    /// written to `output` with its line feed, and its exit code; nil for a blank line or
    /// comment, which writes nothing.
    static func answerReadingWords(_ line: String, number: Int, schema: Schema, to output: inout JSONLine) -> ExitCode? {
        do throws(ToolError) {
            if let problem = ShellLineCheck.problem(in: line, hashAtStartIsComment: false) { throw problem }
            let words = Self.words(line)
            if words.isEmpty { return nil }
            return answer(Solver.suggest(try query(words, schema: schema)), to: &output)
        } catch {
            output.beginObject()
            output.key(Key.line); output.number(Double(number))
            output.key(Key.error); output.string(ErrorText.message(for: error))
            output.endObject()
            output.endLine()
            return error.exitCode
        }
    }

    private static func answer(_ suggestion: Suggestion, to output: inout JSONLine) -> ExitCode {
        SuggestionJSON.write(suggestion, to: &output)
        output.endLine()
        return suggestion.passes ? .success : .failure
    }

    /// The members of a bad line's answer, `{"line": N, "error": "…"}`.
    private enum Key {
        static let line = JSONKey("line")
        static let error = JSONKey("error")
    }

    /// The line most batches are made of, two opaque `#RRGGBB` words between spaces or tabs,
    /// read without the general word splitting and flag scanning; nil for anything else, which
    /// goes through the general reading (flags, comments, other colour forms, errors). Such a
    /// line has nothing `ShellLineCheck` refuses, and its two words mean what they mean there.
    /// Read from the line's bytes, with nothing allocated: the word splitting and two strings
    /// per line cost more than the rest of reading it.
    static func plainPair(_ bytes: UnsafeBufferPointer<UInt8>) -> (ground: Colour, plate: Colour)? {
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var index = 0
        func nextWord() -> Range<Int>? {
            while index < bytes.count && isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            let start = index
            while index < bytes.count && !isSpace(bytes[index]) { index += 1 }
            return start..<index
        }
        guard let first = nextWord(), let second = nextWord(), nextWord() == nil,
              first.count == 7, second.count == 7,
              let ground = ColourParser.plainHex(bytes: bytes[first]),
              let plate = ColourParser.plainHex(bytes: bytes[second]) else { return nil }
        return (ground, plate)
    }

    /// A line's words up to a comment. Colours start with `#` too, so a comment is a `#` word
    /// on its own: `# surfaces`, or `#2E3440 #3B4252 # nord`.
    /// A colour function's spaces do not split it: `oklch(0.5 0.1 30) #FFF` is two words.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var depth = 0
        for character in line {
            switch character {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case " " where depth == 0, "\t" where depth == 0:
                if !word.isEmpty { words.append(word) }
                word = ""
                continue
            default: break
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        return Array(words.prefix { $0 != "#" })
    }

    /// One line's words, read with the one-shot command's own flags.
    static func query(_ words: [String], schema: Schema) throws(ToolError) -> SuggestionQuery {
        let parsed = try lineSyntax.scan(words)
        return try SuggestCommand.pairQuery(ground: parsed[ground], plate: parsed[plate], minimum: try parsed.ratio(SuggestCommand.minimum),
                                            move: parsed[SuggestCommand.move, as: SuggestCommand.Moving.self], schema: schema)
    }
}
