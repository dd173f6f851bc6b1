import Foundation
import Testing

/// `usage` on two open-source apps no one here wrote, with nothing but `--schema`: a SwiftUI app
/// (FRTMTools: its palette nested in a theme read from the environment, a preview that injects
/// its own) and a Compose app (JetLagged: its own colour class behind a `CompositionLocal` and a
/// `@Composable` getter, Material 3's `ColorScheme`, multipreview annotations). The oracle is each
/// app's `truth.json`, made by hand with grep and reading (Tests/Fixtures/usage/*/SOURCE.md):
/// every role's status, every live and preview read site (file:line:column), and every colour
/// literal with its colour, a literal that defines a palette kept apart from one hard-coded.
@Suite struct RealAppUsageTests {
    static let fixtures = ReplayTests.root.appendingPathComponent("Tests/Fixtures/usage")

    struct Finding: Equatable, CustomStringConvertible {
        let status: String
        let live: [String]
        let preview: [String]
        var description: String { "\(status) live \(live) preview \(preview)" }
    }

    static func object(_ data: Data) throws -> [String: Any] { try JSONSerialization.jsonObject(with: data) as! [String: Any] }

    static func site(_ place: [String: Any]) -> String {
        "\((place["file"] as! String).dropFirst("files/".count)):\(place["line"]!):\(place["column"] ?? 0)"
    }

    @Test(arguments: ["frtmtools", "jetlagged", "jetsnack"])
    func everyRoleAndEveryLiteralAsTheGroundTruthSays(app: String) throws {
        let folder = Self.fixtures.appendingPathComponent(app)
        let truth = try Self.object(Data(contentsOf: folder.appendingPathComponent("truth.json")))
        let run = try BinaryRunner.run(["usage", "--schema", "schema.json", "files", "--json"], directory: folder)
        // Both apps have dead roles.
        #expect(run.status == 1, "\(run.errors)")
        let report = try Self.object(Data(run.output.utf8))
        let tokens = report["tokens"] as! [[String: Any]]

        for role in truth["roles"] as! [[String: Any]] {
            let name = role["role"] as! String
            let ours = try #require(tokens.first { $0["name"] as! String == name }, "\(name)")
            let expected = Finding(status: ["live": "used", "dead": "dead", "preview-only": "previewOnly", "test-only": "testOnly"][role["status"] as! String]!,
                                   live: (role["live_sites"] as? [String] ?? []).sorted(), preview: (role["preview_sites"] as? [String] ?? []).sorted())
            let found = Finding(status: ours["status"] as! String, live: (ours["places"] as! [[String: Any]]).map(Self.site).sorted(),
                                preview: (ours["previewPlaces"] as? [[String: Any]] ?? []).map(Self.site).sorted())
            #expect(found == expected, "\(app): \(name)")
        }
        #expect(tokens.count == (truth["roles"] as! [Any]).count)

        // Literals: the site and colour of each; unread when a constant names it and no code
        // names the constant (the truth's `declared_as` with an empty `used_at`); hard-coded when
        // code other than a palette's definition uses it (`used_at` outside the theme's
        // definitions); else defining.
        func literals(_ key: String) -> [String: String] {
            Dictionary((report[key] as? [[String: Any]] ?? []).map { (Self.site($0), $0["colour"] as? String ?? "nil") }) { first, _ in first }
        }
        let leaks = literals("leaks"), definitions = literals("definitions"), unread = literals("unread")
        var expectedLeaks: [String: String] = [:], expectedDefinitions: [String: String] = [:], expectedUnread: [String: String] = [:]
        let definitionSites = Set((truth["definitions"] as? [[String: Any]] ?? []).compactMap { $0["site"] as? String })
        for literal in truth["literals"] as! [[String: Any]] {
            let uses = (literal["used_at"] as? [String] ?? []).filter { !definitionSites.contains($0) }
            let site = literal["site"] as! String, hex = literal["hex"] as! String
            if literal["declared_as"] != nil, (literal["used_at"] as? [String] ?? []).isEmpty {
                expectedUnread[site] = hex
            } else if uses.isEmpty {
                expectedDefinitions[site] = hex
            } else {
                expectedLeaks[site] = hex
            }
        }
        for resource in truth["resource_xml"] as? [[String: Any]] ?? [] {
            let site = (resource["site"] as! String) + ":0", hex = resource["hex"] as! String
            if (resource["kind"] as! String).hasPrefix("definition") { expectedDefinitions[site] = hex } else { expectedLeaks[site] = hex }
        }
        #expect(leaks == expectedLeaks, "\(app)")
        #expect(definitions == expectedDefinitions, "\(app)")
        #expect(unread == expectedUnread, "\(app)")
    }
}
