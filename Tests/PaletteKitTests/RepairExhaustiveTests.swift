import Testing
@testable import PaletteKit

/// `fix` against an exhaustive search over the same candidates (every 8-bit colour of each
/// role's lightness line, and the role's own colour), written without the repair's machinery:
/// palettes built whole and measured by `RuleEvaluator`.
///
/// The repair's answer is checked to pass; then every combination whose Σ|ΔL| is below the
/// answer's is enumerated and must fail, which proves the answer optimal.
@Suite struct RepairExhaustiveTests {
    struct Instance: CustomTestStringConvertible, Sendable {
        let id: String
        let roles: [String]
        let seed: UInt64
        var testDescription: String { "\(id) \(roles.joined(separator: ",")) seed \(seed)" }
    }

    static let instances: [Instance] = [
        Instance(id: "craftLight", roles: ["paper", "plate"], seed: 1),
        Instance(id: "nord", roles: ["paper", "plate"], seed: 2),
        Instance(id: "craftDark", roles: ["plate", "raised"], seed: 3),
        Instance(id: "gruvbox", roles: ["ink", "plate"], seed: 4),
        Instance(id: "everforest", roles: ["body", "plate"], seed: 5),
        Instance(id: "catppuccinLatte", roles: ["accent", "paper"], seed: 6),
        Instance(id: "kanagawa", roles: ["plate", "sheet", "paper"], seed: 7),
        Instance(id: "amberLinen", roles: ["body", "plate", "paper"], seed: 8),
        Instance(id: "obsidian", roles: ["faint", "marker", "plate"], seed: 9),
        Instance(id: "rosePineDawn", roles: ["highlight", "body", "paper"], seed: 10),
        Instance(id: "apricotPlum", roles: ["stageScrim", "inkOnStage", "paper"], seed: 11),
        Instance(id: "blushPaper", roles: ["sunken", "field", "plate"], seed: 12),
    ]

    @Test(arguments: instances)
    func matchesExhaustiveSearch(_ instance: Instance) throws {
        let shipped = try ExportTests.shipped(instance.id)
        let draft = Self.perturbed(shipped, roles: instance.roles, seed: instance.seed)
        let repair = try PaletteRepair.repair(RepairRequest(palette: draft, only: instance.roles))
        let brute = ExhaustiveRepair(draft: draft, roles: instance.roles)
        if repair.passes {
            #expect(brute.isAcceptable(repair.result), "the repair's answer breaks the model")
            let found = ExhaustiveRepair.units(repair.result, from: draft, roles: instance.roles)
            let better = brute.cheapestAcceptable(below: found)
            #expect(better == nil, "exhaustive search finds Σ|ΔL| \(better.map { ExhaustiveRepair.units($0, from: draft, roles: instance.roles) } ?? 0) < \(found) units")
        } else {
            #expect(brute.cheapestAcceptable(below: .max) == nil, "the repair says infeasible but a combination passes")
        }
    }

    /// Moves the instance's roles (only them) along their lines until some rule between them fails.
    static func perturbed(_ palette: Palette, roles: [String], seed: UInt64) -> Palette {
        var generator = SplitMix64(seed: seed)
        let orders = palette.schema.rules.map { PaletteRepair.order(of: $0, in: palette) }
        while true {
            var draft = palette
            for role in roles {
                let colour = palette[role]!
                let size = 0.01 + Double(generator.next() % 1000) / 1000 * 0.06
                draft[role] = LightnessLine(through: colour).colour(at: colour.lightness + (generator.next() % 2 == 0 ? size : -size))
            }
            let keepsOrder = zip(palette.schema.rules, orders).allSatisfy { PaletteRepair.order(of: $0, in: draft) == $1 }
            let failing = RuleEvaluator.evaluateAll(draft).contains { $0.status == .fail }
            if draft.isLight == palette.isLight && keepsOrder && failing { return draft }
        }
    }
}

/// The brute force: all combinations of the roles' line candidates, cheapest first up to a bound.
struct ExhaustiveRepair {
    let draft: Palette
    let roles: [String]
    let candidates: [[Colour]]
    let orders: [Bool?]

    init(draft: Palette, roles: [String]) {
        self.draft = draft
        self.roles = roles
        candidates = roles.map { role in
            let colour = draft[role]!
            let line = LightnessLine(through: colour)
            var all = LineSearch(line: line, constraints: [], from: Candidate(colour)).allCandidates().map(\.colour)
            if !all.contains(colour) { all.append(colour) }
            return all
        }
        orders = draft.schema.rules.map { PaletteRepair.order(of: $0, in: draft) }
    }

    static func units(_ colour: Colour, from start: Colour) -> Int64 {
        Int64((abs(colour.lightness - start.lightness) * 1e7).rounded())
    }

    static func units(_ palette: Palette, from draft: Palette, roles: [String]) -> Int64 {
        roles.reduce(0) { $0 + units(palette[$1]!, from: draft[$1]!) }
    }

    /// Every measured rule passes with its pair's order kept; the kind is kept.
    func isAcceptable(_ palette: Palette) -> Bool {
        guard palette.isLight == draft.isLight else { return false }
        for (rule, order) in zip(draft.schema.rules, orders) {
            guard let order else { continue }
            let result = RuleEvaluator.evaluate(rule, in: palette)
            if result.status == .notApplicable { continue }
            guard result.status == .pass, let foreground = result.foreground, let background = result.background else { return false }
            let foregroundY = WCAGContrast.luminance(foreground), backgroundY = WCAGContrast.luminance(background)
            let lighter = foregroundY > backgroundY || (foregroundY == backgroundY && palette.isLight == false)
            guard lighter == order else { return false }
            if rule.kind.measure == .lightnessDifference {
                let difference = foreground.lightness - background.lightness
                guard (order ? difference : -difference) >= rule.threshold else { return false }
            }
        }
        return true
    }

    /// The cheapest acceptable palette whose Σ|ΔL| (in 1e-7 units) is below `bound`, or nil.
    func cheapestAcceptable(below bound: Int64) -> Palette? {
        // Each role's candidates by cost, so the enumeration stops at the bound.
        let sorted = zip(roles, candidates).map { role, colours in
            colours.map { ($0, Self.units($0, from: draft[role]!)) }.sorted { $0.1 < $1.1 }
        }
        var best: (Palette, Int64)?
        var palette = draft
        func visit(_ depth: Int, _ spent: Int64) {
            let limit = best?.1 ?? bound
            if depth == roles.count {
                if spent < limit && isAcceptable(palette) { best = (palette, spent) }
                return
            }
            for (colour, cost) in sorted[depth] {
                if spent + cost >= limit { break }
                palette[roles[depth]] = colour
                visit(depth + 1, spent + cost)
            }
            palette[roles[depth]] = draft[roles[depth]]
        }
        visit(0, 0)
        return best?.0
    }
}
