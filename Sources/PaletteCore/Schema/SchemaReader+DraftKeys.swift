extension SchemaReader {
    /// `draft`: `{"keys": [ROLE, …], "base16": {ROLE: "base0D", …}}`; only `keys` is needed,
    /// each a role of the schema, none twice.
    mutating func readDraftKeys(_ value: JSONValue?, roles: [RoleName]) -> DraftKeys? {
        let roles = roles.map(\.rawValue)
        guard let value else { return nil }
        let at = "draft"
        guard let members = value.members else {
            note(at, .wrongType(expected: "an object with \"keys\", and optionally \"base16\""))
            return nil
        }
        unknownMembers(members, allowed: ["keys", "base16"], place: at)
        var keys: [String] = []
        if let given = value["keys"] {
            if let items = given.arrayValue {
                for (index, item) in items.enumerated() {
                    let place = "\(at).keys[\(index)]"
                    guard let text = item.stringValue else { note(place, .wrongType(expected: "a string")); continue }
                    guard roles.contains(text) else { note(place, .unknownRole(text, nearest: NearestName.nearest(to: text, among: roles))); continue }
                    if keys.contains(text) { note(place, .duplicateName(text)); continue }
                    keys.append(text)
                }
                if items.isEmpty { note(at + ".keys", .noKeys) }
            } else {
                note(at + ".keys", .wrongType(expected: "an array of role names"))
            }
        } else {
            note(at, .missing("keys"))
        }
        var slots: [(role: String, slot: String)] = []
        if let given = value["base16"] {
            if let entries = given.members {
                for entry in entries {
                    let place = "\(at).base16.\(entry.key)"
                    guard roles.contains(entry.key) else { note(place, .unknownRole(entry.key, nearest: NearestName.nearest(to: entry.key, among: roles))); continue }
                    guard let slot = entry.value.stringValue else { note(place, .wrongType(expected: "a slot name such as \"base0D\"")); continue }
                    guard DraftKeys.slotNames.contains(slot) else { note(place, .unknownSlot(slot)); continue }
                    slots.append((entry.key, slot))
                }
            } else {
                note(at + ".base16", .wrongType(expected: "an object of roles to slots, such as {\"paper\": \"base00\"}"))
            }
        }
        guard !keys.isEmpty else { return nil }
        return DraftKeys(keys: keys.map { RoleName($0) }, base16: slots.map { (RoleName($0.role), $0.slot) })
    }
}
