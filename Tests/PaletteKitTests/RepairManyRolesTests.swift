import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteReference

/// `fix` on a generated schema of 100 roles in which 74 roles move and both tie-breaks decide the
/// answer, against a brute force (64 or more moved roles: a cost that packs the number of moved
/// roles into six bits would spill the count into Σ|ΔL|, and the tie-break on the largest move
/// would reject the answers it should keep).
///
/// The schema is built from components that share no role: one dark gray `dark<k>` (the
/// foreground) with a contrast rule against each of two or three lighter grays
/// `light<k>_<i>` (the backgrounds), each rule failing in the draft. Each component can be
/// repaired two ways at exactly the same Σ|ΔL| (in the repair's units of 1e-7): the dark role one
/// gray step darker (one role moves, by a large step), or every lighter role one gray step
/// lighter (two or three roles move, each by a smaller step). The lighter steps add up to the
/// dark step exactly; the generator searches gray levels for such sums with its own maths
/// (`ReferenceColour`) and picks thresholds between the two answers and anything cheaper.
/// So the fewest moved roles (25) leave the largest move at the dark step, and the least largest
/// move needs every component repaired the second way: 74 roles.
@Suite struct RepairManyRolesTests {
    struct Component {
        let dark: Int
        /// Gray level and rule threshold of each lighter role.
        let lighter: [(gray: Int, threshold: Double)]
    }

    /// OKLCH lightness and WCAG luminance of every 8-bit gray, by the reference maths.
    static let grayLightness = (0...255).map { ReferenceColour.lightness(gray($0)) }
    static let grayLuminance = (0...255).map { ReferenceColour.luminance(gray($0)) }

    static func gray(_ level: Int) -> Colour { Colour(red: UInt8(level), green: UInt8(level), blue: UInt8(level)) }

