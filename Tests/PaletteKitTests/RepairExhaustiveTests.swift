import Foundation
import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteReference

/// `fix` against an exhaustive search written without the repair's machinery: each role's
/// candidates from an independent scan of its lightness line (`ReferenceLine`, its own colour
/// maths, not the product's line walk), every pair's order and Σ|ΔL| from `ReferenceColour`
/// (not `PaletteRepair.order`), palettes built whole and measured by `RuleEvaluator` (the rules
/// as `check` measures them).
///
/// The repair's answer is checked to pass; then every combination whose Σ|ΔL| is below the
/// answer's is enumerated and must fail, which proves the answer optimal. A colour the line walk
/// skipped, or an order the repair got wrong, shows up as a cheaper passing combination.
@Suite struct RepairExhaustiveTests {
    struct Instance: CustomTestStringConvertible, Sendable {
        let id: String
        let roles: [RoleName]
        let seed: UInt64
        /// The ground's alpha in the draft (a palette may set a translucent ground).
        var groundAlpha: UInt8 = 255
        var testDescription: String { "\(id) \(roles.map(\.rawValue).joined(separator: ",")) seed \(seed)" + (groundAlpha == 255 ? "" : " ground alpha \(groundAlpha)") }
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
        // The translucent highlight over a moving ground: the search branches on the ground and
        // bounds the nodes below a branch by their parent's reduced costs (a bound 0.2 of
        // lightness too tight returns Σ|ΔL| 0.0325 and 0.0415 here instead of 0.0317 and 0.0299).
        Instance(id: "craftLight", roles: ["highlight", "body", "paper"], seed: 4),
        Instance(id: "craftLight", roles: ["highlight", "paper", "plate"], seed: 3),
        // The same over a translucent ground: the evaluator sees the highlight over the ground
        // made opaque, and so must the relaxation's bound.
        Instance(id: "craftLight", roles: ["highlight", "body", "paper"], seed: 4, groundAlpha: 0x99),
        Instance(id: "craftLight", roles: ["highlight", "paper", "plate"], seed: 3, groundAlpha: 0x60),
        Instance(id: "rosePineDawn", roles: ["highlight", "body", "paper"], seed: 10, groundAlpha: 0xC0),
        Instance(id: "nord", roles: ["highlight", "body", "paper"], seed: 5, groundAlpha: 0x80),
    ]

    @Test(arguments: instances)
    func matchesExhaustiveSearch(_ instance: Instance) throws {
        var shipped = try ExportTests.shipped(instance.id)
        shipped[shipped.schema.ground]!.alpha = instance.groundAlpha
        let draft = Self.perturbed(shipped, roles: instance.roles, seed: instance.seed)
        let repair = try PaletteRepair.repair(RepairRequest(palette: draft, only: instance.roles))
        ExhaustiveRepair(draft: draft, roles: instance.roles).expectAgrees(with: repair)
    }

