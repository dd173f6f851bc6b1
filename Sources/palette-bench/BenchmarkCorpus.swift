import PaletteKit

/// A fixed, seeded corpus: ground/plate pairs picked from one family (the case that fails most
/// often) and whole random palettes with one role to move.
struct BenchmarkCorpus {
    let pairQueries: [SuggestionQuery]
    let paletteQueries: [SuggestionQuery]
    let pairArguments: [(ground: String, plate: String)]

    /// `surfaceChroma`: nil draws grounds from all of sRGB; a number draws them from OKLCH
    /// chroma up to that value, as grounds and cards are picked in practice.
    init(seed: UInt64, pairs: Int, palettes: Int, surfaceChroma: Double? = nil) {
        var generator = SplitMix64(seed: seed)
        var pairQueries: [SuggestionQuery] = []
        var pairArguments: [(String, String)] = []
        for _ in 0..<pairs {
            let ground = surfaceChroma.map { generator.surface(maximumChroma: $0) } ?? generator.colour()
            let plate = generator.near(ground, spread: 10)
            pairQueries.append(SuggestionQuery.groundAndPlate(ground: ground, plate: plate, schema: .stream)!)
            pairArguments.append((ground.hex, plate.hex))
        }
        var paletteQueries: [SuggestionQuery] = []
        let roles = Schema.stream.roleNames
        while paletteQueries.count < palettes {
            let ground = generator.colour()
            var palette = Palette(id: PaletteID("bench")!)
            for role in Schema.stream.roles {
                palette[role.name] = role.name == "paper" ? ground : role.group == "surfaces" ? generator.near(ground, spread: 16) : generator.colour()
            }
            let role = roles[Int(generator.next() % UInt64(roles.count))]
            if let query = try? SuggestionQuery.moving(role, in: palette) { paletteQueries.append(query) }
        }
        self.pairQueries = pairQueries
        self.paletteQueries = paletteQueries
        self.pairArguments = pairArguments
    }
}

extension SplitMix64 {
    mutating func colour() -> Colour {
        Colour(red: UInt8(truncatingIfNeeded: next()), green: UInt8(truncatingIfNeeded: next()), blue: UInt8(truncatingIfNeeded: next()))
    }

    /// An sRGB colour with OKLCH chroma at most `maximumChroma`, any lightness and hue.
    mutating func surface(maximumChroma: Double) -> Colour {
        GamutMapping.quantized(OKLCH(lightness: unit(), chroma: unit() * maximumChroma, hue: unit() * 360))
    }

    mutating func near(_ base: Colour, spread: Int) -> Colour {
        func jitter(_ value: UInt8) -> UInt8 { UInt8(clamping: Int(value) + Int(next() % UInt64(2 * spread + 1)) - spread) }
        return Colour(red: jitter(base.red), green: jitter(base.green), blue: jitter(base.blue))
    }
}
