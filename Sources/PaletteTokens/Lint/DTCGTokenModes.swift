import PaletteCore

/// DTCG 2025.10 token files as `lint` reads them: each file or inline source flattened as
/// `source FILE` flattens one (`DTCGTokenReader`: groups, `$type`, `$extends`, `$root`), then
/// sources merged in order, a later token replacing an earlier one of the same name (as the
/// Resolver module merges sets and modifier contexts), and aliases resolved across them all.
package enum DTCGTokenModes {
    /// A parsed JSON file, with the byte offset of every member key for lines and rewriting.
    package struct ParsedFile: Sendable {
        package let path: String
        package let text: String
        let document: JSONValue
        let offsets: [[String]: Int]
        let lines: LineIndex
        let bytes: [UInt8]

        package init(path: String, text: String, index: Int) throws(TokenProblem) {
            self.path = path
            self.text = text
            lines = LineIndex(text)
            do throws(JSONParser.Failure) {
                // Design systems keep token sources in JSON5 (Primer's `*.json5`).
                (document, offsets) = try JSONParser.parseWithMemberOffsets(text, json5: path.lowercased().hasSuffix(".json5"))
            } catch {
                throw TokenProblem(TokenPlace(file: index, line: LineIndex(text).line(ofOffset: error.offset)), .scheme(.notJSON(expected: error.expected)))
            }
            bytes = Array(text.utf8)
        }
    }

    /// Where a source's tokens are: the whole of file `file`, or the object at `prefix` in it.
    struct Source {
        let file: Int
        let prefix: [String]
        let document: JSONValue
    }

    /// Several token files: one mode of them all merged in order, or one mode per file.
    /// `relevant`: the tokens the lint checks, the only ones resolved (`mode`); nil for every token.
    package static func read(_ files: [ParsedFile], modePerFile: Bool, relevant: Set<String>? = nil) throws(TokenProblem) -> TokenModes {
        for (index, file) in files.enumerated() where file.document.members == nil {
            throw TokenProblem(TokenPlace(file: index, line: 1), .notTokens(expected: "an object of groups and tokens"))
        }
        let sources = files.enumerated().map { Source(file: $0.offset, prefix: [], document: $0.element.document) }
        let modes: [TokenMode]
        if modePerFile {
            var ends = EndColours()
            modes = try sources.map { source throws(TokenProblem) in try mode(named: files[source.file].path, sources: [source], files: files, relevant: relevant, ends: &ends) }
        } else {
            var ends = EndColours()
            modes = [try mode(named: files.count == 1 ? files[0].path : "merged", sources: sources, files: files, relevant: relevant, ends: &ends)]
        }
        return TokenModes(files: files.map(\.path), modes: modes, kind: .dtcg)
    }

    struct Located {
        let token: DTCGTokenReader.Token
        let source: Source
    }

    /// With `relevant`, only those tokens are resolved (and the chains they start): the others
    /// are never read, so their colours are not parsed in any mode.
    /// `ends`: the colours of chain ends found in the modes read before (a resolver's base set
    /// is in every mode), each end token's value parsed once.
    static func mode(named name: String, sources: [Source], files: [ParsedFile], relevant: Set<String>? = nil,
                     ends: inout EndColours) throws(TokenProblem) -> TokenMode {
        var byName: [String: Located] = [:]
        var order: [String] = []
        var groups: Set<String> = []
        for source in sources {
            let file = files[source.file]
            guard let members = source.document.members else {
                throw TokenProblem(place(file: source.file, path: source.prefix, files: files), .notTokens(expected: "an object of groups and tokens"))
            }
            var collector = DTCGTokenReader.Collector(root: source.document, lineOf: { path in
                file.offsets[source.prefix + path].map(file.lines.line(ofOffset:))
            })
            do throws(SchemeFileError) {
                try collector.collect(members, named: [], from: [], inheritedType: nil, extending: [])
            } catch {
                throw TokenProblem(error.line.map { TokenPlace(file: source.file, line: $0) }, .scheme(error.problem))
            }
            groups.formUnion(collector.groups)
            for var token in collector.tokens {
                if let earlier = byName[token.name] {
                    token.writtenTransform = TokenTransform.overriding(earlier.token.writtenTransform, with: token.writtenTransform)
                } else {
                    order.append(token.name)
                }
                byName[token.name] = Located(token: token, source: source)
            }
        }
        var tokens: [String: ModeToken] = [:]
        var invalid: [String: TokenProblem] = [:]
        var chains = AliasChains(byName: byName, groups: groups)
        for name in order where relevant?.contains(name) ?? true {
            let start = byName[name]!
            let endName: String
            switch chains.end(of: name) {
            case .notColourType: continue
            case .failure(let problem): invalid[name] = problem; continue
            case .end(let known): endName = known
            }
            let aliases = chains.aliases[name] ?? []
            let end = byName[endName]!
            if let transform = end.token.transform {
                // Computed by the build, so never rewritten (`value` nil): a fix leaves it.
                switch transformedColour(end, transform, byName: byName, chains: &chains, ends: &ends, files: files, transforming: []) {
                case .failure(let problem): invalid[name] = problem
                case .success(nil): continue
                case .success(let colour?):
                    let defined = place(of: end) ?? TokenPlace(file: end.source.file, line: 1)
                    tokens[name] = ModeToken(colour: colour, written: place(of: start) ?? defined, defined: defined, aliases: aliases, value: nil)
                }
                continue
            }
            switch ends.colour(of: end, files: files) {
            case .failure(let problem): invalid[name] = problem
            case .success(nil):
                // An alias typed as a colour whose chain ends at a token that is not one.
                if !aliases.isEmpty, start.token.type == "color" {
                    invalid[name] = TokenProblem(place(of: start), .scheme(.aliasToNonColour(name: name, target: "{\(aliases[0])}")))
                }
            case .success(let end?):
                tokens[name] = ModeToken(colour: end.colour, written: place(of: start) ?? end.defined, defined: end.defined, aliases: aliases, value: end.value)
            }
        }
        return TokenMode(name: name, tokens: tokens, invalid: invalid)
    }

    static func place(of located: Located) -> TokenPlace? { located.token.line.map { TokenPlace(file: located.source.file, line: $0) } }

    /// A token with a transform (Primer's `mix` and `alpha`, `TokenTransform`) in this mode: its
    /// value's colour (an alias followed in this mode) transformed; nil when it is not a colour.
    /// `transforming` holds the tokens walked to reach it, to name a cycle through a transform.
    static func transformedColour(_ located: Located, _ transform: TokenTransform, byName: [String: Located], chains: inout AliasChains,
                                  ends: inout EndColours, files: [ParsedFile], transforming: [String]) -> Result<Colour?, TokenProblem> {
        let name = located.token.name
        let here = place(of: located)
        if transforming.contains(name) {
            return .failure(TokenProblem(here, .scheme(.aliasCycle(Array(transforming.drop { $0 != name }) + [name]))))
        }
        func colour(named target: String) -> Result<Colour, TokenProblem> {
            guard byName[target] != nil else {
                let problem: SchemeFileError.Problem = chains.groups.contains(target) ? .aliasToGroup(name: name, target: "{\(target)}")
                                                                                      : .unknownAlias(name: name, target: "{\(target)}")
                return .failure(TokenProblem(here, .scheme(problem)))
            }
            let notColour = TokenProblem(here, .scheme(.aliasToNonColour(name: name, target: "{\(target)}")))
            switch chains.end(of: target) {
            case .notColourType: return .failure(notColour)
            case .failure(let problem): return .failure(problem)
            case .end(let endName):
                let end = byName[endName]!
                let found: Result<Colour?, TokenProblem>
                if let inner = end.token.transform {
                    let walked = transforming + [name] + ([target] + (chains.aliases[target] ?? [])).dropLast()
                    found = transformedColour(end, inner, byName: byName, chains: &chains, ends: &ends, files: files, transforming: walked)
                } else {
                    found = ends.colour(of: end, files: files).map { $0?.colour }
                }
                switch found {
                case .failure(let problem): return .failure(problem)
                case .success(nil): return .failure(notColour)
                case .success(let colour?): return .success(colour)
                }
            }
        }
        let base: Colour
        if let target = DTCGTokenReader.aliasTarget(of: located.token) {
            switch colour(named: target) {
            case .failure(let problem): return .failure(problem)
            case .success(let found): base = found
            }
        } else {
            do throws(SchemeFileError) {
                guard let found = try DTCGTokenReader.directColour(of: located.token) else { return .success(nil) }
                base = found
            } catch {
                return .failure(TokenProblem(error.line.map { TokenPlace(file: located.source.file, line: $0) }, .scheme(error.problem)))
            }
        }
        var mixed: Colour?
        if let mix = transform.mix {
            if let path = DTCGTokenReader.curlyPath(mix.colour) {
                switch colour(named: path.joined(separator: ".")) {
                case .failure(let problem): return .failure(problem)
                case .success(let found): mixed = found
                }
            } else {
                do throws(ColourParseError) { mixed = try ColourParser.parse(mix.colour) } catch {
                    return .failure(TokenProblem(here, .scheme(.malformedColour(name: name + ".mix.color", error))))
                }
            }
        }
        guard let result = transform.applied(to: base, mixed: mixed) else {
            return .failure(TokenProblem(here, .scheme(.malformedTransform(name: name, member: "mix", expected: TokenTransform.opaqueMix))))
        }
        return .success(result)
    }

    /// Where each token's alias chain ends, found once per token and mode: every token on a
    /// chain walked gets its end, so a token whose alias was resolved already stops there (else
    /// a chain of thousands would be walked again from every token on it). The names shown after
    /// a token are its first `CSSVariableResolver.shownAliases`, as for CSS: all of them would
    /// cost a long chain the square of its length.
    struct AliasChains {
        enum End {
            /// A token on the chain has a `$type` other than colour.
            case notColourType
            case end(String)
            case failure(TokenProblem)
        }

        let byName: [String: Located]
        let groups: Set<String>
        private(set) var ends: [String: End] = [:]
        private(set) var aliases: [String: [String]] = [:]

        init(byName: [String: Located], groups: Set<String>) {
            self.byName = byName
            self.groups = groups
        }

        mutating func end(of name: String) -> End {
            if let known = ends[name] { return known }
            var chain = [name]
            var position: [String: Int] = [name: 0]
            var outcome: End
            var cycleStart: Int?
            while true {
                let current = byName[chain.last!]!
                if chain.count > 1, let known = ends[current.token.name] { outcome = known; break }
                guard current.token.type == nil || current.token.type == "color" else { outcome = .notColourType; break }
                // A transformed token ends the chain: its colour is worked out from its value.
                guard current.token.transform == nil, let target = DTCGTokenReader.aliasTarget(of: current.token) else {
                    outcome = .end(current.token.name)
                    break
                }
                guard byName[target] != nil else {
                    let problem: SchemeFileError.Problem = groups.contains(target) ? .aliasToGroup(name: current.token.name, target: "{\(target)}")
                                                                                   : .unknownAlias(name: current.token.name, target: "{\(target)}")
                    outcome = .failure(TokenProblem(place(of: current), .scheme(problem)))
                    break
                }
                if let start = position[target] {
                    // Each token on the cycle names it from itself, at its own place.
                    let cycle = Array(chain[start...])
                    for (offset, member) in cycle.enumerated() {
                        let names = Array(cycle[offset...] + cycle[..<offset]) + [member]
                        ends[member] = .failure(TokenProblem(place(of: byName[member]!), .scheme(.aliasCycle(names))))
                    }
                    outcome = ends[target]!
                    cycleStart = start
                    break
                }
                position[target] = chain.count
                chain.append(target)
            }
            // The members before the known end, the cycle or the last token take its outcome.
            // A known end and a cycle's members have their entries already.
            let settled = cycleStart ?? (chain.count - 1)
            if ends[chain[settled]] == nil {
                ends[chain[settled]] = outcome
                aliases[chain[settled]] = []
            }
            var index = settled - 1
            while index >= 0 {
                let member = chain[index]
                let next = chain[index + 1]
                ends[member] = outcome
                aliases[member] = [next] + (aliases[next] ?? []).prefix(CSSVariableResolver.shownAliases - 1)
                index -= 1
            }
            return ends[name]!
        }

        private func place(of located: Located) -> TokenPlace? { DTCGTokenModes.place(of: located) }
    }

    /// End tokens' colours by where the token is written: the same token of the same file in
    /// every mode that reads it.
    struct EndColours {
        struct Key: Hashable {
            let file: Int
            let path: [String]
            let name: String
        }

        private var known: [Key: Result<(colour: Colour, defined: TokenPlace, value: WrittenValue?)?, TokenProblem>] = [:]

        mutating func colour(of end: Located, files: [ParsedFile]) -> Result<(colour: Colour, defined: TokenPlace, value: WrittenValue?)?, TokenProblem> {
            let key = Key(file: end.source.file, path: end.source.prefix + end.token.source, name: end.token.name)
            if let found = known[key] { return found }
            let found = DTCGTokenModes.colour(of: end, files: files)
            known[key] = found
            return found
        }
    }

    /// The colour a chain's end token defines, where its value is written, and the value as it
    /// can be rewritten; nil for a token that is not a colour.
    static func colour(of end: Located, files: [ParsedFile]) -> Result<(colour: Colour, defined: TokenPlace, value: WrittenValue?)?, TokenProblem> {
        let colour: Colour?
        do throws(SchemeFileError) { colour = try DTCGTokenReader.directColour(of: end.token) } catch {
            return .failure(TokenProblem(error.line.map { TokenPlace(file: end.source.file, line: $0) }, .scheme(error.problem)))
        }
        guard let colour else { return .success(nil) }
        let file = files[end.source.file]
        let valuePath = end.source.prefix + end.token.source + [end.token.styleDictionary ? "value" : "$value"]
        let valueOffset = file.offsets[valuePath]
        let defined = valueOffset.map { TokenPlace(file: end.source.file, line: file.lines.line(ofOffset: $0)) } ?? place(of: end) ?? TokenPlace(file: end.source.file, line: 1)
        var value: WrittenValue?
        if let valueOffset, let range = JSONValueExtent.valueRange(file.bytes, memberAt: valueOffset), let json = end.token.value {
            if let text = json.stringValue {
                value = WrittenValue(file: end.source.file, range: (range.lowerBound + 1)..<(range.upperBound - 1), notation: .cssText(text))
            } else if json.members != nil {
                value = WrittenValue(file: end.source.file, range: range, notation: .dtcgObject(json))
            }
        }
        return .success((colour, defined, value))
    }

    /// The line of the member at `path`; for an array item (whose offset the parser does not
    /// record), the line of its first member.
    static func place(file: Int, path: [String], files: [ParsedFile]) -> TokenPlace {
        let parsed = files[file]
        var offset = parsed.offsets[path]
        if offset == nil, let first = parsed.document.at(path)?.members?.first { offset = parsed.offsets[path + [first.key]] }
        return TokenPlace(file: file, line: offset.map(parsed.lines.line(ofOffset:)) ?? 1)
    }
}

