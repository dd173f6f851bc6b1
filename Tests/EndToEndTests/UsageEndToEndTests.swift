import Foundation
import Testing

/// `usage` on a real folder: a binary file and a symbolic-link loop are passed over and counted
/// (the walk would otherwise read the loop until the path grew too long), and the reads in the
/// real files still count.
@Suite struct UsageEndToEndTests {
    @Test func binaryFilesAndLinkLoopsArePassedOverAndCounted() throws {
        let folder = try TemporaryFolder()
        let app = folder.url.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try "struct Row: View { var body: some View { Text(\"x\").foregroundStyle(Color(StreamTokens.paper)) } }\n".write(to: app.appendingPathComponent("Reads.swift"), atomically: true, encoding: .utf8)
        try Data([0x00, 0x01, 0x02, 0x53, 0x74]).write(to: app.appendingPathComponent("Blob.swift"))
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("loop").path, withDestinationPath: "..")
        let outcome = try BinaryRunner.run(["usage", "App", "--json"], directory: folder.url)
        #expect(outcome.status == 1, "\(outcome.errors)")
        let document = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as! [String: Any]
        let passedOver = (document["passedOver"] as! [[String: String]]).map { "\($0["file"]!) \($0["reason"]!)" }
        #expect(passedOver == ["App/Blob.swift binary", "App/loop/App a symbolic-link loop"])
        let paper = (document["tokens"] as! [[String: Any]]).first { $0["name"] as! String == "paper" }!
        #expect(paper["status"] as! String == "used")
        #expect(paper["uses"] as! Int == 1)
    }

    @Test func aPathThatCannotBeReadIsBadInputAndPrintsNothing() throws {
        let folder = try TemporaryFolder()
        let outcome = try BinaryRunner.run(["usage", "Missing"], directory: folder.url)
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.errors == "palette-repl: cannot read 'Missing': No such file or folder\n")
    }
}
