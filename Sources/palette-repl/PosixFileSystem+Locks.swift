#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PaletteCommands

/// Exclusive locks on a file's `PATH.lock`, held until this process lets go or exits.
extension PosixFileSystem {
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
}
