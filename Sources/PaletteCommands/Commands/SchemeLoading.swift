import PaletteKit

/// Reads a designer's scheme file for `source FILE` and `new ID --source FILE`.
enum SchemeLoading {
    /// Built-in scheme names are identifiers; anything with a dot or a slash is a path.
    static func isFile(_ argument: String) -> Bool {
        argument.contains(".") || argument.contains("/")
    }

    static func load(path: String, fileSystem: FileSystem) throws(ToolError) -> SwatchLibrary {
        let text = try ToolError.reading(try fileSystem.readText(at: path, limit: InputLimits.schemeFileBytes))
        do throws(SchemeFileError) { return try SchemeFile.read(text, path: path) } catch {
            throw .schemeFile(path: path, error)
        }
    }
}
