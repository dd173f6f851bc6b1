/// What a document held where a string was expected, so an error can say what it found: a
/// number where an id goes is "42 (a number)", not "none".
public enum FoundText: Hashable, Sendable, ExpressibleByStringLiteral {
    case missing
    case text(String)
    /// Another JSON value: its compact JSON text and its kind ("a number", "an array", …).
    case other(json: String, kind: String)

    package init(_ value: JSONValue?) {
        switch value {
        case nil: self = .missing
        case .string(let text)?: self = .text(text)
        case let value?: self = .other(json: String(JSONWriter.write(value, pretty: false).prefix(40)), kind: Self.kind(of: value))
        }
    }

    public init(stringLiteral text: String) { self = .text(text) }

    public var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    private static func kind(of value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
