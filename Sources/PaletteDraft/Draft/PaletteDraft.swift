import PaletteCore

/// A whole palette from a few given roles: every other role placed by the style of a team's
/// palettes (`PaletteStyle`), then the whole palette repaired by the exact joint repair
/// (`PaletteRepair`) with the designer's keys kept and the style's pair orders kept, so every
/// rule passes at the level asked for.
public struct PaletteDraft: Sendable {
    /// Where a role of the draft came from.
    public enum Origin: Hashable, Sendable {
        case given(DraftRequest.Source)
        case style(RolePlacement)
        /// Placed by the style near a colour of the scheme, whose colour (named `swatch`) it takes.
        case scheme(RolePlacement, swatch: String)
    }

    public let request: DraftRequest
    public let style: PaletteStyle
    /// Every role placed, before the repair.
    public let placed: Palette
    /// Each role's origin, in schema order.
    public let origins: [(role: RoleName, origin: Origin)]
    /// The roles the style placed, in schema order.
    public var drafted: [RoleName] {
        origins.compactMap { origin in
            switch origin.origin {
            case .style, .scheme: return origin.role
            case .given: return nil
            }
        }
    }
    /// The repair of `placed`; its result is the draft when it passes.
    public let repair: PaletteRepair
    /// Keys that failed a rule or a band with the other keys kept, in the order they were freed:
    /// the repair moved each to the nearest passing colour of its line (unless
    /// `DraftRequest.exactKeys`). With the rules they failed (the conflicts that named them).
    public let movedKeys: [(role: RoleName, failed: [Rule])]
    /// The schema's levels (other than the one drafted at) whose variant cannot be derived from
    /// the draft, with why.
    public let underivedLevels: [(level: LevelName, conflicts: [[Rule]])]
    /// The status hues turned to derive a level with its bands (`PaletteRepair.bandTurn`), each
    /// pinned at its level in `palette`.
    public let turns: [BandTurn]

    public var passes: Bool { repair.passes && underivedLevels.isEmpty }
    /// The palette drafted (the repair's result at the standard level's schema), with the
    /// turns' pins.
    public let palette: Palette
    /// How many colours a person chose: the keys.
    public var decisions: Int { request.given.filter { $0.source == .key }.count }
    /// The keys, in schema order.
    public var keys: [RoleName] { origins.compactMap { $0.origin == .given(.key) ? $0.role : nil } }

