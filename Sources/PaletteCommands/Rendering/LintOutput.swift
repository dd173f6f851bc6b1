import PaletteKit

/// What `lint` found, in its four formats: text lines (`FILE:LINE: MODE: …`), JSON, SARIF
/// 2.1.0 (one result per finding, on the line where the failing colour is defined, so GitHub
/// code scanning shows it there) and GitHub workflow commands (`::error file=…,line=…::…`).
struct LintOutput {
    let modes: TokenModes
    let check: LintCheck
    let results: [LintCheck.ModeResult]

    var findings: [LintCheck.Finding] { results.flatMap(\.findings) }
    var measured: Int { results.reduce(0) { $0 + $1.results.filter { $0.status == .pass || $0.status == .fail }.count } }
    var failing: Int { results.reduce(0) { $0 + $1.results.filter { $0.status == .fail }.count } }

    /// A token missing or invalid in a mode is a finding like a failing rule: input that cannot
    /// be read at all never gets this far (it is an error, exit 2).
    var exitCode: ExitCode { findings.isEmpty ? .success : .failure }

    /// A token as its file writes it: `--surface-card` in CSS, `color.surface.card` in DTCG.
    func shown(_ token: String) -> String { modes.kind == .css ? "--" + token : token }

    func path(_ place: TokenPlace?) -> String { modes.files[place?.file ?? 0] }

    /// `MODE: rule KIND FG/BG 4.49 < 4.5 (FG: TOKEN → ALIAS, defined here); nearest passing: FG #RRGGBB (ΔL −0.012)`
    func message(_ finding: LintCheck.Finding) -> String { finding.mode + ": " + detail(finding) }

    /// The message without its mode.
    func detail(_ finding: LintCheck.Finding) -> String {
        switch finding.problem {
        case .fails(let result, let nearest):
            let rule = result.rule
            var text = "rule \(rule.kind.name) \(rule.pairName) \(RuleText.comparison(result))"
            if let token = finding.token {
                let role = check.schema.baseRole(of: rule.foreground) ?? RoleName(rule.foreground)
                let chain = ([shown(token)] + finding.aliases).joined(separator: " → ")
                text += finding.aliases.isEmpty ? " (\(role): \(chain))" : " (\(role): \(chain), defined here)"
            }
            if let nearest {
                text += "; nearest passing: \(nearest.role) \(nearest.colour.hex) (ΔL \(signed(nearest.deltaL)))"
            } else {
                text += "; no colour on \(check.schema.baseRole(of: rule.foreground) ?? RoleName(rule.foreground))'s lightness line passes every rule"
            }
            return text
        case .missing(let role, let token):
            return "\(role) reads \(shown(token)), which this mode does not define"
        case .invalid(let role, let token, let problem):
            return "\(role) reads \(shown(token)), which is invalid here: " + ErrorText.message(for: problem.problem)
        }
    }

    func signed(_ value: Double) -> String {
        (value < 0 ? "−" : "+") + DecimalText.fixed(abs(value), 3)
    }

    var ruleID: (LintCheck.Finding) -> String {
        { finding in
            switch finding.problem {
            case .fails(let result, _): return result.rule.kind.name
            case .missing: return "missingToken"
            case .invalid: return "invalidToken"
            }
        }
    }

    /// Element kinds' findings the same but for their scope, each once: kinds that share a value
    /// (every button's border) fail alike, and are named together, `dark · button, form button`.
    /// A mode's own findings stay apart.
    func groupedFindings() -> [(finding: LintCheck.Finding, modes: String)] {
        var order: [String] = []
        var groups: [String: (finding: LintCheck.Finding, modes: [String])] = [:]
        for finding in findings {
            let scope = base(of: finding.mode) == nil ? finding.mode : "element kinds"
            let key = "\(scope) \(finding.place.map { "\($0.file):\($0.line)" } ?? "") \(detail(finding))"
            if groups[key] == nil { order.append(key); groups[key] = (finding, []) }
            groups[key]!.modes.append(finding.mode)
        }
        return order.map { key in (groups[key]!.finding, Self.together(groups[key]!.modes, base: base(of:))) }
    }

    /// Names joined, an element kind after the first of its mode by its element alone.
    static func together(_ names: [String], base: (String) -> String?) -> String {
        var parts: [String] = []
        var lastBase: String?
        for name in names {
            let mode = base(name)
            if let mode, mode == lastBase, name.hasPrefix(mode + " · ") {
                parts[parts.count - 1] += ", " + name.dropFirst(mode.count + " · ".count)
            } else {
                parts.append(name)
            }
            lastBase = mode
        }
        return parts.joined(separator: "; ")
    }