    /// Seeded random drafts: the two roles of a random rule (and sometimes a third role sharing a
    /// rule with them) set to random colours in a shipped palette, orders taken as they come.
    @Test(arguments: 0..<10)
    func randomDraftsMatchExhaustiveSearch(_ seed: Int) throws {
        var generator = SplitMix64(seed: 77 &+ UInt64(seed))
        let ids = Schema.stream.ids
        // Roles set to random colours by hand follow nothing: every role moves on its own.
        var draft = try ExportTests.shipped(ids[Int(generator.next() % UInt64(ids.count))]).unlinked()
        let schema = draft.schema
        let rule = schema.rules[Int(generator.next() % UInt64(schema.rules.count))]
        var roles: [RoleName] = []
        for token in rule.tokens where !roles.contains(schema.baseRole(of: token)!) { roles.append(schema.baseRole(of: token)!) }
        if generator.next() % 2 == 0, let neighbour = schema.rules(involving: roles[0]).flatMap({ $0.tokens.compactMap(schema.baseRole(of:)) }).first(where: { !roles.contains($0) }) {
            roles.append(neighbour)
        }
        for role in roles where role != schema.ground {
            let alpha = draft[role]!.alpha
            draft[role] = Colour(red: UInt8(truncatingIfNeeded: generator.next()), green: UInt8(truncatingIfNeeded: generator.next()),
                                 blue: UInt8(truncatingIfNeeded: generator.next()), alpha: alpha)
        }
        let repair = try PaletteRepair.repair(RepairRequest(palette: draft, only: roles))
        ExhaustiveRepair(draft: draft, roles: roles).expectAgrees(with: repair)
        if !repair.passes { #expect(!repair.conflicts.isEmpty) }
    }

    /// Moves the instance's roles (only them) along their lines until some rule between them fails.
    static func perturbed(_ palette: Palette, roles: [RoleName], seed: UInt64) -> Palette {
        var generator = SplitMix64(seed: seed)
        let orders = palette.schema.rules.map { ExhaustiveRepair.order(of: $0, in: palette) }
        while true {
            // Roles nudged by hand follow nothing: every role moves on its own, as the search models.
            var draft = palette.unlinked()
            for role in roles {
                let colour = palette[role]!
                let size = 0.01 + Double(generator.next() % 1000) / 1000 * 0.06
                draft[role] = LightnessLine(through: colour).colour(at: colour.lightness + (generator.next() % 2 == 0 ? size : -size))
            }
            let keepsOrder = zip(palette.schema.rules, orders).allSatisfy { ExhaustiveRepair.order(of: $0, in: draft) == $1 }
            let failing = RuleEvaluator.evaluateAll(draft).contains { $0.status == .fail }
            if draft.isLight == palette.isLight && keepsOrder && failing { return draft }
        }
    }
}

/// The brute force: all combinations of the roles' independently scanned line candidates,
/// cheapest first up to a bound.
struct ExhaustiveRepair {
    let draft: Palette
    let roles: [RoleName]
    let candidates: [[Colour]]
    /// The schema's rules, then its hierarchy as pairs (each tier's earlier role at least as far
    /// from the ground as the next, each state a step of its kind from its role), and the order
    /// each keeps.
    let rules: [Rule]
    let orders: [Bool?]
    /// Linked role → the role it follows and the steps from it in order (none: the same colour):
    /// placed with its source by the search's own stepping (`stepped`), never a choice of its own.
    let followers: [RoleName: (base: RoleName, steps: [Double])]
    /// The roles whose bands the search keeps: nil for every band the schema holds at the level;
    /// `keepingOnly` keeps those its names include, as it keeps rules.
    var bandRoles: Set<RoleName>? = nil
    /// Each rule's verdicts by the colours it can read, shared by the searches `keepingOnly` makes.
    private let verdicts: Verdicts

    /// Whether a rule holds, by the rule and its order and the colours of the roles it reads and
    /// of the ground (a linked role by its own colour, so the repair's stepping and the search's
    /// are never taken for each other): a verdict is asked once however many branches of the
    /// search meet the same colours.
    private final class Verdicts {
        struct Key: Hashable {
            let rule: Rule
            let order: Bool
            /// The level the palette is at, whose steps place derived tokens.
            let level: LevelName
            let colours: [Colour?]
        }
        var known: [Key: Bool] = [:]
        var readRoles: [Rule: [RoleName]] = [:]
    }