    public static func draft(_ request: DraftRequest) throws(DraftProblem) -> PaletteDraft {
        let schema = request.schema.standard
        var seen: Set<RoleName> = []
        for given in request.given {
            guard schema.hasRole(given.role) else { throw .unknownRole(given.role.rawValue, nearest: schema.nearestRole(to: given.role.rawValue)) }
            guard seen.insert(given.role).inserted else { throw .givenTwice(given.role) }
            if schema.role(given.role)!.mustBeOpaque && !given.colour.isOpaque {
                throw .translucentGround(role: given.role, colour: given.colour)
            }
        }
        guard schema.levelNames.contains(request.level) else {
            let names = schema.levelNames.map(\.rawValue)
            throw .unknownLevel(request.level.rawValue, nearest: NearestName.nearest(to: request.level.rawValue, among: names), levels: names)
        }
        if let ground = request.given.first(where: { $0.role == schema.ground }), Palette.prefersDarkInk(ground.colour) != request.isLight {
            throw .groundOfOtherKind(ground: schema.ground, colour: ground.colour, isLight: request.isLight)
        }
        let style = try PaletteStyle.derive(from: request.palettes, isLight: request.isLight, given: request.given.map(\.role))
        let givenColours = Dictionary(uniqueKeysWithValues: request.given.map { ($0.role, OKLCH($0.colour)) })
        var placed = Palette(id: request.id, schema: schema)
        for given in request.given { placed[given.role] = given.colour }
        let drafting = request.roles.map(Set.init)
        var snapped: [RoleName: String] = [:]
        let swatches = request.schemeSwatches.map { (name: $0.name, colour: $0.colour, lab: OKLab($0.colour.opaque)) }
        for placement in style.placements where drafting?.contains(placement.role) ?? true {
            let colour = placement.colour(given: givenColours)
            placed[placement.role] = colour
            // A draft from a scheme takes the scheme's own colour where the style places a role
            // within its spread of one (closer than the style's palettes typically lie to where it
            // places the role): designers pick from their scheme.
            let lab = OKLab(colour.opaque)
            if let nearest = swatches.min(by: { $0.lab.distance(to: lab) < $1.lab.distance(to: lab) }),
               nearest.lab.distance(to: lab) <= placement.spread {
                placed[placement.role] = Colour(red: nearest.colour.red, green: nearest.colour.green, blue: nearest.colour.blue, alpha: colour.alpha)
                snapped[placement.role] = nearest.name
            }
        }
        // A ground placed on the wrong side of the kind's boundary would make the repair keep
        // the wrong kind: it goes to the schema's ground lightness for the kind, on its own line.
        if let ground = placed[schema.ground], Palette.prefersDarkInk(ground) != request.isLight {
            let mapping = schema.kindMapping
            placed[schema.ground] = LightnessLine(through: ground).colour(at: request.isLight ? mapping.lightGround : mapping.darkGround)
        }
        // The designer's keys stay, and so do colours the palette already holds and a ground a
        // scheme gives (its background is what the scheme is).
        let keys = request.given.filter { $0.source.isKept || $0.role == schema.ground }.map(\.role)
        // Pairs of two kept keys keep the order the designer gave them; the rest the style's.
        var orders = style.orders
        for rule in schema.rules {
            let sides = rule.tokens.compactMap(schema.baseRole(of:))
            if sides.allSatisfy(keys.contains), let order = PaletteRepair.order(of: rule, in: placed) { orders[rule.pairName] = order }
        }
        let levelPalette = placed.pinned(at: request.level)!
        func repaired(keeping kept: [RoleName]) throws(DraftProblem) -> PaletteRepair {
            do throws(RepairProblem) {
                return try PaletteRepair.repair(RepairRequest(palette: levelPalette, keep: kept, orders: orders, cancellation: request.cancellation))
            } catch {
                guard error == .cancelled else { preconditionFailure("a draft's repair request names only the schema's roles: \(error)") }
                throw .cancelled
            }
        }
        var kept = keys
        var repair = try repaired(keeping: kept)
        // A designer's key that cannot pass with the rest (#62: `--key accent=#14B8A6 --kind light`
        // failed accent/paper fill ≥ 3) moves to the nearest passing colour: the keys the
        // conflicts name are freed, a round at a time, and the repair finds the least |ΔL| for them.
        var movedKeys: [(role: RoleName, failed: [Rule])] = []
        while !repair.passes && !request.exactKeys {
            let named = repair.conflicts.flatMap { $0 }
            let freed = kept.filter { role in
                request.given.contains { $0.role == role && $0.source == .key }
                    && named.contains { rule in rule.tokens.contains { schema.baseRole(of: $0) == role } }
            }
            guard !freed.isEmpty else { break }
            for role in freed {
                movedKeys.append((role, named.filter { rule in rule.tokens.contains { schema.baseRole(of: $0) == role } }))
            }
            kept.removeAll(where: freed.contains)
            repair = try repaired(keeping: kept)
        }
        var palette = Palette(id: request.id, schema: schema)
        for role in schema.roleNames { palette[role] = repair.result[role] }
        var underived: [(level: LevelName, conflicts: [[Rule]])] = []
        var turns: [BandTurn] = []
        if repair.passes {
            var drafted = palette
            for (level, pins) in request.pins { for (role, colour) in pins { drafted.pin(role, colour, at: level) } }
            for level in schema.levels.map(\.name) where level != request.level {
                do throws(RepairProblem) {
                    let variant = try PaletteRepair.variant(of: drafted, at: level, cancellation: request.cancellation)
                    guard !variant.passes else { continue }
                    // A level that lightness alone cannot derive with its bands takes the least
                    // turn of a status hue the schema allows, pinned there and named.
                    if let turn = try PaletteRepair.bandTurn(of: drafted, at: level, derived: variant, cancellation: request.cancellation) {
                        drafted.pin(turn.role, turn.to, at: level)
                        palette.pin(turn.role, turn.to, at: level)
                        turns.append(turn)
                    } else {
                        underived.append((level, variant.conflicts))
                    }
                } catch {
                    guard error == .cancelled else { continue }
                    throw .cancelled
                }
            }
        }
        let origins = schema.roleNames.compactMap { role -> (role: RoleName, origin: Origin)? in
            if let given = request.given.first(where: { $0.role == role }) { return (role, .given(given.source)) }
            guard drafting?.contains(role) ?? true else { return nil }
            if let swatch = snapped[role] { return (role, .scheme(style.placement(of: role)!, swatch: swatch)) }
            return (role, .style(style.placement(of: role)!))
        }
        return PaletteDraft(request: request, style: style, placed: placed, origins: origins, repair: repair,
                            movedKeys: repair.passes ? movedKeys : [], underivedLevels: underived, turns: turns, palette: palette)
    }
}
