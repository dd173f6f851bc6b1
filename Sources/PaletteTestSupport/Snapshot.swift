import Foundation

/// Golden files: a test's output compared with the file recorded for it. With
/// `RECORD_SNAPSHOTS=1` in the environment the file is written instead, and that run never
/// passes: comparing a file with what was just written proves nothing.
package enum Snapshot {
    /// Why `text` does not match the snapshot at `file` (named `name` in the message), or nil
    /// when it does. The message names the first line that differs.
    package static func mismatch(_ text: String, file: URL, name: String) throws -> String? {
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
            return "\(name): recorded; run again without RECORD_SNAPSHOTS to compare"
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        guard text != expected else { return nil }
        let got = text.components(separatedBy: "\n"), wanted = expected.components(separatedBy: "\n")
        let line = zip(got, wanted).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, wanted.count)
        let shown = { (lines: [String]) in line < lines.count ? lines[line].debugDescription : "the end" }
        return "\(name): line \(line + 1) is \(shown(got)) where the snapshot has \(shown(wanted)); "
            + "re-record with RECORD_SNAPSHOTS=1 if the change is intended"
    }
}
