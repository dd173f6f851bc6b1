#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PaletteCommands

/// Real files through POSIX calls. Atomic writes go through a temporary file in the target's
/// folder that is fsync'd and renamed over the target; journal appends are fsync'd and cut back
/// when they fail part-way.
final class PosixFileSystem: FileSystem {
    /// Descriptors of the locks this process holds; flock locks last while they stay open.
    private var heldLocks: [String: Int32] = [:]

    /// Opens a regular file, refusing anything else at once. O_NONBLOCK: opening a FIFO would
    /// otherwise wait for its other end forever; it is cleared again for the regular file.
    private func openRegular(_ path: String, _ flags: Int32, mode: mode_t = 0o644) throws(FileSystemError) -> (descriptor: Int32, size: Int) {
        let descriptor = open(path, flags | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw failure(path) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let error = failure(path)
            close(descriptor)
            throw error
        }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else {
            close(descriptor)
            throw FileSystemError(path: path, problem: .notRegularFile(kind: Self.kind(type)))
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return (descriptor, Int(status.st_size))
    }

    func readBytes(at path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        let (descriptor, size) = try openRegular(path, O_RDONLY)
        defer { close(descriptor) }
        guard size <= limit else { throw FileSystemError(path: path, problem: .tooLarge(limit: limit)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            // The file may grow while it is read.
            guard bytes.count <= limit else { throw FileSystemError(path: path, problem: .tooLarge(limit: limit)) }
        }
        return bytes
    }

    private static func kind(_ type: mode_t) -> String {
        switch type {
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    func fileExists(at path: String) -> Bool { access(path, F_OK) == 0 }

    func createDirectory(at path: String) throws(FileSystemError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST { throw failure(prefix) }
            prefix += "/"
        }
    }

    func writeAtomically(_ text: String, to path: String) throws(FileSystemError) {
        let (folder, name) = Self.split(path)
        var template = Array("\(folder)/\(Self.temporaryPrefix(name))XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(path) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(FileSystemError) {
            try writeAll(text, to: descriptor, path: path)
            guard fsync(descriptor) == 0 else { throw failure(path) }
            close(descriptor)
            guard rename(temporary, path) == 0 else { throw failure(path) }
            syncFolder(folder)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
    }

    func removeLeftoverTemporaryFiles(of path: String) -> [String] {
        let (folder, name) = Self.split(path)
        let prefix = Self.temporaryPrefix(name)
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var removed: [String] = []
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            // mkstemp's six characters follow the prefix, nothing else.
            guard entryName.hasPrefix(prefix), entryName.utf8.count == prefix.utf8.count + 6 else { continue }
            let full = folder + "/" + entryName
            if unlink(full) == 0 { removed.append(full) }
        }
        return removed.sorted()
    }

    private static func temporaryPrefix(_ name: String) -> String { ".\(name)." }

    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    func appendDurably(_ text: String, to path: String) throws(FileSystemError) -> Int {
        let (descriptor, before) = try openRegular(path, O_WRONLY | O_APPEND | O_CREAT)
        defer { close(descriptor) }
        do throws(FileSystemError) {
            try writeAll(text, to: descriptor, path: path)
            guard fsync(descriptor) == 0 else { throw failure(path) }
        } catch {
            // A torn line would glue onto the next command; put the file back as it was.
            _ = ftruncate(descriptor, off_t(before))
            _ = fsync(descriptor)
            throw error
        }
        return before
    }

    func truncate(_ path: String, to length: Int) throws(FileSystemError) {
        let (descriptor, _) = try openRegular(path, O_WRONLY)
        defer { close(descriptor) }
        guard ftruncate(descriptor, off_t(length)) == 0, fsync(descriptor) == 0 else { throw failure(path) }
    }

    /// flock on `PATH.lock`, which holds the holder's pid for the refusal message. The lock file
    /// stays after exit: the kernel drops the lock with the process, so a stale file locks nothing.
    func lockExclusively(_ path: String) throws(FileSystemError) -> LockOutcome {
        let lockPath = path + ".lock"
        if heldLocks[lockPath] != nil { return .acquired }
        let (descriptor, _) = try openRegular(lockPath, O_RDWR | O_CREAT)
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let busy = errno == EWOULDBLOCK
            let error = failure(lockPath)
            var buffer = [UInt8](repeating: 0, count: 32)
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
            close(descriptor)
            guard busy else { throw error }
            let text = count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : ""
            return .heldBy(pid: Int32(text.split(separator: "\n").first.map(String.init) ?? ""))
        }
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        heldLocks[lockPath] = descriptor
        return .acquired
    }

    private func writeAll(_ text: String, to descriptor: Int32, path: String) throws(FileSystemError) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            offset += written
        }
    }

    /// A rename is durable only once its folder is synced.
    private func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 {
            fsync(descriptor)
            close(descriptor)
        }
    }

    private func failure(_ path: String) -> FileSystemError {
        FileSystemError(path: path, reason: String(cString: strerror(errno)))
    }
}
