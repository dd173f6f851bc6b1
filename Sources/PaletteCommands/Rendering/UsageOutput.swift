import PaletteKit

/// `usage`'s findings as text, JSON, SARIF and GitHub workflow commands, after the allow list.
struct UsageOutput {
    let report: UsageReport
    let sources: UsageSources
    let vocabulary: UsageVocabulary
    /// The leaks the allow list does not pass.
    let leaks: [UsageReport.Leak]
    let allowed: Int
    /// Lines read, as `wc -l` counts them.
    let lineCount: Int

    init(report: UsageReport, sources: UsageSources, lineCount: Int, vocabulary: UsageVocabulary, allowList: UsageAllowList) {
        self.report = report
        self.lineCount = lineCount
        self.sources = sources
        self.vocabulary = vocabulary
        leaks = report.leaks.filter { !allowList.allows($0) }
        allowed = report.leaks.count - leaks.count
    }

    var hasFindings: Bool { !report.deadTokens.isEmpty || !report.unshippedTokens.isEmpty || !report.deadDeclarations.isEmpty || !leaks.isEmpty }

    /// What to write instead of a hard-coded colour, in the file's own language: how the app's
    /// live code reads that role most often, else the name the exports give it.
    func replacement(for match: UsageReport.Match, in file: String) -> String {
        let language = SourceLanguage.of(path: file)
        if let language, let spelling = report.tokens.first(where: { $0.name == match.role.rawValue })?.spellings[language.rawValue] { return spelling }
        return vocabulary.replacement(for: match.role, paletteID: match.palettes[0], language: language)
    }

    // MARK: Text

    func textLines() -> [String] {
        var lines: [String] = []
        let tokens = report.tokens
        let dead = report.deadTokens
        var header = "\(Plural.counted(sources.files.count, "file")) read (\(Plural.counted(lineCount, "line")))"
        if !sources.exportsSkipped.isEmpty { header += ", \(Plural.counted(sources.exportsSkipped.count, "export")) skipped" }
        if !sources.passedOver.isEmpty {
            header += ", passed over " + sources.passedOver.map { "\($0.path.escapingControlCharacters) (\($0.reason.reason))" }.joined(separator: ", ")
        }
        lines.append(header)
        if !report.facades.isEmpty {
            lines.append("read through " + report.facades.map { facade in
                facade.name + " (" + (facade.place.map { "\($0.file.escapingControlCharacters):\($0.line), " } ?? "") + Plural.counted(facade.tokens, "token") + ")"
            }.joined(separator: ", "))
        }
        let width = tokens.map(\.name.count).max() ?? 0
        lines.append("\(dead.count) of \(Plural.counted(tokens.count, "token")) dead" + (dead.isEmpty ? "" : ":"))
        for token in dead {
            let why = token.through.isEmpty ? "not read anywhere" : "read only in dead " + token.through.joined(separator: ", ")
            lines.append("  " + token.name.padding(to: width) + "  " + (token.isDerived ? "derived, " : "") + why)
        }
        let unshipped = report.unshippedTokens
        if !unshipped.isEmpty {
            lines.append(Plural.counted(unshipped.count, "token") + " alive only in previews or tests:")
            for token in unshipped {
                let places = token.status == .previewOnly ? token.previewPlaces : token.testPlaces
                let kind = token.status == .previewOnly ? "preview" : "test"
                lines.append("  " + token.name.padding(to: width) + "  " + Plural.counted(places.count, kind + " read")
                             + ", first \(places[0].file.escapingControlCharacters):\(places[0].line)")
            }
        }
        if !report.deadDeclarations.isEmpty {
            lines.append("\(Plural.counted(report.deadDeclarations.count, "dead declaration")) reading tokens (nothing live reads them):")
            for declaration in report.deadDeclarations {
                lines.append("  \(declaration.place.file.escapingControlCharacters):\(declaration.place.line): \(declaration.name)"
                             + (declaration.reads.isEmpty ? "" : " reads " + declaration.reads.joined(separator: ", ")))
            }
        }
        lines.append(Plural.counted(leaks.count, "hard-coded colour") + (allowed > 0 ? " (\(allowed) allowed)" : "") + (leaks.isEmpty ? "" : ":"))
        for leak in leaks {
            lines.append("  \(leak.place.file.escapingControlCharacters):\(leak.place.line): \(leak.text.escapingControlCharacters)" + leakDetail(leak))
        }
        if !report.definitions.isEmpty {
            lines.append(Plural.counted(report.definitions.count, "colour literal") + " defining palettes (listed in --format json)")
        }
        if !report.unread.isEmpty {
            lines.append(Plural.counted(report.unread.count, "colour constant") + " nothing reads (listed in --format json)")
        }
        let used = tokens.filter(\.isUsed)
        lines.append(Plural.counted(used.count, "token") + " used:")
        for token in used {
            var text = "  " + token.name.padding(to: width) + "  " + Plural.counted(token.places.count, "read")
            if let first = token.places.first { text += ", first \(first.file.escapingControlCharacters):\(first.line)" }
            if !token.readBy.isEmpty { text += (token.places.isEmpty ? ", " : "; ") + "computed into " + token.readBy.joined(separator: ", ") }
            lines.append(text)
        }
        return lines
    }

