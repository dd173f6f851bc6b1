import PaletteKit

/// Where a palette's files live: `DIR/Palettes/ID.json` and the journal `DIR/Sessions/ID.session`.
public struct SessionPaths: Hashable, Sendable {
    public let directory: String
    public let id: PaletteID

    public init(directory: String, id: PaletteID) {
        self.directory = directory
        self.id = id
    }

    public var palettesFolder: String { join(directory, "Palettes") }
    public var sessionsFolder: String { join(directory, "Sessions") }
    public var exportsFolder: String { join(directory, "Exports") }
    public var paletteFile: String { join(palettesFolder, "\(id).json") }
    public var journalFile: String { join(sessionsFolder, "\(id).session") }

    private func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty || folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }
}
