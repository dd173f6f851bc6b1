/// Compact JSON written as it is produced, with no `JSONValue` tree in between: for output
/// written once per query (`suggest --batch`), where building the tree was a fifth of the time.
/// Strings and numbers are written exactly as `JSONWriter` writes them, so a document written
/// here equals `JSONWriter.write(value, pretty: false)` of the same value.
package struct CompactJSON {
    private var bytes: [UInt8] = []
    /// Per open container: whether the next member or element needs a comma before it.
    private var needsComma: [Bool] = [false]

    package init() {
        bytes.reserveCapacity(512)
    }

    package var text: String { String(decoding: bytes, as: UTF8.self) }

    package mutating func object(_ members: (inout CompactJSON) -> Void) {
        open(UInt8(ascii: "{"))
        members(&self)
        close(UInt8(ascii: "}"))
    }

    package mutating func array(_ elements: (inout CompactJSON) -> Void) {
        open(UInt8(ascii: "["))
        elements(&self)
        close(UInt8(ascii: "]"))
    }

    /// The next member's key: a value call follows.
    package mutating func key(_ key: String) {
        separate()
        JSONWriter.appendString(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        needsComma[needsComma.count - 1] = false
    }

    package mutating func string(_ text: String) {
        separate()
        JSONWriter.appendString(text, to: &bytes)
    }

    package mutating func number(_ value: Double?) {
        separate()
        if let value { JSONWriter.appendNumber(value, to: &bytes) } else { bytes += "null".utf8 }
    }

    package mutating func bool(_ flag: Bool) {
        separate()
        bytes += (flag ? "true" : "false").utf8
    }

    package mutating func null() {
        separate()
        bytes += "null".utf8
    }

    private mutating func separate() {
        if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
        needsComma[needsComma.count - 1] = true
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        needsComma.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        needsComma.removeLast()
        bytes.append(bracket)
    }
}
