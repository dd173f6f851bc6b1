import Foundation
import Testing
@testable import PaletteCommands
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteTestSupport

/// Readers never drop input in silence, and option values that can match nothing are refused;
/// every output format escapes control characters; JSON5 is read as its specification says, and
/// `**` matches zero folders.
@Suite struct ReadersDropNothingTests {
    static let view = "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\").foregroundColor(Color(StreamTokens.ink)) } }\n"

    @Test func aFolderUsageCannotReadIsPassedOverWithWhyAndANamedOneIsBadInput() throws {
        let harness = try UsageCommandTests.harness(["App/Views/V.swift": Self.view, "App/Locked/Hidden.swift": Self.view])
        harness.fileSystem.unreadable["App/Locked"] = "Permission denied"
        let run = harness.run(["usage", "App", "--json"])
        let document = try UsageCommandTests.json(run)
        let passed = (document["passedOver"] as! [[String: Any]]).map { "\($0["file"]!) \($0["reason"]!)" }
        #expect(passed == ["App/Locked unreadable: Permission denied"], "\(passed)")
        let text = harness.run(["usage", "App"])
        #expect(text.output.contains("passed over App/Locked (unreadable: Permission denied)"), "\(text.output)")
        // Named on the command line, it is bad input: exit 2, not "0 files".
        let named = harness.run(["usage", "App/Locked"])
        #expect(named.code == .usage)
        #expect(named.errors == "palette-repl: cannot read 'App/Locked': Permission denied\n", "\(named.errors)")
        harness.fileSystem.unreadable["App/Views/V.swift"] = "Permission denied"
        let file = harness.run(["usage", "App/Views/V.swift"])
        #expect(file.code == .usage, "\(file.output)")
    }

    @Test(arguments: ["", "theme palette", "theme.", "9theme", ".theme", "a..b"])
    func aReceiverNoCodeCanReadARoleOnIsRefused(value: String) throws {
        let harness = try UsageCommandTests.harness(["App/Views/V.swift": Self.view])
        let run = harness.run(["usage", "App", "--receiver", value])
        #expect(run.code == .usage)
        #expect(run.errors == "palette-repl: usage: bad value '\(value)' for --receiver; expected a name code reads roles on (theme, palette), or a dotted path to one (MaterialTheme.colorScheme)\n",
                "\(run.errors)")
    }

    @Test func aDottedReceiverIsReadOnItsLastName() throws {
        let app = "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\").foregroundColor(MaterialTheme.colorScheme.ink) } }\n"
        let harness = try UsageCommandTests.harness(["App/Views/V.swift": app])
        let document = try UsageCommandTests.json(harness.run(["usage", "App", "--receiver", "MaterialTheme.colorScheme", "--json"]))
        #expect(!UsageCommandTests.dead(document).contains("ink"))
    }

    @Test func exportsThatDoNotExistAreRefused() throws {
        let harness = try UsageCommandTests.harness(["App/Views/V.swift": Self.view])
        let run = harness.run(["usage", "App", "--exports", "Missing"])
        #expect(run.code == .usage)
        #expect(run.errors == "palette-repl: cannot read 'Missing': No such file or folder\n", "\(run.errors)")
    }

    /// `--format github` escapes a control character in a file's name as the text format does.
    @Test func githubAnnotationsEscapeControlCharacters() throws {
        let name = "App/Views/\u{1B}[31mRed.swift"
        let harness = try UsageCommandTests.harness([name: "import SwiftUI\nfunc tint() -> Color { Color(red: 0.18, green: 0.204, blue: 0.251) }\n"])
        let run = harness.run(["usage", "App", "--format", "github"])
        #expect(!run.output.contains("\u{1B}"), "\(run.output.debugDescription)")
        #expect(run.output.contains("App/Views/\\u{1B}[31mRed.swift"), "\(run.output)")
    }

    @Test(arguments: [("App/**/*.kt", "App/M.kt", true), ("App/**/*.kt", "App/a/b/M.kt", true), ("**/*.kt", "M.kt", true),
                      ("App/**/*.kt", "Other/M.kt", false), ("App/*.kt", "App/a/M.kt", false), ("App/**", "App/a/M.kt", true),
                      ("a**/x", "ab/x", true)])
    func doubleStarMatchesZeroFoldersToo(pattern: String, path: String, matches: Bool) {
        #expect(UsageAllowList.matches(pattern, path) == matches)
    }

    /// JSON5 1.0.0 §8: U+2028, U+2029, U+FEFF, U+00A0 and every space separator are white space
    /// between members; a bare member name may hold a `\uXXXX` escape (§3).
    @Test func json5WhiteSpaceAndIdentifierEscapes() throws {
        for space in ["\u{2028}", "\u{2029}", "\u{FEFF}", "\u{3000}", "\u{A0}", "\u{2003}"] {
            let value = try JSONParser.parse("{\(space)a:\(space)1,\(space)b: 2\(space)}", json5: true)
            #expect(value["a"] == .number(1) && value["b"] == .number(2), "\(space.unicodeScalars.first!.value)")
            #expect(value.members?.map(\.key) == ["a", "b"])
        }
        let escaped = try JSONParser.parse(#"{ \u0061bc: 1, x\u0062: 2, café: 3, _$: 4 }"#, json5: true)
        #expect(escaped.members?.map(\.key) == ["abc", "xb", "café", "_$"])
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(#"{ \u0031a: 1 }"#, json5: true) }
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse("{\u{2028}a: 1}") }
    }
}
