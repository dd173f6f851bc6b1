import PaletteCore

/// How the roles of a team's palettes follow the roles a draft is given: derived from the
/// palettes whenever it is needed, never stored (`palette-repl style`, `draft`).
///
/// For each role not given, each of its OKLCH lightness, chroma and hue follows the one anchor
/// whose placement varies least across the palettes (the least mean distance between what it
/// places and what each palette holds, in OKLab units): an offset from a given role, a position
/// between two given roles (lightness), a multiple of a given role's chroma, or a value of its
/// own. Each is the median over the palettes. Lightness, chroma and alpha come from the
/// palettes of the kind drafted (light and dark palettes place text on opposite sides of the
/// ground); hue from palettes of both kinds, since how a role's hue relates to another's does
/// not depend on the kind. Ties go to following a given role, so a single palette makes a
/// style of offsets, not a copy. Pair orders are the majority of the kind's palettes.
public struct PaletteStyle: Sendable {
    public let schema: Schema
    public let isLight: Bool
    /// The ids of the palettes of the kind the style was learned from, in the order given.
    public let palettes: [String]
    /// The roles a draft gives (they are not placed).
    public let given: [RoleName]
    /// The given roles a placement may lie between (the schema's keys among those given).
    public let anchors: [RoleName]
    /// One placement per role not given, in schema order.
    public let placements: [RolePlacement]
    /// Rule pair (`foreground/background`) → whether the foreground is the lighter side in most
    /// of the kind's palettes; a pair split evenly is left out.
    public let orders: [String: Bool]

    /// The style of `palettes` (complete palettes of one schema) for a draft of the kind
    /// `isLight` given the roles `given`. A placement may follow any role given by an offset (a
    /// status colour a scheme gives is what a recording light follows), but lies between two
    /// roles only when both are the schema's key roles (positions between any two of many
    /// colours fit the style's few palettes by chance); with no key role given, between any two
    /// given. Roles are taken in schema order, so the style does not depend on the order they are
    /// named in (ties go to the first anchor).
    public static func derive(from palettes: [Palette], isLight: Bool, given: [RoleName]) throws(DraftProblem) -> PaletteStyle {
        guard let schema = palettes.first?.schema.standard else { throw .noPalettes }
        for name in given where !schema.hasRole(name) {
            throw .unknownRole(name.rawValue, nearest: schema.nearestRole(to: name.rawValue))
        }
        let givenSet = Set(given)
        let given = schema.roleNames.filter(givenSet.contains)
        let keys = Set(schema.draftMapping.keys)
        let keyAnchors = given.filter(keys.contains)
        let anchors = keyAnchors.isEmpty ? given : keyAnchors
        let ofKind = palettes.filter { $0.isLight == isLight }
        guard !ofKind.isEmpty else { throw .noPalettesOfKind(isLight: isLight, count: palettes.count) }
        let kindColours = ofKind.map(Self.oklch)
        let allColours = palettes.map(Self.oklch)
        var placements: [RolePlacement] = []
        for role in schema.roleNames where !givenSet.contains(role) {
            placements.append(place(role, given: given, pairAnchors: anchors, kind: kindColours, all: allColours,
                                    alphas: ofKind.map { $0[role]!.alpha }))
        }
        var orders: [String: Bool] = [:]
        for rule in schema.rules {
            let found = ofKind.compactMap { PaletteRepair.order(of: rule, in: $0) }
            let lighter = found.filter { $0 }.count
            if lighter * 2 > found.count { orders[rule.pairName] = true } else if lighter * 2 < found.count { orders[rule.pairName] = false }
        }
        return PaletteStyle(schema: schema, isLight: isLight, palettes: ofKind.map(\.id.rawValue),
                            given: given, anchors: anchors, placements: placements, orders: orders)
    }

    /// The placement of `role`, by name.
    public func placement(of role: RoleName) -> RolePlacement? {
        placements.first { $0.role == role }
    }

    private static func oklch(_ palette: Palette) -> [RoleName: OKLCH] {
        Dictionary(uniqueKeysWithValues: palette.schema.roleNames.map { ($0, OKLCH(palette[$0]!)) })
    }

