import PaletteCore

/// The palettes a schema ships built into the tool: the style `draft` and `style` learn from when
/// no `--like` palette and no `Palettes/` folder is given.
public enum BuiltInPalettes {
    /// The built-in palettes of `schema`: the twelve shipped stream palettes for the built-in
    /// stream schema, appLight and appDark for the app schema, none for any other.
    /// A schema file of the same roles and rules as the built-in stream schema (the same hash:
    /// `palette-schema.json` written before `draft` existed, say) has them too.
    public static func palettes(for schema: Schema) -> [Palette] {
        // Identities are equal only under one name: the app schema is decoded only for its own.
        let identity = SchemaIdentity(schema)
        if identity.name == "app", identity == SchemaIdentity(.app) { return app }
        guard identity.name == Schema.streamName, identity == SchemaIdentity(.stream) else { return [] }
        guard schema.standard == .stream else {
            return stream.map { palette in
                var copy = Palette(id: palette.id, schema: schema.standard)
                for role in schema.roleNames { copy[role] = palette[role] }
                return copy
            }
        }
        return stream
    }

    static let app: [Palette] = appFiles.map { file in
        do throws(PaletteLoadError) { return try PaletteFile.decode(file.text, schema: .app, requireComplete: true) } catch {
            preconditionFailure("built-in palette \(file.id) does not decode: \(error)")
        }
    }

    /// Decoded once; a shipped file that does not decode is a programming error
    /// (tools/make_builtin_palettes.py writes them from files `check` passes).
    static let stream: [Palette] = streamFiles.map { file in
        do throws(PaletteLoadError) { return try PaletteFile.decode(file.text, schema: .stream, requireComplete: true) } catch {
            preconditionFailure("built-in palette \(file.id) does not decode: \(error)")
        }
    }
}
