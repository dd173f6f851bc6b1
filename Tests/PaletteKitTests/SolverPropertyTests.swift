import Testing
@testable import PaletteKit

/// Seeded random cases checked against a dense brute-force scan of each line.
@Suite struct SolverPropertyTests {
    static func randomColour(_ generator: inout SplitMix64) -> Colour {
        Colour(red: UInt8(truncatingIfNeeded: generator.next()), green: UInt8(truncatingIfNeeded: generator.next()),
               blue: UInt8(truncatingIfNeeded: generator.next()))
    }

    /// A colour near `base`, as a plate picked from the ground's family.
    static func nearby(_ base: Colour, _ generator: inout SplitMix64, spread: Int) -> Colour {
        func jitter(_ value: UInt8) -> UInt8 {
            UInt8(clamping: Int(value) + Int(generator.next() % UInt64(2 * spread + 1)) - spread)
        }
        return Colour(red: jitter(base.red), green: jitter(base.green), blue: jitter(base.blue))
    }

    static func check(_ query: SuggestionQuery, samples: Int = 4000, sourceLocation: SourceLocation = #_sourceLocation) {
        let suggestion = Solver.suggest(query)
        let original = query.palette[query.role]!
        let scan = BruteForceLine(through: original, samples: samples)
        let expected = BruteForceLine.nearest(for: query, among: scan.colours)
        for (side, found, bruteDistance) in [("lighter", suggestion.lighter, expected.lighter), ("darker", suggestion.darker, expected.darker)] {
            if let found {
                var palette = query.palette
                palette[query.role] = found.colour
                let failing = query.rules.filter { RuleEvaluator.evaluate($0, in: palette).status == .fail }
                #expect(failing.isEmpty, "\(side) \(found.colour) fails \(failing.map(\.pairName)) for \(query.role) \(original)", sourceLocation: sourceLocation)
                #expect(found.colour.alpha == original.alpha, sourceLocation: sourceLocation)
                if let bruteDistance {
                    #expect(abs(found.lightness - original.lightness) <= bruteDistance + 1e-12,
                            "\(side): solver \(found.colour) ΔL \(abs(found.lightness - original.lightness)) but scan finds ΔL \(bruteDistance) for \(query.role) \(original) ground \(String(describing: query.palette["paper"])) plate \(String(describing: query.palette["plate"])) in \(query.rules.map(\.pairName))",
                            sourceLocation: sourceLocation)
                }
            } else {
                #expect(bruteDistance == nil, "\(side): solver found nothing, scan finds ΔL \(bruteDistance ?? -1) for \(query.role) \(original) ground \(String(describing: query.palette["paper"])) rules \(query.rules.map { "\($0.pairName)≥\($0.threshold)" })", sourceLocation: sourceLocation)
            }
        }
        if suggestion.fromPasses {
            #expect(suggestion.best == suggestion.from, sourceLocation: sourceLocation)
        }
        if !suggestion.passes {
            #expect(expected.lighter == nil && expected.darker == nil, sourceLocation: sourceLocation)
            #expect(suggestion.compromise != nil, sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: 0..<8)
    func randomGroundPlatePairs(batch: Int) {
        var generator = SplitMix64(seed: UInt64(1000 + batch))
        for _ in 0..<250 {
            let ground = Self.randomColour(&generator)
            let plate = generator.next() % 3 == 0 ? Self.randomColour(&generator) : Self.nearby(ground, &generator, spread: 12)
            let thresholds: [Double?] = [nil, 1.05, 1.5, 3, 4.5, 7, 12]
            let minimum = thresholds[Int(generator.next() % UInt64(thresholds.count))]
            let movingGround = generator.next() % 4 == 0
            Self.check(.groundAndPlate(ground: ground, plate: plate, minimum: minimum, movingGround: movingGround), samples: 3000)
        }
    }
}
