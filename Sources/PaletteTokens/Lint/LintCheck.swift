import PaletteCore

/// What `lint` checks and what it found: the schema's rules (or `--pair FG BG --min RATIO`
/// pairs) measured in every mode of a design system's tokens, exactly as `check` measures a
/// palette (8-bit colours, translucent sides composited over the ground in that mode, a
/// failing 4.4999 is a failure).
package struct LintCheck: Sendable {
    package let schema: Schema
    /// The token each role is read from in the modes (`TokenModes` keys: a custom property
    /// without its dashes, a DTCG dotted path).
    package let tokenOfRole: [RoleName: String]

    /// The schema's `tokens` mapping, a role it does not list read from a token of its own name.
    package init(schema: Schema) {
        self.schema = schema
        var tokens: [RoleName: String] = [:]
        for role in schema.roleNames {
            let reference = schema.tokens[role.rawValue] ?? role.rawValue
            tokens[role] = Self.key(reference)
        }
        tokenOfRole = tokens
    }

    /// `--surface-card` → `surface-card` (how CSS modes name properties); a path stays a path.
    package static func key(_ reference: String) -> String {
        reference.hasPrefix("--") ? String(reference.dropFirst(2)) : reference
    }

    /// The tokens whose colours a mode's measured rules read, sorted: all of them, but in an
    /// element kind's scope the tokens it has as the root has them only where a rule pairs them
    /// with one of its own (the others' rules are the root's).
    func tokensMeasured(in mode: TokenMode) -> [String] {
        guard !mode.sameAsRoot.isEmpty else { return relevantTokens.sorted() }
        var measured = relevantTokens.subtracting(mode.sameAsRoot)
        for rule in schema.rules {
            let tokens = [rule.foreground, rule.background].compactMap { tokenOfRole[schema.baseRole(of: $0) ?? RoleName($0)] }
            if tokens.contains(where: { !mode.sameAsRoot.contains($0) }) { measured.formUnion(tokens) }
        }
        return measured.sorted()
    }

    /// The quick form: each pair a rule `FG/BG` with its own minimum ratio; the first pair's
    /// background is the ground translucent colours are composited over.
    package init(pairs: [(foreground: String, background: String, minimum: Double)]) {
        var names: [String] = []
        for pair in pairs {
            for name in [Self.key(pair.background), Self.key(pair.foreground)] where !names.contains(name) { names.append(name) }
        }
        let ground = Self.key(pairs[0].background)
        let kind = RuleKind("pair", threshold: 1)
        let roles = names.map { Role(RoleName($0), "tokens", "a token of --pair", mustBeOpaque: $0 == ground) }
        var rules: [Rule] = []
        for pair in pairs {
            let rule = Rule(kind, Self.key(pair.foreground), on: Self.key(pair.background), threshold: pair.minimum)
            if !rules.contains(rule) { rules.append(rule) }
        }
        schema = Schema(name: "pairs", groups: ["tokens"], roles: roles, derivedTokens: [], ruleKinds: [kind], rules: rules,
                        ground: RoleName(ground), plate: nil, swiftNames: .init(palette: "PairsPalette"))
        tokenOfRole = Dictionary(uniqueKeysWithValues: names.map { (RoleName($0), $0) })
    }

    /// The tokens the check reads (for telling which CSS blocks are modes).
    package var relevantTokens: Set<String> { Set(tokenOfRole.values) }

    package struct Finding: Sendable, Hashable {
        package enum Problem: Sendable, Hashable {
            /// A rule fails: its measurement, and the nearest colour of the foreground's line
            /// at which every rule of that role passes (nil when none does).
            case fails(RuleResult, nearest: Nearest?)
            /// A mapped token that this mode does not define.
            case missing(role: RoleName, token: String)
            /// A mapped token whose value cannot be computed in this mode.
            case invalid(role: RoleName, token: String, TokenProblem)
        }
        package let mode: String
        package let problem: Problem
        /// Where to look: the failing foreground's colour as defined (aliases followed), or the
        /// invalid token's place; nil for a token missing altogether.
        package let place: TokenPlace?
        /// The failing foreground's token and the aliases followed from it.
        package let token: String?
        package let aliases: [String]
    }

    package struct Nearest: Sendable, Hashable {
        package let role: RoleName
        package let colour: Colour
        package let deltaL: Double
    }

    /// One mode as a palette of the schema, and what of it could not be read.
    package struct ModePalette: Sendable {
        package let mode: TokenMode
        package let palette: Palette
        package let missing: [Finding]
    }

    package func palette(for mode: TokenMode) -> ModePalette {
        var palette = Palette(id: PaletteID("lint")!, schema: schema)
        var missing: [Finding] = []
        for role in schema.roleNames {
            let token = tokenOfRole[role]!
            if let found = mode.tokens[token] {
                palette[role] = found.colour
            } else if mode.lacksByDesign(token) {
                // Declared on other elements only (a button's background, at the root), or with
                // no colour (`initial`, `none`): this scope lacks it by design, and the role's
                // rules are measured where it has one.
                continue
            } else if let problem = mode.invalid[token] {
                missing.append(Finding(mode: mode.name, problem: .invalid(role: role, token: token, problem), place: problem.place, token: token, aliases: []))
            } else {
                missing.append(Finding(mode: mode.name, problem: .missing(role: role, token: token), place: nil, token: token, aliases: []))
            }
        }
        return ModePalette(mode: mode, palette: palette, missing: missing)
    }

    package struct ModeResult: Sendable {
        package let mode: String
        package let results: [RuleResult]
        package let findings: [Finding]
    }

    /// Every rule in every mode: the findings in mode order, failing rules in schema order.
    package func run(_ modes: TokenModes) -> [ModeResult] {
        modes.modes.map { mode in
            let modePalette = palette(for: mode)
            let results = RuleEvaluator.evaluateAll(modePalette.palette).filter { result in
                // A rule between tokens an element kind has as its root has them is the root's.
                let roles = [result.rule.foreground, result.rule.background].map { schema.baseRole(of: $0) ?? RoleName($0) }
                return !roles.allSatisfy { tokenOfRole[$0].map(mode.sameAsRoot.contains) ?? false }
            }
            var findings = modePalette.missing
            // A role's nearest passing colour passes every rule it takes part in, so it is the
            // same for each of its failing rules: searched once per role and mode.
            var nearestOfRole: [RoleName: Nearest?] = [:]
            for result in results where result.status == .fail {
                let role = schema.baseRole(of: result.rule.foreground)!
                let token = tokenOfRole[role]!
                let found = mode.tokens[token]
                let rolesNearest: Nearest?
                if let known = nearestOfRole[role] { rolesNearest = known } else {
                    rolesNearest = nearest(role, in: modePalette.palette)
                    nearestOfRole[role] = rolesNearest
                }
                findings.append(Finding(mode: mode.name, problem: .fails(result, nearest: rolesNearest),
                                        place: found?.defined, token: token, aliases: found?.aliases ?? []))
            }
            return ModeResult(mode: mode.name, results: results, findings: findings)
        }
    }

    /// `suggest ROLE`: the nearest colour on the role's lightness line passing every rule it takes part in.
    private func nearest(_ role: RoleName, in palette: Palette) -> Nearest? {
        guard let query = try? SuggestionQuery.moving(role, in: palette) else { return nil }
        // Only `best` is read: no compromise walk when nothing passes.
        let suggestion = Solver.suggest(query, compromising: false)
        guard let best = suggestion.best, let from = palette[role] else { return nil }
        return Nearest(role: role, colour: best.colour, deltaL: best.lightness - from.lightness)
    }

    /// Modes whose checked tokens have the same colours (and the same problems) as one mode,
    /// named by the first and standing for the others (`alsoNamed`): a design system that writes
    /// a theme twice, under its selector and under the system's setting, is measured and
    /// reported once, at the first mode's places.
    package func distinctModes(_ modes: TokenModes) -> TokenModes {
        var order: [[AnyHashable]] = []
        var merged: [[AnyHashable]: (first: TokenMode, names: [String])] = [:]
        for mode in modes.modes {
            let key: [AnyHashable] = tokensMeasured(in: mode).map { token in
                if let found = mode.tokens[token] { return AnyHashable([AnyHashable(found.colour), AnyHashable(mode.sameAsRoot.contains(token))]) }
                if let problem = mode.invalid[token] { return AnyHashable("\(problem)") }
                return AnyHashable(mode.elsewhere.contains(token) ? "elsewhere" : mode.withoutColour.contains(token) ? "without" : "missing")
            }
            if merged[key] == nil {
                order.append(key)
                merged[key] = (mode, [mode.name])
            } else {
                merged[key]!.names.append(mode.name)
            }
        }
        guard order.count < modes.modes.count else { return modes }
        let distinct = order.map { key -> TokenMode in
            let (first, names) = merged[key]!
            let others = names.dropFirst().filter { $0 != first.name }
            return first.named(first.name, alsoNamed: others.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } })
        }
        return TokenModes(files: modes.files, modes: distinct, kind: modes.kind)
    }
}
