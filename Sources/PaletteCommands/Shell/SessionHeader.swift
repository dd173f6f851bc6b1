import PaletteKit

/// The first command of a journal or session file, `new ID [--schema FILE]` or
/// `open ID [--schema FILE]`: written when a session starts, read back by replay, by a resumed
/// journal (for its schema) and skipped when a journal's lines run again. `FILE` is relative to
/// the palette folder, so the file replays the same from wherever it is run.
package struct SessionHeader: Equatable, Sendable {
    package enum Start: String, CaseIterable, Sendable {
        case new, open
    }

    package let start: Start
    /// The palette id as written (checked by whoever starts the session).
    package let id: String
    package let schemaPath: String?
    /// The palette file the session writes, relative to the palette folder, when it is not
    /// `Palettes/ID.json` there (`--file`: a palette opened from a file elsewhere).
    package let paletteFile: String?

    package init(_ start: Start, id: String, schemaPath: String? = nil, paletteFile: String? = nil) {
        self.start = start
        self.id = id
        self.schemaPath = schemaPath
        self.paletteFile = paletteFile
    }

    static let idArgument = TypedArgument("ID", .text)
    static let fileOption = CommandOption.option("--file", "FILE", .file, "the palette file the session writes, when not Palettes/ID.json")

    static func syntax(_ start: Start) -> CommandSyntax {
        CommandSyntax(command: start.rawValue, forms: [.init([idArgument], optional: [SchemaLoading.option, fileOption])],
                      options: [SchemaLoading.option, fileOption])
    }

    /// What a session file must start with, for the error when it does not.
    static let usage = "a session file starts with " + Start.allCases.map { "'\(syntax($0).usage)'" }.joined(separator: " or ")

    /// The line as a journal keeps it, without its newline.
    package var line: String {
        ([start.rawValue, id] + (schemaPath.map { [SchemaLoading.option.name, $0] } ?? []) + (paletteFile.map { [Self.fileOption.name, $0] } ?? []))
            .joined(separator: " ")
    }

    /// Whether a line starts a session (only the first command of a file may).
    package static func starts(_ line: ShellLine) -> Bool { Start(rawValue: line.command) != nil }

    /// Reads a header line; a line that is not one, or whose words do not fit, is refused with
    /// what a session file starts with (`command`: who reads it, for that error).
    package init(_ line: ShellLine, command: String = "replay") throws(ToolError) {
        guard let start = Start(rawValue: line.command) else { throw .wrongArguments(command: command, usage: Self.usage) }
        let parsed: ParsedArguments
        do throws(ToolError) { parsed = try Self.syntax(start).scan(line.arguments) } catch {
            if case .wrongArguments = error { throw .wrongArguments(command: command, usage: Self.usage) }
            throw error
        }
        self.init(start, id: parsed[Self.idArgument], schemaPath: parsed[SchemaLoading.option], paletteFile: parsed[Self.fileOption])
    }
}
