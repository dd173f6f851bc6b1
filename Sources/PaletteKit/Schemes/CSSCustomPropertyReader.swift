/// CSS custom properties anywhere in a stylesheet (`--name: <colour>;`), per CSS Custom
/// Properties Level 1 (https://www.w3.org/TR/css-variables-1/). Values that are colours
/// (a hex, a colour function, a named colour) or `var(--other)` naming one are loaded under the
/// name without its dashes; other values (lengths, fonts) are not colours and are passed over.
/// A value that starts like a colour but does not parse is the file's error.
enum CSSCustomPropertyReader {
    struct Declaration {
        let name: String
        let value: String
        let line: Int
    }

    static func read(_ text: String) throws(SchemeFileError) -> [Swatch] {
        let declarations = self.declarations(in: withoutComments(text))
        // `var(--name)` means the first declaration of the name; a later one with another colour
        // is the error `SchemeFile.unique` reports, as in every scheme format.
        var byName: [String: Declaration] = [:]
        for declaration in declarations where byName[declaration.name] == nil { byName[declaration.name] = declaration }
        var resolved: [String: Colour?] = [:]
        var entries: [(swatch: Swatch, line: Int?)] = []
        // var() inside a value, and a fallback for a variable the file does not define, are
        // substituted as CSS Custom Properties Level 1 says (`CSSVariableResolver`, which lint uses).
        var substitution = CSSVariableResolver(entries: byName.mapValues { .init(value: $0.value, place: TokenPlace(file: 0, line: $0.line)) })
        for declaration in declarations {
            let colour: Colour?
            let plain = CSSVariableResolver.plainReference(declaration.value)
            if declaration.value.lowercased().contains("var("), plain == nil || (plain?.fallback != nil && byName[plain!.name] == nil) {
                colour = try substituted(declaration, &substitution)
            } else if let target = variableReference(declaration.value) {
                guard byName[target] != nil else {
                    throw SchemeFileError(line: declaration.line, .unknownAlias(name: declaration.name, target: "--" + target))
                }
                colour = try self.colour(of: target, byName: byName, resolved: &resolved)
            } else {
                colour = try ownColour(of: declaration)
            }
            if let colour { entries.append((Swatch(name: declaration.name, colour: colour), declaration.line)) }
        }
        return try SchemeFile.unique(entries)
    }

    /// nil for a value that is not a colour. `var()` chains are followed in a loop and
    /// remembered, as a stylesheet may chain thousands.
    private static func colour(of name: String, byName: [String: Declaration], resolved: inout [String: Colour?]) throws(SchemeFileError) -> Colour? {
        var chain = [name]
        var seen: Set<String> = [name]
        var end: Colour?
        while true {
            let current = byName[chain.last!]!
            if let known = resolved[current.name] { end = known; break }
            guard let target = variableReference(current.value) else { end = try ownColour(of: current); break }
            guard byName[target] != nil else {
                throw SchemeFileError(line: current.line, .unknownAlias(name: current.name, target: "--" + target))
            }
            guard seen.insert(target).inserted else {
                let start = chain.firstIndex(of: target)!
                throw SchemeFileError(line: byName[target]!.line, .aliasCycle(chain[start...] + [target]))
            }
            chain.append(target)
        }
        for member in chain { resolved[member] = end }
        return end
    }

    /// A value with var() substituted: a colour, nil for a value that is not one, or the
    /// error at the declaration's line for a missing variable without fallback or a cycle.
    private static func substituted(_ declaration: Declaration, _ substitution: inout CSSVariableResolver) throws(SchemeFileError) -> Colour? {
        switch substitution.resolve(declaration.name)! {
        case .success(let resolved):
            guard looksLikeColour(resolved.text) else { return nil }
            do throws(ColourParseError) { return try ColourParser.parse(resolved.text) } catch {
                throw SchemeFileError(line: declaration.line, .malformedColour(name: declaration.name, error))
            }
        case .failure(let problem):
            // A value that is not a colour (a shadow, a font stack) is passed over, as always.
            guard CSSTokenModes.looksLikeColourOrAlias(declaration.value) else { return nil }
            switch problem.problem {
            case .missingVariable(let name, let variable):
                throw SchemeFileError(line: problem.place?.line ?? declaration.line, .unknownAlias(name: String(name.dropFirst(2)), target: variable))
            case .variableCycle(let names):
                throw SchemeFileError(line: problem.place?.line ?? declaration.line, .aliasCycle(names))
            default:
                throw SchemeFileError(line: declaration.line, .noColours)
            }
        }
    }

