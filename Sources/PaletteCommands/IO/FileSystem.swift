/// The files a command touches, behind a protocol so the command engine is testable without
/// a disk. The executable supplies POSIX files; tests supply memory.
public protocol FileSystem: AnyObject {
    func readText(at path: String) throws(FileSystemError) -> String
    func fileExists(at path: String) -> Bool
    func createDirectory(at path: String) throws(FileSystemError)
    /// Writes through a temporary file in the same folder, flushed to disk and renamed over
    /// the target, so the target is never left half-written.
    func writeAtomically(_ text: String, to path: String) throws(FileSystemError)
    /// Appends and flushes to disk before returning (the session journal).
    func appendDurably(_ text: String, to path: String) throws(FileSystemError)
}

public struct FileSystemError: Error, Hashable, Sendable {
    public let path: String
    /// The operating system's reason, e.g. "No such file or directory".
    public let reason: String
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// Files in memory, for tests of the command engine.
public final class MemoryFileSystem: FileSystem {
    public private(set) var files: [String: String]
    public private(set) var directories: Set<String> = []
    /// Paths whose writes fail, to test that failed writes lose nothing.
    public var failingWrites: Set<String> = []

    public init(files: [String: String] = [:]) { self.files = files }

    public func readText(at path: String) throws(FileSystemError) -> String {
        guard let text = files[path] else { throw FileSystemError(path: path, reason: "No such file or directory") }
        return text
    }

    public func fileExists(at path: String) -> Bool { files[path] != nil || directories.contains(path) }

    public func createDirectory(at path: String) throws(FileSystemError) { directories.insert(path) }

    public func writeAtomically(_ text: String, to path: String) throws(FileSystemError) {
        if failingWrites.contains(path) { throw FileSystemError(path: path, reason: "Read-only file system") }
        files[path] = text
    }

    public func appendDurably(_ text: String, to path: String) throws(FileSystemError) {
        if failingWrites.contains(path) { throw FileSystemError(path: path, reason: "Read-only file system") }
        files[path, default: ""] += text
    }
}
