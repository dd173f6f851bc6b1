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

    /// `source FILE…`: the files read together (`SchemeFiles`), one library each; the first
    /// file that cannot be read or has an error is the error, and nothing is loaded.
    static func load(paths: [String], fileSystem: FileSystem) throws(ToolError) -> [SwatchLibrary] {
        var files: [(path: String, text: String)] = []
        for path in paths {
            files.append((path, try ToolError.reading(try fileSystem.readText(at: path, limit: InputLimits.schemeFileBytes))))
        }
        do throws(SchemeFiles.Failure) { return try SchemeFiles.read(files) } catch {
            throw .schemeFile(path: paths[error.file], error.error)
        }
    }
}
