import PaletteCommands

/// Files in memory, for tests of the command engine.
package final class MemoryFileSystem: FileSystem {
    package private(set) var files: [String: String]
    package private(set) var directories: Set<String> = []
    /// Paths whose writes fail, to test that failed writes lose nothing.
    package var failingWrites: Set<String> = []
    /// Locks taken by another (pretend) process, with its pid.
    package var foreignLocks: [String: Int32] = [:]
    package private(set) var locks: Set<String> = []
    /// Files and folders the system would not read, with why ("Permission denied"): a test
    /// running as root cannot make one on disk.
    package var unreadable: [String: String] = [:]

    package init(files: [String: String] = [:]) { self.files = files }

    package func readBytes(at path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        if let reason = unreadable[path] { throw FileSystemError(path: path, reason: reason) }
        guard let text = files[path] else {
            if directories.contains(path) { throw FileSystemError(path: path, problem: .notRegularFile(kind: "a folder")) }
            throw FileSystemError(path: path, reason: "No such file or directory")
        }
        guard text.utf8.count <= limit else { throw FileSystemError(path: path, problem: .tooLarge(limit: limit)) }
        return Array(text.utf8)
    }

    package func fileExists(at path: String) -> Bool { files[path] != nil || directories.contains(path) }

    package func fileNames(in path: String) -> [String]? {
        if unreadable[path] != nil { return nil }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        let names = Set(files.keys.filter { $0.hasPrefix(prefix) }.compactMap { $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init) })
        guard directories.contains(path) || !names.isEmpty else { return nil }
        return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Where relative paths are, for paths a journal must write as absolute.
    package var workingFolder = "/work"

    package func currentFolder() -> String { workingFolder }

    package func specialKind(at path: String) -> String? { directories.contains(path) ? "a folder" : nil }

    package func unreadableReason(at path: String) -> String? { unreadable[path] }

    package func createDirectory(at path: String) throws(FileSystemError) { directories.insert(path) }

    /// All or nothing, as on disk: a failing path or a folder at a target refuses the whole write;
    /// the files' folders are made.
    package func writeFiles(_ writes: [FileWrite]) throws(FileSystemError) {
        for write in writes {
            if failingWrites.contains(write.path) { throw FileSystemError(path: write.path, reason: "Read-only file system") }
            if directories.contains(write.path) { throw FileSystemError(path: write.path, problem: .notRegularFile(kind: "a folder")) }
        }
        for write in writes {
            files[write.path] = write.text
            var folder = FilePath.parent(of: write.path)
            while folder != "." && folder != "/" && directories.insert(folder).inserted { folder = FilePath.parent(of: folder) }
        }
    }

    package func appendDurably(_ text: String, to path: String) throws(FileSystemError) -> Int {
        if failingWrites.contains(path) { throw FileSystemError(path: path, reason: "Read-only file system") }
        let before = files[path]?.utf8.count ?? 0
        files[path, default: ""] += text
        return before
    }

    package func truncate(_ path: String, to length: Int) throws(FileSystemError) {
        guard let text = files[path] else { throw FileSystemError(path: path, reason: "No such file or directory") }
        files[path] = String(decoding: text.utf8.prefix(length), as: UTF8.self)
    }

    package func lockExclusively(_ path: String) throws(FileSystemError) -> LockOutcome {
        if let pid = foreignLocks[path] { return .heldBy(pid: pid) }
        locks.insert(path)
        return .acquired
    }

    package func releaseLocks() { locks.removeAll() }

    package func removeLeftoverTemporaryFiles(of path: String) -> [String] { [] }

    /// Deletes a file, as a test's setup needs.
    package func removeFile(at path: String) { files[path] = nil }
}
