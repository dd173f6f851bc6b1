import PaletteCore

/// DTCG Resolver 2025.10 (https://www.designtokens.org/tr/2025.10/resolver/): palettes are
/// themes, so the resolver has a modifier `palette` with a context per palette id, each context
/// one token file, the first palette the default. A schema with contrast levels adds a modifier,
/// `contrast`, with a context per level (`standard` the default, and empty): each palette's token
/// file holds its variants in groups (`contrast-high.paper`), and the `high` context is one file
/// of aliases (`paper` → `{contrast-high.paper}`), which the resolver resolves after every
/// modifier is applied, so any palette with any level resolves. An export that pairs twins adds
/// `appearance` before `contrast` (`light` the default, and empty; `dark`): each token file
/// holds what its palette shows in the dark appearance in the group `appearance-dark` (a light
/// twin's dark twin, any other palette itself), and the `dark` context is one file of aliases into
/// it, levels included (`contrast-high.paper` → `{appearance-dark.contrast-high.paper}`), so the
/// contrast context applied after it lands on the dark twin's variant.
package enum DTCGResolverExporter {
    static let modifierName = "palette"
    static let contrastModifierName = "contrast"
    static let appearanceModifierName = "appearance"

    static func files(for palettes: [Palette], levels: ContrastVariants = .none, twins: TwinPairing? = nil, form: DTCGColourForm) -> [ExportedFile] {
        let paired = twins.map { !$0.pairs.isEmpty } ?? false
        let tokenFiles = palettes.map { palette in
            ExportedFile(name: "\(palette.id).tokens.json", text: DTCGExporter.tokenFile(
                for: palette, levels: levels, form: form, darkAppearance: paired ? twins?.dark(of: palette) ?? palette : nil))
        }
        let schema = palettes[0].schema
        let appearanceFile = ExportedFile(name: "\(appearanceModifierName).dark.tokens.json",
                                          text: JSONWriter.write(.object(aliases(of: schema, to: DTCGExporter.appearanceGroup, levels: levels.levels))) + "\n")
        let levelFiles = levels.levels.map { level in
            ExportedFile(name: "\(contrastModifierName).\(level).tokens.json",
                         text: JSONWriter.write(.object(aliases(of: schema, to: DTCGExporter.levelGroup(level)))) + "\n")
        }
        let typeName = schema.swiftNames.palette
        var modifiers: [JSONValue.Member] = [modifier(
            modifierName, "Which palette the tokens take their values from",
            contexts: zip(palettes, tokenFiles).map { ($0.id.rawValue, [$1]) })]
        if paired {
            modifiers.append(modifier(
                appearanceModifierName, "Which appearance: light, or dark, in which a light twin shows its dark twin (prefers-color-scheme: dark, iOS Dark Mode)",
                contexts: [("light", []), ("dark", [appearanceFile])]))
        }
        if !levels.levels.isEmpty {
            modifiers.append(modifier(
                contrastModifierName, "Which contrast level: standard, or a variant derived by palette-repl (high for prefers-contrast: more, iOS Increase Contrast)",
                contexts: [(LevelName.standard.rawValue, [])] + zip(levels.levels, levelFiles).map { ($0.rawValue, [$1]) }))
        }
        let resolver = JSONValue.object([
            .init("name", .string(typeName)),
            .init("version", .string("2025.10")),
            .init("description", .string("palette-repl palettes of \(typeName): choose one with the \(modifierName) modifier")),
            .init("modifiers", .object(modifiers)),
            .init("resolutionOrder", .array(modifiers.map { .object([.init("$ref", .string("#/modifiers/\($0.key)"))]) })),
        ])
        return [ExportedFile(name: "palettes.resolver.json", text: JSONWriter.write(resolver) + "\n")] + tokenFiles
            + (paired ? [appearanceFile] : []) + levelFiles
    }

    /// A modifier whose contexts each name their files; the first context is the default.
    private static func modifier(_ name: String, _ description: String, contexts: [(name: String, files: [ExportedFile])]) -> JSONValue.Member {
        let members = contexts.map { context in
            JSONValue.Member(context.name, .array(context.files.map { .object([.init("$ref", .string($0.name))]) }))
        }
        return .init(name, .object([
            .init("description", .string(description)),
            .init("contexts", .object(members)),
            .init("default", .string(contexts[0].name)),
        ]))
    }

    /// Every role and derived token as an alias into `group` (the values for whichever palette
    /// the `palette` modifier chose), and each level's group of them as aliases into `group`'s.
    private static func aliases(of schema: Schema, to group: String, levels: [LevelName] = []) -> [JSONValue.Member] {
        let tokens = TwinPairing.tokens(of: schema).map { name in
            JSONValue.Member(name, .object([.init("$type", .string("color")), .init("$value", .string("{\(group).\(name)}"))]))
        }
        return tokens + levels.map { level in
            let levelGroup = DTCGExporter.levelGroup(level)
            return .init(levelGroup, .object(aliases(of: schema, to: group + "." + levelGroup)))
        }
    }
}