    /// `orders`: the order each rule keeps (nil: not measured); by default the draft's own.
    /// `lines`: the palette whose colours the roles' lines run through (the input of an
    /// inversion, whose draft is only a quantised point near each line); by default the draft.
    init(draft: Palette, roles: [RoleName], orders: [Bool?]? = nil, lines: Palette? = nil, followers: [RoleName: (base: RoleName, steps: [Double])] = [:]) {
        verdicts = Verdicts()
        self.draft = draft
        self.followers = followers
        // The ground first: rules that read it (a translucent side, the kind) are decided early.
        let roles = roles.filter { $0 == draft.schema.ground } + roles.filter { $0 != draft.schema.ground }
        self.roles = roles
        // The scan includes the role's own colour. A role whose colour has less chroma than its
        // band asks is scanned on the line of its hue at the band's chroma (+0.002 for 8-bit
        // rounding), taken at its lightness brought into both kinds' bands, and its own colour
        // besides.
        let level = draft.schema.level
        candidates = roles.map { role in
            let colour = (lines ?? draft)[role]!
            let lab = ReferenceColour.oklab(colour), chroma = (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot()
            guard let band = draft.schema.band(of: role), band.levels?.contains(level) ?? true,
                  chroma < band.leastChroma, chroma > 0.001 else { return ReferenceLine(through: colour).colours }
            let lower = max(band.lightInLight.lowerBound, band.lightInDark.lowerBound), upper = min(band.lightInLight.upperBound, band.lightInDark.upperBound)
            let raised = ReferenceLine.mapped(lightness: min(max(lab[0], lower), upper), chroma: band.leastChroma + 0.002,
                                              hue: atan2(lab[2], lab[1]), alpha: colour.alpha)
            let line = ReferenceLine(through: raised).colours
            return line.contains(colour) ? line : line + [colour]
        }
        var rules = draft.schema.rules
        var allOrders = orders ?? draft.schema.rules.map { Self.order(of: $0, in: draft) }
        if let hierarchy = draft.schema.hierarchy {
            let ground = draft.schema.ground
            for tier in hierarchy.tiers {
                for (further, nearer) in zip(tier, tier.dropFirst()) where draft[further] != nil && draft[nearer] != nil && draft[ground] != nil {
                    // Further from the ground in contrast: lighter in a dark palette, darker in a light one.
                    rules.append(Rule(RuleKind("tier", threshold: 1), further.rawValue, on: nearer.rawValue))
                    allOrders.append(draft.isLight == false)
                }
            }
            for state in hierarchy.states {
                guard let kind = draft.schema.ruleKinds.first(where: { $0.name == state.kind }) else { continue }
                let rule = Rule(kind, state.role.rawValue, on: state.of.rawValue)
                rules.append(rule)
                allOrders.append(Self.order(of: rule, in: draft))
            }
        }
        self.rules = rules
        self.orders = allOrders
    }

    private init(draft: Palette, roles: [RoleName], candidates: [[Colour]], rules: [Rule], orders: [Bool?],
                 followers: [RoleName: (base: RoleName, steps: [Double])], verdicts: Verdicts) {
        self.verdicts = verdicts
        self.draft = draft
        self.roles = roles
        self.candidates = candidates
        self.rules = rules
        self.orders = orders
        self.followers = followers
    }

    /// The same search over only the rules named (`kind foreground/background`, as a rule's
    /// `kind.name` and `pairName`), each keeping its order: which sets of rules can hold together.
    func keepingOnly(_ names: Set<String>) -> ExhaustiveRepair {
        let kept = zip(rules, orders).filter { names.contains($0.0.kind.name + " " + $0.0.pairName) }
        var search = ExhaustiveRepair(draft: draft, roles: roles, candidates: candidates, rules: kept.map(\.0), orders: kept.map(\.1), followers: followers,
                                       verdicts: verdicts)
        // A band is named as its role with itself (`band OKLCH lightness …, chroma ≥ 0.06 destructive/destructive`).
        search.bandRoles = Set(draft.schema.bands.map(\.role).filter { role in
            names.contains { $0.hasPrefix("band ") && $0.hasSuffix(" \(role)/\(role)") }
        })
        return search
    }

    /// Each conflict the repair names cannot hold on its own, and holds without any one of its
    /// rules: a minimal set, by this search alone.
    func expectMinimal(_ conflicts: [[Rule]], sourceLocation: SourceLocation = #_sourceLocation) {
        for conflict in conflicts {
            let names = Set(conflict.map { $0.kind.name + " " + $0.pairName })
            #expect(keepingOnly(names).cheapestAcceptable(below: .max) == nil, "\(names.sorted()) can hold together", sourceLocation: sourceLocation)
            for name in names {
                #expect(keepingOnly(names.subtracting([name])).cheapestAcceptable(below: .max) != nil,
                        "\(names.sorted()) without \(name) still cannot hold: not minimal", sourceLocation: sourceLocation)
            }
        }
    }

