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
    var heldLocks: [String: Int32] = [:]

    /// Opens a regular file, refusing anything else at once. O_NONBLOCK: opening a FIFO would
    /// otherwise wait for its other end forever. It stays set: on a regular file it changes no
    /// read, write or `flock` of it (POSIX: a regular file never lacks the data a read asks).
    /// Files written in place (the journal, the lock) are opened with O_NOFOLLOW: a link there
    /// would send the pid or a command into whatever file it names.
    func openRegular(_ path: String, _ flags: Int32, followingLinks: Bool = true,
                             mode: mode_t = 0o666) throws(FileSystemError) -> (descriptor: Int32, size: Int) {
        let descriptor = open(path, flags | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW), mode)
        guard descriptor >= 0 else {
            if errno == ELOOP && !followingLinks { throw FileSystemError(path: path, problem: .notRegularFile(kind: "a symbolic link")) }
            throw failure(path)
        }
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
        return (descriptor, Int(status.st_size))
    }

    func readBytes(at path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        let (descriptor, size) = try openRegular(path, O_RDONLY)
        defer { close(descriptor) }
        guard size <= limit else { throw FileSystemError(path: path, problem: .tooLarge(limit: limit)) }
        // Read straight into the array, one byte more than the size said, to see the end (or a
        // file that grew) without a second buffer.
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            count = 0
            while count < buffer.count {
                let got = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if got < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                if got == 0 { return }
                count += got
            }
        }
        if failed { throw failure(path) }
        // The file grew while it was read: the rest, within the limit.
        if bytes.count > size { bytes += try readRest(descriptor, path: path, limit: limit - bytes.count) }
        guard bytes.count <= limit else { throw FileSystemError(path: path, problem: .tooLarge(limit: limit)) }
        return bytes
    }

    /// What is left of a file that grew past the size it had when opened.
    private func readRest(_ descriptor: Int32, path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        var rest: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            if count == 0 { return rest }
            rest.append(contentsOf: chunk[0..<count])
            guard rest.count <= limit else { throw FileSystemError(path: path, problem: .tooLarge(limit: limit)) }
        }
    }

    static func kind(_ type: mode_t) -> String {
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

    func fileNames(in path: String) -> [String]? {
        entries(in: path)?.map(\.name)
    }

    func entries(in path: String) -> [FolderEntry]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var entries: [FolderEntry] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != "." && name != ".." else { continue }
            // A link, a FIFO or a file system that does not fill `d_type` (DT_UNKNOWN) is looked
            // at by the caller, as a name from `fileNames(in:)` is.
            let kind: FolderEntry.Kind = switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): .folder
            case Int32(DT_REG): .regularFile
            default: .unknown
            }
            entries.append(FolderEntry(name: name, kind: kind))
        }
        return entries.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    func unreadableReason(at path: String) -> String? {
        if let folder = opendir(path) {
            closedir(folder)
            return nil
        }
        let code = errno
        switch code {
        case ENOTDIR:
            // A file: it can be read when it can be opened.
            let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            if descriptor >= 0 {
                close(descriptor)
                return nil
            }
            return Self.reason(errno)
        case ENOENT:
            // Nothing there, or a link to nothing (a loop is ELOOP).
            var status = stat()
            if lstat(path, &status) == 0, stat(path, &status) != 0, errno == ELOOP { return Self.reason(ELOOP) }
            return nil
        default:
            return Self.reason(code)
        }
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ELOOP: return "a symbolic-link loop"
        case ENAMETOOLONG: return "a path longer than the system allows"
        default: return String(cString: strerror(code))
        }
    }

    func currentFolder() -> String {
        guard let path = getcwd(nil, 0) else { return "/" }
        defer { free(path) }
        return String(cString: path)
    }

    func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    func specialKind(at path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        if status.st_mode & S_IFMT == S_IFLNK && stat(path, &status) != 0 { return "a symbolic link that points nowhere" }
        let type = status.st_mode & S_IFMT
        return type == S_IFREG ? nil : Self.kind(type)
    }

    /// The mode a new file gets: what `open(…, 0666)` would give under this process's umask.
    let newFileMode: mode_t = {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }()

    func failure(_ path: String) -> FileSystemError {
        FileSystemError(path: path, reason: String(cString: strerror(errno)))
    }
}
