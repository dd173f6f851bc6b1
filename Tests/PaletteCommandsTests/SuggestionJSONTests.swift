import Testing
import PaletteKit
@testable import PaletteCommands

/// `suggest --batch` writes answers with `SuggestionJSON.compact`, `suggest --json` with the
/// `JSONValue` tree: the two must be the same document.
@Suite struct SuggestionJSONTests {
    @Test func compactEqualsTheTreeWrittenCompactly() {
        var generator = SplitMix64(seed: 17)
        func colour() -> Colour {
            Colour(red: UInt8(truncatingIfNeeded: generator.next()), green: UInt8(truncatingIfNeeded: generator.next()),
                   blue: UInt8(truncatingIfNeeded: generator.next()))
        }
        var suggestions: [Suggestion] = []
        for index in 0..<600 {
            let ground = colour(), plate = colour()
            let minimum: Double? = index % 3 == 0 ? 1 + Double(index % 40) / 2 : nil
            if let query = SuggestionQuery.groundAndPlate(ground: ground, plate: plate, minimum: minimum, movingGround: index % 5 == 0, schema: .stream) {
                suggestions.append(Solver.suggest(query))
            }
        }
        // Whole palettes: roles with several rules, compromises with unmet rules, flips.
        for _ in 0..<40 {
            var palette = Palette(id: PaletteID("json")!)
            for role in Schema.stream.roleNames { palette[role] = colour() }
            for role in ["paper", "plate", "ink", "accent"] {
                if let query = try? SuggestionQuery.moving(role, in: palette) { suggestions.append(Solver.suggest(query)) }
            }
        }
        #expect(suggestions.contains { !($0.compromise?.broken.isEmpty ?? true) })
        #expect(suggestions.contains { !$0.lighterFlips.isEmpty || !$0.darkerFlips.isEmpty })
        #expect(suggestions.contains { $0.lighter == nil })
        for suggestion in suggestions {
            #expect(SuggestionJSON.compact(suggestion) == JSONWriter.write(SuggestionJSON.encode(suggestion), pretty: false))
        }
    }
}
