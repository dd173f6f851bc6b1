import Foundation
import Testing
import PaletteTestSupport

/// What `usage` and `lint` meet on a real disk that they cannot read: a symbolic-link loop, a path
/// longer than the system opens, CSS nested past what the reader reads. Each is listed with its
/// reason or refused, never dropped in silence.
@Suite struct ReadersOnDiskTests {
    static let view = "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\").foregroundColor(Color(StreamTokens.ink)) } }\n"

    @Test func aLinkLoopInsideTheTreeIsPassedOverAndOneNamedIsBadInput() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.view, to: "App/V.swift")
        #expect(symlink("loop", folder.url.appendingPathComponent("App/loop").path) == 0)
        let run = try BinaryRunner.run(["usage", "App"], directory: folder.url)
        #expect(run.output.contains("passed over App/loop (a symbolic-link loop)"), "\(run.output)\(run.errors)")
        let named = try BinaryRunner.run(["usage", "App/loop"], directory: folder.url)
        #expect(named.status == 2)
        #expect(named.errors == "palette-repl: cannot read 'App/loop': a symbolic-link loop\n", "\(named.errors)")
    }

    /// 200 nested folders of 30 letters: the path passes PATH_MAX (4,096 bytes) where a folder
    /// can no longer be opened by its path; it and what it holds are passed over, named.
    @Test func aPathLongerThanTheSystemOpensIsPassedOver() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.view, to: "App/V.swift")
        var path = "App"
        let component = String(repeating: "d", count: 30)
        // Made one level at a time from inside the last, as no single path may be that long.
        var descriptor = open(folder.url.appendingPathComponent("App").path, O_RDONLY | O_DIRECTORY)
        for _ in 0..<200 {
            #expect(mkdirat(descriptor, component, 0o755) == 0)
            let next = openat(descriptor, component, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
            path += "/" + component
        }
        let file = openat(descriptor, "Deep.swift", O_WRONLY | O_CREAT, 0o644)
        _ = Self.view.withCString { write(file, $0, strlen($0)) }
        close(file)
        close(descriptor)
        let run = try BinaryRunner.run(["usage", "App", "--json"], directory: folder.url)
        let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as! [String: Any]
        let passed = (document["passedOver"] as! [[String: Any]]).map { $0["reason"] as! String }
        #expect(passed == ["unreadable: a path longer than the system allows"], "\(passed) \(run.errors)")
    }

    /// A failing rule nested 10,000 blocks deep never passes (exit 0) unread: a stylesheet nested
    /// past the reader's depth (256) is refused at the line (exit 2), and 64 nested layers are
    /// read as any others.
    @Test func cssNestedTooDeepIsRefusedAndDeepLayersAreRead() throws {
        let folder = try TemporaryFolder()
        try folder.write(try String(contentsOf: RepositoryFiles.url("Tests/Fixtures/lint/schema-css.json"), encoding: .utf8), to: "schema.json")
        let inner = ":root { --bg: #fff; --fg: #eee; --fg-muted: #777; }"
        let deep = String(repeating: "@media screen {\n", count: 10_000) + inner + String(repeating: "}", count: 10_000) + "\n"
        try folder.write(deep, to: "deep.css")
        let refused = try BinaryRunner.run(["lint", "--schema", "schema.json", "deep.css"], directory: folder.url)
        #expect(refused.status == 2, "\(refused.output)")
        #expect(refused.errors.contains("deep.css:257: a block here is nested more than 256 deep"), "\(refused.errors)")
        let layers = String(repeating: "@layer a {\n", count: 64) + inner + String(repeating: "}", count: 64) + "\n"
        try folder.write(layers, to: "layers.css")
        let read = try BinaryRunner.run(["lint", "--schema", "schema.json", "layers.css"], directory: folder.url)
        #expect(read.status == 1, "\(read.output)\(read.errors)")
        #expect(read.output.contains("layers.css:65: default: rule body text/surface 1.16 < 4.5"), "\(read.output)")
    }

    @Test func lintsGithubAnnotationsEscapeControlCharacters() throws {
        let folder = try TemporaryFolder()
        try folder.write(try String(contentsOf: RepositoryFiles.url("Tests/Fixtures/lint/schema-css.json"), encoding: .utf8), to: "schema.json")
        let name = "\u{1B}[31mred.css"
        try folder.write(":root { --bg: #fff; --fg: #eee; --fg-muted: #777; }\n", to: name)
        let run = try BinaryRunner.run(["lint", "--schema", "schema.json", name, "--format", "github"], directory: folder.url)
        #expect(run.status == 1)
        #expect(!run.output.contains("\u{1B}"), "\(run.output.debugDescription)")
        #expect(run.output.contains("file=\\u{1B}[31mred.css"), "\(run.output)")
    }
}
