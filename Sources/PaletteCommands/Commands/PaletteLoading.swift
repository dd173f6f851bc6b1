import PaletteKit

/// Reads and decodes a palette file, turning both kinds of failure into a `ToolError`.
enum PaletteLoading {
    static func load(path: String, fileSystem: FileSystem, schema: Schema, requireComplete: Bool = false) throws(ToolError) -> Palette {
        let text: String
        do throws(FileSystemError) {
            text = try fileSystem.readText(at: path, limit: InputLimits.paletteFileBytes)
        } catch {
            throw .unreadableFile(error)
        }
        do throws(PaletteLoadError) { return try PaletteFile.decode(text, schema: schema, requireComplete: requireComplete) } catch {
            throw .invalidPalette(path: path, error)
        }
    }
}
