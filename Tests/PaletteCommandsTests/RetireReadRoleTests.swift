import Testing
import PaletteCommands
import PaletteTestSupport

/// `schema retire ROLE --app PATH`: a role the app's code still reads, as `usage` finds it
/// (through the app's own facade, in previews and tests too), is refused and nothing is
/// written; `--force` retires it and warns once per role; a dead role retires without a
/// warning.
@Suite struct RetireReadRoleTests {
    static let app = [
        "App/Theme.swift": """
        import SwiftUI
        struct Palette { let accent: Color; let slotGlow: Color; let raised: Color }
        private struct PaletteKey: EnvironmentKey { static let defaultValue = Palette(accent: .blue, slotGlow: .red, raised: .gray) }
        extension EnvironmentValues { var palette: Palette { get { self[PaletteKey.self] } set { self[PaletteKey.self] = newValue } } }
        extension ShapeStyle where Self == Color { static var brandAccent: Color { Color.accent } }
        """,
        "App/Card.swift": """
        import SwiftUI
        struct Card: View {
            @Environment(\\.palette) private var palette
            var body: some View { Text("x").foregroundStyle(palette.accent) }
        }
        #Preview { Text("y").background(Palette(accent: .blue, slotGlow: .red, raised: .gray).raised) }
        """,
    ]

    static func harness() throws -> CommandHarness {
        var files = try SchemaMigrationTests.shipped(only: ["nord"])
        for (path, text) in app { files[path] = text }
        return CommandHarness(files: files)
    }

    @Test(arguments: [
        (["accent"], "palette-repl: cannot retire accent: the app still reads it, 1 read, first App/Card.swift:4; change those reads first, or pass --force\n"),
        (["raised"], "palette-repl: cannot retire raised: the app still reads it (in previews only), 1 read, first App/Card.swift:6; change those reads first, or pass --force\n"),
        (["accent", "raised", "slotGlow"], "palette-repl: cannot retire accent: the app still reads it, 1 read, first App/Card.swift:4; change those reads first, or pass --force\n"
            + "palette-repl: cannot retire raised: the app still reads it (in previews only), 1 read, first App/Card.swift:6; change those reads first, or pass --force\n"),
    ])
    func aRoleTheAppReadsIsRefusedAndNothingIsWritten(roles: [String], errors: String) throws {
        let harness = try Self.harness()
        let before = harness.fileSystem.files
        let run = harness.run(["schema", "retire"] + roles + ["--app", "App"])
        #expect(run.errors == errors)
        #expect(run.code == .usage)
        #expect(harness.fileSystem.files == before)
    }

    @Test func aDeadRoleRetiresAndForceRetiresARoleReadWithAWarning() throws {
        let harness = try Self.harness()
        let dead = harness.run(["schema", "retire", "slotGlow", "--app", "App"])
        #expect(dead.code == .success, "\(dead.errors)")
        #expect(dead.errors.isEmpty)
        let forced = harness.run(["schema", "retire", "accent", "--app", "App", "--force"])
        #expect(forced.code == .success, "\(forced.errors)")
        #expect(forced.errors == "palette-repl: warning: retired accent, which the app still reads: 1 read, first App/Card.swift:4; those reads name a role the exports no longer have\n")
        #expect(forced.output.contains("retired accent"))
    }
}
