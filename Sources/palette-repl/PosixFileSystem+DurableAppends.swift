#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PaletteCommands

/// Journal appends: each is fsync'd, and cut back when it fails part-way, so no torn line is
/// left for the next command to glue onto.
extension PosixFileSystem {
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

    func writeAll(_ text: String, to descriptor: Int32, path: String) throws(FileSystemError) {
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
}
