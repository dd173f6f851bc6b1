/// Writes held in memory over a real file system, so a replay can run to the end before any
/// file changes: `commit()` writes them through (atomically); dropping the overlay discards them.
/// Reads see staged files first.
public final class OverlayFileSystem: FileSystem {
    private let base: FileSystem
    public private(set) var staged: [String: String] = [:]
    private var folders: Set<String> = []

    public init(base: FileSystem) { self.base = base }

    public func readText(at path: String) throws(FileSystemError) -> String {
        if let text = staged[path] { return text }
        return try base.readText(at: path)
    }

    public func fileExists(at path: String) -> Bool {
        staged[path] != nil || folders.contains(path) || base.fileExists(at: path)
    }

    public func createDirectory(at path: String) throws(FileSystemError) { folders.insert(path) }

    public func writeAtomically(_ text: String, to path: String) throws(FileSystemError) { staged[path] = text }

    public func appendDurably(_ text: String, to path: String) throws(FileSystemError) {
        var existing = staged[path] ?? ""
        if staged[path] == nil && base.fileExists(at: path) { existing = try base.readText(at: path) }
        staged[path] = existing + text
    }

    /// Writes every staged file to the base, creating folders as needed.
    public func commit() throws(FileSystemError) {
        for path in staged.keys.sorted() {
            if let slash = path.lastIndex(of: "/") {
                let folder = String(path[..<slash])
                if !folder.isEmpty && !base.fileExists(at: folder) { try base.createDirectory(at: folder) }
            }
            try base.writeAtomically(staged[path]!, to: path)
        }
        staged.removeAll()
    }
}
