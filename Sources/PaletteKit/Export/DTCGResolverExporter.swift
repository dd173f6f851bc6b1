/// DTCG Resolver 2025.10 (https://www.designtokens.org/tr/2025.10/resolver/): palettes are
/// themes, so the resolver has a modifier `palette` with a context per palette id, each context
/// one token file, the first palette the default. A schema with contrast levels adds a second
/// modifier, `contrast`, with a context per level (`standard` the default, and empty): each
/// palette's token file holds its variants in groups (`contrast-high.paper`), and the `high`
/// context is one file of aliases (`paper` → `{contrast-high.paper}`), which the resolver
/// resolves after both modifiers are applied, so any palette with any level resolves.
package enum DTCGResolverExporter {
    static let modifierName = "palette"
    static let contrastModifierName = "contrast"

    static func files(for palettes: [Palette], levels: ContrastVariants = .none, form: DTCGColourForm) -> [ExportedFile] {
        let tokenFiles = palettes.map { palette in
            ExportedFile(name: "\(palette.id).tokens.json", text: DTCGExporter.tokenFile(for: palette, levels: levels, form: form))
        }
        let contexts = zip(palettes, tokenFiles).map { palette, file in
            JSONValue.Member(palette.id.rawValue, .array([.object([.init("$ref", .string(file.name))])]))
        }
        let levelFiles = levels.levels.map { level in
            ExportedFile(name: "\(contrastModifierName).\(level).tokens.json", text: aliases(of: palettes[0].schema, to: DTCGExporter.levelGroup(level)))
        }
        let typeName = palettes[0].schema.swiftNames.palette
        var modifiers: [JSONValue.Member] = [.init(modifierName, .object([
            .init("description", .string("Which palette the tokens take their values from")),
            .init("contexts", .object(contexts)),
            .init("default", .string(palettes[0].id.rawValue)),
        ]))]
        var order: [JSONValue] = [.object([.init("$ref", .string("#/modifiers/\(modifierName)"))])]
        if !levels.levels.isEmpty {
            let levelContexts = [JSONValue.Member(ContrastLevel.standard, .array([]))]
                + zip(levels.levels, levelFiles).map { level, file in .init(level, .array([.object([.init("$ref", .string(file.name))])])) }
            modifiers.append(.init(contrastModifierName, .object([
                .init("description", .string("Which contrast level: standard, or a variant derived by palette-repl (high for prefers-contrast: more, iOS Increase Contrast)")),
                .init("contexts", .object(levelContexts)),
                .init("default", .string(ContrastLevel.standard)),
            ])))
            order.append(.object([.init("$ref", .string("#/modifiers/\(contrastModifierName)"))]))
        }
        let resolver = JSONValue.object([
            .init("name", .string(typeName)),
            .init("version", .string("2025.10")),
            .init("description", .string("palette-repl palettes of \(typeName): choose one with the \(modifierName) modifier")),
            .init("modifiers", .object(modifiers)),
            .init("resolutionOrder", .array(order)),
        ])
        return [ExportedFile(name: "palettes.resolver.json", text: JSONWriter.write(resolver) + "\n")] + tokenFiles + levelFiles
    }

    /// Every role and derived token as an alias into `group`: the level's values for whichever
    /// palette the `palette` modifier chose.
    private static func aliases(of schema: Schema, to group: String) -> String {
        let names = schema.roleNames + schema.derivedTokens.map(\.name)
        let tokens = names.map { name in
            JSONValue.Member(name, .object([.init("$type", .string("color")), .init("$value", .string("{\(group).\(name)}"))]))
        }
        return JSONWriter.write(.object(tokens)) + "\n"
    }
}
