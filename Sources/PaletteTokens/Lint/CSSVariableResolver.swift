import PaletteCore

/// `var()` substitution as CSS Custom Properties Level 1 §3 says
/// (https://www.w3.org/TR/css-variables-1/#using-variables): every `var(--name)` or
/// `var(--name, fallback)` anywhere in a value is replaced by the named property's value, or by
/// its fallback when the property is undefined or invalid; with neither, the property using it
/// is invalid. A cycle makes every property on it invalid, fallbacks or not.
///
/// A chain of plain `var(--other)` values is followed in a loop, not by recursion, and every
/// member is remembered: stylesheets chain thousands. Only `var()` nested inside a value
/// (`oklch(99% var(--c) 0)`) recurses, at most `maximumNesting` levels.
///
/// Substitution happens on the element a property is declared on (§2.2: at computed-value
/// time); a property it does not declare has the value its parent computed, `inherited`, and
/// `initial` is the guaranteed-invalid value, which a `var()` naming it falls back from.
package struct CSSVariableResolver {
    package struct Entry: Sendable {
        package let value: String
        package let place: TokenPlace
        /// The caller's identity of the declaration, carried to what resolves to its value.
        package let origin: Int
        package init(value: String, place: TokenPlace, origin: Int = 0) {
            self.value = value
            self.place = place
            self.origin = origin
        }
    }

    /// A property's value with every `var()` replaced.
    package struct Resolved: Sendable, Hashable {
        package let text: String
        /// The property whose own value the text is: the end of a chain of plain `var(--x)`
        /// values (the property itself when its value is not one).
        package let end: String
        /// The names after this one on that chain, the first `shownAliases` of them (a chain
        /// of thousands would otherwise cost the square of its length).
        package let aliases: [String]
        /// The `origin` of `end`'s declaration (an ancestor's, for an inherited value).
        package let origin: Int
    }

    package static let maximumNesting = 32
    package static let shownAliases = 8

    private let entries: [String: Entry]
    private let inherited: [String: Result<Resolved, TokenProblem>]
    private var outcomes: [String: Result<Resolved, TokenProblem>] = [:]
    private var inProgress: Set<String> = []

    /// `entries`: the element's own declarations; `inherited`: what its parent computed.
    package init(entries: [String: Entry], inherited: [String: Result<Resolved, TokenProblem>] = [:]) {
        self.entries = entries
        self.inherited = inherited
    }

    /// nil for a name neither declared here nor inherited.
    package mutating func resolve(_ name: String) -> Result<Resolved, TokenProblem>? {
        resolve(name, nesting: 0)
    }

    /// The CSS-wide keyword that makes a custom property guaranteed-invalid (CSS Custom
    /// Properties §2.2, CSS Cascading §7.3.1).
    package static func isGuaranteedInvalid(_ value: String) -> Bool { value.lowercased() == "initial" }

    private mutating func resolve(_ name: String, nesting: Int) -> Result<Resolved, TokenProblem>? {
        if let known = outcomes[name] { return known }
        guard entries[name] != nil else { return inherited[name] }
        // Walk the chain of plain aliases.
        var chain = [name]
        var position: [String: Int] = [name: 0]
        enum Stop { case literal, undefined(String), cycle(Int), known(Result<Resolved, TokenProblem>), inProgress(String) }
        var stop: Stop
        while true {
            let current = chain.last!
            guard let target = Self.plainReference(entries[current]!.value)?.name else { stop = .literal; break }
            if let known = outcomes[target] { stop = .known(known); break }
            if inProgress.contains(target) { stop = .inProgress(target); break }
            guard entries[target] != nil else {
                if let known = inherited[target] { stop = .known(known) } else { stop = .undefined(target) }
                break
            }
            if let start = position[target] { stop = .cycle(start); break }
            position[target] = chain.count
            chain.append(target)
        }
        var next: Result<Resolved, TokenProblem>?
        var last = chain.count - 1
        switch stop {
        case .literal:
            let end = chain[last]
            let entry = entries[end]!
            if Self.isGuaranteedInvalid(entry.value) {
                next = .failure(TokenProblem(entry.place, .guaranteedInvalid(name: "--" + end)))
            } else {
                inProgress.insert(end)
                next = substitute(entry.value, in: end, nesting: nesting).map { Resolved(text: $0, end: end, aliases: [], origin: entry.origin) }
                inProgress.remove(end)
            }
            outcomes[end] = next
            last -= 1
        case .undefined(let target):
            next = .failure(TokenProblem(entries[chain[last]]!.place, .missingVariable(name: "--" + chain[last], variable: "--" + target)))
            // The last member may still have a fallback: handled below as for every member.
            next = fallbackOr(chain[last], failure: next!, nesting: nesting)
            outcomes[chain[last]] = next
            last -= 1
        case .cycle(let start):
            let names = chain[start...].map { "--" + $0 } + ["--" + chain[start]]
            let failure = Result<Resolved, TokenProblem>.failure(TokenProblem(entries[chain[start]]!.place, .variableCycle(names)))
            for member in chain[start...] { outcomes[member] = failure }
            next = failure
            last = start - 1
        case .known(let known):
            next = known
        case .inProgress(let target):
            let failure = Result<Resolved, TokenProblem>.failure(TokenProblem(entries[target]!.place, .variableCycle(["--" + target, "--" + chain[last], "--" + target])))
            next = failure
        }
        var index = last
        while index >= 0 {
            let member = chain[index]
            let outcome: Result<Resolved, TokenProblem>
            switch next! {
            case .success(let resolved):
                outcome = .success(Resolved(text: resolved.text, end: resolved.end, aliases: [Self.plainReference(entries[member]!.value)!.name] + resolved.aliases.prefix(Self.shownAliases - 1),
                                            origin: resolved.origin))
            case .failure:
                outcome = fallbackOr(member, failure: next!, nesting: nesting)
            }
            outcomes[member] = outcome
            next = outcome
            index -= 1
        }
        return outcomes[name]
    }

    /// A plain alias whose target failed: its fallback, substituted, when it has one.
    private mutating func fallbackOr(_ name: String, failure: Result<Resolved, TokenProblem>, nesting: Int) -> Result<Resolved, TokenProblem> {
        guard let fallback = Self.plainReference(entries[name]!.value)?.fallback else { return failure }
        inProgress.insert(name)
        defer { inProgress.remove(name) }
        let origin = entries[name]!.origin
        return substitute(fallback, in: name, nesting: nesting).map { Resolved(text: $0, end: name, aliases: [], origin: origin) }
    }

    /// `value` with every `var()` in it replaced.
    private mutating func substitute(_ value: String, in name: String, nesting: Int) -> Result<String, TokenProblem> {
        let place = entries[name]!.place
        guard Self.mentionsVariable(value) else { return .success(value) }
        guard nesting < Self.maximumNesting else {
            return .failure(TokenProblem(place, .variableCycle(["--" + name, "… (more than \(Self.maximumNesting) nested var())", "--" + name])))
        }
        let characters = Array(value)
        var result = ""
        var index = 0
        while index < characters.count {
            guard Self.startsFunction(characters, at: index), let close = Self.closing(characters, from: index + 4) else {
                result.append(characters[index])
                index += 1
                continue
            }
            let inside = String(characters[(index + 4)..<close])
            guard let reference = Self.reference(inside) else { result.append(characters[index]); index += 1; continue }
            let replacement: Result<String, TokenProblem>
            switch resolve(reference.name, nesting: nesting + 1) {
            case .success(let resolved)?:
                replacement = .success(resolved.text)
            case .failure(let problem)?:
                replacement = reference.fallback.map { substitute($0, in: name, nesting: nesting + 1) } ?? .failure(problem)
            case nil:
                replacement = reference.fallback.map { substitute($0, in: name, nesting: nesting + 1) }
                    ?? .failure(TokenProblem(place, .missingVariable(name: "--" + name, variable: "--" + reference.name)))
            }
            switch replacement {
            case .success(let text): result += text
            case .failure(let problem): return .failure(problem)
            }
            index = close + 1
        }
        return .success(result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " "))
    }

    /// `var(--name)` or `var(--name, fallback)` as the whole value.
    package static func plainReference(_ value: String) -> (name: String, fallback: String?)? {
        // Most values are literals: told apart on their bytes before splitting into Characters.
        guard value.utf8.count >= 5, startsVar(value.utf8.prefix(4)), value.utf8.last == UInt8(ascii: ")") else { return nil }
        if let bytes = value.singleByteCharacters { return plainReference(singleByteCharacters: bytes) }
        let characters = Array(value)
        guard startsFunction(characters, at: 0), let close = closing(characters, from: 4), close == characters.count - 1 else { return nil }
        return reference(String(characters[4..<close]))
    }

    /// The inside of `var(…)`: `--name` and what follows the first comma (CSS Custom
    /// Properties §3: the fallback is everything after it, possibly empty).
    private static func reference(_ inside: String) -> (name: String, fallback: String?)? {
        var depth = 0
        var comma: String.Index?
        for index in inside.indices {
            let character = inside[index]
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 } else if character == ",", depth == 0 { comma = index; break }
        }
        let namePart = (comma.map { inside[..<$0] } ?? inside[...]).trimmingSpaces
        guard namePart.hasPrefix("--"), namePart.count > 2 else { return nil }
        let fallback = comma.map { inside[inside.index(after: $0)...].trimmingSpaces }
        return (String(namePart.dropFirst(2)), fallback)
    }

    /// `plainReference` on single-byte Characters, without making an array of Characters
    /// (a large cost on a stylesheet of thousands of aliases).
    private static func plainReference(singleByteCharacters bytes: [UInt8]) -> (name: String, fallback: String?)? {
        var depth = 1
        var close = 4
        while close < bytes.count {
            if bytes[close] == UInt8(ascii: "(") { depth += 1 }
            if bytes[close] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
            close += 1
        }
        guard close == bytes.count - 1 else { return nil }
        var comma: Int?
        depth = 0
        for index in 4..<close {
            let byte = bytes[index]
            if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") { depth -= 1 } else if byte == UInt8(ascii: ","), depth == 0 { comma = index; break }
        }
        func trimmed(_ range: Range<Int>) -> String {
            var lower = range.lowerBound, upper = range.upperBound
            let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A }
            while lower < upper, isSpace(bytes[lower]) { lower += 1 }
            while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
            return String(decoding: bytes[lower..<upper], as: UTF8.self)
        }
        let namePart = trimmed(4..<(comma ?? close))
        guard namePart.hasPrefix("--"), namePart.utf8.count > 2 else { return nil }
        return (String(namePart.dropFirst(2)), comma.map { trimmed(($0 + 1)..<close) })
    }

    /// The properties (without dashes) a value's `var()` functions name, fallbacks included, in
    /// the order written.
    package static func referencedNames(_ value: String) -> [String] {
        let bytes = Array(value.utf8)
        var names: [String] = []
        var index = 0
        while index + 4 <= bytes.count {
            let isStart = startsVar(bytes[index..<(index + 4)])
                && (index == 0 || !(isNameByte(bytes[index - 1])))
            guard isStart else { index += 1; continue }
            var start = index + 4
            while start < bytes.count, bytes[start] == 0x20 { start += 1 }
            guard start + 2 <= bytes.count, bytes[start] == UInt8(ascii: "-"), bytes[start + 1] == UInt8(ascii: "-") else { index += 4; continue }
            var end = start + 2
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            if end > start + 2 { names.append(String(decoding: bytes[(start + 2)..<end], as: UTF8.self)) }
            index = end
        }
        return names
    }

    /// CSS Syntax §4.2's ident code points: letters, digits, `-`, `_`, non-ASCII.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// Whether `value` holds `var(` in any ASCII case: a scan of its bytes (String's `contains`
    /// searches Unicode-aware, a far slower scan, and every value resolved is asked this).
    package static func mentionsVariable(_ value: String) -> Bool {
        let bytes = value.utf8
        guard bytes.count >= 4 else { return false }
        var index = bytes.startIndex
        let last = bytes.index(bytes.endIndex, offsetBy: -3)
        while index < last {
            if bytes[index] | 0x20 == UInt8(ascii: "v"), startsVar(bytes[index...].prefix(4)) { return true }
            index = bytes.index(after: index)
        }
        return false
    }

    /// The four bytes are `var(` in any ASCII case.
    private static func startsVar<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        var iterator = bytes.makeIterator()
        guard let v = iterator.next(), let a = iterator.next(), let r = iterator.next(), let open = iterator.next() else { return false }
        return v | 0x20 == UInt8(ascii: "v") && a | 0x20 == UInt8(ascii: "a") && r | 0x20 == UInt8(ascii: "r") && open == UInt8(ascii: "(")
    }

    private static func startsFunction(_ characters: [Character], at index: Int) -> Bool {
        guard index + 4 <= characters.count else { return false }
        guard String(characters[index..<(index + 4)]).lowercased() == "var(" else { return false }
        // `var(` as a function of its own, not the end of another name (`cvar(`).
        if index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "-" { return false }
        return true
    }

    /// The index of the `)` that closes a parenthesis opened just before `start`.
    private static func closing(_ characters: [Character], from start: Int) -> Int? {
        var depth = 1
        var index = start
        while index < characters.count {
            if characters[index] == "(" { depth += 1 }
            if characters[index] == ")" { depth -= 1; if depth == 0 { return index } }
            index += 1
        }
        return nil
    }
}
