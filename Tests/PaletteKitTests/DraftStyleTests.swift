import Foundation
import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteReference

/// The style against the tests' own computation: OKLCH from `ReferenceColour` (its own OKLab
/// maths), the offsets, fractions, ratios and turns and their medians computed here, every
/// candidate's spread computed here, so a wrong offset, a wrong median or a placement that is
/// not the least spread shows up.
@Suite struct DraftStyleTests {
    static let ids = Schema.stream.ids

    /// OKLCH of a stored colour by the tests' own maths.
    static func lch(_ colour: Colour) -> (l: Double, c: Double, h: Double) {
        let lab = ReferenceColour.oklab(colour)
        let hue = atan2(lab[2], lab[1]) * 180 / .pi
        return (lab[0], (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot(), hue < 0 ? hue + 360 : hue)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// The direction of the summed unit vectors, moved by the median signed difference from it.
    static func circularMedian(_ degrees: [Double]) -> Double {
        let x = degrees.reduce(0) { $0 + cos($1 * .pi / 180) }, y = degrees.reduce(0) { $0 + sin($1 * .pi / 180) }
        let mean = atan2(y, x) * 180 / .pi
        return mean + median(degrees.map { turn($0 - mean) })
    }

    static func turn(_ degrees: Double) -> Double {
        var value = degrees.truncatingRemainder(dividingBy: 360)
        if value > 180 { value -= 360 }
        if value <= -180 { value += 360 }
        return value
    }

    @Test(arguments: [true, false])
    func lightnessAndChromaAreTheLeastSpreadMedians(isLight: Bool) throws {
        let palettes = try Self.ids.map(ExportTests.shipped)
        let given: [RoleName] = ["paper", "ink", "accent"]
        let style = try PaletteStyle.derive(from: palettes, isLight: isLight, given: given)
        let kind = palettes.filter { $0.isLight == isLight }
        #expect(style.palettes == kind.map(\.id.rawValue))
        for placement in style.placements {
            let role = placement.role
            let values = kind.map { Self.lch($0[role]!) }
            // Every lightness candidate, by the tests' own arithmetic.
            var candidates: [(String, Double, Double)] = []   // (name, value, spread)
            let own = Self.median(values.map(\.l))
            candidates.append(("own", own, values.reduce(0) { $0 + abs($1.l - own) } / Double(values.count)))
            for anchor in given {
                let offsets = kind.map { Self.lch($0[role]!).l - Self.lch($0[anchor]!).l }
                let offset = Self.median(offsets)
                candidates.append(("offset \(anchor)", offset, offsets.reduce(0) { $0 + abs($1 - offset) } / Double(offsets.count)))
            }
            for (index, from) in given.enumerated() {
                for to in given[(index + 1)...] where kind.allSatisfy({ abs(Self.lch($0[to]!).l - Self.lch($0[from]!).l) >= 0.05 }) {
                    let fractions = kind.map { (Self.lch($0[role]!).l - Self.lch($0[from]!).l) / (Self.lch($0[to]!).l - Self.lch($0[from]!).l) }
                    let fraction = Self.median(fractions)
                    let spread = kind.reduce(0.0) { sum, palette in
                        let placed = Self.lch(palette[from]!).l + fraction * (Self.lch(palette[to]!).l - Self.lch(palette[from]!).l)
                        return sum + abs(Self.lch(palette[role]!).l - placed)
                    } / Double(kind.count)
                    candidates.append(("between \(from) \(to)", fraction, spread))
                }
            }
            let least = candidates.map(\.2).min()!
            #expect(abs(placement.lightnessSpread - least) < 1e-9, "\(role): lightness spread \(placement.lightnessSpread), least \(least)")
            let chosen: (String, Double)
            switch placement.lightness {
            case .absolute(let value): chosen = ("own", value)
            case .offset(let anchor, let value): chosen = ("offset \(anchor)", value)
            case .between(let from, let to, let value): chosen = ("between \(from) \(to)", value)
            }
            let match = try #require(candidates.first { $0.0 == chosen.0 }, "\(role): \(chosen.0) is no candidate")
            #expect(abs(match.1 - chosen.1) < 1e-9, "\(role) \(chosen.0): \(chosen.1), expected \(match.1)")
            #expect(abs(match.2 - least) < 1e-9, "\(role): \(chosen.0) is not the least spread")

            // Chroma: the chosen form's median and its spread, by the tests' own arithmetic.
            switch placement.chroma {
            case .absolute(let value):
                #expect(abs(value - Self.median(values.map(\.c))) < 1e-9, "\(role): chroma")
            case .offset(let anchor, let value):
                #expect(abs(value - Self.median(kind.map { Self.lch($0[role]!).c - Self.lch($0[anchor]!).c })) < 1e-9, "\(role): chroma offset")
            case .ratio(let anchor, let value):
                #expect(abs(value - Self.median(kind.map { Self.lch($0[role]!).c / Self.lch($0[anchor]!).c })) < 1e-9, "\(role): chroma ratio")
            case .ownLine:
                Issue.record("\(role): a style never keeps a role on its own line (it has no colour yet)")
            }
            let ownChroma = Self.median(values.map(\.c))
            let ownChromaSpread = values.reduce(0) { $0 + abs($1.c - ownChroma) } / Double(values.count)
            #expect(placement.chromaSpread <= ownChromaSpread + 1e-12, "\(role): chroma spread above its own value's")

            // Alpha: the median of the kind's alphas.
            #expect(Double(placement.alpha) == Self.median(kind.map { Double($0[role]!.alpha) }).rounded(), "\(role): alpha")
        }
    }

    /// Hue follows the anchor whose turn varies least, weighed by each palette's chroma, over
    /// palettes of both kinds; the placed colour is that OKLCH gamut mapped.
    @Test func hueAndThePlacedColourFollowTheTestsOwnComputation() throws {
        let palettes = try Self.ids.map(ExportTests.shipped)
        let given: [RoleName] = ["paper", "ink", "accent"]
        let style = try PaletteStyle.derive(from: palettes, isLight: false, given: given)
        let nord = try ExportTests.shipped("nord")
        for placement in style.placements {
            let role = placement.role
            func spread(_ predicted: (Palette) -> Double) -> Double {
                palettes.reduce(0.0) { sum, palette in
                    let actual = Self.lch(palette[role]!)
                    return sum + 2 * actual.c * abs(sin(Self.turn(predicted(palette) - actual.h) * .pi / 360))
                } / Double(palettes.count)
            }
            switch placement.hue {
            case .absolute(let value):
                #expect(abs(spread { _ in value } - placement.hueSpread) < 1e-9, "\(role): hue spread")
            case .offset(let anchor, let value, let otherwise):
                // Where the anchor is a grey the placement takes the role's own hue.
                #expect(abs(spread { Self.lch($0[anchor]!).c >= 1e-6 ? Self.lch($0[anchor]!).h + value : otherwise } - placement.hueSpread) < 1e-9,
                        "\(role): hue spread")
            }
            // No candidate does better: each anchor's turn and the role's own hue, as circular
            // medians computed here. Within 10⁻⁴ of OKLab distance: the median of twelve turns is
            // the mean of the middle two, which swap when two of them differ by a rounding
            // (inkOnStage's turn from ink is 0 or ±10⁻¹³ in four palettes).
            // A grey (chroma below 10⁻⁶) has no hue: palettes where the role or the anchor is one
            // are no evidence.
            let hued = palettes.filter { Self.lch($0[role]!).c >= 1e-6 }
            let ownHue = hued.isEmpty ? 0 : Self.circularMedian(hued.map { Self.lch($0[role]!).h })
            #expect(placement.hueSpread <= spread { _ in ownHue } + 1e-9, "\(role): its own hue spreads less")
            // A grey's hue is the rounding of its a and b: palettes where the anchor is grey are
            // no evidence of its turn.
            for other in given {
                let chromatic = hued.filter { Self.lch($0[other]!).c >= 1e-6 }
                guard !chromatic.isEmpty else { continue }
                let centre = Self.circularMedian(chromatic.map { Self.turn(Self.lch($0[role]!).h - Self.lch($0[other]!).h) })
                let candidate = spread { Self.lch($0[other]!).c >= 1e-6 ? Self.lch($0[other]!).h + centre : ownHue }
                #expect(placement.hueSpread <= candidate + 1e-4, "\(role): \(other) turns less")
            }
            // The placed colour: the OKLCH asked for, from nord's keys by the tests' own maths.
            let keys = Dictionary(uniqueKeysWithValues: given.map { ($0, OKLCH(lightness: Self.lch(nord[$0]!).l, chroma: Self.lch(nord[$0]!).c, hue: Self.lch(nord[$0]!).h)) })
            let asked = placement.oklch(given: keys)
            let placed = placement.colour(given: keys)
            #expect(placed.alpha == placement.alpha)
            // Gamut mapping keeps lightness (CSS Color 4) within the 8-bit rounding.
            if asked.lightness > 0.02 && asked.lightness < 0.98 {
                #expect(abs(Self.lch(placed).l - asked.lightness) < 0.01, "\(role): placed at L \(Self.lch(placed).l), asked \(asked.lightness)")
            }
        }
    }

    /// One palette makes a style of offsets from the given roles (ties go to following), so a
    /// draft from that palette's own keys gives that palette back.
    @Test func aSinglePaletteDraftsItselfFromItsOwnKeys() throws {
        let nord = try ExportTests.shipped("nord")
        let request = DraftRequest(id: PaletteID("nord")!, schema: .stream,
                                   given: ["paper", "ink", "accent"].map { DraftRequest.Given(role: $0, colour: nord[$0]!, source: .key) },
                                   isLight: false, palettes: [nord])
        let draft = try PaletteDraft.draft(request)
        #expect(draft.passes)
        for role in Schema.stream.roleNames {
            let placed = Self.lch(draft.placed[role]!), shipped = Self.lch(nord[role]!)
            #expect(abs(placed.l - shipped.l) < 0.004, "\(role): \(draft.placed[role]!.hex) against \(nord[role]!.hex)")
        }
    }

    @Test func builtInPalettesAreTheShippedFiles() throws {
        let builtIn = BuiltInPalettes.palettes(for: .stream)
        #expect(builtIn.map(\.id.rawValue) == Schema.stream.ids, "regenerate with: python3 tools/make_builtin_palettes.py")
        for palette in builtIn {
            #expect(palette == (try ExportTests.shipped(palette.id.rawValue)), "\(palette.id): regenerate with python3 tools/make_builtin_palettes.py")
        }
        #expect(BuiltInPalettes.palettes(for: Schema.stream.at(level: "high")!).count == 12)
    }

    @Test func builtInBase16SchemesAreTheCommittedFiles() throws {
        let folder = ExportTests.root.appendingPathComponent("Schemes/base16")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(Base16Schemes.names == files.map { String($0.dropLast(5)) }, "regenerate with: python3 tools/make_base16_schemes.py")
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let read = try SchemeFile.read(text, path: file)
            let builtIn = try #require(Base16Schemes.named(String(file.dropLast(5))))
            #expect(builtIn.swatches == read.swatches, "\(file): regenerate with python3 tools/make_base16_schemes.py")
        }
    }

    /// The style is the same whatever order the roles are given in, and places roles between
    /// the schema's keys only (as `draft` does).
    @Test func theStyleDoesNotDependOnTheOrderOfTheRolesGiven() throws {
        let nord = try ExportTests.shipped("nord")
        let forward = try PaletteStyle.derive(from: [nord], isLight: false, given: ["paper", "accent", "plate"])
        let backward = try PaletteStyle.derive(from: [nord], isLight: false, given: ["plate", "accent", "paper"])
        #expect(forward.placements == backward.placements)
        #expect(forward.anchors == ["paper", "accent"])
        // Positions between two roles are between keys only; an offset may follow any role given.
        for placement in forward.placements {
            if case .between(let from, let to, _) = placement.lightness { #expect(["paper", "accent"].contains(from) && ["paper", "accent"].contains(to)) }
        }
    }
}
