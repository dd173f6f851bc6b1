import PaletteCore

/// Design Tokens Community Group format 2025.10: each role a colour token with its schema
/// description. `highlightPlate` (the plate itself) is an alias; stepped tokens are computed
/// values that name their derivation in `$extensions`. Each contrast level's variant is a group
/// of the same tokens inside the palette's (`nord.contrast-high.paper`): a group, not
/// `$extensions`, because every DTCG tool reads groups, resolves aliases into them and hands them
/// on, while extensions are opaque to all but their vendor. Role and token names are identifiers,
/// so a hyphenated group never collides with one.
package enum DTCGExporter {
    static let extensionKey = "com.palette-repl"

    /// The group that holds a palette's variant at `level`.
    static func levelGroup(_ level: LevelName) -> String { "contrast-" + level.rawValue }

    /// One group per palette, so one file holds them all; aliases name the group (`{nord.plate}`).
    static func document(for palettes: [Palette], levels: ContrastVariants = .none, form: DTCGColourForm) -> String {
        let groups = palettes.map { palette in
            JSONValue.Member(palette.id.rawValue, .object(tokens(of: palette, levels: levels, form: form, aliasGroup: palette.id.rawValue + ".")))
        }
        return JSONWriter.write(.object(groups)) + "\n"
    }

    /// One palette's tokens at the top level, as a resolver context wants them: every palette
    /// names the same tokens, so switching the context switches the values. `darkAppearance`, when
    /// the export pairs twins, is what the palette shows in the dark appearance (its dark twin, or
    /// itself), written as the group `appearance-dark` with its own level groups.
    static func tokenFile(for palette: Palette, levels: ContrastVariants = .none, form: DTCGColourForm, darkAppearance: Palette? = nil) -> String {
        var members = tokens(of: palette, levels: levels, form: form, aliasGroup: "")
        if let dark = darkAppearance {
            var inner = tokens(of: dark, levels: levels, form: form, aliasGroup: appearanceGroup + ".")
            inner[0] = .init("$description", .string(dark.id == palette.id
                ? "the dark appearance of palette-repl palette \(palette.id): itself, as no dark twin of it is exported"
                : "the dark appearance of palette-repl palette \(palette.id): its dark twin \(dark.id)"))
            members.append(.init(appearanceGroup, .object(inner)))
        }
        return JSONWriter.write(.object(members)) + "\n"
    }

    /// The group of a resolver's token file that holds what the palette shows in the dark appearance.
    static let appearanceGroup = "appearance-dark"

    /// The palette's tokens, then a group per contrast level with its variant's.
    private static func tokens(of palette: Palette, levels: ContrastVariants, form: DTCGColourForm, aliasGroup: String) -> [JSONValue.Member] {
        var members = tokens(of: palette, form: form, aliasGroup: aliasGroup)
        for level in levels.levels {
            let group = levelGroup(level)
            var inner = tokens(of: levels.variant(of: palette, at: level), form: form, aliasGroup: aliasGroup + group + ".")
            inner[0] = .init("$description", .string("palette-repl palette \(palette.id) at the \(level) contrast level (derived)"))
            members.append(.init(group, .object(inner)))
        }
        return members
    }

    private static func tokens(of palette: Palette, form: DTCGColourForm, aliasGroup: String) -> [JSONValue.Member] {
        let schema = palette.schema
        var tokens: [JSONValue.Member] = [.init("$description", .string("palette-repl palette \(palette.id)"))]
        for role in schema.roles {
            tokens.append(.init(role.name.rawValue, token(value(palette[role.name]!, form: form), role.description)))
        }
        for derived in schema.derivedTokens {
            let tokenValue: JSONValue = derived.step == 0
                ? .string("{\(aliasGroup)\(derived.base)}")
                : value(palette.colour(of: derived.name)!, form: form)
            var members = token(tokenValue, derived.description).members!
            members.append(.init("$extensions", .object([.init(extensionKey, .object([.init("derived", .string(derived.expression))]))])))
            tokens.append(.init(derived.name, .object(members)))
        }
        return tokens
    }

    private static func token(_ value: JSONValue, _ description: String) -> JSONValue {
        .object([.init("$type", .string("color")), .init("$value", value), .init("$description", .string(description))])
    }

    /// Components are the 8-bit channels over 255, which read back to the same channels exactly.
    private static func value(_ colour: Colour, form: DTCGColourForm) -> JSONValue {
        guard form == .object else { return .string(colour.hex) }
        let components = [colour.red, colour.green, colour.blue].map { JSONValue.number(Double($0) / 255) }
        return .object([
            .init("colorSpace", .string("srgb")),
            .init("components", .array(components)),
            .init("alpha", .number(colour.opacity)),
            .init("hex", .string(colour.opaque.hex)),
        ])
    }
}
