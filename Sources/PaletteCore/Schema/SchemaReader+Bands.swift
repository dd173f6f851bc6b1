/// The schema file's `"bands"`: role → `{"lightness": [0.35, 0.8], "chroma": 0.06, "reason":
/// "…", "hues": [110, 200]}`, the lightness one band for both kinds or `{"light": [lo, hi], "dark": [lo, hi]}` (see
/// `RoleBand`). Lightness is OKLCH, 0–1, the lower bound below the upper; chroma is OKLCH, 0–0.4;
/// the hues are two OKLCH hues in degrees, 0–360, from and to counter-clockwise (`HueInterval`;
/// absent: the hue is never turned); the reason is required, since a band overrules the nearest colour a repair would pick.
extension SchemaReader {
    mutating func readBands(_ value: JSONValue?, roles: [RoleName], levels: [LevelName]) -> [RoleBand] {
        let roleTexts = roles.map(\.rawValue), levelNames = levels.map(\.rawValue)
        guard let value else { return [] }
        let at = "bands"
        guard let entries = value.members else {
            note(at, .wrongType(expected: "an object of roles to bands, such as {\"destructive\": {\"lightness\": [0.35, 0.8], \"chroma\": 0.06, \"reason\": \"…\"}}"))
            return []
        }
        var bands: [RoleName: RoleBand] = [:]
        for entry in entries {
            let place = at + "." + entry.key
            guard roleTexts.contains(entry.key) else { note(place, .unknownRole(entry.key, nearest: NearestName.nearest(to: entry.key, among: roleTexts))); continue }
            guard let fields = entry.value.members else { note(place, .wrongType(expected: "an object with \"lightness\", \"chroma\" and \"reason\"")); continue }
            unknownMembers(fields, allowed: ["lightness", "chroma", "reason", "levels", "hues"], place: place)
            var levels: [LevelName]?
            if let given = entry.value["levels"] {
                if let items = given.arrayValue, !items.isEmpty, items.allSatisfy({ $0.stringValue != nil }) {
                    let names = items.compactMap(\.stringValue)
                    for name in names where !levelNames.contains(name) {
                        note(place + ".levels", .unknownLevel(name, nearest: NearestName.nearest(to: name, among: levelNames)))
                    }
                    levels = names.map { LevelName($0) }
                } else {
                    note(place + ".levels", .wrongType(expected: "an array of level names, such as [\"standard\"]"))
                }
            }
            var light: ClosedRange<Double>?, dark: ClosedRange<Double>?
            if let given = entry.value["lightness"] {
                if given.arrayValue != nil {
                    light = interval(given, place: place + ".lightness")
                    dark = light
                } else if let kinds = given.members {
                    unknownMembers(kinds, allowed: ["light", "dark"], place: place + ".lightness")
                    for kind in ["light", "dark"] {
                        guard let band = given[kind] else { note(place + ".lightness", .missing(kind)); continue }
                        let found = interval(band, place: place + ".lightness." + kind)
                        if kind == "light" { light = found } else { dark = found }
                    }
                } else {
                    note(place + ".lightness", .wrongType(expected: "[lower, upper] or {\"light\": [lower, upper], \"dark\": [lower, upper]}"))
                }
            } else {
                note(place, .missing("lightness"))
            }
            var chroma: Double?
            if let given = entry.value["chroma"] {
                if let number = given.numberValue {
                    if (0...0.4).contains(number) { chroma = number } else { note(place + ".chroma", .chromaOutOfRange(number)) }
                } else {
                    note(place + ".chroma", .wrongType(expected: "a number"))
                }
            } else {
                chroma = 0
            }
            var hues: HueInterval?
            if let given = entry.value["hues"] {
                if let items = given.arrayValue, items.count == 2, let from = items[0].numberValue, let to = items[1].numberValue {
                    // 360° is 0°: an arc ending at 360 is read as ending at 0.
                    for hue in [from, to] where !(0...360).contains(hue) { note(place + ".hues", .hueOutOfRange(hue)) }
                    if (0...360).contains(from) && (0...360).contains(to) {
                        hues = HueInterval(from: from == 360 ? 0 : from, to: to == 360 ? 0 : to)
                    }
                } else {
                    note(place + ".hues", .wrongType(expected: "[from, to], two OKLCH hues in degrees, such as [110, 200] (or [345, 45] through 0)"))
                }
            }
            var reason: String?
            if let given = entry.value["reason"] {
                if let text = given.stringValue, !text.isEmpty { reason = text } else { note(place + ".reason", .wrongType(expected: "a sentence")) }
            } else {
                note(place, .missing("reason"))
            }
            if let light, let dark, let chroma, let reason {
                bands[RoleName(entry.key)] = RoleBand(role: RoleName(entry.key), lightInLight: light, lightInDark: dark, leastChroma: chroma, reason: reason,
                                                      levels: levels, hues: hues)
            }
        }
        // In role order: the repair and `schema show` list them so.
        return roles.compactMap { bands[$0] }
    }

    /// `[lower, upper]`: two OKLCH lightnesses in 0–1, the lower below the upper.
    private mutating func interval(_ value: JSONValue, place: String) -> ClosedRange<Double>? {
        guard let items = value.arrayValue, items.count == 2, let lower = items[0].numberValue, let upper = items[1].numberValue else {
            note(place, .wrongType(expected: "[lower, upper], two OKLCH lightnesses"))
            return nil
        }
        for bound in [lower, upper] where !(0...1).contains(bound) {
            note(place, .lightnessOutOfRange(bound))
            return nil
        }
        guard lower < upper else { note(place, .bandOutOfOrder(lower: lower, upper: upper)); return nil }
        return lower...upper
    }
}

extension RoleBand {
    /// The schema file's form of the band.
    var encoded: JSONValue {
        func pair(_ band: ClosedRange<Double>) -> JSONValue { .array([.number(band.lowerBound), .number(band.upperBound)]) }
        let lightness: JSONValue = lightInLight == lightInDark ? pair(lightInLight)
            : .object([.init("light", pair(lightInLight)), .init("dark", pair(lightInDark))])
        var members: [JSONValue.Member] = [.init("lightness", lightness), .init("chroma", .number(leastChroma)), .init("reason", .string(reason))]
        if let levels { members.append(.init("levels", .array(levels.map { .string($0.rawValue) }))) }
        if let hues { members.append(.init("hues", .array([.number(hues.from), .number(hues.to)]))) }
        return .object(members)
    }
}
