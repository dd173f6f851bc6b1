import Foundation
import Testing

/// `suggest --batch`: many ground/plate queries through one process, answered in order.
@Suite struct BatchSuggestTests {
    /// The one-shot `--json` object on one line.
    static func oneShot(_ arguments: [String]) throws -> String {
        let outcome = try BinaryRunner.run(["suggest", "--json"] + arguments)
        let object = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8))
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    static func normalised(_ line: Substring) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test func eachLineGetsWhatTheOneShotCommandSays() throws {
        let input = """
        # surfaces of nord
        #2E3440 #2E3440

        #FFFFFF #FAFAFA --min 1.2   # a trailing comment
        #000000 #010101 --move ground
        """
        let outcome = try BinaryRunner.run(["suggest", "--batch"], input: input + "\n")
        #expect(outcome.status == 0, "\(outcome.errors)")
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(try Self.normalised(lines[0]) == (try Self.oneShot(["--ground", "#2E3440", "--plate", "#2E3440"])))
        #expect(try Self.normalised(lines[1]) == (try Self.oneShot(["--ground", "#FFFFFF", "--plate", "#FAFAFA", "--min", "1.2"])))
        #expect(try Self.normalised(lines[2]) == (try Self.oneShot(["--ground", "#000000", "--plate", "#010101", "--move", "ground"])))
        #expect(!lines[0].contains("\n  "))
    }

    /// A line starts with a colour, which the shell's rule took for a comment: a NUL in it was
    /// read as part of a colour ("hex colour has 4 digits"). Named as every reader names it; a
    /// comment (a `#` word alone) may still hold anything.
    @Test func aNULInABatchLineIsNamed() throws {
        let outcome = try BinaryRunner.run(["suggest", "--batch"], input: "#FFF\u{0} #000\n#FFF #000 # any\u{0}thing\n")
        #expect(outcome.status == 2)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.first == #"{"line":1,"error":"line has NUL (U+0000) at column 5; expected printable text (tabs allowed)"}"#)
        #expect(lines.count == 2 && lines[1].hasPrefix(#"{"role":"plate""#), "\(lines)")
    }

    @Test func aMalformedLineIsAnsweredInPlaceAndTheBatchGoesOn() throws {
        let input = "#2E3440 #2E3440\nbad line here\n#FFF #FFF --min 30\n#FFFFFF #FFFFFF\n"
        let outcome = try BinaryRunner.run(["suggest", "--batch"], input: input)
        #expect(outcome.status == 2)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[1] == #"{"line":2,"error":"suggest --batch: unexpected 'here'; usage: GROUND PLATE [--min RATIO] [--move plate|ground]"}"#)
        #expect(lines[2] == #"{"line":3,"error":"bad threshold '30'; expected a contrast ratio from 1 to 21"}"#)
        #expect(lines[3].hasPrefix(##"{"role":"plate","from":"#FFFFFF","to":"#F9F9F9""##))
    }

    @Test func noPassingColourIsExitOne() throws {
        let outcome = try BinaryRunner.run(["suggest", "--batch"], input: "#2E3440 #2E3440\n#808080 #808080 --min 21\n")
        #expect(outcome.status == 1)
        #expect(outcome.output.split(separator: "\n").last?.contains(#""passes":false"#) == true)
    }

    /// Ten thousand lines, solved on every core, come back in input order.
    @Test func theOrderOfTheInputIsKept() throws {
        var lines: [String] = []
        var expected: [String] = []
        for index in 0..<10_000 {
            let value = 0x101010 + (index * 2_654_435_761) % 0xEFEFEF
            let hex = String(value, radix: 16, uppercase: true)
            let plate = "#" + String(repeating: "0", count: 6 - hex.count) + hex
            lines.append("#808080 \(plate)")
            expected.append(plate)
        }
        let outcome = try BinaryRunner.run(["suggest", "--batch"], input: lines.joined(separator: "\n") + "\n", timeoutSeconds: 120)
        let answers = outcome.output.split(separator: "\n")
        #expect(answers.count == 10_000)
        for (answer, plate) in zip(answers, expected) where !answer.contains("\"from\":\"\(plate)\"") {
            Issue.record("out of order: expected \(plate) in \(answer)")
            break
        }
    }

    /// Blank lines, comments, malformed lines and pairs mixed through more than two blocks (each
    /// cut into parts answered apart): every answer in its place, a bad line's number its own,
    /// nothing for a blank line or comment, and the exit code the worst of all parts.
    @Test func everyKindOfLineKeepsItsPlaceAcrossBlocksAndParts() throws {
        var lines: [String] = []
        var expected: [String] = [] // a pair's plate, or the error's line number
        for index in 0..<9_000 {
            if index % 97 == 0 {
                lines.append("")
            } else if index % 89 == 0 {
                lines.append("# a comment")
            } else if index % 83 == 0 {
                lines.append("bad line")
                expected.append(#"{"line":\#(index + 1),"error":"#)
            } else {
                let value = 0x101010 + (index * 2_654_435_761) % 0xEFEFEF
                let hex = String(value, radix: 16, uppercase: true)
                let plate = "#" + String(repeating: "0", count: 6 - hex.count) + hex
                lines.append("#808080 \(plate)")
                expected.append(#""from":"\#(plate)""#)
            }
        }
        let outcome = try BinaryRunner.run(["suggest", "--batch"], input: lines.joined(separator: "\n") + "\n", timeoutSeconds: 120)
        #expect(outcome.status == 2)
        let answers = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(answers.count == expected.count)
        for (answer, mark) in zip(answers, expected) where !answer.contains(mark) {
            Issue.record("expected \(mark) in \(answer)")
            break
        }
    }

    /// One pair with no passing colour, the last of 5,000 lines, in the last part of the last
    /// block: exit 1.
    @Test func aFailureInTheLastPartIsTheExitCode() throws {
        let input = String(repeating: "#FFFFFF #2E3440\n", count: 4_999) + "#808080 #808080 --min 21\n"
        let outcome = try BinaryRunner.run(["suggest", "--batch"], input: input, timeoutSeconds: 120)
        #expect(outcome.status == 1)
        #expect(outcome.output.split(separator: "\n").count == 5_000)
    }

    /// A block whose first half is comments with a malformed line in every sixteen (parts whose
    /// answers are short enough to be held before writing) and whose second half is pairs (parts
    /// written straight through): the held answers come out first, in order.
    @Test func heldAnswersComeOutBeforeThoseWrittenStraightThrough() throws {
        var lines: [String] = []
        var expected: [String] = []
        for index in 0..<2_048 {
            lines.append(index % 16 == 0 ? "bad line" : "# a comment")
            if index % 16 == 0 { expected.append(#"{"line":\#(index + 1),"error":"#) }
        }
        lines += Array(repeating: "#FFFFFF #2E3440", count: 2_048)
        expected += Array(repeating: ##"{"role":"plate","from":"#2E3440""##, count: 2_048)
        let outcome = try BinaryRunner.run(["suggest", "--batch"], input: lines.joined(separator: "\n") + "\n", timeoutSeconds: 120)
        #expect(outcome.status == 2)
        let answers = outcome.output.split(separator: "\n")
        #expect(answers.count == expected.count)
        for (index, (answer, prefix)) in zip(answers, expected).enumerated() where !answer.hasPrefix(prefix) {
            Issue.record("answer \(index + 1): expected \(prefix) in \(answer)")
            break
        }
    }

    /// Standard input is read in pieces of up to 64 KiB and lines cut from them: a line longer
    /// than a piece (refused as too long, its line number kept), CRLF lines, a last line with
    /// no line feed, and pairs on either side, each answered in its place as the one-shot
    /// command answers it.
    @Test func linesAcrossReadPiecesKeepTheirPlaces() throws {
        let pair = "#FFFFFF #2E3440"
        let input = pair + "\r\n" + String(repeating: "x", count: 150_000) + "\n" + String(repeating: pair + "\r\n", count: 5_000) + pair
        let outcome = try BinaryRunner.run(["suggest", "--batch"], input: input, timeoutSeconds: 120)
        #expect(outcome.status == 2)
        let answers = outcome.output.split(separator: "\n")
        #expect(answers.count == 5_003)
        let expected = try Self.oneShot(["--ground", "#FFFFFF", "--plate", "#2E3440"])
        #expect(answers[1] == #"{"line":2,"error":"line is longer than 65536 bytes; expected one command per line"}"#)
        for (index, answer) in answers.enumerated() where index != 1 {
            guard try Self.normalised(answer) == expected else {
                Issue.record("answer \(index + 1): \(answer)")
                break
            }
        }
    }
}
