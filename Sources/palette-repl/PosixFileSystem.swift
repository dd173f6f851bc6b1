#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PaletteCommands

/// Real files through POSIX calls. Atomic writes go through a temporary file in the target's
/// folder that is fsync'd and renamed over the target; journal appends are fsync'd.
final class PosixFileSystem: FileSystem {
    func readText(at path: String) throws(FileSystemError) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure(path) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw FileSystemError(path: path, reason: "Is a directory")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { throw failure(path) }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
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
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array("\(folder)/.\(name).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(path) }
        let temporary = String(cString: template)
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

    func appendDurably(_ text: String, to path: String) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { throw failure(path) }
        defer { close(descriptor) }
        try writeAll(text, to: descriptor, path: path)
        guard fsync(descriptor) == 0 else { throw failure(path) }
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
        let descriptor = open(folder, O_RDONLY)
        if descriptor >= 0 {
            fsync(descriptor)
            close(descriptor)
        }
    }

    private func failure(_ path: String) -> FileSystemError {
        FileSystemError(path: path, reason: String(cString: strerror(errno)))
    }
}