    private static func place(_ role: RoleName, given: [RoleName], pairAnchors: [RoleName], kind: [[RoleName: OKLCH]], all: [[RoleName: OKLCH]], alphas: [UInt8]) -> RolePlacement {
        typealias Statistics = StyleStatistics
        // Lightness: offsets, then positions between two given roles, then a value of its own.
        let lightnesses = kind.map { $0[role]!.lightness }
        let ownLightness = Statistics.median(lightnesses)
        var lightness = RolePlacement.Lightness.absolute(ownLightness)
        var lightnessSpread = Statistics.meanDeviation(lightnesses, from: ownLightness)
        var candidates: [(RolePlacement.Lightness, Double)] = []
        for anchor in given {
            let offsets = kind.map { $0[role]!.lightness - $0[anchor]!.lightness }
            let offset = Statistics.median(offsets)
            candidates.append((.offset(from: anchor, by: offset), Statistics.meanDeviation(offsets, from: offset)))
        }
        for (first, from) in pairAnchors.enumerated() {
            for to in pairAnchors[(first + 1)...] {
                // Two anchors closer than 0.05 in lightness in some palette make a fraction that
                // swings with a rounding of either.
                guard kind.allSatisfy({ abs($0[to]!.lightness - $0[from]!.lightness) >= 0.05 }) else { continue }
                let fractions = kind.map { ($0[role]!.lightness - $0[from]!.lightness) / ($0[to]!.lightness - $0[from]!.lightness) }
                let fraction = Statistics.median(fractions)
                let spread = kind.reduce(0.0) { sum, colours in
                    let placed = colours[from]!.lightness + fraction * (colours[to]!.lightness - colours[from]!.lightness)
                    return sum + abs(colours[role]!.lightness - placed)
                } / Double(kind.count)
                candidates.append((.between(from: from, to: to, fraction: fraction), spread))
            }
        }
        if let best = least(candidates), best.1 <= lightnessSpread { (lightness, lightnessSpread) = best }

        // Chroma: offsets, then multiples of a chromatic anchor's chroma, then a value of its own.
        let chromas = kind.map { $0[role]!.chroma }
        let ownChroma = Statistics.median(chromas)
        var chroma = RolePlacement.Chroma.absolute(ownChroma)
        var chromaSpread = Statistics.meanDeviation(chromas, from: ownChroma)
        var chromaCandidates: [(RolePlacement.Chroma, Double)] = []
        for anchor in given {
            let offsets = kind.map { $0[role]!.chroma - $0[anchor]!.chroma }
            let offset = Statistics.median(offsets)
            let spread = kind.reduce(0.0) { $0 + abs($1[role]!.chroma - max(0, $1[anchor]!.chroma + offset)) } / Double(kind.count)
            chromaCandidates.append((.offset(from: anchor, by: offset), spread))
        }
        // A ratio to a near-grey anchor (chroma below 0.02) swings with its rounding.
        for anchor in given where kind.allSatisfy({ $0[anchor]!.chroma >= 0.02 }) {
            let times = Statistics.median(kind.map { $0[role]!.chroma / $0[anchor]!.chroma })
            let spread = kind.reduce(0.0) { $0 + abs($1[role]!.chroma - $1[anchor]!.chroma * times) } / Double(kind.count)
            chromaCandidates.append((.ratio(of: anchor, times: times), spread))
        }
        if let best = least(chromaCandidates), best.1 <= chromaSpread { (chroma, chromaSpread) = best }

        // Hue, from palettes of both kinds; an error weighs as the OKLab distance it makes at the
        // role's own chroma in each palette.
        func hueSpread(_ predicted: ([RoleName: OKLCH]) -> Double) -> Double {
            all.reduce(0.0) { $0 + Statistics.hueDistance(predicted($1) - $1[role]!.hue, chroma: $1[role]!.chroma) } / Double(all.count)
        }
        // A grey's hue angle is the rounding of its a and b, no direction: palettes where the role
        // (or, for a turn, its anchor) is a grey are no evidence of a hue. Its error there is nil
        // anyway: a hue error weighs as the role's chroma.
        let hued = all.filter { $0[role]!.chroma >= RolePlacement.greyChroma }
        let ownHue = hued.isEmpty ? 0 : Statistics.circularMedian(hued.map { $0[role]!.hue })
        var hue = RolePlacement.Hue.absolute(ownHue)
        var hueError = hueSpread { _ in ownHue }
        var hueCandidates: [(RolePlacement.Hue, Double)] = []
        // A grey anchor has no hue to follow: where it is grey the placement takes the role's own
        // hue, as a draft given a grey does.
        for anchor in given {
            let chromatic = hued.filter { $0[anchor]!.chroma >= RolePlacement.greyChroma }
            guard !chromatic.isEmpty else { continue }
            let turn = Statistics.wrapped(Statistics.circularMedian(chromatic.map { Statistics.wrapped($0[role]!.hue - $0[anchor]!.hue) }))
            hueCandidates.append((.offset(from: anchor, by: turn, otherwise: ownHue), hueSpread { colours in
                colours[anchor]!.chroma >= RolePlacement.greyChroma ? colours[anchor]!.hue + turn : ownHue
            }))
        }
        if let best = least(hueCandidates), best.1 <= hueError { (hue, hueError) = best }

        let alpha = Statistics.median(alphas.map(Double.init)).rounded()
        return RolePlacement(role: role, lightness: lightness, lightnessSpread: lightnessSpread, chroma: chroma, chromaSpread: chromaSpread,
                             hue: hue, hueSpread: hueError, alpha: UInt8(alpha))
    }

    /// The candidate of least spread, the first of equals.
    private static func least<Value>(_ candidates: [(Value, Double)]) -> (Value, Double)? {
        var best: (Value, Double)?
        for candidate in candidates where best == nil || candidate.1 < best!.1 { best = candidate }
        return best
    }
}
