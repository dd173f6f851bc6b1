extension Palette {
    /// This palette drafted in the other kind, as its schema's `otherKind` says (`OtherKind`):
    /// the start of `fix --invert`. Each role keeps its hue and chroma (on its lightness line)
    /// and is placed at its OKLCH lightness distance from its reference, scaled by its group's
    /// dark scale, on the other side of the reference unless the pair keeps its order. Nil while
    /// the ground is unset; unset roles stay unset.
    public func draftOfOtherKind() -> Palette? {
        guard let isLight, let groundColour = self[schema.ground] else { return nil }
        let mapping = schema.kindMapping
        let references = schema.kindReferences
        var placed: [String: Double] = [schema.ground: isLight ? mapping.darkGround : mapping.lightGround]
        var draft = self
        draft[schema.ground] = LightnessLine(through: groundColour).colour(at: placed[schema.ground]!)

        // Lightness in the draft of a set role; `visiting` breaks a cycle of references (each
        // the other's first background) by placing the role against the ground instead.
        func lightness(of role: String, visiting: Set<String>) -> Double {
            if let known = placed[role] { return known }
            let colour = self[role]!
            let schemaRole = schema.role(named: role)!
            if mapping.isUnchanged(schemaRole) || !colour.isOpaque {
                placed[role] = colour.lightness
                return colour.lightness
            }
            var reference = schema.ground, pair: String?
            if let found = references[role], self[found.role] != nil, !visiting.contains(found.role) {
                reference = found.role
                pair = found.pair
            }
            let referenceThere = lightness(of: reference, visiting: visiting.union([role]))
            let scale = mapping.darkScales[schemaRole.group] ?? 1
            let side: Double = pair.map(mapping.keptOrders.contains) == true ? 1 : -1
            let distance = (colour.lightness - self[reference]!.lightness) * (isLight ? scale : 1 / scale)
            let result = min(1, max(0, referenceThere + side * distance))
            placed[role] = result
            return result
        }

        for role in filledRoles where role != schema.ground {
            let colour = self[role]!
            let target = lightness(of: role, visiting: [])
            if target != colour.lightness { draft[role] = LightnessLine(through: colour).colour(at: target) }
        }
        return draft
    }
}

extension Schema {
    /// Each role's reference for the other kind: the background (its base role) of the first rule
    /// in schema order in which the role itself is the foreground, with that rule's pair. A role
    /// that is never a foreground has none and is placed against the ground.
    var kindReferences: [String: (role: String, pair: String)] {
        var found: [String: (role: String, pair: String)] = [:]
        for rule in rules where found[rule.foreground] == nil && hasRole(rule.foreground) {
            guard let background = baseRole(of: rule.background), background != rule.foreground else { continue }
            found[rule.foreground] = (background, rule.pairName)
        }
        return found
    }
}

extension OtherKind {
    /// Whether the rule's lighter side is the same in both kinds: a pair the schema keeps, or
    /// two roles that do not change.
    func keepsOrder(of rule: Rule, in schema: Schema) -> Bool {
        if keptOrders.contains(rule.pairName) { return true }
        let sides = [rule.foreground, rule.background].compactMap { schema.baseRole(of: $0).flatMap(schema.role(named:)) }
        return sides.count == 2 && sides.allSatisfy(isUnchanged)
    }
}
