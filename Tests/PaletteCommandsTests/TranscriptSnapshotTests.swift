import Foundation
import Testing
import PaletteKit
@testable import PaletteCommands
import PaletteTestSupport

/// Golden transcripts: each shipped session replayed as a person would have seen it. Re-record
/// with `RECORD_SNAPSHOTS=1 swift test --filter TranscriptSnapshotTests`.
@Suite struct TranscriptSnapshotTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    @Test(arguments: ["craftLight", "nord"])
    func transcriptMatchesTheSnapshot(id: String) throws {
        let session = try String(contentsOf: Self.root.appendingPathComponent("Sessions/\(id).session"), encoding: .utf8)
        let transcript = TextBuffer()
        let result = SessionReplay.run(session, directory: "out", fileSystem: MemoryFileSystem(), transcript: transcript)
        #expect(result.saved)
        let snapshot = Self.snapshots.appendingPathComponent("\(id).transcript")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            // Recording never passes: comparing a file with what was just written proves nothing.
            try transcript.text.write(to: snapshot, atomically: true, encoding: .utf8)
            Issue.record("\(id): recorded; run again without RECORD_SNAPSHOTS to compare")
            return
        }
        let expected = try String(contentsOf: snapshot, encoding: .utf8)
        #expect(transcript.text == expected, "re-record with RECORD_SNAPSHOTS=1 if the change is intended")
    }
}
