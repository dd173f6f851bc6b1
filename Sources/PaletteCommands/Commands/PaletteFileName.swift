import PaletteKit

/// A palette's id is its file's name, everywhere: `ID.json`. Users' settings store the id, and
/// a session replays to `Palettes/ID.json`, so a file holding another id is a palette that will
/// be written somewhere else, or over another (a dark palette replaced by its light twin's
/// colours, in silence). Every command that writes a palette file checks here, and `open`
/// refuses a file that breaks it.
enum PaletteFileName {
    /// The file name a palette of this id has.
    static func name(of id: PaletteID) -> String { id.rawValue + ".json" }

    /// Whether `path` may hold the palette `id`.
    static func fits(_ path: String, id: PaletteID) -> Bool { FilePath.name(of: path) == name(of: id) }

    /// Refuses writing the palette `id` to `path` when the file's name is another id's.
    static func checkWrite(_ path: String, id: PaletteID, command: String) throws(ToolError) {
        guard !fits(path, id: id) else { return }
        throw .paletteFileName(path: path, id: id.rawValue, command: command)
    }
}
