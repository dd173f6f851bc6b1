import Foundation
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// A JSON Schema draft-07 validator (https://json-schema.org/draft-07/json-schema-validation),
/// enough for the DTCG 2025.10 schemas: every keyword they use is checked, `format` and the
/// annotations are ignored as draft-07 allows, and any other keyword is reported rather than
/// skipped, so a schema it cannot fully check never passes by omission.
struct JSONSchemaValidator {
    /// Each schema document by its `$id`.
    private let documents: [String: JSONValue]

    /// Loads every `.json` file under `folder`; each must have an `$id`.
    init(folder: URL) throws {
        var documents: [String: JSONValue] = [:]
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
        for case let file as URL in files where file.pathExtension == "json" {
            let document = try JSONParser.parse(try String(contentsOf: file, encoding: .utf8))
            // Draft-04 (the SARIF 2.1.0 schema) names a document with `id`, later drafts with `$id`.
            guard let id = document["$id"]?.stringValue ?? document["id"]?.stringValue else { throw SchemaProblem.noID(file.path) }
            documents[id] = document
        }
        self.documents = documents
    }

    enum SchemaProblem: Error { case noID(String) }

    /// Every way `instance` breaks the schema whose `$id` is `schemaID`, each with the path to the
    /// offending value; empty when it is valid.
    func errors(in instance: JSONValue, schemaID: String) -> [String] {
        errors(instance, documents[schemaID] ?? .bool(false), base: schemaID, at: "#")
    }

    private static let annotations: Set<String> = ["$schema", "$id", "id", "title", "description", "$comment", "definitions",
                                                   "format", "default", "examples"]

    private func errors(_ instance: JSONValue, _ schema: JSONValue, base: String, at path: String) -> [String] {
        if case .bool(let allowed) = schema { return allowed ? [] : ["\(path): no value is allowed here"] }
        guard let keywords = schema.members else { return ["\(path): schema is neither an object nor a boolean"] }
        if let reference = schema["$ref"]?.stringValue {
            // In draft-07 a $ref's siblings are ignored.
            guard let (target, targetBase) = resolve(reference, base: base) else { return ["\(path): unresolvable $ref \(reference)"] }
            return errors(instance, target, base: targetBase, at: path)
        }
        var found: [String] = []
        for keyword in keywords {
            found += check(keyword.key, keyword.value, schema: schema, instance, base: base, at: path)
        }
        return found
    }

    private func check(_ keyword: String, _ value: JSONValue, schema: JSONValue, _ instance: JSONValue,
                       base: String, at path: String) -> [String] {
        func fail(_ message: String) -> [String] { ["\(path): \(message)"] }
        func isValid(_ subschema: JSONValue) -> Bool { errors(instance, subschema, base: base, at: path).isEmpty }
        switch keyword {
        case _ where Self.annotations.contains(keyword):
            return []
        case "type":
            let types = value.arrayValue?.compactMap(\.stringValue) ?? [value.stringValue ?? ""]
            return types.contains { Self.has(instance, type: $0) } ? [] : fail("expected \(types.joined(separator: " or "))")
        case "enum":
            return (value.arrayValue ?? []).contains(instance) ? [] : fail("not one of the enumerated values")
        case "const":
            return instance == value ? [] : fail("expected \(JSONWriter.write(value))")
        case "allOf":
            return (value.arrayValue ?? []).flatMap { errors(instance, $0, base: base, at: path) }
        case "anyOf":
            return (value.arrayValue ?? []).contains(where: isValid) ? [] : fail("matches none of anyOf")
        case "oneOf":
            let matching = (value.arrayValue ?? []).filter(isValid).count
            return matching == 1 ? [] : fail("matches \(matching) of oneOf, expected exactly 1")
        case "not":
            return isValid(value) ? fail("matches a schema it must not") : []
        case "if":
            let branch = isValid(value) ? schema["then"] : schema["else"]
            return branch.map { errors(instance, $0, base: base, at: path) } ?? []
        case "then", "else":
            return []  // applied by "if"
        default:
            break
        }
        switch instance {
        case .object(let members):
            return checkObject(keyword, value, schema: schema, members, base: base, at: path)
        case .array(let items):
            return checkArray(keyword, value, schema: schema, items, base: base, at: path)
        case .number(let number):
            return checkNumber(keyword, value, number, at: path)
        case .string(let text):
            return checkString(keyword, value, text, at: path)
        default:
            return Self.knownKeywords.contains(keyword) ? [] : fail("unsupported schema keyword \(keyword)")
        }
    }

    private static let knownKeywords: Set<String> = [
        "properties", "patternProperties", "additionalProperties", "required", "minProperties", "maxProperties",
        "items", "additionalItems", "minItems", "maxItems", "uniqueItems", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
        "pattern", "minLength", "maxLength",
    ]

