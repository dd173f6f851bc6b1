/// Reads colour expressions:
///
///     expression := primary ('.stepped(' number ')')*
///     primary    := '#…' | 'rgb(…)' | 'oklch(…)' | 'mix(' expression ',' expression ',' number ')'
///                 | 'lighten(' expression ',' number ')' | 'darken(' expression ',' number ')'
///                 | name | library '.' swatch ('.' segment)*
///     name       := letter (letter | digit | '_' | '-')*
package enum ColourExpressionParser {
    /// How deeply `mix(`, `lighten(` and `darken(` may nest. A person writes two or three levels;
    /// the limit keeps a hostile line from exhausting the stack, as the JSON reader's does.
    package static let maximumDepth = 32

    package static func parse(_ text: String) throws(ExpressionError) -> ColourExpression {
        // `#RRGGBB` or `#RRGGBBAA` exactly is a literal and nothing more (no space, '.' or
        // parenthesis to read on to), as the reader below would find Character by Character.
        if let colour = ColourParser.plainHex(text) { return .literal(colour) }
        var reader = Reader(characters: Array(text))
        reader.skipSpaces()
        guard !reader.atEnd else { throw .empty }
        let expression = try reader.expression()
        reader.skipSpaces()
        guard reader.atEnd else { throw .expected("end of expression", found: reader.rest) }
        return expression
    }

    private struct Reader {
        let characters: [Character]
        var index = 0
        var depth = 0

        var atEnd: Bool { index >= characters.count }
        var rest: String { atEnd ? "end of input" : "'" + String(characters[index...]) + "'" }

        mutating func skipSpaces() {
            while !atEnd, characters[index] == " " || characters[index] == "\t" { index += 1 }
        }

        mutating func expression() throws(ExpressionError) -> ColourExpression {
            var result = try primary()
            var steps = 0
            while true {
                let save = index
                skipSpaces()
                guard consume(".stepped(") else { index = save; return result }
                // Each step nests the expression once more, as a function does.
                steps += 1
                guard steps <= ColourExpressionParser.maximumDepth else { throw ExpressionError.tooDeep(limit: ColourExpressionParser.maximumDepth) }
                let amount = try number()
                try expect(")")
                guard (0...1).contains(amount) else { throw ExpressionError.amountOutOfRange(function: "stepped", value: amount) }
                result = .stepped(result, amount)
            }
        }

        mutating func primary() throws(ExpressionError) -> ColourExpression {
            depth += 1
            defer { depth -= 1 }
            // The limit counts functions: the colour innermost in 32 of them is the 33rd primary.
            let limit = ColourExpressionParser.maximumDepth
            guard depth <= limit + 1 else { throw ExpressionError.tooDeep(limit: limit) }
            skipSpaces()
            if depth > limit, ["mix(", "lighten(", "darken("].contains(where: lookingAt) { throw ExpressionError.tooDeep(limit: limit) }
            guard !atEnd else { throw ExpressionError.expected("a colour, a name or mix/lighten/darken", found: "end of input") }
            if characters[index] == "#" { return try literal(until: { $0 == " " || $0 == "," || $0 == ")" || $0 == "." }) }
            // Hyphenated CSS notations are not identifiers: read as literals, so the colour parser
            // names them.
            for function in ["rgb(", "oklch("] + CSSColourFunction.unsupportedNames.map({ $0 + "(" }) where lookingAt(function) {
                return try literal(until: nil)
            }
            if consume("mix(") {
                let first = try expression()
                try expect(",")
                let second = try expression()
                try expect(",")
                let amount = try number()
                try expect(")")
                guard (0...1).contains(amount) else { throw ExpressionError.amountOutOfRange(function: "mix", value: amount) }
                return .mix(first, second, amount)
            }
            for (function, sign) in [("lighten(", 1.0), ("darken(", -1.0)] where consume(function) {
                let base = try expression()
                try expect(",")
                let amount = try number()
                try expect(")")
                guard (0...1).contains(amount) else { throw ExpressionError.amountOutOfRange(function: String(function.dropLast()), value: amount) }
                return .shiftLightness(base, sign * amount)
            }
            let nameStart = index
            let name = identifier()
            guard !name.isEmpty else { throw ExpressionError.expected("a colour, a name or mix/lighten/darken", found: rest) }
            if !atEnd, characters[index] == "(" {
                // Any other call is a colour function; the colour parser names the ones it cannot read.
                index = nameStart
                return try literal(until: nil)
            }
            // A scheme file's swatches have dotted names of their own (`mytheme.color.brand`).
            var segments: [String] = []
            while !atEnd, characters[index] == ".", !lookingAt(".stepped(") {
                index += 1
                let segment = identifier()
                guard !segment.isEmpty else {
                    throw ExpressionError.expected("a swatch name after '\(([name] + segments).joined(separator: ".")).'", found: rest)
                }
                segments.append(segment)
            }
            if !segments.isEmpty { return .qualifiedSwatch(library: name, swatch: segments.joined(separator: ".")) }
            return .name(name)
        }

        /// A colour literal: up to a stop character, or for functions up to the closing parenthesis.
        mutating func literal(until stop: ((Character) -> Bool)?) throws(ExpressionError) -> ColourExpression {
            let start = index
            if let stop {
                while !atEnd, !stop(characters[index]) { index += 1 }
            } else {
                while !atEnd, characters[index] != ")" { index += 1 }
                guard !atEnd else { throw ExpressionError.expected("')'", found: "end of input") }
                index += 1
            }
            do throws(ColourParseError) {
                return .literal(try ColourParser.parse(String(characters[start..<index])))
            } catch {
                throw .badColour(error)
            }
        }

        /// Hyphens inside a name come from CSS custom properties (`brand-primary`); nothing in an
        /// expression subtracts, so a hyphen after a letter is never anything else.
        mutating func identifier() -> String {
            let start = index
            while !atEnd, characters[index].isASCII,
                  characters[index].isLetter || characters[index].isNumber || characters[index] == "_" || (characters[index] == "-" && index > start) {
                index += 1
            }
            return String(characters[start..<index])
        }

        mutating func number() throws(ExpressionError) -> Double {
            skipSpaces()
            let start = index
            while !atEnd, "0123456789.+-e".contains(characters[index]) { index += 1 }
            let text = String(characters[start..<index])
            guard let value = ColourParser.decimalNumber(text) else {
                index = start
                throw ExpressionError.expected("a number", found: rest)
            }
            return value
        }

        func lookingAt(_ text: String) -> Bool {
            let expected = Array(text)
            guard index + expected.count <= characters.count else { return false }
            return zip(characters[index...], expected).allSatisfy { $0.lowercased() == $1.lowercased() }
        }

        mutating func consume(_ text: String) -> Bool {
            guard lookingAt(text) else { return false }
            index += text.count
            return true
        }

        mutating func expect(_ text: String) throws(ExpressionError) {
            skipSpaces()
            guard consume(text) else { throw ExpressionError.expected("'\(text)'", found: rest) }
        }
    }
}