    private func leakDetail(_ leak: UsageReport.Leak) -> String {
        guard let colour = leak.colour else { return ": no asset of that name among the schema's roles" }
        var text = " = " + colour.hex
        if let best = leak.matches.first {
            var how: [String] = []
            if !best.equalIn.isEmpty { how.append("equals " + best.role.rawValue + " in " + best.equalIn.joined(separator: ", ")) }
            if !best.nearIn.isEmpty {
                how.append((best.equalIn.isEmpty ? "near " + DecimalText.fixed(best.distance, 3) + " ΔE_OK " + best.role.rawValue : "near it") + " in "
                           + best.nearIn.joined(separator: ", "))
            }
            text += " → " + replacement(for: best, in: leak.place.file) + " (" + how.joined(separator: "; ") + ")"
            if leak.matches.count > 1 { text += "; also " + leak.matches.dropFirst().map(\.role.rawValue).joined(separator: ", ") }
        } else {
            text += ": no role is within \(UsageAnalysis.nearDistance) ΔE_OK"
        }
        if !leak.usedAt.isEmpty {
            text += "; used at " + leak.usedAt.map { "\($0.file.escapingControlCharacters):\($0.line)" }.joined(separator: ", ")
        }
        if let scope = leak.scope { text += " (\(scope) code)" }
        return text
    }

    // MARK: JSON

    func json() -> JSONValue {
        let tokens: [JSONValue] = report.tokens.map { token in
            .object([
                .init("name", .string(token.name)),
                .init("derived", .bool(token.isDerived)),
                .init("uses", .number(Double(token.places.count))),
                .init("places", .array(token.places.map(placeJSON))),
                .init("previewUses", .number(Double(token.previewPlaces.count))),
                .init("previewPlaces", .array(token.previewPlaces.map(placeJSON))),
                .init("testUses", .number(Double(token.testPlaces.count))),
                .init("testPlaces", .array(token.testPlaces.map(placeJSON))),
                .init("status", .string(token.status.rawValue)),
                .init("spellings", .object(token.spellings.sorted { $0.key < $1.key }.map { .init($0.key, .string($0.value)) })),
                .init("through", .array(token.through.map(JSONValue.string))),
                .init("readBy", .array(token.readBy.map(JSONValue.string))),
            ])
        }
        let declarations: [JSONValue] = report.deadDeclarations.map { declaration in
            .object([.init("name", .string(declaration.name)), .init("file", .string(declaration.place.file)),
                     .init("line", .number(Double(declaration.place.line))), .init("reads", .array(declaration.reads.map(JSONValue.string)))])
        }
        let leaks: [JSONValue] = self.leaks.map(leakJSON)
        let facades: [JSONValue] = report.facades.map { facade in
            var members: [JSONValue.Member] = [.init("name", .string(facade.name)), .init("tokens", .number(Double(facade.tokens)))]
            if let place = facade.place { members += [.init("file", .string(place.file)), .init("line", .number(Double(place.line)))] }
            return .object(members)
        }
        return .object([
            .init("files", .number(Double(sources.files.count))),
            .init("lines", .number(Double(lineCount))),
            .init("passedOver", .array(sources.passedOver.map { .object([.init("file", .string($0.path)), .init("reason", .string($0.reason.reason))]) })),
            .init("exportsSkipped", .array(sources.exportsSkipped.map(JSONValue.string))),
            .init("facades", .array(facades)),
            .init("tokens", .array(tokens)),
            .init("declarations", .array(declarations)),
            .init("leaks", .array(leaks)),
            .init("definitions", .array(report.definitions.map(leakJSON))),
            .init("unread", .array(report.unread.map(leakJSON))),
            .init("allowed", .number(Double(allowed))),
        ])
    }

