import PaletteCore

/// One file an export writes: its path inside the export folder (`/` between folders, as in
/// `Palettes.xcassets/nord/paper.colorset/Contents.json`) and its text.
public struct ExportedFile: Hashable, Sendable {
    public let name: String
    public let text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}
