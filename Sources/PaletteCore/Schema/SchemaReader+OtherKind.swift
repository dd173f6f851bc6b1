extension SchemaReader {
    /// `otherKind`: `{"ground": {"light": L, "dark": L}, "darkScale": {GROUP: number},
    /// "unchangedGroups": [GROUP], "unchangedRoles": [ROLE], "keepOrder": ["fg/bg"]}`; only
    /// `ground` is needed. Each ground must be of its kind (its grey prefers dark ink in a light
    /// palette), since the draft's ground decides the kind the repair keeps.
    mutating func readOtherKind(_ value: JSONValue?, groups: [String], roles: [RoleName], rules: [Rule]) -> OtherKind? {
        guard let value else { return nil }
        let at = "otherKind"
        guard let members = value.members else {
            note(at, .wrongType(expected: "an object with \"ground\", and optionally \"darkScale\", \"unchangedGroups\", \"unchangedRoles\" and \"keepOrder\""))
            return nil
        }
        unknownMembers(members, allowed: ["ground", "darkScale", "unchangedGroups", "unchangedRoles", "keepOrder"], place: at)
        var grounds: [String: Double] = [:]
        if let ground = value["ground"] {
            if let entries = ground.members {
                unknownMembers(entries, allowed: ["light", "dark"], place: at + ".ground")
                for kind in ["light", "dark"] {
                    let place = at + ".ground." + kind
                    guard let given = ground[kind] else { note(place, .missing(kind)); continue }
                    guard let lightness = given.numberValue else { note(place, .wrongType(expected: "a number")); continue }
                    guard (0...1).contains(lightness) else { note(place, .lightnessOutOfRange(lightness)); continue }
                    let grey = LightnessLine(through: .white).colour(at: lightness)
                    guard Palette.prefersDarkInk(grey) == (kind == "light") else { note(place, .groundOfWrongKind(lightness, light: kind == "light")); continue }
                    grounds[kind] = lightness
                }
            } else {
                note(at + ".ground", .wrongType(expected: "an object such as {\"light\": 0.96, \"dark\": 0.26}"))
            }
        } else {
            note(at, .missing("ground"))
        }
        var scales: [String: Double] = [:]
        if let given = value["darkScale"] {
            if let entries = given.members {
                for entry in entries {
                    let place = at + ".darkScale." + entry.key
                    guard groups.contains(entry.key) else { note(place, .unknownGroup(entry.key, nearest: NearestName.nearest(to: entry.key, among: groups))); continue }
                    guard let scale = entry.value.numberValue else { note(place, .wrongType(expected: "a number")); continue }
                    guard scale > 0 && scale <= 10 else { note(place, .scaleOutOfRange(scale)); continue }
                    scales[entry.key] = scale
                }
            } else {
                note(at + ".darkScale", .wrongType(expected: "an object of groups to numbers, such as {\"surfaces\": 2}"))
            }
        }
        let unchangedGroups = listed(value["unchangedGroups"], place: at + ".unchangedGroups", among: groups) { .unknownGroup($0, nearest: $1) }
        let unchangedRoles = listed(value["unchangedRoles"], place: at + ".unchangedRoles", among: roles.map(\.rawValue)) { .unknownRole($0, nearest: $1) }
        let pairs = rules.map(\.pairName)
        let keptOrders = listed(value["keepOrder"], place: at + ".keepOrder", among: pairs) { .unknownPair($0, nearest: $1) }
        guard let light = grounds["light"], let dark = grounds["dark"] else { return nil }
        return OtherKind(lightGround: light, darkGround: dark, darkScales: scales, unchangedGroups: unchangedGroups,
                         unchangedRoles: unchangedRoles.map { RoleName($0) }, keptOrders: keptOrders)
    }

    /// An optional array of names, each one of `names` and none twice.
    private mutating func listed(_ value: JSONValue?, place: String, among names: [String],
                                 unknown: (String, String?) -> SchemaProblem.Kind) -> [String] {
        guard let value else { return [] }
        guard let items = value.arrayValue else { note(place, .wrongType(expected: "an array of strings")); return [] }
        var found: [String] = []
        for (index, item) in items.enumerated() {
            let itemPlace = "\(place)[\(index)]"
            guard let text = item.stringValue else { note(itemPlace, .wrongType(expected: "a string")); continue }
            guard names.contains(text) else { note(itemPlace, unknown(text, NearestName.nearest(to: text, among: names))); continue }
            if found.contains(text) { note(itemPlace, .duplicateName(text)); continue }
            found.append(text)
        }
        return found
    }
}
