/// A palette, complete or still a draft: one colour per role of its schema, some perhaps unset.
/// Derived tokens are computed on demand and never stored.
public struct Palette: Sendable {
    public let schema: Schema
    public var id: PaletteID
    /// One slot per role, in the schema's role order. An array rather than a dictionary by name:
    /// undo keeps a palette per change (a replay of 100,000 `set` lines keeps 100,000), and a
    /// copy of 39 five-byte slots is one small allocation with nothing to hash or retain.
    private var colours: [Colour?]
    /// Level name → role → the colour a designer pinned in that level's variant. Only pinned
    /// roles are stored; the rest of a variant is derived (`PaletteRepair.variant`).
    public private(set) var pins: [LevelName: [RoleName: Colour]] = [:]
    /// The palette that is this one in the other kind (light ↔ dark), named by the designer
    /// (`twin ID`): exports pair the two as the schema's `twins` are paired.
    public var twin: PaletteID?
    /// Role → what it follows (`set bar plate`): recomputed whenever what it reads changes, kept
    /// until the role is set to something else (`Palette+Links.swift`).
    public private(set) var links: [RoleName: RoleLink] = [:]

    public init(id: PaletteID, schema: Schema = .stream, colours: [RoleName: Colour] = [:]) {
        self.schema = schema
        self.id = id
        var slots = [Colour?](repeating: nil, count: schema.roles.count)
        for (role, colour) in colours {
            if let index = schema.index(ofRole: role) { slots[index] = colour }
        }
        self.colours = slots
    }

    public subscript(role: RoleName) -> Colour? {
        get { schema.index(ofRole: role).flatMap { colours[$0] } }
        set {
            guard let index = schema.index(ofRole: role) else { preconditionFailure("\(role) is not a role of this schema") }
            colours[index] = newValue
        }
    }

    /// The colour in a role's slot (`schema.index(ofRole:)`), without the look-up by name.
    package func colour(inSlot slot: Int) -> Colour? { colours[slot] }

    /// Makes `role` follow `link` (nil: nothing) without recomputing it: `assign` recomputes.
    package mutating func setLink(_ link: RoleLink?, for role: RoleName) {
        precondition(schema.hasRole(role), "\(role) is not a role of this schema")
        links[role] = link
    }

    /// Pins `colour` (or, nil, unpins) `role` in the variant at `level`.
    public mutating func pin(_ role: RoleName, _ colour: Colour?, at level: LevelName) {
        precondition(schema.hasRole(role), "\(role) is not a role of this schema")
        pins[level, default: [:]][role] = colour
        if pins[level]?.isEmpty == true { pins[level] = nil }
    }

    /// The palette as measured at `level`: the level's thresholds and steps, its pins in place of
    /// the standard colours; nil for a level the schema does not have. At `standard` it is the
    /// palette itself, its pins at the other levels kept: a repair at standard (`fix`) changes
    /// the palette, and its variants keep their pins.
    public func pinned(at level: LevelName) -> Palette? {
        guard let schema = schema.at(level: level) else { return nil }
        // A level's schema has the same roles in the same order: only thresholds and steps differ.
        precondition(schema.roles.count == self.schema.roles.count, "a level's schema keeps the roles")
        var palette = Palette(id: id, schema: schema, slots: colours)
        palette.twin = twin
        // A pinned role follows nothing at that level; one that follows a pinned role moves with
        // it. Above standard only a role equal to another stays so: a step from another is the
        // designer's standard step, and a level sets steps of its own as it does derived tokens'.
        palette.links = (level == .standard ? self : keepingOnlySameColourLinks()).links.filter { pins[level]?[$0.key] == nil }
        for (role, colour) in pins[level] ?? [:] { palette[role] = colour }
        palette.refreshLinks()
        if level == .standard { palette.pins = pins }
        return palette
    }

    /// A palette of only the ground and the plate, set by their slots (a `suggest` pair query
    /// makes one per pair, so it spares each pair two look-ups by name).
    package init(id: PaletteID, schema: Schema, ground: Colour, plate: Colour) {
        guard let groundIndex = schema.groundIndex, let plateIndex = schema.plateIndex else {
            preconditionFailure("\(schema.name) has no ground and plate roles")
        }
        var slots = [Colour?](repeating: nil, count: schema.roles.count)
        slots[groundIndex] = ground
        slots[plateIndex] = plate
        self.init(id: id, schema: schema, slots: slots)
    }

    private init(id: PaletteID, schema: Schema, slots: [Colour?]) {
        self.schema = schema
        self.id = id
        self.colours = slots
    }

    /// Filled roles in schema order.
    public var filledRoles: [RoleName] { schema.roles.indices.filter { colours[$0] != nil }.map { schema.roles[$0].name } }
    public var missingRoles: [RoleName] { schema.roles.indices.filter { colours[$0] == nil }.map { schema.roles[$0].name } }
    public var isComplete: Bool { !colours.contains(nil) }

    /// Whether the ground prefers dark ink: contrast(ground, black) ≥ contrast(ground, white).
    /// Nil while the ground is unset.
    public var isLight: Bool? {
        groundColour.map(Palette.prefersDarkInk)
    }

    /// The ground's colour, from the slot the schema knows, without a look-up by name: the
    /// solver and every light/dark decision start from it.
    package var groundColour: Colour? { schema.groundIndex.flatMap { colours[$0] } }

    /// The same two ratios `WCAGContrast.ratio(_:on:)` gives black and white on the ground
    /// (opaque inks need no compositing), the ground's luminance measured once: every suggestion
    /// asks this, and one where the ground moves asks it of each side.
    public static func prefersDarkInk(_ ground: Colour) -> Bool {
        let groundLuminance = WCAGContrast.luminance(ground.opaque), inks = WCAGContrast.blackAndWhite
        return WCAGContrast.ratio(luminance: inks.black, groundLuminance) >= WCAGContrast.ratio(luminance: inks.white, groundLuminance)
    }

    /// The colour of a role or derived token; nil when it (or, for a derived token, the ground
    /// that decides the step direction) is unset or the name is unknown.
    public func colour(of token: String) -> Colour? {
        if let index = schema.index(ofRole: RoleName(token)) { return colours[index] }
        guard let derived = schema.derivedToken(named: token),
              let base = self[derived.base], let isLight else { return nil }
        return base.stepped(derived.step, inLightPalette: isLight)
    }
}

extension Colour {
    /// Mixes toward black in a light palette and toward white in a dark one, so the surface
    /// hierarchy always builds in the same direction.
    public func stepped(_ amount: Double, inLightPalette isLight: Bool) -> Colour {
        mixed(toward: isLight ? .black : .white, by: amount)
    }
}

extension Palette: Equatable {
    public static func == (lhs: Palette, rhs: Palette) -> Bool {
        lhs.id == rhs.id && lhs.colours == rhs.colours && lhs.pins == rhs.pins && lhs.twin == rhs.twin && lhs.links == rhs.links && lhs.schema.roleNames == rhs.schema.roleNames
            && lhs.schema.level == rhs.schema.level
    }
}
