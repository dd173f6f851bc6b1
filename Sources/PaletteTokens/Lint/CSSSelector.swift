import PaletteCore

/// One complex selector of a selector list, as Selectors Level 4 writes it
/// (https://www.w3.org/TR/selectors-4/): compound selectors joined by combinators, each compound
/// a type or universal selector, ids, classes, attribute selectors, pseudo-classes (with
/// selector lists inside `:is()`, `:where()`, `:not()`, `:has()` and `:host()`) and at most one
/// pseudo-element. `lint` matches it against the elements a stylesheet's custom properties are
/// declared on (`CSSSelector+Matching`) and ranks what matches by its specificity
/// (`CSSSelector+Specificity`).
package struct CSSSelector: Sendable, Hashable {
    package enum Combinator: Sendable, Hashable {
        /// ` `: any ancestor.
        case descendant
        /// `>`: the parent.
        case child
        /// `+` and `~`: a sibling before it.
        case sibling
    }

    package struct Attribute: Sendable, Hashable {
        /// Lower-cased: HTML's attribute names are.
        package let name: String
        /// `=`, `~=`, `|=`, `^=`, `$=`, `*=`; nil for `[name]`.
        package let comparison: String?
        package let value: String
        /// The `i` flag.
        package let ignoresCase: Bool
    }

    package indirect enum Simple: Sendable, Hashable {
        case id(String)
        case className(String)
        case attribute(Attribute)
        /// `:is()` (and its old names `:matches()`, `:-webkit-any()`): any of the list.
        case isAny([CSSSelector])
        /// `:where()`: any of the list, without specificity.
        case whereAny([CSSSelector])
        case not([CSSSelector])
        case has([CSSSelector])
        /// `:host` and `:host(compound)`: the shadow host.
        case host([CSSSelector])
        /// Any other pseudo-class, lower-cased, with its argument as written (`nth-child`, `2n`).
        case pseudoClass(String, argument: String?)
    }

    package struct Compound: Sendable, Hashable {
        /// Lower-cased; nil for `*` or none.
        package var type: String?
        package var simples: [Simple] = []
        /// `::before`, `::backdrop`, `::file-selector-button` (and the legacy one-colon forms):
        /// the selector selects that pseudo-element, not an element.
        package var pseudoElement: String?
    }

    package struct Step: Sendable, Hashable {
        /// How this compound relates to the one before it; nil for the first.
        package let combinator: Combinator?
        package let compound: Compound
    }

    package let steps: [Step]

    /// The compound an element must match itself.
    package var subject: Compound { steps[steps.count - 1].compound }

    /// Selector lists inside `:is()`, `:where()`, `:not()`, `:has()` and `:host()` are read this
    /// deep and no deeper: reading, matching and ranking a selector recurse once per level, and
    /// a stylesheet nesting thousands would exhaust the stack (`CSSTokenModes.Blocks` refuses it).
    package static let maximumNesting = 64

    /// The members of a selector list, each parsed; nil for a member that does not parse, which
    /// matches nothing. `depth`: how many selector lists it sits in.
    package static func list(_ text: String, depth: Int = 0) -> [CSSSelector?] {
        CSSStylesheet.topLevelMembers(text).map { CSSSelector(parsing: $0, depth: depth) }
    }

    /// nil when the text is not a selector this reader understands, or nests selector lists
    /// deeper than `maximumNesting`.
    package init?(parsing text: String, depth: Int = 0) {
        guard depth <= Self.maximumNesting else { return nil }
        var parser = Parser(characters: Array(text), depth: depth)
        guard let steps = parser.complex(), parser.atEnd, !steps.isEmpty else { return nil }
        self.steps = steps
    }

    /// The most elements one after another (each inside the one before) that matching it asks
    /// for: its compounds, and in each the longest selector of the lists inside it.
    package var depth: Int {
        steps.reduce(0) { total, step in
            let inner = step.compound.simples.map { simple -> Int in
                switch simple {
                case .isAny(let list), .whereAny(let list), .not(let list), .has(let list), .host(let list):
                    return list.map(\.depth).max() ?? 1
                case .id, .className, .attribute, .pseudoClass: return 1
                }
            }
            return total + (inner.max() ?? 1)
        }
    }

    /// How deep the text nests parentheses (outside strings): a bound on how deep its selector
    /// lists nest.
    package static func nesting(_ text: String) -> Int {
        var depth = 0, deepest = 0
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped { escaped = false; continue }
            if character == "\\" { escaped = true; continue }
            if let open = quote { if character == open { quote = nil }; continue }
            switch character {
            case "\"", "'": quote = character
            case "(": depth += 1; deepest = max(deepest, depth)
            case ")": depth = max(0, depth - 1)
            default: break
            }
        }
        return deepest
    }

    package init(steps: [Step]) {
        self.steps = steps
    }

    /// Pseudo-elements CSS 2 wrote with one colon, still read so.
    static let legacyPseudoElements: Set<String> = ["before", "after", "first-line", "first-letter"]

    private struct Parser {
        let characters: [Character]
        /// How many selector lists the text sits in.
        let depth: Int
        var position = 0

        var atEnd: Bool { position >= characters.count }

        mutating func skipSpace() -> Bool {
            let start = position
            while position < characters.count, characters[position].isWhitespace { position += 1 }
            return position > start
        }

        /// Compounds and combinators up to the end of the text.
        mutating func complex() -> [Step]? {
            var steps: [Step] = []
            _ = skipSpace()
            var combinator: Combinator?
            while !atEnd {
                guard let compound = compound() else { return nil }
                steps.append(Step(combinator: steps.isEmpty ? nil : combinator, compound: compound))
                let spaced = skipSpace()
                guard !atEnd else { break }
                switch characters[position] {
                case ">": combinator = .child; position += 1
                case "+", "~": combinator = .sibling; position += 1
                default:
                    guard spaced else { return nil }
                    combinator = .descendant
                }
                _ = skipSpace()
                if atEnd { return nil }
            }
            return steps
        }

        mutating func compound() -> Compound? {
            var compound = Compound()
            var any = false
            if !atEnd, characters[position] == "*" {
                position += 1
                any = true
            } else if let name = identifier() {
                compound.type = name.lowercased()
                any = true
            }
            // `ns|type`: the namespace is not read.
            if !atEnd, characters[position] == "|" {
                position += 1
                if !atEnd, characters[position] == "*" { position += 1; compound.type = nil } else { compound.type = identifier()?.lowercased() }
            }
            while !atEnd {
                let character = characters[position]
                if character == "#" || character == "." {
                    position += 1
                    guard let name = identifier() else { return nil }
                    compound.simples.append(character == "#" ? .id(name) : .className(name))
                } else if character == "[" {
                    guard let attribute = attribute() else { return nil }
                    compound.simples.append(.attribute(attribute))
                } else if character == ":" {
                    position += 1
                    let element = !atEnd && characters[position] == ":"
                    if element { position += 1 }
                    guard let name = identifier()?.lowercased() else { return nil }
                    var argument: String?
                    if !atEnd, characters[position] == "(" {
                        guard let inside = parenthesised() else { return nil }
                        argument = inside
                    }
                    if element || Self.isLegacyPseudoElement(name, argument) {
                        compound.pseudoElement = name
                    } else {
                        guard let simple = pseudoClass(name, argument) else { return nil }
                        compound.simples.append(simple)
                    }
                } else if character == "&" {
                    // Outside a nested rule `&` is the scoping root: the root element.
                    position += 1
                    compound.simples.append(.pseudoClass("scope", argument: nil))
                } else {
                    break
                }
                any = true
            }
            return any ? compound : nil
        }

        static func isLegacyPseudoElement(_ name: String, _ argument: String?) -> Bool {
            argument == nil && CSSSelector.legacyPseudoElements.contains(name)
        }

        func pseudoClass(_ name: String, _ argument: String?) -> Simple? {
            func selectors() -> [CSSSelector]? {
                // Forgiving lists (`:is`, `:where`): a member that does not parse is left out.
                argument.map { CSSSelector.list($0, depth: depth + 1).compactMap { $0 } }
            }
            switch name {
            case "is", "matches", "-webkit-any", "-moz-any": return selectors().map(Simple.isAny)
            case "where": return selectors().map(Simple.whereAny)
            case "not": return selectors().map(Simple.not)
            case "has": return .has(argument.map { CSSSelector.list($0, depth: depth + 1).compactMap { $0 } } ?? [])
            case "host": return .host(selectors() ?? [])
            default: return .pseudoClass(name, argument: argument)
            }
        }

        /// `[name]`, `[name=value]`, `[name="value" i]`.
        mutating func attribute() -> Attribute? {
            position += 1
            _ = skipSpace()
            guard var name = identifier() else { return nil }
            if !atEnd, characters[position] == "|", position + 1 < characters.count, characters[position + 1] != "=" {
                position += 1
                guard let local = identifier() else { return nil }
                name = local
            }
            _ = skipSpace()
            guard !atEnd else { return nil }
            if characters[position] == "]" {
                position += 1
                return Attribute(name: name.lowercased(), comparison: nil, value: "", ignoresCase: false)
            }
            var comparison = ""
            if "~|^$*".contains(characters[position]) { comparison.append(characters[position]); position += 1 }
            guard !atEnd, characters[position] == "=" else { return nil }
            comparison.append("=")
            position += 1
            _ = skipSpace()
            guard !atEnd else { return nil }
            let value: String
            if characters[position] == "\"" || characters[position] == "'" {
                guard let quoted = string() else { return nil }
                value = quoted
            } else {
                guard let bare = identifier() else { return nil }
                value = bare
            }
            _ = skipSpace()
            var ignoresCase = false
            if !atEnd, characters[position] == "i" || characters[position] == "I" || characters[position] == "s" || characters[position] == "S" {
                ignoresCase = characters[position].lowercased() == "i"
                position += 1
                _ = skipSpace()
            }
            guard !atEnd, characters[position] == "]" else { return nil }
            position += 1
            return Attribute(name: name.lowercased(), comparison: comparison, value: value, ignoresCase: ignoresCase)
        }

        mutating func string() -> String? {
            let quote = characters[position]
            position += 1
            var result = ""
            while !atEnd, characters[position] != quote {
                if characters[position] == "\\", position + 1 < characters.count { position += 1 }
                result.append(characters[position])
                position += 1
            }
            guard !atEnd else { return nil }
            position += 1
            return result
        }

        /// The text inside balanced parentheses, from the `(` at the position.
        mutating func parenthesised() -> String? {
            var depth = 0
            let start = position + 1
            while !atEnd {
                let character = characters[position]
                if character == "\"" || character == "'" { guard string() != nil else { return nil }; continue }
                if character == "(" { depth += 1 }
                if character == ")" {
                    depth -= 1
                    if depth == 0 {
                        position += 1
                        return String(characters[start..<(position - 1)])
                    }
                }
                position += 1
            }
            return nil
        }

        /// A CSS identifier (CSS Syntax §4.3.11): name characters, escapes read as the character
        /// they escape.
        mutating func identifier() -> String? {
            var result = ""
            while !atEnd {
                let character = characters[position]
                if character == "\\", position + 1 < characters.count {
                    result.append(characters[position + 1])
                    position += 2
                    continue
                }
                let isName = character.isLetter || character.isNumber || character == "-" || character == "_" || !character.isASCII
                guard isName else { break }
                result.append(character)
                position += 1
            }
            return result.isEmpty ? nil : result
        }
    }
}
