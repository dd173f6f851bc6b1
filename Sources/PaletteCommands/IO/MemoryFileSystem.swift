/// Files in memory, for tests of the command engine.
public final class MemoryFileSystem: FileSystem {
    public private(set) var files: [String: String]
    public private(set) var directories: Set<String> = []
    /// Paths whose writes fail, to test that failed writes lose nothing.
    public var failingWrites: Set<String> = []
    /// Locks taken by another (pretend) process, with its pid.
    public var foreignLocks: [String: Int32] = [:]
    public private(set) var locks: Set<String> = []

    public init(files: [String: String] = [:]) { self.files = files }

    public func readBytes(at path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        guard let text = files[path] else {
            if directories.contains(path) { throw FileSystemError(path: path, problem: .notRegularFile(kind: "a folder")) }
            throw FileSystemError(path: path, reason: "No such file or directory")
        }
        guard text.utf8.count <= limit else { throw FileSystemError(path: path, problem: .tooLarge(limit: limit)) }
        return Array(text.utf8)
    }

    public func fileExists(at path: String) -> Bool { files[path] != nil || directories.contains(path) }

    public func createDirectory(at path: String) throws(FileSystemError) { directories.insert(path) }

    public func writeAtomically(_ text: String, to path: String) throws(FileSystemError) {
        if failingWrites.contains(path) { throw FileSystemError(path: path, reason: "Read-only file system") }
        files[path] = text
    }

    public func appendDurably(_ text: String, to path: String) throws(FileSystemError) -> Int {
        if failingWrites.contains(path) { throw FileSystemError(path: path, reason: "Read-only file system") }
        let before = files[path]?.utf8.count ?? 0
        files[path, default: ""] += text
        return before
    }

    public func truncate(_ path: String, to length: Int) throws(FileSystemError) {
        guard let text = files[path] else { throw FileSystemError(path: path, reason: "No such file or directory") }
        files[path] = String(decoding: text.utf8.prefix(length), as: UTF8.self)
    }

    public func lockExclusively(_ path: String) throws(FileSystemError) -> LockOutcome {
        if let pid = foreignLocks[path] { return .heldBy(pid: pid) }
        locks.insert(path)
        return .acquired
    }

    public func removeLeftoverTemporaryFiles(of path: String) -> [String] { [] }
}