    /// |ΔL| in the repair's units (1e-7 of OKLCH lightness).
    static func units(_ first: Colour, _ second: Colour) -> Int64 {
        Int64((abs(ReferenceColour.lightness(first) - ReferenceColour.lightness(second)) * 1e7).rounded())
    }
    static func units(_ first: Int, _ second: Int) -> Int64 {
        Int64((abs(grayLightness[first] - grayLightness[second]) * 1e7).rounded())
    }
    static func contrast(_ first: Int, _ second: Int) -> Double {
        let lighter = max(grayLuminance[first], grayLuminance[second]), darker = min(grayLuminance[first], grayLuminance[second])
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// Every set of `count` lighter gray levels (increasing) whose one-step moves add up, in
    /// units, to the dark gray's one step down, each with a threshold of one or two decimals that
    /// the lighter role meets one step up and the dark role meets one step down, and not both at
    /// their draft colours.
    static func tieSets(dark: Int, count: Int) -> [[(gray: Int, threshold: Double)]] {
        let darkStep = units(dark, dark - 1)
        var steps: [(gray: Int, threshold: Double, units: Int64)] = []
        for level in (dark + 1)...254 {
            let low = contrast(dark, level), high = min(contrast(dark, level + 1), contrast(dark - 1, level))
            let threshold = [10.0, 100].lazy.map { ($0 * high).rounded(.down) / $0 }.first { $0 > low }
            if let threshold { steps.append((level, threshold, units(level, level + 1))) }
        }
        var found: [[(gray: Int, threshold: Double)]] = []
        func extend(_ chosen: [Int], from start: Int, left: Int64) {
            if chosen.count == count {
                if left == 0 { found.append(chosen.map { (steps[$0].gray, steps[$0].threshold) }) }
                return
            }
            for index in start..<steps.count where steps[index].units <= left {
                extend(chosen + [index], from: index + 1, left: left - steps[index].units)
            }
        }
        extend([], from: 0, left: darkStep)
        return found
    }

    /// 24 components of four roles (dark gray 4, seeded choice among the tie sets) and one of
    /// three (dark gray 7), plus the ground: 100 roles.
    static func components() -> [Component] {
        var generator = SplitMix64(seed: 22)
        var triples = tieSets(dark: 4, count: 3)
        var chosen: [Component] = []
        while chosen.count < 24 && !triples.isEmpty {
            chosen.append(Component(dark: 4, lighter: triples.remove(at: Int(generator.next() % UInt64(triples.count)))))
        }
        if let pair = tieSets(dark: 7, count: 2).first { chosen.append(Component(dark: 7, lighter: pair)) }
        return chosen
    }

    static func names(_ index: Int, _ component: Component) -> (dark: String, lighter: [String]) {
        ("dark\(index)", component.lighter.indices.map { "light\(index)_\($0)" })
    }

    static func draft(_ components: [Component]) -> Palette {
        var roles = [Role("ground", "surface", "the page")]
        var rules: [Rule] = []
        var colours: [RoleName: Colour] = ["ground": .white]
        let kind = RuleKind("generated", threshold: 1)
        for (index, component) in components.enumerated() {
            let (dark, lighter) = names(index, component)
            roles.append(Role(RoleName(dark), "generated", "dark role of component \(index)"))
            colours[RoleName(dark)] = gray(component.dark)
            for (name, light) in zip(lighter, component.lighter) {
                roles.append(Role(RoleName(name), "generated", "lighter role of component \(index)"))
                colours[RoleName(name)] = gray(light.gray)
                rules.append(Rule(kind, dark, on: name, threshold: light.threshold))
            }
        }
        let schema = Schema(name: "generated", groups: ["surface", "generated"], roles: roles, derivedTokens: [], ruleKinds: [kind],
                            rules: rules, ground: "ground", plate: nil, swiftNames: .init(palette: "Generated"))
        return Palette(id: PaletteID("generated")!, schema: schema, colours: colours)
    }

    /// The objective as the repair orders it: Σ|ΔL|, then the largest |ΔL|, then roles moved.
    struct Objective: Equatable, CustomStringConvertible {
        let sum: Int64
        let largest: Int64
        let moved: Int
        var description: String { "Σ \(sum), largest \(largest), \(moved) moved" }
    }

    @Test func hundredRolesWithMoreThan64MovedKeepTheTieBreaks() throws {
        let components = Self.components()
        try #require(components.count == 25, "the generator found \(components.count) components")
        let draft = Self.draft(components)
        #expect(draft.schema.roles.count == 100)
        #expect(RuleEvaluator.evaluateAll(draft).allSatisfy { $0.status == .fail })

        // The brute force, one component at a time (they share no role, and the ground, which no
        // rule reads, stays: any move of it costs and helps nothing): every assignment of the
        // component's roles over their independently scanned lines whose Σ is at most the dark
        // step's, checked rule by rule.
        var lines: [Colour: [Colour]] = [:]
        func line(_ colour: Colour) -> [Colour] {
            if let known = lines[colour] { return known }
            let scanned = ReferenceLine(through: colour).colours
            lines[colour] = scanned
            return scanned
        }
        var optimalSets: [[Objective]] = []
        for (index, component) in components.enumerated() {
            let (dark, lighter) = Self.names(index, component)
            let roles = ([dark] + lighter).map { RoleName($0) }
            let candidates = roles.map { role in
                line(draft[role]!).map { ($0, Self.units($0, draft[role]!)) }.sorted { $0.1 < $1.1 }
            }
            let rules = draft.schema.rules(involving: RoleName(dark))
            var best = Self.units(component.dark, component.dark - 1)
            var optimal: [Objective] = []
            var palette = draft
            var moves: [Int64] = []
            func visit(_ depth: Int, _ spent: Int64) {
                if depth == roles.count {
                    let objective = Objective(sum: spent, largest: moves.max()!, moved: moves.filter { $0 > 0 }.count)
                    if spent < best { (best, optimal) = (spent, []) }
                    optimal.append(objective)
                    return
                }
                for (colour, cost) in candidates[depth] {
                    if spent + cost > best { break }
                    palette[roles[depth]] = colour
                    // The rule of this lighter role (the dark role is placed first).
                    if depth > 0, !Self.passesKeepingOrder(rules[depth - 1], in: palette) { continue }
                    moves.append(cost)
                    visit(depth + 1, spent + cost)
                    moves.removeLast()
                }
                palette[roles[depth]] = draft[roles[depth]]
            }
            visit(0, 0)
            try #require(!optimal.isEmpty, "component \(index): nothing passes within the dark role's step")
            // The premise: at least two optimal answers, the one with fewest moves not the one
            // with the least largest move.
            let fewest = optimal.min { ($0.moved, $0.largest) < ($1.moved, $1.largest) }!
            let least = optimal.min { ($0.largest, $0.moved) < ($1.largest, $1.moved) }!
            #expect(least.largest < fewest.largest && least.moved > fewest.moved, "component \(index): no tie to break")
            optimalSets.append(optimal)
        }
        // Components are independent, so the whole optimum is: each component at its least Σ;
        // the least largest move is the largest of the components' least largest moves; then
        // each component moves as few roles as it can within that.
        let sum = optimalSets.reduce(0) { $0 + $1[0].sum }
        let largest = optimalSets.map { $0.map(\.largest).min()! }.max()!
        let moved = optimalSets.reduce(0) { $0 + $1.filter { $0.largest <= largest }.map(\.moved).min()! }
        let expected = Objective(sum: sum, largest: largest, moved: moved)
        let fewestMoved = optimalSets.reduce(0) { $0 + $1.map(\.moved).min()! }
        #expect(expected.moved > 64 && fewestMoved < 64, "the instance does not straddle 64 moved roles: \(expected), fewest \(fewestMoved)")

        let repair = try PaletteRepair.repair(RepairRequest(palette: draft))
        try #require(repair.passes, "the repair found nothing: \(repair.conflicts.map { $0.map(\.pairName) })")
        #expect(draft.schema.rules.allSatisfy { Self.passesKeepingOrder($0, in: repair.result) })
        #expect(repair.result.isLight == draft.isLight)
        let moveUnits = repair.moves.map { Self.units($0.to, $0.from) }
        let found = Objective(sum: moveUnits.reduce(0, +), largest: moveUnits.max() ?? 0, moved: repair.moves.count)
        #expect(found == expected, "repair: \(found); brute force: \(expected)")
    }

    /// The rule passes as `check` measures it and its foreground stays the darker side (reference
    /// luminance; the palette is light).
    static func passesKeepingOrder(_ rule: Rule, in palette: Palette) -> Bool {
        guard RuleEvaluator.evaluate(rule, in: palette).status == .pass else { return false }
        return ReferenceColour.luminance(palette.colour(of: rule.foreground)!) < ReferenceColour.luminance(palette.colour(of: rule.background)!)
    }
}
