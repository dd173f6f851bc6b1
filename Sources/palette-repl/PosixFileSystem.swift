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
    /// otherwise wait for its other end forever. It stays set: on a regular file it changes no
    /// read, write or `flock` of it (POSIX: a regular file never lacks the data a read asks).
    /// Files written in place (the journal, the lock) are opened with O_NOFOLLOW: a link there
    /// would send the pid or a command into whatever file it names.
    private func openRegular(_ path: String, _ flags: Int32, followingLinks: Bool = true,
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

    /// The folder and every missing one above it (each parent as `FilePath` has it), outermost first.
    func createDirectory(at path: String) throws(FileSystemError) {
        var missing: [String] = []
        var current = path
        while current != "/", current != ".", access(current, F_OK) != 0 {
            missing.append(current)
            current = FilePath.parent(of: current)
        }
        for folder in missing.reversed() where mkdir(folder, 0o755) != 0 && errno != EEXIST { throw failure(folder) }
    }

    /// The mode a new file gets: what `open(…, 0666)` would give under this process's umask.
    private let newFileMode: mode_t = {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }()

    /// Where one file of a write really goes: the regular file a link names, or the path itself.
    private struct Target {
        let path: String
        let shownPath: String
        let text: String
        let mode: mode_t
        let exists: Bool
        var folder: String { FilePath.parent(of: path) }
        var name: String { FilePath.name(of: path) }
    }

    /// What a rename replaced, to put back when a later file of the same write fails.
    private enum Backup {
        case none
        case link(String)
        case bytes([UInt8])

        var linkPath: String? {
            if case .link(let path) = self { return path }
            return nil
        }
    }

    func writeFiles(_ files: [FileWrite]) throws(FileSystemError) {
        try writeFiles(files, journal: nil)
    }

    func writeFiles(_ files: [FileWrite], journal: String) throws(FileSystemError) {
        try writeFiles(files, journal: Optional(journal))
    }

    /// Stages every file, then (with a journal) records the renames durably, then renames in
    /// order; a rename that fails puts back what the earlier ones replaced. Killed after the
    /// journal is in place, `finishInterruptedWrites(journal:)` completes the renames.
    private func writeFiles(_ files: [FileWrite], journal: String?) throws(FileSystemError) {
        var targets: [Target] = []
        for file in files { targets.append(try target(of: file)) }
        let createdFolders = try makeFolders(Array(Set(targets.map(\.folder) + (journal.map { [FilePath.parent(of: $0)] } ?? []))).sorted())
        var temporaries: [String] = []
        do throws(FileSystemError) {
            for target in targets { temporaries.append(try stage(target)) }
        } catch {
            for temporary in temporaries { unlink(temporary) }
            removeFolders(createdFolders)
            throw error
        }
        // One file needs no backup: its rename either happens or not.
        var backups: [Backup] = []
        if targets.count > 1 {
            for target in targets { backups.append(target.exists ? backup(of: target) : .none) }
        }
        func discard(renamed: Int) {
            for index in (0..<renamed).reversed() { restore(targets[index], from: backups[index]) }
            for temporary in temporaries[renamed...] { unlink(temporary) }
            for case .link(let path) in backups { unlink(path) }
            removeFolders(createdFolders)
        }
        if let journal {
            let record = WriteJournal(entries: zip(targets, temporaries).enumerated().map { index, pair in
                WriteJournal.Entry(temporary: pair.1, target: pair.0.path, backup: backups.indices.contains(index) ? backups[index].linkPath : nil)
            })
            do throws(FileSystemError) {
                try writeFiles([FileWrite(path: journal, text: record.text)], journal: nil)
            } catch {
                discard(renamed: 0)
                throw error
            }
        }
        var renamed = 0
        while renamed < targets.count {
            if rename(temporaries[renamed], targets[renamed].path) != 0 {
                let error = failure(targets[renamed].shownPath)
                // What is put back is not to be finished later.
                if let journal { unlink(journal) }
                discard(renamed: renamed)
                throw error
            }
            renamed += 1
        }
        for case .link(let path) in backups { unlink(path) }
        for folder in Set(targets.map(\.folder)) { syncFolder(folder) }
        if let journal {
            unlink(journal)
            syncFolder(FilePath.parent(of: journal))
        }
    }

    func finishInterruptedWrites(journal: String) throws(FileSystemError) -> [String]? {
        guard fileExists(at: journal) else { return nil }
        let text = try readText(at: journal, limit: InputLimits.sessionFileBytes)
        guard let record = WriteJournal(text: text) else {
            throw FileSystemError(path: journal, reason: "not a journal of writes palette-repl can finish; remove it once the files it names are checked")
        }
        var finished: [String] = []
        for entry in record.entries {
            var status = stat()
            // A temporary file that is gone was renamed already.
            guard lstat(entry.temporary, &status) == 0 else { continue }
            guard rename(entry.temporary, entry.target) == 0 else { throw failure(entry.target) }
            finished.append(entry.target)
        }
        for case let backup? in record.entries.map(\.backup) { unlink(backup) }
        for folder in Set(record.entries.map { FilePath.parent(of: $0.target) }) { syncFolder(folder) }
        unlink(journal)
        syncFolder(FilePath.parent(of: journal))
        return finished
    }

    /// Refuses, before anything is written, a target that is not a regular file or nothing.
    private func target(of file: FileWrite) throws(FileSystemError) -> Target {
        var status = stat()
        guard lstat(file.path, &status) == 0 else {
            guard errno == ENOENT else { throw failure(file.path) }
            return Target(path: file.path, shownPath: file.path, text: file.text, mode: newFileMode, exists: false)
        }
        var path = file.path
        if status.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(file.path, nil) else {
                throw FileSystemError(path: file.path, problem: .notRegularFile(kind: "a symbolic link that points nowhere"))
            }
            path = String(cString: resolved)
            free(resolved)
            guard stat(path, &status) == 0 else { throw failure(file.path) }
        }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else { throw FileSystemError(path: file.path, problem: .notRegularFile(kind: Self.kind(type))) }
        return Target(path: path, shownPath: file.path, text: file.text, mode: status.st_mode & 0o7777, exists: true)
    }

    /// Makes the folders that do not exist yet, outermost first; returns them in that order.
    private func makeFolders(_ folders: [String]) throws(FileSystemError) -> [String] {
        var created: [String] = []
        for folder in folders {
            var missing: [String] = []
            var current = folder
            while access(current, F_OK) != 0, current != "/", current != "." {
                missing.append(current)
                current = FilePath.parent(of: current)
            }
            for path in missing.reversed() where !created.contains(path) {
                guard mkdir(path, 0o777) == 0 else {
                    let error = failure(path)
                    removeFolders(created)
                    throw error
                }
                created.append(path)
            }
        }
        return created
    }

    private func removeFolders(_ created: [String]) {
        for folder in created.reversed() { rmdir(folder) }
    }

    /// A complete, flushed temporary file beside the target, with the target's mode.
    private func stage(_ target: Target) throws(FileSystemError) -> String {
        var template = Array(FilePath.join(target.folder, "\(Self.temporaryPrefix(target.name))XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(target.shownPath) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(FileSystemError) {
            try writeAll(target.text, to: descriptor, path: target.shownPath)
            guard fchmod(descriptor, target.mode) == 0, fsync(descriptor) == 0 else { throw failure(target.shownPath) }
            close(descriptor)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        return temporary
    }

    /// A second name for the file a rename is about to replace (a hard link costs no space, and
    /// is removed at the next start if the process dies); its bytes where links are not possible.
    private func backup(of target: Target) -> Backup {
        var template = Array(FilePath.join(target.folder, "\(Self.temporaryPrefix(target.name))XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if descriptor >= 0 {
            close(descriptor)
            let name = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            unlink(name)
            if link(target.path, name) == 0 { return .link(name) }
        }
        return (try? readBytes(at: target.path, limit: Int.max)).map(Backup.bytes) ?? .none
    }

    private func restore(_ target: Target, from backup: Backup) {
        switch backup {
        case .none: unlink(target.path)
        case .link(let path): rename(path, target.path)
        case .bytes(let bytes):
            let old = Target(path: target.path, shownPath: target.shownPath, text: String(decoding: bytes, as: UTF8.self),
                             mode: target.mode, exists: true)
            if let temporary = try? stage(old) { rename(temporary, target.path) }
        }
    }

    func removeLeftoverTemporaryFiles(of path: String) -> [String] {
        let folder = FilePath.parent(of: path), prefix = Self.temporaryPrefix(FilePath.name(of: path))
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var removed: [String] = []
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            // mkstemp's six characters follow the prefix, nothing else.
            guard entryName.hasPrefix(prefix), entryName.utf8.count == prefix.utf8.count + 6 else { continue }
            let full = FilePath.join(folder, entryName)
            if unlink(full) == 0 { removed.append(full) }
        }
        return removed.sorted()
    }

    private static func temporaryPrefix(_ name: String) -> String { ".\(name)." }

    func appendDurably(_ text: String, to path: String) throws(FileSystemError) -> Int {
        let (descriptor, before) = try openRegular(path, O_WRONLY | O_APPEND | O_CREAT, followingLinks: false)
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
        let (descriptor, _) = try openRegular(path, O_WRONLY, followingLinks: false)
        defer { close(descriptor) }
        guard ftruncate(descriptor, off_t(length)) == 0, fsync(descriptor) == 0 else { throw failure(path) }
    }

    /// flock on `PATH.lock`, which holds the holder's pid for the refusal message. A clean exit
    /// removes the file (`releaseLocks`); after a crash it stays, and the kernel has dropped the
    /// lock with the process, so a stale file locks nothing.
    func lockExclusively(_ path: String) throws(FileSystemError) -> LockOutcome {
        let lockPath = path + ".lock"
        if heldLocks[lockPath] != nil { return .acquired }
        var (descriptor, _) = try openRegular(lockPath, O_RDWR | O_CREAT, followingLinks: false, mode: 0o600)
        // A holder that removed the file as it let go leaves this process a lock on a file no
        // longer at the path: it is taken again on the file that is.
        var attempts = 0
        while flock(descriptor, LOCK_EX | LOCK_NB) == 0, !refersToPath(descriptor, lockPath), attempts < 8 {
            close(descriptor)
            attempts += 1
            (descriptor, _) = try openRegular(lockPath, O_RDWR | O_CREAT, followingLinks: false, mode: 0o600)
        }
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
        // (flock again on a descriptor that holds the lock is a no-op.)
        _ = ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        heldLocks[lockPath] = descriptor
        return .acquired
    }

    /// Whether the open file is still the one at `path`.
    private func refersToPath(_ descriptor: Int32, _ path: String) -> Bool {
        var open = stat(), named = stat()
        return fstat(descriptor, &open) == 0 && lstat(path, &named) == 0 && open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// Removes every lock file this process holds, then lets the locks go (the file first, so a
    /// process that opens the path after it takes a lock on a new file).
    func releaseLocks() {
        for (path, descriptor) in heldLocks {
            unlink(path)
            close(descriptor)
        }
        heldLocks.removeAll()
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
