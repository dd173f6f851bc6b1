/// The palettes a schema ships built into the tool: the style `draft` and `style` learn from when
/// no `--like` palette and no `Palettes/` folder is given.
public enum BuiltInPalettes {
    /// The built-in palettes of `schema`: the twelve shipped stream palettes for the built-in
    /// stream schema, none for any other.
    public static func palettes(for schema: Schema) -> [Palette] {
        guard schema.standard == .stream else { return [] }
        return stream
    }

    /// Decoded once; a shipped file that does not decode is a programming error
    /// (tools/make_builtin_palettes.py writes them from files `check` passes).
    static let stream: [Palette] = streamFiles.map { file in
        do throws(PaletteLoadError) { return try PaletteFile.decode(file.text, schema: .stream, requireComplete: true) } catch {
            preconditionFailure("built-in palette \(file.id) does not decode: \(error)")
        }
    }
}
