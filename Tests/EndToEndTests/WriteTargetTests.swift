import Foundation
import PaletteKit
import Testing

/// Every write path of the built binary against what may already stand at its target:
/// a write replaces only a regular file, or writes through a link to one; multi-file exports are
/// all or nothing; new files get the umask's mode and replaced ones keep theirs.
@Suite struct WriteTargetTests {
    /// What stands at the target before the write, and how the refusal names it.
    enum Obstacle: String, CaseIterable, CustomTestStringConvertible {
        case fifo, folder, linkToFIFO, linkToDevice, device

        var testDescription: String { rawValue }

        var kind: String {
            switch self {
            case .fifo, .linkToFIFO: return "a FIFO"
            case .folder: return "a folder"
            case .linkToDevice, .device: return "a character device"
            }
        }

        /// Makes the obstacle at `path`; false when this machine cannot (a device node needs root).
        func make(at path: String) throws -> Bool {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            switch self {
            case .fifo: return mkfifo(path, 0o644) == 0
            case .folder: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true); return true
            case .linkToFIFO:
                guard mkfifo(path + ".fifo", 0o644) == 0 else { return false }
                return symlink((path as NSString).lastPathComponent + ".fifo", path) == 0
            case .linkToDevice: return symlink("/dev/null", path) == 0
            case .device:
                return (try? BinaryRunner.runShell("mknod '\(path)' c 1 3", directory: URL(fileURLWithPath: "/")))?.status == 0
            }
        }

