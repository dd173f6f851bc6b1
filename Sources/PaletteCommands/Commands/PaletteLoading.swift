import PaletteKit

/// Reads and decodes a palette file, turning both kinds of failure into a `ToolError`.
enum PaletteLoading {
    static func load(path: String, fileSystem: FileSystem, schema: Schema, requireComplete: Bool = false) throws(ToolError) -> Palette {
        let text = try ToolError.reading(try fileSystem.readText(at: path, limit: InputLimits.paletteFileBytes))
        do throws(PaletteLoadError) { return try PaletteFile.decode(text, schema: schema, requireComplete: requireComplete) } catch {
            throw .invalidPalette(path: path, error)
        }
    }
}