    /// Whether the rule's foreground is the lighter side of what is seen (WCAG luminance by
    /// `ReferenceColour`; an exact tie counts as lighter in a dark palette, where surfaces step
    /// toward white); nil when `check` does not measure the rule (pending, not applicable).
    static func order(of rule: Rule, in palette: Palette) -> Bool? {
        order(of: RuleEvaluator.evaluate(rule, in: palette), in: palette)
    }

    /// `order(of:in:)` of a rule already measured.
    static func order(of result: RuleResult, in palette: Palette) -> Bool? {
        guard result.status == .pass || result.status == .fail, let foreground = result.foreground, let background = result.background else { return nil }
        let foregroundY = ReferenceColour.luminance(foreground), backgroundY = ReferenceColour.luminance(background)
        return foregroundY > backgroundY || (foregroundY == backgroundY && palette.isLight == false)
    }

    /// A colour mixed toward black (light palette) or white (dark) by `step` per 8-bit channel,
    /// rounded to the nearest level: the stepping a link names, computed here.
    static func stepped(_ colour: Colour, _ step: Double, isLight: Bool) -> Colour {
        let target = isLight ? 0.0 : 255.0
        func channel(_ value: UInt8) -> UInt8 { UInt8((Double(value) + (target - Double(value)) * step).rounded()) }
        return Colour(red: channel(colour.red), green: channel(colour.green), blue: channel(colour.blue), alpha: colour.alpha)
    }

    /// |ΔL| in the repair's units (1e-7 of OKLCH lightness), by `ReferenceColour`.
    static func units(_ colour: Colour, from start: Colour) -> Int64 {
        Int64((abs(ReferenceColour.lightness(colour) - ReferenceColour.lightness(start)) * 1e7).rounded())
    }

    static func units(_ palette: Palette, from draft: Palette, roles: [RoleName]) -> Int64 {
        roles.reduce(0) { $0 + units(palette[$1]!, from: draft[$1]!) }
    }

    /// The repair's answer against the search: a passing answer is acceptable and nothing
    /// acceptable is cheaper; an infeasible one has no acceptable combination at all.
    func expectAgrees(with repair: PaletteRepair, sourceLocation: SourceLocation = #_sourceLocation) {
        if repair.passes {
            #expect(isAcceptable(repair.result), "\(roles): the repair's answer breaks the model", sourceLocation: sourceLocation)
            let found = Self.units(repair.result, from: draft, roles: roles)
            let better = cheapestAcceptable(below: found)
            #expect(better == nil, "\(roles): exhaustive search finds Σ|ΔL| \(better.map { Self.units($0, from: draft, roles: roles) } ?? 0) < \(found) units",
                    sourceLocation: sourceLocation)
        } else {
            #expect(cheapestAcceptable(below: .max) == nil, "\(roles): the repair says infeasible but a combination passes", sourceLocation: sourceLocation)
        }
    }

    /// Every measured rule passes with its pair's order kept; the kind is kept; every band holds.
    func isAcceptable(_ palette: Palette) -> Bool {
        guard palette.isLight == draft.isLight, keepsBands(palette) else { return false }
        return zip(rules, orders).allSatisfy { isAcceptable($0, order: $1, in: palette) }
    }

