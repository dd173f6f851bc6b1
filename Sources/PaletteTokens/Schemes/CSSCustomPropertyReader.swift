import PaletteCore

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
        /// The stylesheet's index among those read together.
        let file: Int
    }

    static func read(_ text: String) throws(SchemeFileError) -> [Swatch] {
        do throws(SchemeFiles.Failure) { return try read(stylesheets: [text])[0] } catch { throw error.error }
    }

    /// Stylesheets read together (`source FILE…`): each one's colours, a `var()` in one naming a
    /// property of any (Open Props' `theme.light.css` uses `var(--indigo-7)` of
    /// `props.colors.css`). The first error, with the stylesheet it is in.
    static func read(stylesheets texts: [String]) throws(SchemeFiles.Failure) -> [[Swatch]] {
        let declarations = texts.enumerated().map { self.declarations(in: withoutComments($0.element), file: $0.offset) }
        // `var(--name)` means the first declaration of the name, in the order the stylesheets
        // are given; a later one with another colour in the same file is the error
        // `SchemeFile.unique` reports, as in every scheme format.
        var byName: [String: Declaration] = [:]
        for declaration in declarations.joined() where byName[declaration.name] == nil { byName[declaration.name] = declaration }
        var resolved: [String: Colour?] = [:]
        // var() inside a value, and a fallback for a variable no stylesheet defines, are
        // substituted as CSS Custom Properties Level 1 says (`CSSVariableResolver`, which lint uses).
        var substitution = CSSVariableResolver(entries: byName.mapValues { .init(value: $0.value, place: TokenPlace(file: $0.file, line: $0.line)) })
        var swatches: [[Swatch]] = []
        for (file, fileDeclarations) in declarations.enumerated() {
            var entries: [(swatch: Swatch, line: Int?)] = []
            for declaration in fileDeclarations {
                let colour: Colour?
                let plain = CSSVariableResolver.plainReference(declaration.value)
                if CSSVariableResolver.mentionsVariable(declaration.value), plain == nil || (plain?.fallback != nil && byName[plain!.name] == nil) {
                    colour = try substituted(declaration, &substitution)
                } else if let target = variableReference(declaration.value) {
                    guard byName[target] != nil else {
                        throw failure(declaration, .unknownAlias(name: declaration.name, target: "--" + target))
                    }
                    colour = try self.colour(of: target, byName: byName, resolved: &resolved, substitution: &substitution)
                } else {
                    colour = try ownColour(of: declaration)
                }
                if let colour { entries.append((Swatch(name: declaration.name, colour: colour), declaration.line)) }
            }
            do throws(SchemeFileError) { swatches.append(try SchemeFile.unique(entries)) } catch {
                throw SchemeFiles.Failure(file: file, error: error)
            }
        }
        return swatches
    }

    private static func failure(_ declaration: Declaration, _ problem: SchemeFileError.Problem) -> SchemeFiles.Failure {
        SchemeFiles.Failure(file: declaration.file, error: SchemeFileError(line: declaration.line, problem))
    }

    /// nil for a value that is not a colour. `var()` chains are followed in a loop and
    /// remembered, as a stylesheet may chain thousands.
    /// The end of a chain built from parts (`oklch(var(--l) 0 0)`) is substituted, as it is
    /// when read itself.
    private static func colour(of name: String, byName: [String: Declaration], resolved: inout [String: Colour?],
                               substitution: inout CSSVariableResolver) throws(SchemeFiles.Failure) -> Colour? {
        var chain = [name]
        var seen: Set<String> = [name]
        var end: Colour?
        while true {
            let current = byName[chain.last!]!
            if let known = resolved[current.name] { end = known; break }
            guard let target = variableReference(current.value) else {
                end = CSSVariableResolver.mentionsVariable(current.value) ? try substituted(current, &substitution) : try ownColour(of: current)
                break
            }
            guard byName[target] != nil else {
                // A fallback stands in for a variable no file defines, here as anywhere.
                if CSSVariableResolver.plainReference(current.value)?.fallback != nil { end = try substituted(current, &substitution); break }
                throw failure(current, .unknownAlias(name: current.name, target: "--" + target))
            }
            guard seen.insert(target).inserted else {
                let start = chain.firstIndex(of: target)!
                throw failure(byName[target]!, .aliasCycle(chain[start...] + [target]))
            }
            chain.append(target)
        }
        for member in chain { resolved[member] = end }
        return end
    }

    /// A value with var() substituted: a colour, nil for a value that is not one, or the
    /// error at the declaration's line for a missing variable without fallback or a cycle.
    private static func substituted(_ declaration: Declaration, _ substitution: inout CSSVariableResolver) throws(SchemeFiles.Failure) -> Colour? {
        switch substitution.resolve(declaration.name)! {
        case .success(let resolved):
            guard looksLikeColour(resolved.text) else { return nil }
            do throws(ColourParseError) { return try ColourParser.parse(resolved.text) } catch {
                throw failure(declaration, .malformedColour(name: declaration.name, error))
            }
        case .failure(let problem):
            // A value that is not a colour (a shadow, a font stack) is passed over, as always.
            guard CSSTokenModes.looksLikeColourOrAlias(declaration.value) else { return nil }
            // Where the substitution failed: this declaration, or one in another stylesheet.
            let file = problem.place?.file ?? declaration.file
            let line = problem.place?.line ?? declaration.line
            switch problem.problem {
            case .missingVariable(let name, let variable):
                throw SchemeFiles.Failure(file: file, error: SchemeFileError(line: line, .unknownAlias(name: String(name.dropFirst(2)), target: variable)))
            case .variableCycle(let names):
                throw SchemeFiles.Failure(file: file, error: SchemeFileError(line: line, .aliasCycle(names)))
            default:
                throw failure(declaration, .noColours)
            }
        }
    }

    private static func ownColour(of declaration: Declaration) throws(SchemeFiles.Failure) -> Colour? {
        guard looksLikeColour(declaration.value) else { return nil }
        do throws(ColourParseError) {
            return try ColourParser.parse(declaration.value)
        } catch {
            throw failure(declaration, .malformedColour(name: declaration.name, error))
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
    private static func declarations(in characters: [Character], file: Int) -> [Declaration] {
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
            found.append(Declaration(name: name, value: value.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == "\t" }).joined(separator: " "), line: declarationLine, file: file))
            index = valueEnd
        }
        return found
    }
}