    /// A mode's name with the names of the modes it stands for, whose values are the same
    /// (`palette=craftLight,appearance=dark | palette=craftDark,appearance=light`): each mode read
    /// is named, none dropped in silence.
    func withEqualModes(_ name: String) -> String {
        ([name] + (modes.modes.first { $0.name == name }?.alsoNamed ?? [])).joined(separator: " | ")
    }

    /// The mode an element kind's scope is in (`dark` for `dark · button`); nil for a mode.
    func base(of name: String) -> String? {
        modes.modes.first { $0.name == name }?.scope.flatMap { $0.element == nil ? nil : $0.mode }
    }

    func textLines() -> [String] {
        var lines = groupedFindings().map { finding, names in
            (finding.place.map { "\(path($0).escapingControlCharacters):\($0.line): " } ?? "\(path(nil).escapingControlCharacters): ") + names + ": " + detail(finding)
        }
        // Element kinds' scopes are counted apart from the modes they are in, by mode; a mode
        // whose root sets no checked property is counted by its kinds.
        let kinds = results.map(\.mode).filter { base(of: $0) != nil }
        var modeNames: [String] = []
        for name in results.map(\.mode) where !modeNames.contains(base(of: name) ?? name) { modeNames.append(base(of: name) ?? name) }
        let scopes = kinds.isEmpty ? "" : ", \(Plural.counted(kinds.count, "element kind")) where values differ (\(Self.together(kinds, base: base(of:))))"
        lines.append("\(Plural.counted(modeNames.count, "mode")) (\(modeNames.map(withEqualModes).joined(separator: "; ")))\(scopes): \(Plural.counted(measured, "rule")) measured, \(measured - failing) passing, \(failing) failing"
                     + (findings.count > failing ? ", \(Plural.counted(findings.count - failing, "token")) missing or invalid" : ""))
        return lines
    }

    func githubLines() -> [String] {
        groupedFindings().map { finding, names in
            Self.githubError(file: path(finding.place), line: finding.place?.line, title: "palette-repl lint: \(ruleID(finding))", message: names + ": " + detail(finding))
        } + ["::notice::" + Self.escapedData(textLines().last!)]
    }

    /// `::error file=…,line=…,title=…::message`, each part escaped as GitHub reads it.
    /// Control characters (a file named with an escape sequence) are escaped as the text format
    /// escapes them, then the workflow command's own escapes apply.
    static func githubError(file: String?, line: Int?, title: String, message: String) -> String {
        var properties: [String] = []
        if let file { properties.append("file=" + escapedProperty(file.escapingControlCharacters)) }
        if let line { properties.append("line=\(line)") }
        properties.append("title=" + escapedProperty(title.escapingControlCharacters))
        return "::error " + properties.joined(separator: ",") + "::" + escapedData(message.escapingControlCharacters)
    }

    /// GitHub's workflow-command escapes (`%`, CR, LF; and `:` and `,` in properties).
    static func escapedData(_ text: String) -> String { escaped(text, ["%": "%25", "\r": "%0D", "\n": "%0A", "\r\n": "%0D%0A"]) }

    static func escapedProperty(_ text: String) -> String { escaped(text, ["%": "%25", "\r": "%0D", "\n": "%0A", "\r\n": "%0D%0A", ":": "%3A", ",": "%2C"]) }

    private static func escaped(_ text: String, _ table: [Character: String]) -> String {
        var result = ""
        for character in text { if let replacement = table[character] { result += replacement } else { result.append(character) } }
        return result
    }

