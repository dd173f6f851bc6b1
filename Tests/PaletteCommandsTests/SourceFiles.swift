import Foundation

/// The Swift sources under a folder of the repository, for the tests that hold every source to a
/// rule (no positional read by index, no error written by hand, comments that match the table).
enum SourceFiles {
    /// Each `.swift` file under `folder` (relative to the repository), its path relative to
    /// `folder` and its text, in path order.
    static func read(_ folder: String) throws -> [(path: String, text: String)] {
        let root = LintCommandTests.root.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.map { (path: $0, text: try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
    }
}
