/// Design Tokens Community Group format 2025.10: each role a colour token with its schema
/// description. `highlightPlate` (the plate itself) is an alias; stepped tokens are computed
/// values that name their derivation in `$extensions`.
package enum DTCGExporter {
    static let extensionKey = "com.palette-repl"

    /// One group per palette, so one file holds them all; aliases name the group (`{nord.plate}`).
    static func document(for palettes: [Palette], form: DTCGColourForm) -> String {
        let groups = palettes.map { palette in
            JSONValue.Member(palette.id.rawValue, .object(tokens(of: palette, form: form, aliasGroup: palette.id.rawValue + ".")))
        }
        return JSONWriter.write(.object(groups)) + "\n"
    }

    /// One palette's tokens at the top level, as a resolver context wants them: every palette
    /// names the same tokens, so switching the context switches the values.
    static func tokenFile(for palette: Palette, form: DTCGColourForm) -> String {
        JSONWriter.write(.object(tokens(of: palette, form: form, aliasGroup: ""))) + "\n"
    }

    private static func tokens(of palette: Palette, form: DTCGColourForm, aliasGroup: String) -> [JSONValue.Member] {
        let schema = palette.schema
        var tokens: [JSONValue.Member] = [.init("$description", .string("palette-repl palette \(palette.id)"))]
        for role in schema.roles {
            tokens.append(.init(role.name, token(value(palette[role.name]!, form: form), role.description)))
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
