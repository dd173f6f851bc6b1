/// Validates a schema document member by member, naming the place of each problem.
struct SchemaReader {
    private(set) var problems: [SchemaProblem] = []
    private var declaredKinds: [String] = []

    /// Set when `roles` is missing, empty or not an array: that one problem is reported, and
    /// every name that could only be checked against the roles is passed over, not called unknown.
    private var rolesUnusable = false

    mutating func note(_ place: String, _ kind: SchemaProblem.Kind) {
        if rolesUnusable, case .unknownRole = kind { return }
        problems.append(SchemaProblem(place, kind))
    }

    static let topMembers = ["format", "name", "groups", "ground", "plate", "roles", "derived", "ruleKinds", "rules", "ids", "twins", "swift", "tokens", "members", "levels", "otherKind", "draft", "hierarchy", "bands"]

    mutating func read(_ document: JSONValue) -> Schema? {
        guard let members = document.members else {
            note("", .wrongType(expected: "a JSON object with \"format\", \"name\", \"groups\", \"roles\" and \"rules\""))
            return nil
        }
        unknownMembers(members, allowed: Self.topMembers, place: "")
        let format = FoundText(document["format"])
        if format.text != SchemaFile.format { note("format", .unknownFormat(format)) }
        let name = requiredName(document, "name", place: "")
        let groups = names(document["groups"], place: "groups")
        let roles = readRoles(document["roles"], groups: groups)
        rolesUnusable = roles.isEmpty
        let roleNames = roles.map(\.name)
        // The declared names as text, to check the file's other references to roles against.
        let roleTexts = roleNames.map(\.rawValue)
        let ground = requiredName(document, "ground", place: "").map { RoleName($0) }
        if let ground {
            if let role = roles.first(where: { $0.name == ground }) {
                if !role.mustBeOpaque { note("ground", .groundNotOpaque(ground.rawValue)) }
            } else {
                note("ground", .unknownRole(ground.rawValue, nearest: NearestName.nearest(to: ground.rawValue, among: roleTexts)))
            }
        }
        var plate: RoleName?
        if let value = document["plate"] {
            if let text = value.stringValue {
                plate = RoleName(text)
                if !roleTexts.contains(text) { note("plate", .unknownRole(text, nearest: NearestName.nearest(to: text, among: roleTexts))) }
                if text == ground?.rawValue { note("plate", .plateIsGround(text)) }
            } else {
                note("plate", .wrongType(expected: "a string"))
            }
        }
        let derived = readDerived(document["derived"], roles: roleNames)
        let kinds = readKinds(document["ruleKinds"])
        declaredKinds = document["ruleKinds"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        let rules = readRules(document["rules"], kinds: kinds, tokens: roleTexts + derived.map(\.name))
        let ids = readIDs(document["ids"])
        let twins = readTwins(document["twins"], ids: ids)
        let levels = readLevels(document["levels"], kinds: kinds, derived: derived)
        var swiftName = (name ?? "schema").prefix(1).uppercased() + (name ?? "schema").dropFirst() + "Palette"
        if let swift = document["swift"] {
            if let members = swift.members {
                unknownMembers(members, allowed: ["palette"], place: "swift")
                if let text = swift["palette"]?.stringValue {
                    if isTypeName(text) { swiftName = text } else { note("swift.palette", .badName(text)) }
                } else if swift["palette"] != nil {
                    note("swift.palette", .wrongType(expected: "a string"))
                }
            } else {
                note("swift", .wrongType(expected: "an object such as {\"palette\": \"EditorPalette\"}"))
            }
        }
        let tokens = readTokens(document["tokens"], roles: roleNames)
        let memberPaths = readMembers(document["members"], roles: roleNames, derived: derived.map(\.name))
        let otherKind = readOtherKind(document["otherKind"], groups: groups, roles: roleNames, rules: rules)
        let draftKeys = readDraftKeys(document["draft"], roles: roleNames)
        let hierarchy = readHierarchy(document["hierarchy"], roles: roleNames, kinds: kinds.map(\.name))
        let bands = readBands(document["bands"], roles: roleNames, levels: [.standard] + levels.map(\.name))
        var seen: Set<String> = []
        for token in roleTexts + derived.map(\.name) where !seen.insert(token).inserted {
            if derived.contains(where: { $0.name == token }) && roleTexts.contains(token) {
                note("derived", .duplicateName(token))
            }
        }
        // Names every export can spell (`RoleNaming`): no keyword or export member, no two equal
        // but for case.
        let levelNames = levels.map(\.name)
        let allNames = roleTexts + derived.map(\.name)
        for (index, token) in allNames.enumerated() {
            let place = index < roleNames.count ? "roles[\(index)].name" : "derived[\(index - roleNames.count)].name"
            if let why = RoleNaming.reservation(of: token, levels: levelNames) { note(place, .reservedName(token, why: why)) }
            if let twin = RoleNaming.caseTwin(of: token, among: Array(allNames[..<index])) { note(place, .namesDifferOnlyInCase(token, twin)) }
        }
        guard problems.isEmpty, let name, let ground else { return nil }
        return Schema(name: name, groups: groups, roles: roles, derivedTokens: derived, ruleKinds: kinds, rules: rules,
                      ground: ground, plate: plate, ids: ids, twins: twins, swiftNames: .init(palette: swiftName), tokens: tokens,
                      members: memberPaths, levels: levels, otherKind: otherKind, draftKeys: draftKeys, hierarchy: hierarchy, bands: bands)
    }

    mutating func unknownMembers(_ members: [JSONValue.Member], allowed: [String], place: String) {
        var seen: Set<String> = []
        for member in members {
            let at = join(place, member.key)
            if !allowed.contains(member.key) { note(at, .unknownMember(member.key)) }
            else if !seen.insert(member.key).inserted { note(at, .duplicateName(member.key)) }
        }
    }

    private mutating func requiredName(_ object: JSONValue, _ key: String, place: String) -> String? {
        let at = join(place, key)
        guard let value = object[key] else { note(at, .missing(key)); return nil }
        guard let text = value.stringValue else { note(at, .wrongType(expected: "a string")); return nil }
        guard isName(text) else { note(at, .badName(text)); return nil }
        return text
    }

    private mutating func names(_ value: JSONValue?, place: String) -> [String] {
        guard let value else { note(place, .missing(place)); return [] }
        guard let items = value.arrayValue else { note(place, .wrongType(expected: "an array of names")); return [] }
        var result: [String] = []
        for (index, item) in items.enumerated() {
            let at = "\(place)[\(index)]"
            guard let text = item.stringValue else { note(at, .wrongType(expected: "a string")); continue }
            guard isName(text) else { note(at, .badName(text)); continue }
            if result.contains(text) { note(at, .duplicateName(text)); continue }
            result.append(text)
        }
        return result
    }

    private mutating func readRoles(_ value: JSONValue?, groups: [String]) -> [Role] {
        guard let value else { note("roles", .missing("roles")); return [] }
        guard let items = value.arrayValue else { note("roles", .wrongType(expected: "an array of role objects")); return [] }
        if items.isEmpty { note("roles", .noRoles) }
        var roles: [Role] = []
        for (index, item) in items.enumerated() {
            let at = "roles[\(index)]"
            guard let members = item.members else { note(at, .wrongType(expected: "an object with \"name\", \"group\" and \"description\"")); continue }
            unknownMembers(members, allowed: ["name", "group", "description", "opaque"], place: at)
            let name = requiredName(item, "name", place: at).map { RoleName($0) }
            let group = requiredName(item, "group", place: at)
            if let group, !groups.contains(group) {
                note(at + ".group", .unknownGroup(group, nearest: NearestName.nearest(to: group, among: groups)))
            }
            let description = requiredText(item, "description", place: at)
            var opaque = false
            if let flag = item["opaque"] {
                if case .bool(let value) = flag { opaque = value } else { note(at + ".opaque", .wrongType(expected: "true or false")) }
            }
            if let name, roles.contains(where: { $0.name == name }) { note(at + ".name", .duplicateName(name.rawValue)); continue }
            if let name, let group, let description { roles.append(Role(name, group, description, mustBeOpaque: opaque)) }
        }
        return roles
    }

    private mutating func requiredText(_ object: JSONValue, _ key: String, place: String) -> String? {
        let at = join(place, key)
        guard let value = object[key] else { note(at, .missing(key)); return nil }
        guard let text = value.stringValue else { note(at, .wrongType(expected: "a string")); return nil }
        return text
    }

    private mutating func requiredNumber(_ object: JSONValue, _ key: String, place: String) -> Double? {
        let at = join(place, key)
        guard let value = object[key] else { note(at, .missing(key)); return nil }
        guard let number = value.numberValue else { note(at, .wrongType(expected: "a number")); return nil }
        return number
    }

    private mutating func readDerived(_ value: JSONValue?, roles: [RoleName]) -> [DerivedToken] {
        let roleTexts = roles.map(\.rawValue)
        guard let value else { return [] }
        guard let items = value.arrayValue else { note("derived", .wrongType(expected: "an array of derived-token objects")); return [] }
        var tokens: [DerivedToken] = []
        let derivedNames = items.compactMap { $0["name"]?.stringValue }
        for (index, item) in items.enumerated() {
            let at = "derived[\(index)]"
            guard let members = item.members else { note(at, .wrongType(expected: "an object with \"name\", \"base\", \"step\" and \"description\"")); continue }
            unknownMembers(members, allowed: ["name", "base", "step", "description"], place: at)
            let name = requiredName(item, "name", place: at)
            let base = requiredName(item, "base", place: at)
            if let base, !roleTexts.contains(base) {
                if derivedNames.contains(base) { note(at + ".base", .derivedFromDerived(base: base)) }
                else { note(at + ".base", .unknownRole(base, nearest: NearestName.nearest(to: base, among: roleTexts))) }
            }
            let step = requiredNumber(item, "step", place: at)
            if let step, !(0...1).contains(step) { note(at + ".step", .stepOutOfRange(step)) }
            let description = requiredText(item, "description", place: at)
            if let name, tokens.contains(where: { $0.name == name }) { note(at + ".name", .duplicateName(name)); continue }
            if let name, let base, let step, let description { tokens.append(DerivedToken(name, base: RoleName(base), step: step, description)) }
        }
        return tokens
    }

    private mutating func readKinds(_ value: JSONValue?) -> [RuleKind] {
        guard let value else { note("ruleKinds", .missing("ruleKinds")); return [] }
        guard let items = value.arrayValue else { note("ruleKinds", .wrongType(expected: "an array of rule-kind objects")); return [] }
        var kinds: [RuleKind] = []
        for (index, item) in items.enumerated() {
            let at = "ruleKinds[\(index)]"
            guard let members = item.members else { note(at, .wrongType(expected: "an object with \"name\", \"measure\", \"threshold\" and \"palettes\"")); continue }
            unknownMembers(members, allowed: ["name", "measure", "threshold", "palettes"], place: at)
            let name = requiredName(item, "name", place: at)
            var measure: Measure?
            if let text = requiredText(item, "measure", place: at) {
                measure = Measure.named(text)
                if measure == nil { note(at + ".measure", .unknownMeasure(text)) }
            }
            var threshold = requiredNumber(item, "threshold", place: at)
            if let given = threshold, let measure {
                if !measure.thresholds.contains(given) {
                    note(at + ".threshold", .thresholdOutOfRange(given, measure: measure))
                    // Reported once: the kind is not read, so nothing is measured against it.
                    threshold = nil
                }
            }
            var darkOnly = false
            if let text = item["palettes"].map({ $0.stringValue }) {
                switch text {
                case "all": darkOnly = false
                case "dark": darkOnly = true
                default: note(at + ".palettes", .unknownPalettes(text ?? "(not a string)"))
                }
            }
            if let name, kinds.contains(where: { $0.name == name }) { note(at + ".name", .duplicateName(name)); continue }
            if let name, let measure, let threshold {
                kinds.append(RuleKind(name, measure: measure, threshold: threshold, appliesOnlyToDarkPalettes: darkOnly))
            }
        }
        return kinds
    }

    /// `levels`: `[{"name", "thresholds": {KIND: number}, "steps": {TOKEN: number}, "modes":
    /// [PATTERN]}]`. A level never lowers a threshold: it is a promise of more contrast, not less.
    private mutating func readLevels(_ value: JSONValue?, kinds: [RuleKind], derived: [DerivedToken]) -> [ContrastLevel] {
        guard let value else { return [] }
        guard let items = value.arrayValue else { note("levels", .wrongType(expected: "an array of level objects")); return [] }
        var levels: [ContrastLevel] = []
        for (index, item) in items.enumerated() {
            let at = "levels[\(index)]"
            guard let members = item.members else { note(at, .wrongType(expected: "an object with \"name\", \"thresholds\" and \"steps\"")); continue }
            unknownMembers(members, allowed: ["name", "thresholds", "steps", "modes"], place: at)
            let name = requiredName(item, "name", place: at).map { LevelName($0) }
            if name == .standard { note(at + ".name", .reservedLevelName(LevelName.standard.rawValue)) }
            if let name, levels.contains(where: { $0.name == name }) { note(at + ".name", .duplicateName(name.rawValue)) }
            var thresholds: [String: Double] = [:]
            if let given = item["thresholds"] {
                guard let entries = given.members else { note(at + ".thresholds", .wrongType(expected: "an object of rule kinds to thresholds")); continue }
                for entry in entries {
                    let place = at + ".thresholds." + entry.key
                    guard let kind = kinds.first(where: { $0.name == entry.key }) else {
                        // A kind declared with a problem of its own was reported where it is declared.
                        if declaredKinds.contains(entry.key) { continue }
                        note(place, .unknownKind(entry.key, nearest: NearestName.nearest(to: entry.key, among: kinds.map(\.name)))); continue
                    }
                    guard let threshold = entry.value.numberValue else { note(place, .wrongType(expected: "a number")); continue }
                    if !kind.measure.thresholds.contains(threshold) { note(place, .thresholdOutOfRange(threshold, measure: kind.measure)); continue }
                    if threshold < kind.threshold { note(place, .levelLowersThreshold(kind: kind.name, standard: kind.threshold, level: threshold)); continue }
                    thresholds[entry.key] = threshold
                }
            }
            var steps: [String: Double] = [:]
            if let given = item["steps"] {
                guard let entries = given.members else { note(at + ".steps", .wrongType(expected: "an object of derived tokens to steps")); continue }
                for entry in entries {
                    let place = at + ".steps." + entry.key
                    guard derived.contains(where: { $0.name == entry.key }) else {
                        note(place, .unknownDerivedToken(entry.key, nearest: NearestName.nearest(to: entry.key, among: derived.map(\.name)))); continue
                    }
                    guard let step = entry.value.numberValue else { note(place, .wrongType(expected: "a number")); continue }
                    guard (0...1).contains(step) else { note(place, .stepOutOfRange(step)); continue }
                    steps[entry.key] = step
                }
            }
            var modes: [String] = []
            if let given = item["modes"] {
                let patterns = given.arrayValue?.compactMap(\.stringValue) ?? []
                guard patterns.count == given.arrayValue?.count, !patterns.contains(where: \.isEmpty) else {
                    note(at + ".modes", .wrongType(expected: "an array of the parts of lint mode names measured at this level, such as [\"high-contrast\"]"))
                    continue
                }
                modes = patterns
            }
            if let name, name != .standard { levels.append(ContrastLevel(name, thresholds: thresholds, steps: steps, modes: modes)) }
        }
        return levels
    }

    private mutating func readRules(_ value: JSONValue?, kinds: [RuleKind], tokens: [String]) -> [Rule] {
        guard let value else { note("rules", .missing("rules")); return [] }
        guard let members = value.members else { note("rules", .wrongType(expected: "an object of rule kinds to \"foreground/background\" pairs")); return [] }
        var rules: [Rule] = []
        for member in members {
            let place = "rules." + member.key
            let kind = kinds.first(where: { $0.name == member.key })
            // A kind declared with a problem of its own has been reported already; its pairs are
            // still read, so every problem of the file is reported at once.
            if kind == nil && !declaredKinds.contains(member.key) {
                note(place, .unknownKind(member.key, nearest: NearestName.nearest(to: member.key, among: declaredKinds)))
                continue
            }
            guard let pairs = member.value.arrayValue else { note(place, .wrongType(expected: "an array of \"foreground/background\" pairs")); continue }
            for (index, item) in pairs.enumerated() {
                let at = "\(place)[\(index)]"
                guard let text = item.stringValue else { note(at, .wrongType(expected: "a string \"foreground/background\"")); continue }
                let sides = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                guard sides.count == 2, !sides[0].isEmpty, !sides[1].isEmpty else { note(at, .badPair(text)); continue }
                var known = true
                for side in sides where !tokens.contains(side) {
                    known = false
                    let nearest = NearestName.nearest(to: side, among: tokens)
                    note(at, .unknownRole(side, nearest: nearest))
                }
                guard known else { continue }
                if sides[0] == sides[1] { note(at, .ruleWithItself(text)); continue }
                guard let kind else { continue }
                let rule = Rule(kind, sides[0], on: sides[1])
                if rules.contains(rule) { note(at, .duplicateRule(text)); continue }
                rules.append(rule)
            }
        }
        return rules
    }

    private mutating func readIDs(_ value: JSONValue?) -> [String] {
        guard let value else { return [] }
        guard let items = value.arrayValue else { note("ids", .wrongType(expected: "an array of ids and \"old -> new\" migrations")); return [] }
        var lines: [String] = []
        for (index, item) in items.enumerated() {
            guard let text = item.stringValue else { note("ids[\(index)]", .wrongType(expected: "a string")); continue }
            if (try? IDRegistry.parse(text)) == nil { note("ids[\(index)]", .badID(text)); continue }
            lines.append(text)
        }
        return lines
    }

    /// `[[light, dark], …]`: two different palette ids each, no id in two pairs, and when the
    /// schema lists its ids, ids it lists (a twin that is not shipped is a typo).
    private mutating func readTwins(_ value: JSONValue?, ids: [String]) -> [Schema.Twins] {
        guard let value else { return [] }
        let expected = "an array of [light, dark] palette id pairs such as [[\"craftLight\", \"craftDark\"]]"
        guard let items = value.arrayValue else { note("twins", .wrongType(expected: expected)); return [] }
        // Shipped ids: the plain ones and the new side of each migration.
        let listed = ids.compactMap { try? IDRegistry.parse($0) }.flatMap { $0.ids + $0.migrations.map(\.new) }
        var twins: [Schema.Twins] = [], seen: Set<String> = []
        for (index, item) in items.enumerated() {
            let place = "twins[\(index)]"
            guard let pair = item.arrayValue?.compactMap(\.stringValue), pair.count == 2, item.arrayValue?.count == 2 else {
                note(place, .wrongType(expected: "a pair [light, dark] of two palette ids")); continue
            }
            var valid = true
            for text in pair {
                if PaletteID(text) == nil { note(place, .badID(text)); valid = false; continue }
                if !listed.isEmpty && !listed.contains(text) {
                    note(place, .unlistedTwin(text, nearest: NearestName.nearest(to: text, among: listed))); valid = false; continue
                }
                if !seen.insert(text).inserted { note(place, .duplicateName(text)); valid = false }
            }
            if valid { twins.append(Schema.Twins(light: pair[0], dark: pair[1])) }
        }
        return twins
    }

    /// `{"ROLE": "color.surface.card" | "--surface-card"}`: roles of the schema, each to a
    /// token path or a custom property.
    private mutating func readTokens(_ value: JSONValue?, roles: [RoleName]) -> [String: String] {
        readRoleTexts(value, member: "tokens", roles: roles, kind: "token paths (\"color.surface.card\") or custom properties (\"--surface-card\")",
                      expected: "a token path such as \"color.surface.card\" or a custom property such as \"--surface-card\"",
                      isValid: Self.isTokenReference)
    }

    /// `{"ROLE": "label.secondary" | "gradient6_1"}`: roles of the schema, each to the member
    /// app code reads it by, or a group's member (one dot), no two roles to the same and none to
    /// another role's or a derived token's own name.
    private mutating func readMembers(_ value: JSONValue?, roles: [RoleName], derived: [String]) -> [String: String] {
        let texts = Set(roles.map(\.rawValue) + derived)
        var taken: Set<String> = []
        return readRoleTexts(value, member: "members", roles: roles, kind: "member paths",
                             expected: "a member name such as \"gradient6_1\" or a group's member such as \"label.secondary\"",
                             isValid: Self.isMemberPath) { role, text in
            // Two roles read by one member would each count the other's reads.
            taken.insert(text).inserted && (text == role || !texts.contains(text))
        }
    }

    /// An object of role names to texts, each checked by `isValid` and, once valid, by `isFree`
    /// (false: another role has it); a problem at `member.ROLE` for each entry refused.
    private mutating func readRoleTexts(_ value: JSONValue?, member: String, roles: [RoleName], kind: String, expected: String,
                                        isValid: (String) -> Bool, isFree: (String, String) -> Bool = { _, _ in true }) -> [String: String] {
        let roles = roles.map(\.rawValue)
        guard let value else { return [:] }
        guard let entries = value.members else {
            note(member, .wrongType(expected: "an object of role names to " + kind))
            return [:]
        }
        var texts: [String: String] = [:]
        for entry in entries {
            let at = member + "." + entry.key
            guard roles.contains(entry.key) else {
                note(at, .unknownRole(entry.key, nearest: NearestName.nearest(to: entry.key, among: roles))); continue
            }
            guard texts[entry.key] == nil else { note(at, .duplicateName(entry.key)); continue }
            guard let text = entry.value.stringValue, isValid(text) else { note(at, .wrongType(expected: expected)); continue }
            guard isFree(entry.key, text) else { note(at, .duplicateName(text)); continue }
            texts[entry.key] = text
        }
        return texts
    }

    /// One or two identifiers (a letter or `_`, then letters, digits and `_`), joined by a dot.
    private static func isMemberPath(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), text.utf8.count <= 128 else { return false }
        return parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || first == "_" else { return false }
            return part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
        }
    }

    /// A dotted path of non-empty names, or `--name`; no spaces, braces or control characters.
    private static func isTokenReference(_ text: String) -> Bool {
        guard !text.isEmpty, text.count <= 256, !text.unicodeScalars.contains(where: { $0.value < 0x21 || "{}$\"".unicodeScalars.contains($0) }) else { return false }
        if text.hasPrefix("--") { return text.count > 2 && !text.contains(".") }
        return !text.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
    }

    private func join(_ place: String, _ key: String) -> String { place.isEmpty ? key : place + "." + key }

    /// Role, group, kind and token names: a letter, then letters and digits (`RoleNaming`).
    private func isName(_ text: String) -> Bool { RoleNaming.isWellFormed(text) }

    private func isTypeName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return isName(text)
    }
}
