import PaletteKit

/// Everything a command may reach outside the pure core, injected by the executable.
package struct ToolContext {
    package let output: TextOutput
    package let errors: TextOutput
    package let fileSystem: FileSystem
    package let environment: [String: String]
    /// Whether standard output is a terminal (decides colour under `--color auto`).
    package let outputIsTerminal: Bool
    /// The terminal's width in columns when standard output is a terminal (help and rule lines
    /// wrap to it), read at the edge.
    package let terminalColumns: Int?
    /// Where the shell reads its lines: readline on a terminal, plain lines otherwise.
    package let lineReader: LineReader?
    /// The schema palettes are read and made with (`--schema`, `palette-schema.json`, or the built-in).
    package internal(set) var schema: Schema {
        get { chosenSchema ?? .stream }
        set { chosenSchema = newValue }
    }
    /// The schema given; nil for the built-in one, which is built when first asked for, so a
    /// command given `--schema` never builds it.
    private var chosenSchema: Schema?
    /// The path given with `--schema`, recorded in a new session's journal.
    package internal(set) var schemaPath: String?
    /// Whether a migration of the palette folder, killed part-way, was completed before this
    /// command read anything (`SchemaLoading.resolve`).
    package internal(set) var finishedMigration = false
    /// Whether Ctrl-C has been pressed since the computation began (the edge's SIGINT handler
    /// sets a flag this reads): long computations stop and the command exits 130, writing
    /// nothing. The shell clears it before each line.
    package let interrupted: @Sendable () -> Bool

    /// What the core's long computations ask (`interrupted`).
    package var cancellation: Cancellation { Cancellation(interrupted) }

    package init(output: TextOutput, errors: TextOutput, fileSystem: FileSystem,
                environment: [String: String] = [:], outputIsTerminal: Bool = false, terminalColumns: Int? = nil,
                lineReader: LineReader? = nil, schema: Schema? = nil, interrupted: @escaping @Sendable () -> Bool = { false }) {
        self.interrupted = interrupted
        self.output = output
        self.errors = errors
        self.fileSystem = fileSystem
        self.environment = environment
        self.outputIsTerminal = outputIsTerminal
        self.terminalColumns = outputIsTerminal ? terminalColumns : nil
        self.lineReader = lineReader
        chosenSchema = schema
    }

    /// Writes the error on the error stream as `ErrorText` reports it: `palette-repl: message`,
    /// a line per problem. Every command-line error leaves this way.
    package func report(_ error: ToolError, at place: String? = nil) {
        for line in ErrorText.reported(error, at: place) { errors.line(line) }
    }

    /// A palette problem placed at its file's line, as compilers and Xcode read it:
    /// `FILE:LINE: error: message`, without the program's name, which would hide the place.
    package func report(_ diagnostic: DiagnosticText.Diagnostic) {
        errors.line(DiagnosticText.line(diagnostic))
    }

    /// Something the command goes on after, on the error stream: `palette-repl: warning: …`.
    package func warn(_ error: ToolError) {
        errors.line(ErrorText.toolPrefix + ErrorText.warning(error))
    }
}