/// Where a JSON member's value lies in the text, from the offset of its key (what
/// `JSONParser.parseWithMemberOffsets` records): the bytes of the value, strings with quotes.
enum JSONValueExtent {
    static func valueRange(_ bytes: [UInt8], memberAt offset: Int) -> Range<Int>? {
        var index = offset
        guard index < bytes.count else { return nil }
        // The key: quoted, or in JSON5 single-quoted or bare.
        if isQuote(bytes[index]) {
            index = endOfString(bytes, from: index)
        } else {
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ":") { index += 1 }
        }
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        let start = index
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return start..<endOfString(bytes, from: index)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while index < bytes.count {
                let byte = bytes[index]
                if isQuote(byte) { index = endOfString(bytes, from: index); continue }
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
                if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") { depth -= 1; if depth == 0 { return start..<(index + 1) } }
                index += 1
            }
            return nil
        default:
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ","), bytes[index] != UInt8(ascii: "}"), bytes[index] != UInt8(ascii: "]") { index += 1 }
            return start..<index
        }
    }

    /// A string's opening quote: `"`, or JSON5's `'`.
    private static func isQuote(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") }

    /// The offset just past the string that starts at `index` (with the quote it starts with).
    private static func endOfString(_ bytes: [UInt8], from index: Int) -> Int {
        let quote = bytes[index]
        var position = index + 1
        while position < bytes.count, bytes[position] != quote {
            if bytes[position] == UInt8(ascii: "\\") { position += 1 }
            position += 1
        }
        return min(bytes.count, position + 1)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
}
