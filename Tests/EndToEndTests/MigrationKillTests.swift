import Foundation
import Testing

/// `schema retire` killed at any point is all or nothing: strace ends the process with SIGKILL at
/// the N-th call of a system call it makes while writing (each staged file's fsync, each backup's
/// link, the journal's rename, each rename over a target, the journal's removal), N swept over the
/// whole write. After the kill the folder reads as it was or as migrated, never a mix, once any
/// command has read it (a journal's renames are completed before anything reads the folder); the
/// same migration run again leaves it migrated, byte for byte as an uninterrupted run leaves a
/// copy, with no temporary file behind.
@Suite(.serialized, RequiredTools.enabled(RequiredTools.find("strace"), "strace is not installed: the migration kill test needs it (apt-get install strace)"))
struct MigrationKillTests {
    /// A schema of three roles, no levels (so the run is the writes, in a debug build too), and
    /// `count` palettes with their sessions, made through the binary.
    static func folder(palettes count: Int) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("""
            {"format": "palette-repl-schema/1", "name": "tiny", "groups": ["all"], "ground": "background",
             "roles": [{"name": "background", "group": "all", "description": "the ground", "opaque": true},
                       {"name": "text", "group": "all", "description": "text"}, {"name": "extra", "group": "all", "description": "to retire"}],
             "ruleKinds": [{"name": "body", "measure": "contrast", "threshold": 4.5, "palettes": "all"}],
             "rules": {"body": ["text/background", "extra/background"]}, "ids": [], "swift": {"palette": "TinyPalette"}}
            """, to: "palette-schema.json")
        for index in 0..<count {
            let lines = "set background #FFFFFF\nset text #\(String(format: "%02d", index % 100))2030\nset extra #303030\nsave\n"
            let made = try BinaryRunner.run(["new", "p\(index)"], input: lines, directory: folder.url)
            #expect(made.status == 0, "\(made.errors)")
        }
        return folder
    }

    /// Every file under `url` by its path, lock files (a killed process's stay, locking nothing)
    /// left out.
    static func snapshot(_ url: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        while let file = enumerator?.nextObject() as? URL {
            let path = String(file.path.dropFirst(url.path.count + 1))
            guard !path.hasSuffix(".lock"), let data = FileManager.default.contents(atPath: file.path), !file.hasDirectoryPath else { continue }
            files[path] = data
        }
        return files
    }

    /// Runs `arguments` in `folder` under strace, which kills it at the `call`'s `count`-th
    /// invocation; its exit status.
    static func runKilled(_ arguments: [String], in folder: URL, at call: String, count: Int) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try RequiredTools.require(RequiredTools.find("strace"), "strace"))
        process.arguments = ["-f", "-qq", "-o", "/dev/null", "-e", "trace=\(call)", "-e", "inject=\(call):signal=SIGKILL:when=\(count)",
                             BinaryRunner.binary.path] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func aKilledRetireIsAllOrNothing() throws {
        let original = try Self.folder(palettes: 12)
        let before = Self.snapshot(original.url)
        // What an uninterrupted run leaves.
        let clean = try TemporaryFolder()
        try FileManager.default.removeItem(at: clean.url)
        try FileManager.default.copyItem(at: original.url, to: clean.url)
        let done = try BinaryRunner.run(["schema", "retire", "extra"], directory: clean.url)
        #expect(done.status == 0, "\(done.errors)")
        let after = Self.snapshot(clean.url)
        #expect(after != before)
        // 25 files are written: 12 sessions, 12 palettes, the schema; the journal is one more
        // rename, and each file is staged (fsync) and backed up (link) first.
        let points = [("fsync", [1, 5, 13, 25, 26, 27, 28, 30]), ("link", [1, 12, 24]),
                      ("rename", [1, 2, 3, 13, 25, 26, 27]), ("unlink", [1, 10, 24, 25, 26, 27, 30])]
        var killed = 0
        for (call, counts) in points {
            for count in counts {
                let work = try TemporaryFolder()
                try FileManager.default.removeItem(at: work.url)
                try FileManager.default.copyItem(at: original.url, to: work.url)
                let status = try Self.runKilled(["schema", "retire", "extra"], in: work.url, at: call, count: count)
                if status != 0 { killed += 1 }
                // Any command that reads the folder first completes an interrupted migration.
                _ = try BinaryRunner.run(["check", "Palettes/p0.json"], directory: work.url)
                let read = Self.snapshot(work.url).filter { !($0.key.split(separator: "/").last ?? "").hasPrefix(".") }
                let visible = { (files: [String: Data]) in files.filter { !($0.key.split(separator: "/").last ?? "").hasPrefix(".") } }
                #expect(read == visible(before) || read == visible(after), "\(call) #\(count): the folder mixes old and new files")
                // Run again, it ends migrated, temporary files gone.
                if read == visible(before) {
                    let again = try BinaryRunner.run(["schema", "retire", "extra"], directory: work.url)
                    #expect(again.status == 0, "\(call) #\(count): \(again.errors)")
                }
                #expect(Self.snapshot(work.url) == after, "\(call) #\(count): \(Set(Self.snapshot(work.url).keys).symmetricDifference(after.keys).sorted())")
            }
        }
        #expect(killed >= 20, "strace killed the migration \(killed) times")
    }
}
