import Foundation
import Testing

/// Role and level names are types in the core's API (`RoleName`, `LevelName`): text becomes a
/// name once, where it enters (`Schema.role(named:)`, `Schema.level(named:)`), so no function
/// of the core takes a role or a level as a `String`. This reads the core's sources and counts
/// the parameters that still do: any `func`, `init` or `subscript` parameter whose label or name
/// says role or level and whose type is `String`, `String?`, `[String]`, `[String]?` or a set of
/// strings. None is left: the schema reader checks a file's text against the declared names as
/// text (`SchemaReader`), but its helpers take the declared names as `RoleName`s and the text as
/// what it is, a key or an element of the document.
@Suite struct NameTypeTests {
    static let coreTargets = ["PaletteCore", "PaletteDraft", "PaletteExport", "PaletteTokens", "PaletteUsage"]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    @Test func noParameterOfTheCoreTakesARoleOrALevelAsText() throws {
        var found: [String] = []
        for target in Self.coreTargets {
            let root = Self.sources.appendingPathComponent(target)
            let paths = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            for path in paths {
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                found += Self.textNameParameters(in: text).map { "\(target)/\(path): \($0)" }
            }
        }
        #expect(found.isEmpty, "role or level parameters typed as text:\n\(found.joined(separator: "\n"))")
        #expect(found.count <= 10)
    }

    /// The counter finds what it is to find: each form of a parameter list, on one line or several.
    @Test func theCountFindsRoleAndLevelParametersTypedAsText() {
        let text = """
            public subscript(role: String) -> Colour? { nil }
            func pin(_ role: String, _ colour: Colour?,
                     at level: String) {}
            init(roles: [String]?, levels levelNames: Set<String>, group: String) {}
            func kept(_ role: RoleName, at level: LevelName, name: String) {}
            """
        #expect(Self.textNameParameters(in: text) == ["subscript role: String", "pin _ role: String", "pin at level: String",
                                                      "init roles: [String]?", "init levels levelNames: Set<String>"])
    }

    /// `NAME labels: TYPE` of each parameter that names a role or level and is typed as text.
    static func textNameParameters(in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var found: [String] = []
        var index = 0
        while index < scalars.count {
            guard let (name, open) = declaration(at: index, in: scalars) else { index += 1; continue }
            var depth = 1, end = open + 1
            while end < scalars.count && depth > 0 {
                if "([<".unicodeScalars.contains(scalars[end]) { depth += 1 }
                if ")]".unicodeScalars.contains(scalars[end]) || (scalars[end] == ">" && scalars[end - 1] != "-") { depth -= 1 }
                end += 1
            }
            for parameter in topLevelParts(String(String.UnicodeScalarView(scalars[(open + 1)..<(end - 1)]))) {
                guard let colon = parameter.firstIndex(of: ":") else { continue }
                let labels = parameter[..<colon].split(whereSeparator: \.isWhitespace).joined(separator: " ")
                var type = String(parameter[parameter.index(after: colon)...].prefix { $0 != "=" }).trimmingCharacters(in: .whitespacesAndNewlines)
                for keyword in ["inout ", "borrowing ", "consuming "] where type.hasPrefix(keyword) { type.removeFirst(keyword.count) }
                guard labels.range(of: "role|level", options: [.regularExpression, .caseInsensitive]) != nil,
                      type.range(of: #"^(\[String\]|String|Set<String>)\??$"#, options: .regularExpression) != nil else { continue }
                found.append("\(name) \(labels): \(type)")
            }
            index = end
        }
        return found
    }

    /// `func NAME(`, `func NAME<…>(`, `init(`, `init?(` or `subscript(` starting at `index`: the
    /// declaration's name and the position of its `(`.
    private static func declaration(at index: Int, in scalars: [Unicode.Scalar]) -> (String, Int)? {
        if index > 0, scalars[index - 1].properties.isAlphabetic || scalars[index - 1] == "_" { return nil }
        for keyword in ["func ", "init", "subscript"] {
            let keywordScalars = Array(keyword.unicodeScalars)
            guard index + keywordScalars.count <= scalars.count, Array(scalars[index..<(index + keywordScalars.count)]) == keywordScalars else { continue }
            var position = index + keywordScalars.count
            var name = keyword == "func " ? "" : keyword
            if keyword == "func " {
                while position < scalars.count, scalars[position] != "(" && scalars[position] != "<" && !scalars[position].properties.isWhitespace {
                    name.unicodeScalars.append(scalars[position])
                    position += 1
                }
                if position < scalars.count, scalars[position] == "<" {
                    while position < scalars.count, scalars[position] != ">" { position += 1 }
                    position += 1
                }
            } else if position < scalars.count, scalars[position] == "?" || scalars[position] == "!" {
                position += 1
            }
            guard position < scalars.count, scalars[position] == "(", !name.isEmpty else { return nil }
            return (name, position)
        }
        return nil
    }

    /// The parameters of a list: split at commas outside brackets.
    private static func topLevelParts(_ list: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in list {
            if "([<".contains(character) { depth += 1 }
            if ")]".contains(character) || (character == ">" && current.last != "-") { depth -= 1 }
            if character == "," && depth == 0 { parts.append(current); current = "" } else { current.append(character) }
        }
        parts.append(current)
        return parts
    }
}
