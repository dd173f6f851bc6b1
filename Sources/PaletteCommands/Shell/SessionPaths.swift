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
        paletteFile = FilePath.join(FilePath.join(directory, "Palettes"), "\(id).json")
        journalFile = FilePath.join(FilePath.join(directory, "Sessions"), "\(id).session")
    }

    /// The paths for a palette opened from `file`: `X/Palettes/NAME.json` journals to
    /// `X/Sessions/NAME.session`; any other `F.json` to `F.session` beside it.
    package init(openedFile file: String, id: PaletteID) {
        self.id = id
        paletteFile = file
        let name = FilePath.name(of: file)
        let stem = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
        let folder = FilePath.parent(of: file)
        if FilePath.name(of: folder) == "Palettes" {
            directory = FilePath.parent(of: folder)
            journalFile = FilePath.join(FilePath.join(directory, "Sessions"), "\(stem).session")
        } else {
            directory = folder
            journalFile = FilePath.join(directory, "\(stem).session")
        }
    }

    /// The palette folder a file belongs to: `X` for `X/Palettes/F` or `X/Sessions/F`, else the
    /// folder the file is in.
    package static func paletteFolder(of file: String) -> String {
        let folder = FilePath.parent(of: file)
        let isLaidOut = ["Palettes", "Sessions"].contains(FilePath.name(of: folder))
        return isLaidOut ? FilePath.parent(of: folder) : folder
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

    package var exportsFolder: String { FilePath.join(directory, "Exports") }
}
