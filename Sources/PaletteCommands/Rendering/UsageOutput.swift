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

    var hasFindings: Bool { !report.deadTokens.isEmpty || !report.deadDeclarations.isEmpty || !leaks.isEmpty }


    /// What to write instead of a hard-coded colour, in the file's own language.
    func replacement(for match: UsageReport.Match, in file: String) -> String {
        vocabulary.replacement(for: match.role, paletteID: match.palettes[0], language: SourceLanguage.of(path: file))
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
        let width = tokens.map(\.name.count).max() ?? 0
        lines.append("\(dead.count) of \(Plural.counted(tokens.count, "token")) dead" + (dead.isEmpty ? "" : ":"))
        for token in dead {
            let why = token.through.isEmpty ? "not read anywhere" : "read only in dead " + token.through.joined(separator: ", ")
            lines.append("  " + token.name.padding(to: width) + "  " + (token.isDerived ? "derived, " : "") + why)
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
        lines.append(Plural.counted(tokens.count - dead.count, "token") + " used:")
        for token in tokens where token.isUsed {
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
            text += " → " + replacement(for: best, in: leak.place.file) + " ("
                + (best.distance == 0 ? "equals " : "near " + DecimalText.fixed(best.distance, 3) + " ΔE_OK ")
                + best.role + " in " + best.palettes.joined(separator: ", ") + ")"
            if leak.matches.count > 1 { text += "; also " + leak.matches.dropFirst().map(\.role).joined(separator: ", ") }
        } else {
            text += ": no role is within \(UsageAnalysis.nearDistance) ΔE_OK"
        }
        return text
    }

    // MARK: JSON

    func json() -> JSONValue {
        let tokens: [JSONValue] = report.tokens.map { token in
            .object([
                .init("name", .string(token.name)),
                .init("derived", .bool(token.isDerived)),
                .init("uses", .number(Double(token.places.count))),
                .init("places", .array(token.places.prefix(10).map(placeJSON))),
                .init("status", .string(token.isUsed ? "used" : "dead")),
                .init("through", .array(token.through.map(JSONValue.string))),
                .init("readBy", .array(token.readBy.map(JSONValue.string))),
            ])
        }
        let declarations: [JSONValue] = report.deadDeclarations.map { declaration in
            .object([.init("name", .string(declaration.name)), .init("file", .string(declaration.place.file)),
                     .init("line", .number(Double(declaration.place.line))), .init("reads", .array(declaration.reads.map(JSONValue.string)))])
        }
        let leaks: [JSONValue] = self.leaks.map { leak in
            .object([
                .init("file", .string(leak.place.file)), .init("line", .number(Double(leak.place.line))),
                .init("colour", leak.colour.map { .string($0.hex) } ?? .null), .init("text", .string(leak.text)),
                .init("roles", .array(leak.matches.map { match in
                    .object([.init("role", .string(match.role)), .init("palettes", .array(match.palettes.map(JSONValue.string))),
                             .init("distance", .number(match.distance)), .init("replacement", .string(replacement(for: match, in: leak.place.file)))])
                })),
            ])
        }
        return .object([
            .init("files", .number(Double(sources.files.count))),
            .init("lines", .number(Double(lineCount))),
            .init("passedOver", .array(sources.passedOver.map { .object([.init("file", .string($0.path)), .init("reason", .string($0.reason.reason))]) })),
            .init("exportsSkipped", .array(sources.exportsSkipped.map(JSONValue.string))),
            .init("tokens", .array(tokens)),
            .init("declarations", .array(declarations)),
            .init("leaks", .array(leaks)),
            .init("allowed", .number(Double(allowed))),
        ])
    }

    private func placeJSON(_ place: UsageReport.Place) -> JSONValue {
        .object([.init("file", .string(place.file)), .init("line", .number(Double(place.line)))])
    }

    // MARK: SARIF and GitHub

    private var findings: [(rule: String, file: String?, line: Int?, message: String)] {
        var findings: [(String, String?, Int?, String)] = []
        for token in report.deadTokens {
            let why = token.through.isEmpty ? "nothing reads it" : "read only in dead " + token.through.joined(separator: ", ")
            findings.append(("dead-token", nil, nil, "\(token.isDerived ? "derived token" : "role") \(token.name) is dead: \(why)"))
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
        let rules: [JSONValue] = ["dead-token", "dead-declaration", "hard-coded-colour"].map { .object([.init("id", .string($0))]) }
        let results: [JSONValue] = findings.map { finding in
            var members: [JSONValue.Member] = [.init("ruleId", .string(finding.rule)), .init("level", .string("error")),
                                               .init("message", .object([.init("text", .string(finding.message))]))]
            if let file = finding.file { members.append(.init("locations", LintOutput.sarifLocations(file, line: finding.line))) }
            return .object(members)
        }
        return LintOutput.sarifDocument(rules: rules, run: [.init("results", .array(results))])
    }
}