    /// Every band the schema holds at this level holds: OKLCH lightness for the kind and least
    /// chroma, by `ReferenceColour`.
    func keepsBands(_ palette: Palette) -> Bool {
        guard let isLight = palette.isLight else { return true }
        for band in palette.schema.bands where (band.levels?.contains(palette.schema.level) ?? true) && (bandRoles?.contains(band.role) ?? true) {
            guard let colour = palette[band.role] else { continue }
            let lab = ReferenceColour.oklab(colour)
            let lightness = isLight ? band.lightInLight : band.lightInDark
            guard lightness.contains(lab[0]), (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot() >= band.leastChroma else { return false }
        }
        return true
    }

    func isAcceptable(_ rule: Rule, order: Bool?, in palette: Palette) -> Bool {
        guard let order else { return true }
        let key = Verdicts.Key(rule: rule, order: order, level: palette.schema.level, colours: readRoles(of: rule).map { palette[$0] })
        if let known = verdicts.known[key] { return known }
        let verdict = measures(rule, order: order, in: palette)
        verdicts.known[key] = verdict
        return verdict
    }

    /// The roles whose colours decide a rule: those it reads and the ground, in a fixed order.
    private func readRoles(of rule: Rule) -> [RoleName] {
        if let known = verdicts.readRoles[rule] { return known }
        let schema = draft.schema
        var read = Set(rule.tokens.compactMap(schema.baseRole(of:)))
        read.insert(schema.ground)
        let roles = read.sorted { $0.rawValue < $1.rawValue }
        verdicts.readRoles[rule] = roles
        return roles
    }

    private func measures(_ rule: Rule, order: Bool, in palette: Palette) -> Bool {
        let result = RuleEvaluator.evaluate(rule, in: palette)
        if result.status == .notApplicable { return true }
        guard let foreground = result.foreground, let background = result.background, Self.order(of: result, in: palette) == order else { return false }
        // Signals are measured by the tests' own maths alone (`ReferenceDistinct`).
        if rule.kind.measure == .named("distinct") { return ReferenceDistinct.value(foreground, background) >= rule.threshold }
        guard result.status == .pass else { return false }
        if rule.kind.measure == .named("lightness") {
            let difference = ReferenceColour.lightness(foreground) - ReferenceColour.lightness(background)
            guard (order ? difference : -difference) >= rule.threshold else { return false }
        }
        return true
    }

    /// Rules to check once the first `depth` roles are placed: those reading no role placed later
    /// (the ground counts when a translucent background sits on it, or the kind decides a token).
    private func rulesDecided(at depth: Int) -> [(Rule, Bool?)] {
        let later = Set(roles[depth...])
        let schema = draft.schema
        return zip(rules, orders).filter { rule, _ in
            // A linked role is placed with its source.
            var read = Set(readRoles(of: rule).map { followers[$0]?.base ?? $0 })
            read.insert(schema.ground)
            return read.isDisjoint(with: later)
        }.map { ($0, $1) }
    }

    /// The cheapest acceptable palette whose Σ|ΔL| (in 1e-7 units) is below `bound`, or nil.
    func cheapestAcceptable(below bound: Int64) -> Palette? {
        // Each role's candidates by cost, so the enumeration stops at the bound.
        let sorted = zip(roles, candidates).map { role, colours in
            colours.map { ($0, Self.units($0, from: draft[role]!)) }.sorted { $0.1 < $1.1 }
        }
        var best: (Palette, Int64)?
        var palette = draft
        let decided = (0...roles.count).map { depth in depth == 0 ? rulesDecided(at: 0) : rulesDecided(at: depth).filter { pair in
            // Only rules that became decidable at this depth; earlier ones were checked already.
            !rulesDecided(at: depth - 1).contains { $0.0 == pair.0 }
        } }
        // Rules reading no role that moves are decided once: every rule is in exactly one depth's
        // list, so a palette that reaches the last depth has passed them all.
        guard decided[0].allSatisfy({ isAcceptable($0.0, order: $0.1, in: draft) }) else { return nil }
        func visit(_ depth: Int, _ spent: Int64) {
            let limit = best?.1 ?? bound
            if depth == roles.count {
                if spent < limit && palette.isLight == draft.isLight && keepsBands(palette) { best = (palette, spent) }
                return
            }
            for (colour, cost) in sorted[depth] {
                if spent + cost >= limit { break }
                palette[roles[depth]] = colour
                for (follower, link) in followers where link.base == roles[depth] {
                    palette[follower] = link.steps.reduce(colour) { Self.stepped($0, $1, isLight: draft.isLight!) }
                }
                if decided[depth + 1].allSatisfy({ isAcceptable($0.0, order: $0.1, in: palette) }) {
                    visit(depth + 1, spent + cost)
                }
            }
            palette[roles[depth]] = draft[roles[depth]]
            for (follower, link) in followers where link.base == roles[depth] { palette[follower] = draft[follower] }
        }
        visit(0, 0)
        return best?.0
    }
}
