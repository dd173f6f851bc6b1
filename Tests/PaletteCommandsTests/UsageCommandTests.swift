import Foundation
import Testing
import PaletteCommands
import PaletteKit
import PaletteTestSupport

/// `palette-repl usage` on generated app trees in memory: the exported facade, views, a live and
/// a dead gradient on the facade, comments and strings that name roles, hard-coded colours, and
/// the same in Kotlin, Android XML, CSS and TSX. Each case names the exact dead tokens, dead
/// declarations and leaks expected.
@Suite struct UsageCommandTests {
    static let root = RepositoryFiles.root

    static func nord() throws -> String { try String(contentsOf: root.appendingPathComponent("Palettes/nord.json"), encoding: .utf8) }

    /// The app's files plus the facade `export swift` writes into App/, and nord as the folder's palette.
    static func harness(_ files: [String: String]) throws -> CommandHarness {
        let harness = CommandHarness(files: files.merging(["Palettes/nord.json": try nord()]) { $1 })
        let export = harness.run(["export", "swift", "Palettes/nord.json", "--out", "App"])
        #expect(export.code == .success, "\(export.errors)")
        return harness
    }

    static func json(_ run: (code: ExitCode, output: String, errors: String)) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as! [String: Any]
    }

    static func dead(_ document: [String: Any]) -> Set<String> {
        Set((document["tokens"] as! [[String: Any]]).filter { $0["status"] as! String == "dead" }.map { $0["name"] as! String })
    }

    static func token(_ document: [String: Any], _ name: String) -> [String: Any] {
        (document["tokens"] as! [[String: Any]]).first { $0["name"] as! String == name }!
    }

    static func leaks(_ document: [String: Any]) -> [String] {
        (document["leaks"] as! [[String: Any]]).map { leak in
            "\(leak["file"]!):\(leak["line"]!) \(leak["colour"] as? String ?? "nil") " + ((leak["roles"] as! [[String: Any]]).first.map { "\($0["role"]!) \($0["replacement"]!)" } ?? "-")
        }
    }

    static let everyToken = Schema.stream.roleNames.map(\.rawValue) + Schema.stream.derivedTokens.map(\.name)

    static let gradients = """
        import SwiftUI

        extension StreamTokens {
            // A gradient nobody draws any more: it alone reads recording and shutter.
            static var swipeTrackSweep: LinearGradient {
                LinearGradient(colors: [Color(StreamTokens.recording), Color(StreamTokens.shutter)], startPoint: .leading, endPoint: .trailing)
            }
            static let cardSweep = LinearGradient(colors: [Color(StreamTokens.plate),
                                                           Color(StreamTokens.sheet)],
                                                  startPoint: .top, endPoint: .bottom)
        }

        """

    static let card = """
        import SwiftUI

        struct Card: View {
            let palette: StreamPalette
            var body: some View {
                VStack {
                    Text("faint") // faint is a word here, and StreamTokens.stage is in a comment
                    Text("paper").foregroundStyle(Color(StreamTokens.ink))
                    Rectangle().fill(StreamTokens.cardSweep)
                    Rectangle().fill(Color(palette.body))
                    Rectangle().fill(Color(red: 0.18, green: 0.204, blue: 0.251))
                    Rectangle().fill(Color("nord/accent"))
                    Rectangle().fill(Color("Brand"))
                    Text("x").font(.body)
                    /* StreamTokens.link in a block comment */
                }
                .background(Color(.sRGB, red: 136/255, green: 192/255, blue: 208/255, opacity: 1))
            }
        }

        """

    @Test func aSwiftAppFollowsItsFacadeThroughItsOwnDeclarations() throws {
        let run = try Self.harness(["App/Tokens+Gradients.swift": Self.gradients, "App/Views/Card.swift": Self.card]).run(["usage", "App", "--json"])
        #expect(run.code == .failure)
        let document = try Self.json(run)
        let used: Set<String> = ["plate", "sheet", "ink", "body", "accent"]
        #expect(Self.dead(document) == Set(Self.everyToken).subtracting(used))
        #expect(Self.token(document, "recording")["through"] as! [String] == ["swipeTrackSweep"])
        #expect(Self.token(document, "faint")["through"] as! [String] == [])
        #expect((document["declarations"] as! [[String: Any]]).map { $0["name"] as! String } == ["swipeTrackSweep"])
        #expect(Self.leaks(document) == [
            "App/Views/Card.swift:11 #2E3440 paper StreamTokens.paper",
            "App/Views/Card.swift:13 nil -",
            "App/Views/Card.swift:17 #88C0D0 link StreamTokens.link",
        ])
        // The facade export itself is not app code.
        #expect(document["exportsSkipped"] as! [String] == ["App/StreamPalette.swift"])
    }

    /// One live read, one read only inside a dead declaration, a comment and a string naming a
    /// role, and a hard-coded colour, in each language.
    @Test(arguments: [
        ("android/src/Main.kt", """
            val legacyTint = Color(0xFF88C0D0)
            fun badgeTint(palette: StreamPalette) = palette.badgeInk
            // palette.marker in a comment, "palette.warning" in a string
            class MainActivity { override fun onCreate() { val p = StreamPalette.nord; show(p.badge, R.color.nord_ink_on_accent, legacyTint) } }

            """, ["badge", "inkOnAccent"], ["badgeTint"], ["android/src/Main.kt:1 #88C0D0 link palette.link"]),
        ("android/res/layout/main.xml", """
            <LinearLayout android:background="@color/nord_badge" android:textColor="#FF2E3440">
            <!-- @color/nord_capsule in a comment -->
            </LinearLayout>

            """, ["badge"], [], ["android/res/layout/main.xml:1 #2E3440 paper @color/nord_paper"]),
        ("web/app.css", """
            /* a comment naming var(--link) */
            :root { --card-bg: var(--plate); --dead-bg: var(--grabber); }
            .card { background: var(--card-bg); color: #ECEFF4; content: "var(--success)"; }
            .x { @apply bg-marker text-unreadDot/50; }

            """, ["plate", "marker", "unreadDot"], ["--dead-bg"], ["web/app.css:3 #ECEFF4 ink var(--ink)"]),
        ("web/page.tsx", """
            // bg-warning in a comment
            export const Page = () => <div className="hover:bg-hairline text-[var(--focusRing)]">paper</div>;

            """, ["hairline", "focusRing"], [], []),
    ] as [(String, String, [String], [String], [String])])
    func eachLanguage(file: String, text: String, used: [String], deadDeclarations: [String], leaks: [String]) throws {
        let folder = String(file.prefix { $0 != "/" })
        let run = try Self.harness([file: text]).run(["usage", folder, "--json"])
        #expect(run.code == .failure)
        let document = try Self.json(run)
        #expect(Self.dead(document) == Set(Self.everyToken).subtracting(used))
        #expect(Set((document["declarations"] as! [[String: Any]]).map { $0["name"] as! String }) == Set(deadDeclarations))
        #expect(Self.leaks(document) == leaks)
    }

    @Test func anAppThatReadsEveryTokenAndHardCodesNothingPasses() throws {
        let reads = Self.everyToken.map { "        _ = StreamTokens.\($0)" }.joined(separator: "\n")
        let run = try Self.harness(["App/All.swift": "func everything() {\n\(reads)\n}\n@main struct App { static func main() { everything() } }\n"]).run(["usage", "App"])
        #expect(run.code == .success, "\(run.output)")
        #expect(run.output.contains("0 of 42 tokens dead"))
    }

    @Test func theAllowListPassesDeliberateColoursOnly() throws {
        let files = ["App/Tokens+Gradients.swift": Self.gradients, "App/Views/Card.swift": Self.card, "allow.txt": "# kept on purpose\nApp/Views/Card.swift:13\n#88C0D0\n"]
        let run = try Self.harness(files).run(["usage", "App", "--json", "--allow", "allow.txt"])
        let document = try Self.json(run)
        #expect(Self.leaks(document) == ["App/Views/Card.swift:11 #2E3440 paper StreamTokens.paper"])
        #expect(document["allowed"] as! Int == 2)
        let bad = try Self.harness(files.merging(["allow.txt": "#12\n"]) { $1 }).run(["usage", "App", "--allow", "allow.txt"])
        #expect(bad.code == .usage)
        #expect(bad.errors == "palette-repl: allow.txt:1: '#12' is not a path pattern, PATH:LINE or a #RRGGBB colour\n")
    }

    @Test func aPathThatDoesNotExistIsBadInput() throws {
        let run = try Self.harness([:]).run(["usage", "Nowhere"])
        #expect(run.code == .usage)
        #expect(run.errors == "palette-repl: cannot read 'Nowhere': No such file or folder\n")
        #expect(run.output.isEmpty)
    }

    @Test func sarifAndGitHubCarryEveryFinding() throws {
        let files = ["App/Tokens+Gradients.swift": Self.gradients, "App/Views/Card.swift": Self.card]
        let github = try Self.harness(files).run(["usage", "App", "--format", "github"])
        #expect(github.code == .failure)
        let lines = github.output.split(separator: "\n")
        #expect(lines.count == 37 + 1 + 3)
        #expect(lines.contains { $0.hasPrefix("::error file=App/Tokens+Gradients.swift,line=5,title=palette-repl usage%3A dead-declaration::swipeTrackSweep reads") })
        let sarif = try Self.harness(files).run(["usage", "App", "--format", "sarif"])
        let document = try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as! [String: Any]
        let results = ((document["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]])
        #expect(results.count == 41)
    }
}
