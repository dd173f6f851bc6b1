import PaletteKit

/// Commands about the session itself: source, save, quit, help.
enum SessionCommands {
    static let all: [ShellCommand] = [source, save, export, quit, exit, help]

    /// The formats one palette can be exported in (a resolver needs two; the shell has one).
    static let exportFormats = ExportFormat.allCases.filter { $0.palettesNeeded <= 1 }

    static let force = CommandOption.flag("--force", "save despite failing rules, recording them in the file")

    /// A built-in library, or with `loaded` one the session has loaded (which wins).
    static func library(named name: String, loaded: [SwatchLibrary] = []) throws(ToolError) -> SwatchLibrary {
        guard let library = SwatchLibrary.named(name, loaded: loaded) else {
            throw .unknownLibrary(name, nearest: NearestName.nearest(to: name, among: SwatchLibrary.all.map(\.name)))
        }
        return library
    }
}