    func json(fix: JSONValue?) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("files", .array(modes.files.map(JSONValue.string))),
            .init("modes", .array(results.map { result in modeJSON(result) })),
            .init("findings", .array(findings.map(findingJSON))),
            .init("measured", .number(Double(measured))),
            .init("failing", .number(Double(failing))),
        ]
        if let fix { members.append(.init("fix", fix)) }
        return .object(members)
    }

    /// A mode's name and verdict; for a stylesheet's, the mode in full (its conditions as
    /// written, the root's selector, the element kind, the selectors of the rules it takes its
    /// properties from), and the modes it stands for.
    private func modeJSON(_ result: LintCheck.ModeResult) -> JSONValue {
        var members: [JSONValue.Member] = [.init("name", .string(result.mode)), .init("passes", .bool(result.findings.isEmpty))]
        guard let mode = modes.modes.first(where: { $0.name == result.mode }) else { return .object(members) }
        if let scope = mode.scope {
            members += [
                .init("conditions", .array(scope.conditions.map(JSONValue.string))),
                .init("root", .optional(scope.root.map(JSONValue.string))),
                .init("element", .optional(scope.element.map(JSONValue.string))),
                .init("selectors", .array(scope.selectors.map(JSONValue.string))),
            ]
        }
        if !mode.alsoNamed.isEmpty { members.append(.init("also", .array(mode.alsoNamed.map(JSONValue.string)))) }
        return .object(members)
    }

    private func findingJSON(_ finding: LintCheck.Finding) -> JSONValue {
        var members: [JSONValue.Member] = [.init("mode", .string(finding.mode))]
        switch finding.problem {
        case .fails(let result, let nearest):
            members += [
                .init("problem", .string("fail")),
                .init("kind", .string(result.rule.kind.name)),
                .init("foreground", .string(result.rule.foreground)),
                .init("background", .string(result.rule.background)),
                .init("value", .optional(result.value.map(JSONValue.number))),
                .init("threshold", .number(result.rule.threshold)),
                .init("nearest", .optional(nearest.map { .object([.init("role", .string($0.role.rawValue)), .init("hex", .string($0.colour.hex)), .init("deltaL", .number($0.deltaL))]) })),
            ]
        case .missing(let role, _):
            members += [.init("problem", .string("missing")), .init("role", .string(role.rawValue))]
        case .invalid(let role, _, _):
            members += [.init("problem", .string("invalid")), .init("role", .string(role.rawValue))]
        }
        members += [
            .init("token", .optional(finding.token.map { .string(shown($0)) })),
            .init("aliases", .array(finding.aliases.map(JSONValue.string))),
            .init("file", .string(path(finding.place))),
            .init("line", .optional(finding.place.map { .number(Double($0.line)) })),
            .init("message", .string(message(finding))),
        ]
        return .object(members)
    }

    /// SARIF 2.1.0 (OASIS): one run, a reporting descriptor per rule kind, one result per finding.
    func sarif() -> JSONValue {
        var ids = check.schema.ruleKinds.map(\.name)
        ids += ["missingToken", "invalidToken"]
        let rules: [JSONValue] = ids.map { id in
            let kind = check.schema.ruleKinds.first { $0.name == id }
            let description = kind.map { "\($0.measure.summary) ≥ \(DecimalText.shortest($0.threshold))\($0.appliesOnlyToDarkPalettes ? " in dark modes" : "")" }
                ?? (id == "missingToken" ? "A token the schema maps a role to is not defined in a mode" : "A token the schema maps a role to has no valid colour in a mode")
            return .object([
                .init("id", .string(id)),
                .init("shortDescription", .object([.init("text", .string(description))])),
                .init("defaultConfiguration", .object([.init("level", .string("error"))])),
            ])
        }
        let sarifResults: [JSONValue] = findings.map { finding in
            let id = ruleID(finding)
            return .object([
                .init("ruleId", .string(id)),
                .init("ruleIndex", .number(Double(ids.firstIndex(of: id)!))),
                .init("level", .string("error")),
                .init("message", .object([.init("text", .string(message(finding)))])),
                .init("locations", Self.sarifLocations(path(finding.place), line: finding.place?.line)),
            ])
        }
        return Self.sarifDocument(rules: rules, run: [.init("results", .array(sarifResults))])
    }

    /// SARIF's `locations`: one `physicalLocation`, the file as a relative URI and the line when known.
    static func sarifLocations(_ path: String, line: Int?) -> JSONValue {
        var physical: [JSONValue.Member] = [.init("artifactLocation", .object([.init("uri", .string(uri(path)))]))]
        if let line { physical.append(.init("region", .object([.init("startLine", .number(Double(line)))]))) }
        return .array([.object([.init("physicalLocation", .object(physical))])])
    }

    /// SARIF 2.1.0's envelope: one run of this tool, with `run`'s members after its `tool`.
    static func sarifDocument(rules: [JSONValue], run: [JSONValue.Member]) -> JSONValue {
        var driver: [JSONValue.Member] = [
            .init("name", .string("palette-repl")),
            .init("version", .string(CommandLineTool.version)),
            .init("informationUri", .string("https://github.com/palette-repl/palette-repl")),
        ]
        if !rules.isEmpty { driver.append(.init("rules", .array(rules))) }
        return .object([
            .init("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            .init("version", .string("2.1.0")),
            .init("runs", .array([.object([.init("tool", .object([.init("driver", .object(driver))]))] + run)])),
        ])
    }

    /// A relative URI reference (RFC 3986): unreserved characters and `/` kept, the rest escaped.
    static func uri(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80 && (character.isLetter || character.isNumber || "-._~/".contains(character)) {
                result.append(character)
            } else {
                let digits = String(byte, radix: 16, uppercase: true)
                result += "%" + (digits.count == 1 ? "0" : "") + digits
            }
        }
        return result
    }
}
