/// A JSON document that keeps the order of object members, so palette files list roles in
/// schema order and output is byte-stable.
package enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])

    package struct Member: Hashable, Sendable {
        package let key: String
        package let value: JSONValue
        package init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The first member named `key` of an object; nil for other values.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    package var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    package var numberValue: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    package var arrayValue: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    package var members: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// Optional values become `null`.
    package static func optional(_ value: JSONValue?) -> JSONValue { value ?? .null }
}
