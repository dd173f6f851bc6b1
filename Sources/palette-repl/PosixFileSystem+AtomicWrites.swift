#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PaletteCommands

/// Atomic writes of one file or several: each is staged in a temporary file in its target's
/// folder, fsync'd and renamed over the target, and a rename that fails puts back what the earlier
/// ones replaced; a journal lets a write killed midway be completed.
extension PosixFileSystem {
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

    /// A rename is durable only once its folder is synced.
    private func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 {
            fsync(descriptor)
            close(descriptor)
        }
    }
}
