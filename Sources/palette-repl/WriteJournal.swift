import PaletteKit

/// The renames a journaled `writeFiles` is about to make, written whole before the first: each
/// staged temporary file, the file it replaces, and the second name that keeps the replaced
/// file's bytes (removed once every rename is done). JSON, so any path can be written.
struct WriteJournal: Equatable {
    struct Entry: Equatable {
        let temporary: String
        let target: String
        let backup: String?
    }

    let entries: [Entry]

    init(entries: [Entry]) { self.entries = entries }

    var text: String {
        JSONWriter.write(.object([
            .init("format", .string(Self.format)),
            .init("renames", .array(entries.map { entry in
                .object([.init("temporary", .string(entry.temporary)), .init("target", .string(entry.target))]
                        + (entry.backup.map { [JSONValue.Member("backup", .string($0))] } ?? []))
            })),
        ])) + "\n"
    }

    init?(text: String) {
        guard let document = try? JSONParser.parse(text), document["format"]?.stringValue == Self.format,
              let renames = document["renames"]?.arrayValue else { return nil }
        var entries: [Entry] = []
        for rename in renames {
            guard let temporary = rename["temporary"]?.stringValue, let target = rename["target"]?.stringValue else { return nil }
            entries.append(Entry(temporary: temporary, target: target, backup: rename["backup"]?.stringValue))
        }
        self.entries = entries
    }

    static let format = "palette-repl-write-journal/1"
}
