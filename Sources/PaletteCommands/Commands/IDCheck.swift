import PaletteKit

/// `check --ids`: the palettes' ids against the committed list beside them.
struct IDCheck {
    let listPath: String
    let listed: Int
    let problems: [IDRegistry.Problem]

    /// The list is `ids.txt` beside `file` when there is one, else the schema's `ids`.
    static func run(listBeside file: String, present: [String], schema: Schema, fileSystem: FileSystem) throws(ToolError) -> IDCheck {
        var path = FilePath.join(FilePath.parent(of: file), "ids.txt")
        let text: String
        if !fileSystem.fileExists(at: path) && !schema.ids.isEmpty {
            text = schema.ids.joined(separator: "\n")
            path = "schema '\(schema.name)'"
        } else {
            text = try ToolError.reading(try fileSystem.readText(at: path, limit: InputLimits.paletteFileBytes))
        }
        let registry: IDRegistry
        do throws(IDRegistry.ParseFailure) { registry = try IDRegistry.parse(text) } catch {
            throw .idList(path: path, line: error.line, text: error.text)
        }
        return IDCheck(listPath: path, listed: registry.current.count, problems: registry.problems(present: present))
    }

    /// What the summary line adds, so that it agrees with the exit code: `; ids: 2 failing`
    /// when an id fails (each named on the lines that follow), nothing when all pass.
    var summary: String {
        problems.isEmpty ? "" : "; ids: \(problems.count) failing"
    }

    var lines: [String] {
        if problems.isEmpty { return ["ids: all \(Plural.counted(listed, "id")) listed in \(listPath) present, no unlisted ids"] }
        return problems.map { "ids: fail: " + ErrorText.message(for: $0, listPath: listPath) }
    }

    var json: JSONValue {
        .object([
            .init("list", .string(listPath)),
            .init("problems", .array(problems.map { problem in
                let (kind, id): (String, String)
                switch problem {
                case .disappeared(let value, _): (kind, id) = ("disappeared", value)
                case .unlisted(let value): (kind, id) = ("unlisted", value)
                case .migrationTargetMissing(let old, _): (kind, id) = ("migrationTargetMissing", old)
                }
                return .object([.init("kind", .string(kind)), .init("id", .string(id)), .init("message", .string(ErrorText.message(for: problem, listPath: listPath)))])
            })),
        ])
    }
}