    private func placeJSON(_ place: UsageReport.Place) -> JSONValue {
        var members: [JSONValue.Member] = [.init("file", .string(place.file)), .init("line", .number(Double(place.line)))]
        if place.column > 0 { members.append(.init("column", .number(Double(place.column)))) }
        return .object(members)
    }

    private func leakJSON(_ leak: UsageReport.Leak) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("file", .string(leak.place.file)), .init("line", .number(Double(leak.place.line))),
            .init("colour", leak.colour.map { .string($0.hex) } ?? .null), .init("text", .string(leak.text)),
            .init("roles", .array(leak.matches.map { match in
                .object([.init("role", .string(match.role.rawValue)), .init("palettes", .array(match.palettes.map(JSONValue.string))),
                         .init("equalIn", .array(match.equalIn.map(JSONValue.string))), .init("nearIn", .array(match.nearIn.map(JSONValue.string))),
                         .init("distance", .number(match.distance)), .init("replacement", .string(replacement(for: match, in: leak.place.file)))])
            })),
        ]
        if leak.place.column > 0 { members.insert(.init("column", .number(Double(leak.place.column))), at: 2) }
        if !leak.usedAt.isEmpty { members.append(.init("usedAt", .array(leak.usedAt.map(placeJSON)))) }
        if let scope = leak.scope { members.append(.init("scope", .string(scope))) }
        return .object(members)
    }

    // MARK: SARIF and GitHub

    private var findings: [(rule: String, file: String?, line: Int?, message: String)] {
        var findings: [(String, String?, Int?, String)] = []
        for token in report.deadTokens {
            let why = token.through.isEmpty ? "nothing reads it" : "read only in dead " + token.through.joined(separator: ", ")
            findings.append(("dead-token", nil, nil, "\(token.isDerived ? "derived token" : "role") \(token.name) is dead: \(why)"))
        }
        for token in report.unshippedTokens {
            let places = token.status == .previewOnly ? token.previewPlaces : token.testPlaces
            findings.append(("unshipped-token", places[0].file, places[0].line,
                             "\(token.isDerived ? "derived token" : "role") \(token.name) is read only in \(token.status == .previewOnly ? "previews" : "tests")"))
        }
        for declaration in report.deadDeclarations {
            findings.append(("dead-declaration", declaration.place.file, declaration.place.line,
                             "\(declaration.name) reads \(declaration.reads.isEmpty ? "tokens through other declarations" : declaration.reads.joined(separator: ", ")) and nothing live reads it"))
        }
        for leak in leaks {
            findings.append(("hard-coded-colour", leak.place.file, leak.place.line, "hard-coded colour \(leak.text)" + leakDetail(leak)))
        }
        return findings
    }

    func githubLines() -> [String] {
        findings.map { LintOutput.githubError(file: $0.file, line: $0.line, title: "palette-repl usage: " + $0.rule, message: $0.message) }
    }

    func sarif() -> JSONValue {
        let rules: [JSONValue] = ["dead-token", "unshipped-token", "dead-declaration", "hard-coded-colour"].map { .object([.init("id", .string($0))]) }
        let results: [JSONValue] = findings.map { finding in
            var members: [JSONValue.Member] = [.init("ruleId", .string(finding.rule)), .init("level", .string("error")),
                                               .init("message", .object([.init("text", .string(finding.message))]))]
            if let file = finding.file { members.append(.init("locations", LintOutput.sarifLocations(file, line: finding.line))) }
            return .object(members)
        }
        return LintOutput.sarifDocument(rules: rules, run: [.init("results", .array(results))])
    }
}
