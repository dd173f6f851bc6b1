import Foundation
import Testing

/// The shell's live preview in a real browser: the page reloads itself and shows a change typed
/// after it was opened.
@Suite struct LivePreviewBrowserTests {
    @Test(RequiredTools.enabled(Chromium.path, "Chromium is not installed: the live preview's browser test needs it (apt-get install chromium)"))
    func thePageReloadsItselfAfterAChange() throws {
        _ = try RequiredTools.require(Chromium.path, "chromium")
        let folder = try TemporaryFolder()
        let (shell, input) = try BinaryRunner.startShell(["new", "live", "--color", "never"], directory: folder.url)
        defer {
            // End of input ends the shell (a signal may be blocked in a process the test runner starts).
            try? input.fileHandleForWriting.close()
            shell.waitUntilExit()
        }
        let page = folder.url.appendingPathComponent("page.html").path
        try input.fileHandleForWriting.write(contentsOf: Data("set paper #F4F1EA\npreview --out page.html\n".utf8))
        try Self.waitFor(page, toContain: "--paper: #F4F1EA;")

        let watcher = Process()
        watcher.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("chromium_reload.py").path
        let paper = PreviewProbes.probes(column: 0).first { $0.role == "paper" }!
        watcher.arguments = ["python3", script, Chromium.path!, page, "\(paper.x),\(paper.y)"]
        let watcherInput = Pipe(), watcherOutput = Pipe()
        watcher.standardInput = watcherInput
        watcher.standardOutput = watcherOutput
        try watcher.run()
        let watchdog = DispatchWorkItem { if watcher.isRunning { kill(watcher.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(90), execute: watchdog)
        defer { watchdog.cancel() }
        let lines = LineReader(watcherOutput.fileHandleForReading)
        #expect(lines.next() == "loaded #F4F1EA")

        // Typed while the page is open; the browser is not told, the page reloads by itself.
        try input.fileHandleForWriting.write(contentsOf: Data("set paper #1E3C5A\n".utf8))
        try Self.waitFor(page, toContain: "--paper: #1E3C5A;")
        try watcherInput.fileHandleForWriting.write(contentsOf: Data("changed\n".utf8))
        let reloaded = lines.next() ?? "nothing"
        #expect(reloaded.hasPrefix("reloaded #1E3C5A "), "\(reloaded)")
        watcher.waitUntilExit()
        #expect(watcher.terminationStatus == 0)
    }

    static func waitFor(_ path: String, toContain text: String) throws {
        for _ in 0..<200 {
            if let page = try? String(contentsOfFile: path, encoding: .utf8), page.contains(text) { return }
            usleep(50_000)
        }
        Issue.record("\(path) never contained \(text)")
    }

    /// Lines of a process's output as they come.
    final class LineReader {
        let handle: FileHandle
        var buffer = Data()
        init(_ handle: FileHandle) { self.handle = handle }

        func next() -> String? {
            while true {
                if let newline = buffer.firstIndex(of: 0x0A) {
                    let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                    buffer = Data(buffer[(newline + 1)...])
                    return line
                }
                let chunk = handle.availableData
                if chunk.isEmpty { return nil }
                buffer.append(chunk)
            }
        }
    }
}