    private func checkObject(_ keyword: String, _ value: JSONValue, schema: JSONValue, _ members: [JSONValue.Member],
                             base: String, at path: String) -> [String] {
        func fail(_ message: String) -> [String] { ["\(path): \(message)"] }
        switch keyword {
        case "properties":
            return members.flatMap { member in
                value[member.key].map { errors(member.value, $0, base: base, at: path + "/" + member.key) } ?? []
            }
        case "patternProperties":
            return members.flatMap { member in
                (value.members ?? []).filter { Self.matches(member.key, $0.key) }
                    .flatMap { errors(member.value, $0.value, base: base, at: path + "/" + member.key) }
            }
        case "additionalProperties":
            let named = Set((schema["properties"]?.members ?? []).map(\.key))
            let patterns = (schema["patternProperties"]?.members ?? []).map(\.key)
            return members.filter { member in !named.contains(member.key) && !patterns.contains { Self.matches(member.key, $0) } }
                .flatMap { errors($0.value, value, base: base, at: path + "/" + $0.key) }
        case "required":
            let missing = (value.arrayValue ?? []).compactMap(\.stringValue).filter { name in !members.contains { $0.key == name } }
            return missing.isEmpty ? [] : fail("missing " + missing.joined(separator: ", "))
        case "minProperties":
            return Double(members.count) >= value.numberValue! ? [] : fail("fewer than \(Int(value.numberValue!)) members")
        case "maxProperties":
            return Double(members.count) <= value.numberValue! ? [] : fail("more than \(Int(value.numberValue!)) members")
        default:
            return Self.knownKeywords.contains(keyword) ? [] : fail("unsupported schema keyword \(keyword)")
        }
    }

    private func checkArray(_ keyword: String, _ value: JSONValue, schema: JSONValue, _ items: [JSONValue],
                            base: String, at path: String) -> [String] {
        func fail(_ message: String) -> [String] { ["\(path): \(message)"] }
        switch keyword {
        case "items":
            if let positional = value.arrayValue {
                return zip(items, positional).enumerated().flatMap { index, pair in errors(pair.0, pair.1, base: base, at: "\(path)/\(index)") }
            }
            return items.enumerated().flatMap { index, item in errors(item, value, base: base, at: "\(path)/\(index)") }
        case "additionalItems":
            guard let positional = schema["items"]?.arrayValue else { return [] }
            return items.enumerated().dropFirst(positional.count).flatMap { index, item in errors(item, value, base: base, at: "\(path)/\(index)") }
        case "minItems":
            return Double(items.count) >= value.numberValue! ? [] : fail("fewer than \(Int(value.numberValue!)) items")
        case "maxItems":
            return Double(items.count) <= value.numberValue! ? [] : fail("more than \(Int(value.numberValue!)) items")
        case "uniqueItems":
            // Draft-04 §5.3.4 and draft-07 §6.4.5: no two items equal. Equality here is of the
            // parsed values, object members in their order (enough: no output repeats an object).
            guard case .bool(true) = value else { return [] }
            return Set(items).count == items.count ? [] : fail("has equal items, expected unique items")
        default:
            return Self.knownKeywords.contains(keyword) ? [] : fail("unsupported schema keyword \(keyword)")
        }
    }

    private func checkNumber(_ keyword: String, _ value: JSONValue, _ number: Double, at path: String) -> [String] {
        let bound = value.numberValue ?? .nan
        let holds: Bool
        switch keyword {
        case "minimum": holds = number >= bound
        case "maximum": holds = number <= bound
        case "exclusiveMinimum": holds = number > bound
        case "exclusiveMaximum": holds = number < bound
        default: return Self.knownKeywords.contains(keyword) ? [] : ["\(path): unsupported schema keyword \(keyword)"]
        }
        return holds ? [] : ["\(path): \(number) breaks \(keyword) \(bound)"]
    }

    private func checkString(_ keyword: String, _ value: JSONValue, _ text: String, at path: String) -> [String] {
        switch keyword {
        case "pattern":
            return Self.matches(text, value.stringValue!) ? [] : ["\(path): \"\(text)\" does not match \(value.stringValue!)"]
        case "minLength":
            return Double(text.unicodeScalars.count) >= value.numberValue! ? [] : ["\(path): shorter than \(value.numberValue!)"]
        case "maxLength":
            return Double(text.unicodeScalars.count) <= value.numberValue! ? [] : ["\(path): longer than \(value.numberValue!)"]
        default:
            return Self.knownKeywords.contains(keyword) ? [] : ["\(path): unsupported schema keyword \(keyword)"]
        }
    }

    private static func has(_ instance: JSONValue, type: String) -> Bool {
        switch (type, instance) {
        case ("null", .null), ("boolean", .bool), ("object", .object), ("array", .array), ("number", .number), ("string", .string):
            return true
        case ("integer", .number(let number)):
            return number == number.rounded()
        default:
            return false
        }
    }

    /// ECMA 262 regular expressions, unanchored as the specification says; the DTCG patterns use
    /// only classes, anchors and quantifiers, which NSRegularExpression reads the same way.
    private static func matches(_ text: String, _ pattern: String) -> Bool {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// The schema `reference` points at from the document `base`, and that document's `$id`.
    private func resolve(_ reference: String, base: String) -> (JSONValue, String)? {
        guard let url = URL(string: reference, relativeTo: URL(string: base)) else { return nil }
        var documentID = url.absoluteString
        var pointer = ""
        if let hash = documentID.firstIndex(of: "#") {
            pointer = String(documentID[documentID.index(after: hash)...])
            documentID = String(documentID[..<hash])
        }
        guard var target = documents[documentID] else { return nil }
        for token in pointer.split(separator: "/", omittingEmptySubsequences: true) {
            let key = (token.removingPercentEncoding ?? String(token)).replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if let items = target.arrayValue, let index = Int(key), items.indices.contains(index) {
                target = items[index]
            } else if let next = target[key] {
                target = next
            } else {
                return nil
            }
        }
        return (target, documentID)
    }
}
