import PaletteKit

/// The complete palettes of a schema saved in a palette folder's `Palettes/`, read for a draft's
/// style and for the shell's export of every palette: files that are not one (another schema's,
/// not complete, not a palette) are passed over and named, not refused.
enum PaletteFolder {
    struct Contents {
        var palettes: [Palette] = []
        /// The files the palettes were read from, in the same order.
        var paths: [String] = []
        var passedOver: [String] = []
    }

    /// `DIR/Palettes/*.json` by file name, less `excluding`'s own file.
    static func read(_ folder: String, schema: Schema, excluding id: String? = nil, fileSystem: FileSystem) -> Contents {
        let palettesFolder = FilePath.join(folder, "Palettes")
        var contents = Contents()
        for name in fileSystem.fileNames(in: palettesFolder) ?? [] where name.hasSuffix(".json") && name != (id.map { $0 + ".json" }) {
            let path = FilePath.join(palettesFolder, name)
            guard let text = try? fileSystem.readText(at: path, limit: InputLimits.paletteFileBytes),
                  let palette = try? PaletteFile.decode(text, schema: schema, requireComplete: true) else {
                contents.passedOver.append(path)
                continue
            }
            contents.palettes.append(palette)
            contents.paths.append(path)
        }
        return contents
    }
}
