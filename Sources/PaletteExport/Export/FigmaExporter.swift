import PaletteCore

/// Figma variables.
///
/// By default one `SCHEMA.ID.tokens.json` per palette, the form Figma's own sample plugin
/// reads and writes (figma/plugin-samples, variables-import-export/code.js @ 7445a63130b0db15db011c5dfd4e22604e5d5799):
/// nested groups that become `/` in variable names (Figma forbids `.`), `$type` `color`, values
/// `#RRGGBB`, or `rgba(R, G, B, A)` with alpha to four decimals when translucent (it reads neither
/// `#RRGGBBAA` nor DTCG 2025.10's colour object), and `{group.token}` aliases. The sample imports
/// one file at a time into a collection the designer names, in its one mode (its README: "You can
/// only import 1 collection and mode at a time"): a palette per collection.
///
/// With `rest`, the schema is a collection and each palette a mode: the body of Figma's `POST /v1/files/:file_key/variables`
/// (https://developers.figma.com/docs/rest-api/variables/): one collection created, its initial
/// mode renamed to the first palette and a mode created per further palette, a `COLOR` variable
/// per token, and a value per variable and mode as `{r, g, b, a}` rounded to five decimals (an
/// 8-bit channel is a multiple of 1/255, and five decimals bring it back exactly).
enum FigmaExporter {
    /// Figma's limits on one collection and one request, as `POST /v1/files/:file_key/variables`
    /// states them (figma/rest-api-spec, openapi/openapi.yaml @ af94bebd8a00bdf5cd24a4a4dc65d9e7ee95e6ec):
    /// 40 modes, a mode name of 40 characters, 5,000 variables, a body of 4 MB (taken as 4,000,000
    /// bytes, the smaller reading). The request is atomic: one broken rule and nothing is made, so
    /// each is refused here rather than by Figma's 400.
    static let modeLimit = 40, modeNameLimit = 40, variableLimit = 5_000, bodyByteLimit = 4_000_000

    static func files(for palettes: [Palette], rest: Bool) throws(ExportProblem) -> [ExportedFile] {
        let schema = palettes[0].schema
        let count = TwinPairing.tokens(of: schema).count
        guard count <= variableLimit else { throw .tooMany(what: "Figma variables in a collection", count: count, limit: variableLimit) }
        if rest {
            // Modes exist only in the request: the import sample makes a collection per file, in its one mode.
            guard palettes.count <= modeLimit else { throw .tooMany(what: "Figma modes in a collection", count: palettes.count, limit: modeLimit) }
            if let long = palettes.first(where: { $0.id.rawValue.count > modeNameLimit }) {
                throw .modeNameTooLong(id: long.id.rawValue, limit: modeNameLimit)
            }
            let text = JSONWriter.write(body(palettes)) + "\n"
            guard text.utf8.count <= bodyByteLimit else { throw .tooMany(what: "bytes in a Figma request body", count: text.utf8.count, limit: bodyByteLimit) }
            return [ExportedFile(name: "\(schema.name).variables.json", text: text)]
        }
        return palettes.map { palette in
            ExportedFile(name: "\(schema.name).\(palette.id).tokens.json", text: JSONWriter.write(importFile(palette)) + "\n")
        }
    }

    /// Where a token sits: a role in its schema group, a derived token in `derived`.
    static func path(of token: String, in schema: Schema) -> [String] {
        [schema.role(RoleName(token))?.group ?? "derived", token]
    }

    /// A derived token with no step is the base role itself: an alias keeps it following the base.
    private static func aliasTarget(of token: String, in schema: Schema) -> String? {
        guard let derived = schema.derivedToken(named: token), derived.step == 0 else { return nil }
        return derived.base.rawValue
    }

    private static func importFile(_ palette: Palette) -> JSONValue {
        let schema = palette.schema
        var groups: [JSONValue.Member] = []
        for group in schema.groups + (schema.derivedTokens.isEmpty ? [] : ["derived"]) {
            let tokens = TwinPairing.tokens(of: schema).filter { path(of: $0, in: schema)[0] == group }
            guard !tokens.isEmpty else { continue }
            groups.append(.init(group, .object(tokens.map { token in
                let value = aliasTarget(of: token, in: schema).map { "{" + path(of: $0, in: schema).joined(separator: ".") + "}" }
                    ?? colourText(palette.colour(of: token)!)
                let description = schema.role(RoleName(token))?.description ?? schema.derivedToken(named: token)!.description
                return .init(token, .object([.init("$type", .string("color")), .init("$value", .string(value)),
                                             .init("$description", .string(description))]))
            })))
        }
        return .object(groups)
    }

    /// `#2E3440`, or `rgba(255, 213, 79, 0.6000)` as the sample's `rgbToHex` writes translucent colours.
    static func colourText(_ colour: Colour) -> String {
        if colour.isOpaque { return colour.hex }
        return "rgba(\(colour.red), \(colour.green), \(colour.blue), \(DecimalText.fixed(colour.opacity, 4)))"
    }

    private static func body(_ palettes: [Palette]) -> JSONValue {
        let schema = palettes[0].schema, collection = "collection:\(schema.name)"
        let modeID = { (palette: Palette) in "mode:\(palette.id)" }, variableID = { (token: String) in "variable:\(token)" }
        let modes: [JSONValue] = palettes.enumerated().map { index, palette in
            .object([.init("action", .string(index == 0 ? "UPDATE" : "CREATE")), .init("id", .string(modeID(palette))),
                     .init("name", .string(palette.id.rawValue)), .init("variableCollectionId", .string(collection))])
        }
        let tokens = TwinPairing.tokens(of: schema)
        let variables: [JSONValue] = tokens.map { token in
            .object([.init("action", .string("CREATE")), .init("id", .string(variableID(token))),
                     .init("name", .string(path(of: token, in: schema).joined(separator: "/"))),
                     .init("variableCollectionId", .string(collection)), .init("resolvedType", .string("COLOR")),
                     .init("description", .string(schema.role(RoleName(token))?.description ?? schema.derivedToken(named: token)!.description))])
        }
        var values: [JSONValue] = []
        for palette in palettes {
            for token in tokens {
                let value: JSONValue
                if let base = aliasTarget(of: token, in: schema) {
                    value = .object([.init("type", .string("VARIABLE_ALIAS")), .init("id", .string(variableID(base)))])
                } else {
                    let colour = palette.colour(of: token)!
                    value = .object(zip(["r", "g", "b", "a"], [colour.red, colour.green, colour.blue, colour.alpha]).map { key, channel in
                        .init(key, .number(fiveDecimals(channel)))
                    })
                }
                values.append(.object([.init("variableId", .string(variableID(token))), .init("modeId", .string(modeID(palette))),
                                       .init("value", value)]))
            }
        }
        return .object([
            .init("variableCollections", .array([.object([
                .init("action", .string("CREATE")), .init("id", .string(collection)), .init("name", .string(schema.name)),
                .init("initialModeId", .string(modeID(palettes[0]))),
            ])])),
            .init("variableModes", .array(modes)),
            .init("variables", .array(variables)),
            .init("variableModeValues", .array(values)),
        ])
    }

    /// An 8-bit channel over 255, rounded to five decimals.
    static func fiveDecimals(_ channel: UInt8) -> Double {
        Double(DecimalText.fixed(Double(channel) / 255, 5))!
    }
}
