import Foundation

/// Runs the built `palette-repl` as a real process.
struct BinaryRunner {
    struct Outcome {
        let status: Int32
        let output: String
        let errors: String
    }

    /// The products folder holding both this test bundle and the executable.
    static var binary: URL {
        if let override = ProcessInfo.processInfo.environment["PALETTE_REPL_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("palette-repl").path),
              folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("palette-repl")
    }

    static func run(_ arguments: [String], input: String = "", directory: URL? = nil,
                    environment: [String: String] = [:], timeoutSeconds: Int = 60) throws -> Outcome {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        merged["NO_COLOR"] = nil
        merged["HOME"] = directory?.path ?? NSTemporaryDirectory()
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        if let directory { process.currentDirectoryURL = directory }
        let standardInput = Pipe(), standardOutput = Pipe(), standardError = Pipe()
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        // A test must fail, not hang, when the binary blocks (a FIFO, a lock, a lost pipe).
        let watchdog = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(timeoutSeconds), execute: watchdog)
        defer { watchdog.cancel() }
        feed(input, to: standardInput)
        let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
        let errors = standardError.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       output: String(decoding: output, as: UTF8.self),
                       errors: String(decoding: errors, as: UTF8.self))
    }
}

extension BinaryRunner {
    /// Starts the binary as a shell that stays open: its input is the returned pipe, its output
    /// discarded, so a test can type, wait for the journal, and kill it.
    static func startShell(_ arguments: [String], directory: URL) throws -> (process: Process, input: Pipe) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, input)
    }

    /// Runs a bash script (for pipes and ulimit) in `directory`.
    static func runShell(_ script: String, input: String = "", directory: URL) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["HOME"] = directory.path
        process.environment = environment
        let standardInput = Pipe(), standardOutput = Pipe(), standardError = Pipe()
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        feed(input, to: standardInput)
        let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
        let errors = standardError.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
                       errors: String(decoding: errors, as: UTF8.self))
    }
}

/// Writes a process's input on another thread while this one reads its output: a process that
/// answers as it reads (`suggest --batch`) would otherwise fill its output pipe while we still
/// write, and both would wait forever. A process that exits early leaves the rest unwritten.
func feed(_ input: String, to pipe: Pipe) {
    _ = ignoreBrokenPipes
    let handle = pipe.fileHandleForWriting
    let bytes = Data(input.utf8)
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        try? handle.write(contentsOf: bytes)
        try? handle.close()
        done.signal()
    }
    // Small inputs are written at once; the wait keeps the handle alive until then.
    if bytes.count < 65536 { done.wait() }
}

/// A write to a process that exited must fail, not end the test process with SIGPIPE.
private let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

/// A fresh folder per test, removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("palette-repl-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ text: String, to name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path)
    }
}
