import PaletteKit

/// Reads and decodes a palette file, turning both kinds of failure into a `ToolError`.
enum PaletteLoading {
    static func load(path: String, fileSystem: FileSystem, requireComplete: Bool = false) -> Result<Palette, ToolError> {
        let text: String
        do {
            text = try fileSystem.readText(at: path)
        } catch {
            return .failure(.unreadableFile(error))
        }
        return PaletteFile.decode(text, requireComplete: requireComplete).mapError { .invalidPalette(path: path, $0) }
    }
}