        /// The obstacle is still what it was.
        func isIntact(at path: String) -> Bool {
            var status = stat()
            guard lstat(path, &status) == 0 else { return false }
            let type = status.st_mode & S_IFMT
            switch self {
            case .fifo: return type == S_IFIFO
            case .folder: return type == S_IFDIR
            case .linkToFIFO, .linkToDevice: return type == S_IFLNK && stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG
            case .device: return type == S_IFCHR
            }
        }
    }

    /// One way the program writes a file: how to drive it, and which file it writes.
    struct WritePath: CustomTestStringConvertible, Sendable {
        let name: String
        /// One-shot arguments, or the shell's arguments with `input` on standard input.
        let arguments: [String]
        let input: String?
        /// The file the obstacle stands at, relative to the test's folder.
        let target: String

        var testDescription: String { name }
    }

    static let writePaths: [WritePath] = [
        WritePath(name: "fix --out", arguments: ["fix", "nord.json", "--out", "out/nord.json"], input: nil, target: "out/nord.json"),
        WritePath(name: "preview --out", arguments: ["preview", "nord.json", "--out", "out/page.html"], input: nil, target: "out/page.html"),
        WritePath(name: "export swift", arguments: ["export", "swift", "nord.json", "--out", "out"], input: nil, target: "out/StreamPalette.swift"),
        WritePath(name: "export dtcg", arguments: ["export", "dtcg", "nord.json", "--out", "out"], input: nil, target: "out/palettes.tokens.json"),
        // The obstacle at a later file of the export: the resolver itself must not be left behind.
        WritePath(name: "export dtcg-resolver", arguments: ["export", "dtcg-resolver", "nord.json", "craftLight.json", "--out", "out"],
                  input: nil, target: "out/nord.tokens.json"),
        WritePath(name: "export css", arguments: ["export", "css", "nord.json", "--out", "out"], input: nil, target: "out/palettes.css"),
        WritePath(name: "shell export", arguments: ["open", "nord.json"], input: "export css --out out\nquit\n", target: "out/palettes.css"),
        WritePath(name: "shell preview", arguments: ["open", "nord.json"], input: "preview --out out/live.html\nquit\n", target: "out/live.html"),
        // A new session refuses to start when something stands where its palette goes.
        WritePath(name: "shell save", arguments: ["new", "nord", "--from", "nord.json", "--dir", "out"], input: "save\nquit\n",
                  target: "out/Palettes/nord.json"),
        WritePath(name: "replay", arguments: ["replay", "nord.session", "--dir", "out"], input: nil, target: "out/Palettes/nord.json"),
    ]

    static func folderWithPalettes() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(try String(contentsOfFile: IntegrityEndToEndTests.repositoryFile("Palettes/nord.json"), encoding: .utf8), to: "nord.json")
        try folder.write(SamplePalettes.light, to: "craftLight.json")
        try folder.write(try String(contentsOfFile: IntegrityEndToEndTests.repositoryFile("Sessions/nord.session"), encoding: .utf8), to: "nord.session")
        return folder
    }

    /// The files below `out` other than the obstacle (and what a link to a FIFO points at).
    static func written(in folder: TemporaryFolder, besides target: String) -> [String] {
        let out = folder.url.appendingPathComponent("out").path
        let all = (FileManager.default.subpaths(atPath: out) ?? []).map { "out/" + $0 }
        return all.filter { $0 != target && $0 != target + ".fifo" && !target.hasPrefix($0 + "/") && !$0.hasPrefix(target + "/") }.sorted()
    }

    @Test(arguments: writePaths, Obstacle.allCases)
    func aWriteReplacesOnlyARegularFile(path: WritePath, obstacle: Obstacle) throws {
        let folder = try Self.folderWithPalettes()
        let target = folder.url.appendingPathComponent(path.target).path
        guard try obstacle.make(at: target) else { return }  // a device node needs root; CI runs as root
        // The shell's `open` copies nothing, so the shell cases open a palette beside the obstacle.
        let outcome = try BinaryRunner.run(path.arguments, input: path.input ?? "", directory: folder.url, timeoutSeconds: 30)
        let message = "cannot write '\(path.target)': it is \(obstacle.kind); expected a regular file"
        if path.input == nil || path.arguments[0] == "new" {
            #expect(outcome.status == 2, "\(outcome.output)\(outcome.errors)")
            #expect(outcome.errors.contains(message), "\(outcome.errors)")
        } else {
            #expect(outcome.output.contains("error: " + message), "\(outcome.output)")
        }
        #expect(obstacle.isIntact(at: target))
        #expect(Self.written(in: folder, besides: path.target).filter { !$0.hasPrefix("out/Sessions/") } == [])
    }

    /// A link to a regular file is written through: the file it names changes, the link stays.
    /// (`new` refuses a palette that exists, link or not.)
    @Test(arguments: writePaths.filter { $0.arguments[0] != "new" })
    func aLinkToARegularFileIsWrittenThroughAndStaysALink(path: WritePath) throws {
        let folder = try Self.folderWithPalettes()
        let target = folder.url.appendingPathComponent(path.target).path
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let real = folder.url.appendingPathComponent("elsewhere.txt").path
        // An earlier export of no palette: an export replaces only a file it wrote.
        try "Generated by palette-repl\n".write(toFile: real, atomically: false, encoding: .utf8)
        #expect(symlink(real, target) == 0)
        let outcome = try BinaryRunner.run(path.arguments, input: path.input ?? "", directory: folder.url, timeoutSeconds: 30)
        #expect(!outcome.output.contains("error:") && outcome.errors.isEmpty, "\(outcome.output)\(outcome.errors)")
        var status = stat()
        #expect(lstat(target, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
        #expect(try String(contentsOfFile: real, encoding: .utf8) != "Generated by palette-repl\n")
    }

    /// A full disk (here a file-size limit) with room for the resolver but not its token files:
    /// nothing is written, not even the output folder.
    @Test func aResolverExportThatCannotWriteEveryFileWritesNone() throws {
        let folder = try Self.folderWithPalettes()
        let script = "ulimit -f 2; exec '\(BinaryRunner.binary.path)' export dtcg-resolver nord.json craftLight.json --out out/deep"
        let outcome = try BinaryRunner.runShell(script, directory: folder.url)
        #expect(outcome.status == 2, "\(outcome.errors)")
        #expect(outcome.errors.contains("File too large"), "\(outcome.errors)")
        #expect(!folder.exists("out"))
    }

    /// Every export format, today's and those to come: with a folder where its last file goes,
    /// none of its files is written.
    @Test(arguments: ExportFormat.allCases)
    func everyExportFormatWritesAllOrNothing(format: ExportFormat) throws {
        let folder = try Self.folderWithPalettes()
        let palettes = try ["nord.json", "craftLight.json"].map { try PaletteFile.decode(try folder.read($0), schema: .stream) }
        let names = try PaletteExporter.export(palettes, as: format).map(\.name)
        let last = "out/" + names.last!
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(last), withIntermediateDirectories: true)
        let outcome = try BinaryRunner.run(["export", format.rawValue, "nord.json", "craftLight.json", "--out", "out"], directory: folder.url)
        #expect(outcome.status == 2, "\(outcome.errors)")
        #expect(outcome.errors.contains("cannot write '\(last)': it is a folder"), "\(outcome.errors)")
        #expect(Self.written(in: folder, besides: last) == [], "\(names)")
    }

    /// A replay whose palette cannot be written leaves no folder and no journal behind.
    @Test func aFailedReplayLeavesNoFolderBehind() throws {
        let folder = try Self.folderWithPalettes()
        let script = "ulimit -f 1; exec '\(BinaryRunner.binary.path)' replay nord.session --dir out"
        let outcome = try BinaryRunner.runShell(script, directory: folder.url)
        #expect(outcome.status == 2, "\(outcome.output)\(outcome.errors)")
        #expect(!folder.exists("out"))
    }

    static func mode(_ folder: TemporaryFolder, _ name: String) -> mode_t {
        var status = stat()
        return stat(folder.url.appendingPathComponent(name).path, &status) == 0 ? status.st_mode & 0o777 : 0
    }

    /// Under umask 022 new files are 0644, a replaced file keeps its mode, the lock stays private.
    @Test func newFilesGetTheUmasksModeAndReplacedFilesKeepTheirs() throws {
        let folder = try Self.folderWithPalettes()
        let binary = BinaryRunner.binary.path
        #expect(chmod(folder.url.appendingPathComponent("craftLight.json").path, 0o640) == 0)
        let script = """
            umask 022
            '\(binary)' fix nord.json --out fixed.json --id fixed >/dev/null
            '\(binary)' fix craftLight.json --out craftLight.json >/dev/null
            '\(binary)' export dtcg-resolver nord.json craftLight.json --out out >/dev/null
            '\(binary)' preview nord.json --out page.html >/dev/null
            '\(binary)' replay nord.session --dir work >/dev/null
            printf 'set ink #ECEFF4\\nsave\\nquit\\nquit\\n' | '\(binary)' open work/Palettes/nord.json >/dev/null
            """
        let outcome = try BinaryRunner.runShell(script, directory: folder.url)
        #expect(outcome.status == 0, "\(outcome.errors)")
        for file in ["fixed.json", "out/palettes.resolver.json", "out/nord.tokens.json", "out/craftLight.tokens.json", "page.html",
                     "work/Palettes/nord.json", "work/Sessions/nord.session"] {
            #expect(Self.mode(folder, file) == 0o644, "\(file): \(String(Self.mode(folder, file), radix: 8))")
        }
        #expect(Self.mode(folder, "craftLight.json") == 0o640)
        // A clean exit removes its lock (TerminalLockTests checks its mode while a shell holds it).
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("work/Sessions/nord.session.lock").path))
    }

    /// A lock or journal that is a link is refused, and the file it names keeps its bytes.
    @Test(arguments: ["Sessions/nord.session.lock", "Sessions/nord.session"])
    func aLinkWhereTheLockOrJournalGoesIsRefused(link: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("precious\n", to: "victim.txt")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Sessions"), withIntermediateDirectories: true)
        #expect(symlink(folder.url.appendingPathComponent("victim.txt").path, folder.url.appendingPathComponent(link).path) == 0)
        let outcome = try BinaryRunner.run(["new", "nord"], input: "set paper #000000\nquit\nquit\n", directory: folder.url, timeoutSeconds: 20)
        let message = "cannot write '\(link)': it is a symbolic link; expected a regular file"
        #expect(outcome.errors.contains(message) || outcome.output.contains(message), "\(outcome.output)\(outcome.errors)")
        #expect(try folder.read("victim.txt") == "precious\n")
    }
}