    private static func ownColour(of declaration: Declaration) throws(SchemeFileError) -> Colour? {
        guard looksLikeColour(declaration.value) else { return nil }
        do throws(ColourParseError) {
            return try ColourParser.parse(declaration.value)
        } catch {
            throw SchemeFileError(line: declaration.line, .malformedColour(name: declaration.name, error))
        }
    }

    /// `var(--name)` alone (a fallback after a comma is ignored: the file's own value wins).
    private static func variableReference(_ value: String) -> String? {
        let lowered = value.lowercased()
        guard lowered.hasPrefix("var("), lowered.hasSuffix(")") else { return nil }
        let inside = value.dropFirst(4).dropLast().split(separator: ",", maxSplits: 1).first?.trimmingSpaces ?? ""
        guard inside.hasPrefix("--") else { return nil }
        return String(inside.dropFirst(2))
    }

    private static func looksLikeColour(_ value: String) -> Bool {
        let lowered = value.lowercased()
        if lowered.hasPrefix("#") || ColourParser.namedColour(lowered) != nil { return true }
        guard let open = lowered.firstIndex(of: "(") else { return false }
        let function = String(lowered[..<open])
        return CSSColourFunction.names.contains(function) || CSSColourFunction.unsupportedNames.contains(function)
    }

    /// Comments become spaces, newlines kept, so lines still count right.
    private static func withoutComments(_ text: String) -> [Character] {
        var result: [Character] = []
        var characters = Array(text)[...]
        while let character = characters.first {
            if character == "/", characters.dropFirst().first == "*" {
                characters = characters.dropFirst(2)
                while let inner = characters.first, !(inner == "*" && characters.dropFirst().first == "/") {
                    result.append(inner == "\n" || inner == "\r\n" ? inner : " ")
                    characters = characters.dropFirst()
                }
                characters = characters.dropFirst(2)
            } else {
                result.append(character)
                characters = characters.dropFirst()
            }
        }
        return result
    }

    /// Every `--name: value` that starts a declaration (after `{`, `;` or the start), its value up
    /// to `;` or `}` outside parentheses and quotes, `!important` dropped.
    private static func declarations(in characters: [Character]) -> [Declaration] {
        var found: [Declaration] = []
        var line = 1
        var index = 0
        var atDeclarationStart = true
        while index < characters.count {
            let character = characters[index]
            if character == "\n" || character == "\r\n" { line += 1 }
            if character == "{" || character == ";" || character == "}" { atDeclarationStart = true; index += 1; continue }
            if character.isWhitespace { index += 1; continue }
            guard atDeclarationStart, character == "-", index + 1 < characters.count, characters[index + 1] == "-" else {
                atDeclarationStart = false
                index += 1
                continue
            }
            let nameStart = index + 2
            var end = nameStart
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "-" || characters[end] == "_" { end += 1 }
            let name = String(characters[nameStart..<end])
            var colon = end
            while colon < characters.count, characters[colon] == " " || characters[colon] == "\t" { colon += 1 }
            guard !name.isEmpty, colon < characters.count, characters[colon] == ":" else {
                atDeclarationStart = false
                index = end
                continue
            }
            let declarationLine = line
            var valueEnd = colon + 1
            var depth = 0
            var quote: Character?
            while valueEnd < characters.count {
                let next = characters[valueEnd]
                if let open = quote {
                    if next == open { quote = nil }
                } else if next == "\"" || next == "'" {
                    quote = next
                } else if next == "(" {
                    depth += 1
                } else if next == ")" {
                    depth = max(0, depth - 1)
                } else if depth == 0 && (next == ";" || next == "}") {
                    break
                }
                if next == "\n" || next == "\r\n" { line += 1 }
                valueEnd += 1
            }
            var value = String(characters[(colon + 1)..<valueEnd]).trimmingSpaces
            if value.lowercased().hasSuffix("!important") { value = String(value.dropLast("!important".count)).trimmingSpaces }
            found.append(Declaration(name: name, value: value.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == "\t" }).joined(separator: " "), line: declarationLine))
            index = valueEnd
        }
        return found
    }
}
