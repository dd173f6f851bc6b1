import Foundation
import Testing
import PaletteKit
@testable import PaletteCommands
import PaletteTestSupport

/// Golden transcripts: each shipped session replayed as a person would have seen it. Re-record
/// with `RECORD_SNAPSHOTS=1 swift test --filter TranscriptSnapshotTests`.
@Suite struct TranscriptSnapshotTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    @Test(arguments: ["craftLight", "nord"])
    func transcriptMatchesTheSnapshot(id: String) throws {
        let session = try RepositoryFiles.text("Sessions/\(id).session")
        let transcript = TextBuffer()
        let result = SessionReplay.run(session, directory: "out", fileSystem: MemoryFileSystem(), transcript: transcript)
        #expect(result.saved)
        let snapshot = Self.snapshots.appendingPathComponent("\(id).transcript")
        if let mismatch = try Snapshot.mismatch(transcript.text, file: snapshot, name: id) { Issue.record(Comment(rawValue: mismatch)) }
    }
}
