/// Where a JSON shape is written member by member, so that one description of a shape (an
/// answer's members, in order) serves both as a `JSONValue` tree (`JSONTree`, which the pretty
/// writer and tests read) and as compact bytes written as they come (`JSONLine`, for
/// `suggest --batch`, where building the tree costs as much as solving).
package protocol JSONSink: ~Copyable {
    mutating func beginObject()
    mutating func endObject()
    mutating func beginArray()
    mutating func endArray()
    /// The key of the next member (inside an object only).
    mutating func key(_ key: JSONKey)
    mutating func null()
    mutating func bool(_ flag: Bool)
    mutating func number(_ number: Double)
    mutating func string(_ text: String)
    /// A colour's `hex` text as a string (a line writes it straight from the channels).
    mutating func hex(_ colour: Colour)
}

extension JSONSink where Self: ~Copyable {
    package mutating func hex(_ colour: Colour) { string(colour.hex) }

    /// A number, or null when there is none.
    package mutating func number(_ number: Double?) {
        if let number { self.number(number) } else { null() }
    }
}
