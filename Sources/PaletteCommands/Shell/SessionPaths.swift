import PaletteKit

/// Where a palette's files live. A palette made with `new` lives at `DIR/Palettes/ID.json` with
/// its journal at `DIR/Sessions/ID.session`. A palette opened from a file is saved back to that
/// file, and its journal is named after the file, so two files with the same id never share one.
package struct SessionPaths: Hashable, Sendable {
    package let directory: String
    package let id: PaletteID
    package let paletteFile: String
    package let journalFile: String

    package init(directory: String, id: PaletteID) {
        self.directory = directory
        self.id = id
        paletteFile = Self.join(Self.join(directory, "Palettes"), "\(id).json")
        journalFile = Self.join(Self.join(directory, "Sessions"), "\(id).session")
    }

    /// The paths for a palette opened from `file`: `X/Palettes/NAME.json` journals to
    /// `X/Sessions/NAME.session`; any other `F.json` to `F.session` beside it.
    package init(openedFile file: String, id: PaletteID) {
        self.id = id
        paletteFile = file
        let parts = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let name = parts.last ?? file
        let stem = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
        let folder = parts.dropLast().joined(separator: "/")
        if parts.count >= 2, parts[parts.count - 2] == "Palettes" {
            let root = parts.dropLast(2).joined(separator: "/")
            directory = root.isEmpty ? (file.hasPrefix("/") ? "/" : ".") : root
            journalFile = Self.join(Self.join(directory, "Sessions"), "\(stem).session")
        } else {
            directory = parts.count >= 2 ? (folder.isEmpty ? "/" : folder) : "."
            journalFile = Self.join(directory, "\(stem).session")
        }
    }

    /// The palette folder a file belongs to: `X` for `X/Palettes/F` or `X/Sessions/F`, else the
    /// folder the file is in.
    package static func paletteFolder(of file: String) -> String {
        let parts = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2 else { return "." }
        let isLaidOut = parts[parts.count - 2] == "Palettes" || parts[parts.count - 2] == "Sessions"
        let folder = parts.dropLast(isLaidOut ? 2 : 1).joined(separator: "/")
        return folder.isEmpty ? (file.hasPrefix("/") ? "/" : ".") : folder
    }

    /// One rule for paths in journals and session files: relative to the palette folder
    /// (`directory`), or absolute, so a session resumes and replays the same from any working
    /// folder. `typed` is a path as read from `base` (the current folder for a typed line); it is
    /// written as the same file seen from the palette folder, or as an absolute path when the
    /// palette folder lies above the current one.
    package func journalPath(_ typed: String, readFrom base: String = ".", fileSystem: FileSystem) -> String {
        if typed.hasPrefix("/") || FilePath.normalized(base) == FilePath.normalized(directory) { return typed }
        let read = FilePath.join(base, typed)
        return FilePath.relative(read, from: directory) ?? FilePath.absolute(read, in: fileSystem.currentFolder())
    }

    package var exportsFolder: String { Self.join(directory, "Exports") }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty || folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }
}
