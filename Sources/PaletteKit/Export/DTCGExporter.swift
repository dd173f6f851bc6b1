/// Design Tokens Community Group format: one group per palette, each role a colour token with
/// its schema description. `highlightPlate` (the plate itself) is an alias; stepped tokens are
/// computed values that name their derivation in `$extensions`.
package enum DTCGExporter {
    static let extensionKey = "com.palette-repl"

    static func document(for palettes: [Palette], structured: Bool) -> String {
        let groups = palettes.map { palette -> JSONValue.Member in
            let schema = palette.schema
            var tokens: [JSONValue.Member] = [.init("$description", .string("palette-repl palette \(palette.id)"))]
            for role in schema.roles {
                tokens.append(.init(role.name, token(value(palette[role.name]!, structured: structured), role.description)))
            }
            for derived in schema.derivedTokens {
                let tokenValue: JSONValue = derived.step == 0
                    ? .string("{\(palette.id).\(derived.base)}")
                    : value(palette.colour(of: derived.name)!, structured: structured)
                var members = token(tokenValue, derived.description).members!
                members.append(.init("$extensions", .object([.init(extensionKey, .object([.init("derived", .string(derived.expression))]))])))
                tokens.append(.init(derived.name, .object(members)))
            }
            return .init(palette.id.rawValue, .object(tokens))
        }
        return JSONWriter.write(.object(groups)) + "\n"
    }

    private static func token(_ value: JSONValue, _ description: String) -> JSONValue {
        .object([.init("$type", .string("color")), .init("$value", value), .init("$description", .string(description))])
    }

    private static func value(_ colour: Colour, structured: Bool) -> JSONValue {
        guard structured else { return .string(colour.hex) }
        let components = [colour.red, colour.green, colour.blue].map { JSONValue.number(Double($0) / 255) }
        return .object([
            .init("colorSpace", .string("srgb")),
            .init("components", .array(components)),
            .init("alpha", .number(colour.opacity)),
            .init("hex", .string(colour.opaque.hex)),
        ])
    }

    /// Reads the roles back from a DTCG document written by this exporter (hex or structured
    /// values), one palette per group; aliases and derived tokens are skipped.
    package static func read(_ text: String, schema: Schema = .stream) -> [String: [String: Colour]]? {
        guard let document = try? JSONParser.parse(text), let groups = document.members else { return nil }
        var result: [String: [String: Colour]] = [:]
        for group in groups {
            guard let tokens = group.value.members else { return nil }
            var colours: [String: Colour] = [:]
            for token in tokens where schema.role(named: token.key) != nil {
                guard let value = token.value["$value"], let colour = colour(from: value) else { return nil }
                colours[token.key] = colour
            }
            result[group.key] = colours
        }
        return result
    }

    private static func colour(from value: JSONValue) -> Colour? {
        if let text = value.stringValue { return try? ColourParser.parse(text) }
        guard let components = value["components"]?.arrayValue?.compactMap(\.numberValue), components.count == 3 else { return nil }
        let alpha = value["alpha"]?.numberValue ?? 1
        return Colour(red: Colour.quantize(components[0]), green: Colour.quantize(components[1]),
                      blue: Colour.quantize(components[2]), alpha: Colour.quantize(alpha))
    }
}
