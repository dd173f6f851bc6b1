/// The schema file's `"hierarchy"`: `{"tiers": [["ink", "body", …]], "states": [{"role":
/// "accentPressed", "of": "accent", "kind": "ladder"}]}`.
extension SchemaReader {
    mutating func readHierarchy(_ value: JSONValue?, roles: [RoleName], kinds: [String]) -> Hierarchy? {
        let roles = roles.map(\.rawValue)
        guard let value else { return nil }
        let at = "hierarchy"
        guard let members = value.members else {
            note(at, .wrongType(expected: "an object with \"tiers\" and \"states\""))
            return nil
        }
        unknownMembers(members, allowed: ["tiers", "states"], place: at)
        func role(_ item: JSONValue, _ place: String) -> String? {
            guard let text = item.stringValue else { note(place, .wrongType(expected: "a role name")); return nil }
            guard roles.contains(text) else { note(place, .unknownRole(text, nearest: NearestName.nearest(to: text, among: roles))); return nil }
            return text
        }
        var tiers: [[String]] = []
        if let given = value["tiers"] {
            if let items = given.arrayValue {
                for (index, item) in items.enumerated() {
                    let place = "\(at).tiers[\(index)]"
                    guard let names = item.arrayValue, names.count >= 2 else { note(place, .wrongType(expected: "an array of two role names or more")); continue }
                    let tier = names.enumerated().compactMap { role($1, "\(place)[\($0)]") }
                    if tier.count == names.count { tiers.append(tier) }
                }
            } else {
                note(at + ".tiers", .wrongType(expected: "an array of arrays of role names"))
            }
        }
        var states: [Hierarchy.State] = []
        if let given = value["states"] {
            if let items = given.arrayValue {
                for (index, item) in items.enumerated() {
                    let place = "\(at).states[\(index)]"
                    guard let fields = item.members else { note(place, .wrongType(expected: "an object with \"role\", \"of\" and \"kind\"")); continue }
                    unknownMembers(fields, allowed: ["role", "of", "kind"], place: place)
                    let stateRole = item["role"].flatMap { role($0, place + ".role") }
                    let of = item["of"].flatMap { role($0, place + ".of") }
                    var kind: String?
                    if let text = item["kind"]?.stringValue {
                        if kinds.contains(text) { kind = text } else { note(place + ".kind", .unknownKind(text, nearest: NearestName.nearest(to: text, among: kinds))) }
                    } else {
                        note(place, .missing("kind"))
                    }
                    if item["role"] == nil { note(place, .missing("role")) }
                    if item["of"] == nil { note(place, .missing("of")) }
                    if let stateRole, let of, let kind { states.append(Hierarchy.State(role: RoleName(stateRole), of: RoleName(of), kind: kind)) }
                }
            } else {
                note(at + ".states", .wrongType(expected: "an array of objects"))
            }
        }
        return Hierarchy(tiers: tiers.map { $0.map { RoleName($0) } }, states: states)
    }
}

extension Hierarchy {
    /// The schema file's form.
    var encoded: JSONValue {
        var members: [JSONValue.Member] = []
        if !tiers.isEmpty { members.append(.init("tiers", .array(tiers.map { .array($0.map { .string($0.rawValue) }) }))) }
        if !states.isEmpty {
            members.append(.init("states", .array(states.map { state in
                .object([.init("role", .string(state.role.rawValue)), .init("of", .string(state.of.rawValue)), .init("kind", .string(state.kind))])
            })))
        }
        return .object(members)
    }
}
