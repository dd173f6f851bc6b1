import PaletteCore
import PaletteExport

/// Strings, `#colorLiteral` and the other colour literals, asset names and directives met by the
/// walk.
extension CodeReader {
    mutating func string(at index: Int) {
        defer { chain = Chain(value: .opaque, start: Int32(index)) }
        guard file.language == .swift, let top = blocks.last, top.namesAsset,
              file.isPunctuation(index - 1, 0x28) || file.isLabelled("named", before: index - 1) else { return }
        let token = tokens[index]
        let name = String(decoding: file.bytes[Int(token.start)..<Int(file.end(of: index))], as: UTF8.self)
        let last = name.split(separator: "/").last.map(String.init) ?? name
        if let role = model.vocabulary.token(named: last) {
            read(Int32(role), at: index, form: .asset)
        } else {
            let callee = top.callee >= 0 ? file.name(tokens[Int(top.callee)].name) : "Color"
            let text = callee + (callee == "Color" ? "(\"" : "(named: \"") + name + "\")"
            let place = file.place(of: index)
            scan.literals.append(.init(line: place.line, text: text, colour: nil, column: place.column,
                                       declaration: followed < 0 ? nil : Int(followed), inDefinition: inDefinition))
        }
    }

    mutating func pound(at index: Int) -> Int {
        chain = Chain()
        switch file.name(tokens[index].name) {
        case "if", "elseif":
            var next = index + 1
            while next < tokens.count, !tokens[next].isNewlineBefore { next += 1 }
            return next
        default:
            return index + 1
        }
    }

    /// A colour initialiser whose arguments are all literals: where it stands (a palette's
    /// definition, the whole value of a declaration) decides what it is.
    /// `global`: the callee's name id, when it is a name (-1 for `#colorLiteral`).
    mutating func literal(callee: Int, name: String, global: Int32 = -1, open: Int) {
        let language = file.language
        let isColourCallee: Bool
        var shownCallee = name
        switch language {
        case .swift:
            if name == "init" {
                // `.init(red:…)` where the type is inferred, `Color.init(red:…)`.
                isColourCallee = chain.isImplicit || (chain.isColourType && chain.length == 2)
                shownCallee = chain.isImplicit ? ".init" : spelling(to: callee)
            } else {
                isColourCallee = (global >= 0 ? model.isSwiftColourCallee[Int(global)] : ColourLiteralParser.swiftCallees.contains(name)) && chain.length <= 1
            }
        default:
            if ColourLiteralParser.androidColourMembers.contains(name) {
                isColourCallee = chain.length >= 2 && spelling(to: callee).hasSuffix("Color." + name)
                shownCallee = spelling(to: callee)
            } else {
                isColourCallee = name == "Color" && chain.length <= 1 || (name == "Color" && spelling(to: callee).hasSuffix(".Color"))
            }
        }
        guard isColourCallee else { return }
        let close = Int(file.closing(open))
        let from = Int(file.end(of: open)), to = Int(tokens[close].start)
        guard from <= to else { return }
        let arguments: Substring = file.bytes.withUnsafeBufferPointer { buffer in
            guard ColourLiteralParser.mayBeLiteral(buffer, from: from) else { return "" }
            return Substring(decoding: UnsafeBufferPointer(rebasing: buffer[from..<to]), as: UTF8.self)
        }
        guard !arguments.isEmpty else { return }
        let parserCallee = name == "init" ? (language == .swift ? "Color" : name) : name
        guard let colour = ColourLiteralParser.colour(callee: parserCallee, arguments: arguments, language: language) else { return }
        // One line: each run of spaces, tabs and line breaks (a CR LF too) one space, cut by
        // bytes, which no other character's UTF-8 holds.
        let shown = arguments.utf8.split(whereSeparator: { $0 == 0x0A || $0 == 0x20 || $0 == 0x09 || $0 == 0x0D })
            .map { String(Substring($0)) }.joined(separator: " ")
        let start = chain.start >= 0 ? Int(chain.start) : callee
        let place = file.place(of: start)
        var literal = SourceScan.Literal(line: place.line, text: shownCallee + "(" + shown + ")", colour: colour,
                                         column: place.column, declaration: followed < 0 ? nil : Int(followed), inDefinition: inDefinition)
        // `val Yellow = Color(0xFFFFCB66)`, `static var brand: Color { Color(red: …) }`: the
        // declaration's whole value.
        if let context = contexts.last, followedIndex[Int(context.declaration)] >= 0 {
            let declaration = file.outline.declarations[Int(context.declaration)]
            let initializer = declaration.initializer
            let isWholeInitializer = Int(initializer.lowerBound) == start && Int(initializer.upperBound) == close + 1
            if isWholeInitializer || isWholeBody(of: declaration, from: start, to: close) { literal.namedBy = Int(followedIndex[Int(context.declaration)]) }
        }
        scan.literals.append(literal)
    }

    /// A computed property's body that is the call from `start` to `close` alone, with or
    /// without `return`: `{ Color(red: …) }`.
    func isWholeBody(of declaration: CodeDeclaration, from start: Int, to close: Int) -> Bool {
        guard declaration.kind == .property, declaration.bodyOpen >= 0 else { return false }
        let open = Int(declaration.bodyOpen)
        var first = open + 1
        if file.keyword(first) == .returnWord { first += 1 }
        return first == start && file.isPunctuation(close + 1, 0x7D) && Int(file.closing(open)) == close + 1
    }
}
