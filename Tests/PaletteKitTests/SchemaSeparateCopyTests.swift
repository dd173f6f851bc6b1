import Foundation
import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// `Schema.separateCopy()`, which `suggest --batch` gives each of its workers: the copy is the
/// same schema in every field and every answer, at every contrast level of the built-in and
/// the committed editor schema. The oracle is the original schema itself, read apart from the
/// copy.
@Suite struct SchemaSeparateCopyTests {
    static func schemas() throws -> [(name: String, schema: Schema)] {
        let editorText = try String(contentsOf: SchemaFileTests.root.appendingPathComponent("Schemas/editor.json"), encoding: .utf8)
        let editor = try SchemaFile.decode(editorText)
        return [Schema.stream, editor].flatMap { schema in
            schema.levelNames.compactMap { level in schema.at(level: level).map { ("\(schema.name) at \(level)", $0) } }
        }
    }

    @Test func theCopyIsEqualInEveryField() throws {
        for (name, schema) in try Self.schemas() {
            let copy = schema.separateCopy()
            #expect(copy == schema, "\(name)")
            #expect(copy.standard == schema.standard, "\(name)")
            #expect(SchemaFile.hash(copy) == SchemaFile.hash(schema), "\(name)")
            #expect(copy.plateRules == schema.plateRules, "\(name)")
            #expect(copy.groundIndex == schema.groundIndex && copy.plateIndex == schema.plateIndex, "\(name)")
            for role in schema.roleNames {
                #expect(copy.rules(involving: role) == schema.rules(involving: role), "\(name): \(role)")
            }
        }
    }

    /// Seeded ground/plate pairs, the plate near the ground as surfaces are: the same answer,
    /// byte for byte, from the copy as from the original.
    @Test func everyAnswerIsTheSame() throws {
        var generator = SplitMix64(seed: 0x5E9A)
        for (name, schema) in try Self.schemas() {
            let copy = schema.separateCopy()
            for _ in 0..<200 {
                let ground = Colour(red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
                                    blue: .random(in: 0...255, using: &generator))
                let plate = Colour(red: ground.red &+ .random(in: 0...8, using: &generator), green: ground.green, blue: ground.blue)
                let answers = [schema, copy].map { schema -> String? in
                    guard let query = SuggestionQuery.groundAndPlate(ground: ground, plate: plate, schema: schema) else { return nil }
                    var line = JSONLine()
                    SuggestionJSON.write(Solver.suggest(query), to: &line)
                    return line.text
                }
                #expect(answers[0] == answers[1], "\(name): \(ground.hex) \(plate.hex)")
            }
        }
    }
}
