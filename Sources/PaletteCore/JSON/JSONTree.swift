/// A `JSONValue` built as a shape is described (see `JSONSink`).
package struct JSONTree: JSONSink {
    /// The open containers, innermost last, with the key waiting for its value in each object.
    private var open: [(isObject: Bool, members: [JSONValue.Member], items: [JSONValue], key: String?)] = []
    /// The finished outermost value.
    package private(set) var value: JSONValue = .null

    package init() {}

    private mutating func add(_ value: JSONValue) {
        guard !open.isEmpty else {
            self.value = value
            return
        }
        let last = open.count - 1
        if open[last].isObject {
            open[last].members.append(.init(open[last].key ?? "", value))
            open[last].key = nil
        } else {
            open[last].items.append(value)
        }
    }

    package mutating func beginObject() { open.append((true, [], [], nil)) }
    package mutating func endObject() { add(.object(open.removeLast().members)) }
    package mutating func beginArray() { open.append((false, [], [], nil)) }
    package mutating func endArray() { add(.array(open.removeLast().items)) }
    package mutating func key(_ key: JSONKey) { open[open.count - 1].key = key.name }
    package mutating func null() { add(.null) }
    package mutating func bool(_ flag: Bool) { add(.bool(flag)) }
    package mutating func number(_ number: Double) { add(.number(number)) }
    package mutating func string(_ text: String) { add(.string(text)) }
}
