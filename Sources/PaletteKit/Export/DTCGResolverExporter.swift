/// DTCG Resolver 2025.10 (https://www.designtokens.org/tr/2025.10/resolver/): palettes are
/// themes, so the resolver has one modifier, `palette`, with a context per palette id; each
/// context is one token file, and the first palette is the default.
package enum DTCGResolverExporter {
    static let modifierName = "palette"

    static func files(for palettes: [Palette], form: DTCGColourForm) -> [ExportedFile] {
        let tokenFiles = palettes.map { palette in
            ExportedFile(name: "\(palette.id).tokens.json", text: DTCGExporter.tokenFile(for: palette, form: form))
        }
        let contexts = zip(palettes, tokenFiles).map { palette, file in
            JSONValue.Member(palette.id.rawValue, .array([.object([.init("$ref", .string(file.name))])]))
        }
        let typeName = palettes[0].schema.swiftNames.palette
        let resolver = JSONValue.object([
            .init("name", .string(typeName)),
            .init("version", .string("2025.10")),
            .init("description", .string("palette-repl palettes of \(typeName): choose one with the \(modifierName) modifier")),
            .init("modifiers", .object([.init(modifierName, .object([
                .init("description", .string("Which palette the tokens take their values from")),
                .init("contexts", .object(contexts)),
                .init("default", .string(palettes[0].id.rawValue)),
            ]))])),
            .init("resolutionOrder", .array([.object([.init("$ref", .string("#/modifiers/\(modifierName)"))])])),
        ])
        return [ExportedFile(name: "palettes.resolver.json", text: JSONWriter.write(resolver) + "\n")] + tokenFiles
    }
}
