extension Palette {
    /// This palette drafted in the other kind, as its schema's `otherKind` says (`OtherKind`):
    /// the start of `fix --invert`. Each role is a `RolePlacement` on its own lightness line (hue
    /// and chroma kept), its lightness an offset from its reference's placed lightness: its own
    /// OKLCH lightness distance from the reference, scaled by its group's dark scale, on the other
    /// side of the reference unless the pair keeps its order. Nil while the ground is unset;
    /// unset roles stay unset.
    public func draftOfOtherKind() -> Palette? {
        guard let isLight, let groundColour = self[schema.ground] else { return nil }
        let mapping = schema.kindMapping
        let references = schema.kindReferences
        // Each role's OKLCH, its lightness replaced by the placed one as roles are placed.
        var placed: [RoleName: OKLCH] = [:]
        for role in filledRoles {
            let colour = self[role]!, own = OKLCH(colour)
            placed[role] = OKLCH(lightness: colour.lightness, chroma: own.chroma, hue: own.hue)
        }
        var done: Set<RoleName> = [schema.ground]
        placed[schema.ground]!.lightness = isLight ? mapping.darkGround : mapping.lightGround
        var draft = self
        draft[schema.ground] = LightnessLine(through: groundColour).colour(at: placed[schema.ground]!.lightness)

        // The placement of a set role; `visiting` breaks a cycle of references (each the other's
        // first background) by placing the role against the ground instead.
        func place(_ role: RoleName, visiting: Set<RoleName>) {
            guard !done.contains(role) else { return }
            done.insert(role)
            let colour = self[role]!
            let schemaRole = schema.role(role)!
            // Roles the same in both kinds, and translucent ones (they composite over the new
            // ground by themselves), stay.
            if mapping.isUnchanged(schemaRole) || !colour.isOpaque { return }
            var reference = schema.ground, pair: String?
            if let found = references[role], self[found.role] != nil, !visiting.contains(found.role) {
                reference = found.role
                pair = found.pair
            }
            if !done.contains(reference) { place(reference, visiting: visiting.union([role])) }
            let scale = mapping.darkScales[schemaRole.group] ?? 1
            let side: Double = pair.map(mapping.keptOrders.contains) == true ? 1 : -1
            let distance = (colour.lightness - self[reference]!.lightness) * (isLight ? scale : 1 / scale)
            let placement = RolePlacement(role: role, lightness: .offset(from: reference, by: side * distance), lightnessSpread: 0,
                                          chroma: .ownLine, chromaSpread: 0, hue: .absolute(placed[role]!.hue), hueSpread: 0,
                                          alpha: colour.alpha)
            let lightness = placement.lightness(given: placed)
            placed[role]!.lightness = lightness
            if lightness != colour.lightness { draft[role] = placement.colour(given: placed, own: colour) }
        }

        for role in filledRoles where role != schema.ground { place(role, visiting: []) }
        return draft
    }
}

extension Schema {
    /// Each role's reference for the other kind: the background (its base role) of the first rule
    /// in schema order in which the role itself is the foreground, with that rule's pair. A role
    /// that is never a foreground has none and is placed against the ground.
    var kindReferences: [RoleName: (role: RoleName, pair: String)] {
        var found: [RoleName: (role: RoleName, pair: String)] = [:]
        for rule in rules where found[RoleName(rule.foreground)] == nil && hasRole(RoleName(rule.foreground)) {
            guard let background = baseRole(of: rule.background), background.rawValue != rule.foreground else { continue }
            found[RoleName(rule.foreground)] = (background, rule.pairName)
        }
        return found
    }
}

extension OtherKind {
    /// Whether the rule's lighter side is the same in both kinds: a pair the schema keeps, or
    /// two roles that do not change.
    func keepsOrder(of rule: Rule, in schema: Schema) -> Bool {
        if keptOrders.contains(rule.pairName) { return true }
        let sides = [rule.foreground, rule.background].compactMap { schema.baseRole(of: $0).flatMap(schema.role(_:)) }
        return sides.count == 2 && sides.allSatisfy(isUnchanged)
    }
}
