import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// `JSONLine` writes byte for byte what `JSONWriter` writes (compact) for the same shape, and
/// `JSONTree` builds the same value: each table tree is described to both sinks member by member,
/// and the line is also read back with `JSONParser`.
@Suite struct JSONSinkTests {
    static let trees: [JSONValue] = [
        .null, .bool(true), .number(0), .number(-0.5), .number(1.0553172), .number(1e21), .number(.nan), .string(""),
        .string("quote \" backslash \\ tab \t newline \n bell \u{07}"),
        .array([]), .object([]), .array([.array([]), .object([]), .null]),
        .object([.init("a", .number(1)), .init("b", .array([.number(2), .string("#2E3440"), .bool(false)])),
                 .init("c", .object([.init("d", .null), .init("e", .object([]))]))]),
        .array([.object([.init("x", .array([.array([.number(3)])]))]), .number(4)]),
        // Numbers repeated (a line copies the text of one of its last eight), one after it has
        // left those eight, zeros and halves of both signs, and neighbours a bit apart.
        .array([.number(0.1), .number(-0.0), .number(0.1), .number(0), .number(1.5), .number(2.5), .number(-0.0),
                .number(3.5), .number(4.5), .number(5.5), .number(6.5), .number(7.5), .number(8.5), .number(0.1),
                .number(1e-7), .number(1e-7), .number(.infinity), .number(4.5), .number(0.1.nextUp), .number(0.1.nextUp.nextUp), .number(0.5), .number(-0.5)]),
        // Keys of 12 and 13 bytes after a first member (the longest packed with its comma into
        // 16 bytes, and the shortest that is not), one much longer, one with escapes, one empty,
        // one not ASCII.
        .object([.init("x", .null), .init("twelve bytes", .null), .init("thirteen byte", .bool(true)), .init("a member name of forty bytes or so here", .number(2)),
                 .init("quo\"te\\", .string("x")), .init("", .array([])), .init("clé ✓", .number(0.5))]),
    ]

    /// The tree described to a sink, as `SuggestionJSON` describes an answer.
    static func describe<Sink: JSONSink & ~Copyable>(_ value: JSONValue, to sink: inout Sink) {
        switch value {
        case .null: sink.null()
        case .bool(let flag): sink.bool(flag)
        case .number(let number): sink.number(number)
        case .string(let text): sink.string(text)
        case .array(let items):
            sink.beginArray()
            for item in items { describe(item, to: &sink) }
            sink.endArray()
        case .object(let members):
            sink.beginObject()
            for member in members {
                sink.key(JSONKey(member.key))
                describe(member.value, to: &sink)
            }
            sink.endObject()
        }
    }

    @Test(arguments: trees.indices)
    func bothSinksAgreeWithTheWriter(_ index: Int) throws {
        let tree = Self.trees[index]
        var line = JSONLine()
        Self.describe(tree, to: &line)
        #expect(line.text == JSONWriter.write(tree, pretty: false))
        var built = JSONTree()
        Self.describe(tree, to: &built)
        // NaN is written as null, so it reads back as null; everything else reads back as it was.
        let written = JSONWriter.write(tree, pretty: false)
        #expect(JSONWriter.write(built.value, pretty: false) == written)
        #expect(try JSONParser.parse(line.text) == (try JSONParser.parse(written)))
    }

    /// Values one after another in one line buffer, each ended by `endLine()` (as a batch block
    /// is written), from a small start so that the buffer grows many times: the lines the writer
    /// writes for each, joined by line feeds.
    @Test func valuesFollowOneAnotherLineByLine() {
        var line = JSONLine(capacity: 1)
        var expected = ""
        for round in 0..<200 {
            for tree in Self.trees {
                Self.describe(tree, to: &line)
                line.endLine()
                expected += JSONWriter.write(tree, pretty: false) + "\n"
            }
            let long = JSONValue.string(String(repeating: "é\u{1F3A8}\"", count: round * 7))
            Self.describe(long, to: &line)
            line.endLine()
            expected += JSONWriter.write(long, pretty: false) + "\n"
        }
        #expect(line.text == expected)
        #expect(line.bytes.bytes == Array(expected.utf8))
    }

    /// A colour written by `hex(_:)`, which a line writes from the channels, is the string of
    /// its `hex`, opaque or not, in a line and in a tree.
    @Test(arguments: [Colour(red: 0, green: 0, blue: 0), Colour(red: 0xC1, green: 0xBA, blue: 0x0F),
                      Colour(red: 255, green: 255, blue: 255), Colour(red: 0x12, green: 0xAB, blue: 0xEF, alpha: 0x80),
                      Colour(red: 1, green: 2, blue: 3, alpha: 0)])
    func coloursAreWrittenAsTheirHexText(colour: Colour) {
        var line = JSONLine(capacity: 1)
        line.beginArray(); line.hex(colour); line.hex(colour); line.endArray()
        let expected = JSONValue.array([.string(colour.hex), .string(colour.hex)])
        #expect(line.text == JSONWriter.write(expected, pretty: false))
        var tree = JSONTree()
        tree.beginArray(); tree.hex(colour); tree.hex(colour); tree.endArray()
        #expect(tree.value == expected)
        // The text itself, from the channels by the standard library's own hex digits.
        let channels = colour.isOpaque ? [colour.red, colour.green, colour.blue] : [colour.red, colour.green, colour.blue, colour.alpha]
        let digits = channels.map { (($0 < 16) ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
        #expect(colour.hex == "#" + digits)
    }
}
