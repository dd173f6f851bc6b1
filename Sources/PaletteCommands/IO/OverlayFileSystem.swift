/// Writes held in memory over a real file system, so a replay (or one shell line) can run to
/// the end before any file changes: `commit()` writes them through (atomically); dropping the
/// overlay discards them. Reads see staged files first.
package final class OverlayFileSystem: FileSystem {
    private let base: FileSystem
    package private(set) var staged: [String: String] = [:]
    private var folders: Set<String> = []

    package init(base: FileSystem) { self.base = base }

    package func readBytes(at path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        if let text = staged[path] {
            guard text.utf8.count <= limit else { throw FileSystemError(path: path, problem: .tooLarge(limit: limit)) }
            return Array(text.utf8)
        }
        return try base.readBytes(at: path, limit: limit)
    }

    package func fileExists(at path: String) -> Bool {
        staged[path] != nil || folders.contains(path) || base.fileExists(at: path)
    }

    package func currentFolder() -> String { base.currentFolder() }

    package func fileNames(in path: String) -> [String]? {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        let stagedNames = staged.keys.filter { $0.hasPrefix(prefix) }.compactMap { $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init) }
        let baseNames = base.fileNames(in: path)
        guard baseNames != nil || !stagedNames.isEmpty else { return nil }
        return Set((baseNames ?? []) + stagedNames).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    package func specialKind(at path: String) -> String? {
        staged[path] != nil ? nil : folders.contains(path) ? "a folder" : base.specialKind(at: path)
    }

    package func createDirectory(at path: String) throws(FileSystemError) { folders.insert(path) }

    package func writeFiles(_ files: [FileWrite]) throws(FileSystemError) {
        for file in files { staged[file.path] = file.text }
    }

    package func appendDurably(_ text: String, to path: String) throws(FileSystemError) -> Int {
        let existing = try stagedOrBase(path)
        staged[path] = existing + text
        return existing.utf8.count
    }

    package func truncate(_ path: String, to length: Int) throws(FileSystemError) {
        staged[path] = String(decoding: try stagedOrBase(path).utf8.prefix(length), as: UTF8.self)
    }

    package func lockExclusively(_ path: String) throws(FileSystemError) -> LockOutcome {
        try base.lockExclusively(path)
    }

    package func releaseLocks() { base.releaseLocks() }

    /// Removing files is a write too; an overlay leaves the base as it is.
    package func removeLeftoverTemporaryFiles(of path: String) -> [String] { [] }

    private func stagedOrBase(_ path: String) throws(FileSystemError) -> String {
        if let text = staged[path] { return text }
        guard base.fileExists(at: path) else { return "" }
        return try base.readText(at: path, limit: InputLimits.sessionFileBytes)
    }

    /// Writes every staged file to the base in one all-or-nothing `writeFiles` (which makes their
    /// folders), then the folders asked for that hold no file; on failure nothing is written.
    package func commit() throws(FileSystemError) {
        if !staged.isEmpty {
            try base.writeFiles(staged.keys.sorted().map { FileWrite(path: $0, text: staged[$0]!) })
        }
        for folder in folders.sorted() where !base.fileExists(at: folder) { try base.createDirectory(at: folder) }
        folders.removeAll()
        staged.removeAll()
    }
}
