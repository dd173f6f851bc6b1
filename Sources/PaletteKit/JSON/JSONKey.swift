/// A member name, with the bytes a JSON line writes for it (quoted, escaped, then the colon)
/// worked out once: `suggest --batch` writes sixteen per answer, and quoting each again took a
/// tenth of the answer's time.
package struct JSONKey: Sendable {
    package let name: String
    let quoted: [UInt8]

    package init(_ name: String) {
        self.name = name
        var bytes: [UInt8] = []
        JSONWriter.appendString(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        quoted = bytes
    }
}
