/// The files a command touches, behind a protocol so the command engine is testable without
/// a disk. The executable supplies POSIX files; tests supply memory.
package protocol FileSystem: AnyObject {
    /// The bytes of a regular file of at most `limit` bytes. Anything else (a FIFO, a device,
    /// a folder, a larger file) is refused at once, never waited on.
    func readBytes(at path: String, limit: Int) throws(FileSystemError) -> [UInt8]
    func fileExists(at path: String) -> Bool
    /// The names of the entries of the folder `path` (no `.` or `..`), sorted by their bytes;
    /// nil when it is not a folder that can be read.
    func fileNames(in path: String) -> [String]?
    /// `fileNames(in:)` with what each entry is, where the folder's listing says so without
    /// another look (POSIX `d_type`); `.unknown` asks the caller to look for itself.
    func entries(in path: String) -> [FolderEntry]?
    /// Why `path` can be neither listed as a folder nor read as a file, when something stands
    /// there that cannot ("Permission denied", "a symbolic-link loop", "a path longer than the
    /// system allows"); nil for a folder that can be listed, a regular file, or nothing at all.
    func unreadableReason(at path: String) -> String?
    /// The absolute path of the folder relative paths are read from.
    func currentFolder() -> String
    /// What stands at `path` when it is neither nothing nor a regular file (nor a link to one):
    /// "a folder", "a FIFO", …, as `FileSystemError.Problem.notRegularFile` names it.
    func specialKind(at path: String) -> String?
    func createDirectory(at path: String) throws(FileSystemError)
    /// Writes every file or none. Each is staged in a temporary file in its target's folder and
    /// flushed to disk; only then are they renamed over their targets, and a rename that fails
    /// puts back what the earlier ones replaced. A target that exists and is not a regular file
    /// (a FIFO, a device, a folder) is refused before anything is written; a symbolic link is
    /// followed to the regular file it names. Missing folders are made, and removed again when
    /// the write fails. A new file gets the mode the umask gives (it is meant to be shared and
    /// committed); a replaced file keeps its mode.
    func writeFiles(_ files: [FileWrite]) throws(FileSystemError)
    /// `writeFiles` that a process killed part-way cannot leave half-done: once every file is
    /// staged, the renames are recorded durably in `journal` before the first is made (in the
    /// order given: a caller puts last the file that says the rest are done), and the journal is
    /// removed when the last is made. `finishInterruptedWrites(journal:)` completes them.
    func writeFiles(_ files: [FileWrite], journal: String) throws(FileSystemError)
    /// Completes the renames of a `writeFiles(_:journal:)` killed part-way; nil when `journal`
    /// does not exist, else the files it put in place.
    func finishInterruptedWrites(journal: String) throws(FileSystemError) -> [String]?
    /// Appends and flushes to disk before returning (the session journal). When the append
    /// fails part-way the file is cut back, so a failed append leaves nothing behind.
    /// Returns the file's length before the append, for `truncate` to undo it.
    @discardableResult
    func appendDurably(_ text: String, to path: String) throws(FileSystemError) -> Int
    /// Cuts a file back to `length` bytes and flushes it (undoes an append).
    func truncate(_ path: String, to length: Int) throws(FileSystemError)
    /// Takes an exclusive lock named after `path` for the rest of this process's life, or until
    /// `releaseLocks`.
    func lockExclusively(_ path: String) throws(FileSystemError) -> LockOutcome
    /// Lets every lock of this process go and removes their files: a clean exit leaves none.
    func releaseLocks()
    /// Removes temporary files that an interrupted `writeAtomically` of `path` left behind;
    /// returns their paths.
    func removeLeftoverTemporaryFiles(of path: String) -> [String]
    /// The path with every symbolic link resolved (`realpath`), so a walk of a tree can tell a
    /// folder it has been in; nil when it cannot be resolved.
    func canonicalPath(_ path: String) -> String?
}

/// One name in a folder's listing and what it is, as far as the listing says.
package struct FolderEntry: Equatable, Sendable {
    package enum Kind: Equatable, Sendable { case folder, regularFile, unknown }
    package let name: String
    package let kind: Kind

    package init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

extension FileSystem {
    /// A listing that says nothing of its entries: every one is looked at by the caller.
    package func entries(in path: String) -> [FolderEntry]? {
        fileNames(in: path)?.map { FolderEntry(name: $0, kind: .unknown) }
    }
}

extension FileSystem {
    /// Files without symbolic links: a path is its own.
    package func canonicalPath(_ path: String) -> String? { path }

    /// Files in memory are all readable.
    package func unreadableReason(at path: String) -> String? { nil }

    /// Files in memory cannot be left half-written: every write is whole, and no journal remains.
    package func writeFiles(_ files: [FileWrite], journal: String) throws(FileSystemError) { try writeFiles(files) }
    package func finishInterruptedWrites(journal: String) throws(FileSystemError) -> [String]? { nil }
}

package enum LockOutcome: Equatable, Sendable {
    case acquired
    /// Another process holds it; its pid when it recorded one.
    case heldBy(pid: Int32?)
}

/// One file of a `writeFiles` call.
package struct FileWrite: Hashable, Sendable {
    package let path: String
    package let text: String

    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

extension FileSystem {
    /// One file, never left half-written (`writeFiles` of one file).
    package func writeAtomically(_ text: String, to path: String) throws(FileSystemError) {
        try writeFiles([FileWrite(path: path, text: text)])
    }

    /// A regular file of at most `limit` bytes that must be UTF-8 text.
    package func readText(at path: String, limit: Int) throws(FileSystemError) -> String {
        try UTF8Text.decode(try readBytes(at: path, limit: limit), path: path)
    }
}

package struct FileSystemError: Error, Hashable, Sendable {
    package enum Problem: Hashable, Sendable {
        /// The operating system's reason, e.g. "No such file or directory".
        case system(String)
        /// A FIFO, device, socket or folder where a regular file was expected.
        case notRegularFile(kind: String)
        case tooLarge(limit: Int)
        case notUTF8(offset: Int)
    }

    package let path: String
    package let problem: Problem

    package init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    package init(path: String, reason: String) {
        self.init(path: path, problem: .system(reason))
    }
}

/// Strict UTF-8 decoding: a file with a broken byte is refused with its offset rather than read
/// with replacement characters that would then be saved back as something the user never wrote.
/// A byte-order mark, which some editors write, is dropped.
package enum UTF8Text {
    package static func decode(_ bytes: [UInt8], path: String) throws(FileSystemError) -> String {
        if let offset = firstInvalidByte(bytes) {
            throw FileSystemError(path: path, problem: .notUTF8(offset: offset))
        }
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let body = bytes.starts(with: byteOrderMark) ? bytes.dropFirst(3) : bytes[...]
        return String(decoding: body, as: UTF8.self)
    }

    /// The offset of the first byte that does not start or continue a valid UTF-8 scalar.
    package static func firstInvalidByte<Bytes: Collection>(_ bytes: Bytes) -> Int? where Bytes.Element == UInt8 {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
