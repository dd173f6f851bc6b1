#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PaletteKit

/// The files `usage` reads under the paths it is given: every file of a language it knows,
/// except this tool's own exports (their generated header), the `--exports` paths, hidden
/// folders, `node_modules` and asset catalogs. Binary files, files over the limit and
/// symbolic-link loops are passed over and counted. The walk lists folders on one core while
/// the other reads and prepares (lexes and outlines) the files it has found; both cores take
/// files once the walk ends.
struct UsageSources {
    struct Candidate: Sendable {
        let path: String
        let language: SourceLanguage
        /// In a test source set, below the path given (`Tests/`, `FooTests/`, `src/test/`, `androidTest/`).
        let isTest: Bool
    }

    enum PassedOver: Hashable, Sendable {
        case binary
        case tooLarge
        case linkLoop
        /// A file or folder the system would not read, and why ("Permission denied").
        case unreadable(String)

        var reason: String {
            switch self {
            case .binary: return "binary"
            case .tooLarge: return "larger than 16 MiB"
            case .linkLoop: return "a symbolic-link loop"
            case .unreadable(let why): return "unreadable: " + why
            }
        }
    }

    /// What reading one file gave: its bytes, to scan, or why it is not scanned.
    private enum Read: Sendable {
        /// Read and prepared (`SourceReading.prepare`, the first pass) by the same worker.
        case prepared(SourceReading.Prepared)
        case passedOver(PassedOver)
        case export
    }

    /// A source file larger than any hand-written one (the largest Swift files in public apps are
    /// a few hundred KB).
    static let fileBytes = 16 << 20

    private(set) var files: [(path: String, scan: SourceScan)] = []
    private(set) var passedOver: [(path: String, reason: PassedOver)] = []
    private(set) var exportsSkipped: [String] = []
    /// The palette types the app's code declares or reads.
    private(set) var facades: [UsageReport.Facade] = []

    /// Walks `paths` and scans every file found. A path given that does not exist or cannot be
    /// read is bad input; anything under it that cannot be read is passed over, with why, and
    /// counted (a folder the system will not list, a link loop, a path too long to open).
    static func scan(_ paths: [String], exports: [String], vocabulary: UsageVocabulary, fileSystem: FileSystem) throws(ToolError) -> UsageSources {
        var sources = UsageSources()
        var candidates: [Candidate] = []
        for path in paths + exports where fileSystem.fileNames(in: path) == nil {
            if let reason = fileSystem.unreadableReason(at: path) { throw .unreadableFile(FileSystemError(path: path, reason: reason)) }
            if !fileSystem.fileExists(at: path) { throw .unreadableFile(FileSystemError(path: path, reason: "No such file or folder")) }
        }
        let excluded = Set(exports.map { FilePath.normalized($0) })
        let reader = SharedReader(fileSystem: fileSystem, vocabulary: vocabulary)
        // Files are read while the walk goes on: a file needs nothing from the folders after it.
        let reads = ParallelMap.map(whileProducing: { yield in
            for path in paths {
                var visited = Set<String>()
                sources.walk(path, given: true, inTests: false, excluded: excluded, visited: &visited, fileSystem: fileSystem) {
                    candidates.append($0)
                    yield($0)
                }
            }
        }) { candidate in reader.read(candidate) }
        let given = Set(paths.map(FilePath.normalized))
        var prepared: [(path: String, prepared: SourceReading.Prepared, isTest: Bool)] = []
        for (candidate, read) in zip(candidates, reads) {
            switch read {
            case .prepared(let file): prepared.append((candidate.path, file, candidate.isTest))
            case .passedOver(let reason):
                // A file the user named that cannot be read is bad input, not a finding.
                if case .unreadable(let why) = reason, given.contains(FilePath.normalized(candidate.path)) {
                    throw .unreadableFile(FileSystemError(path: candidate.path, reason: why))
                }
                sources.passedOver.append((candidate.path, reason))
            case .export: sources.exportsSkipped.append(candidate.path)
            }
        }
        let finished = SourceReading.finish(prepared, vocabulary: vocabulary)
        sources.files = zip(prepared, finished.scans).map { ($0.path, $1) }
        sources.facades = finished.facades
        // In path order, whichever phase found them.
        sources.passedOver.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        sources.exportsSkipped.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return sources
    }

    /// `real`: the path with its links resolved, when the walk knows it (a folder its parent's
    /// listing says is a folder, not a link, is its parent's resolved path and its name).
    /// `name`: its name in its folder's listing, when that is what `FilePath.name` would give
    /// (a name that starts with ASCII, which no combining mark joins to the slash before it).
    private mutating func walk(_ path: String, given: Bool, inTests: Bool, excluded: Set<String>, visited: inout Set<String>,
                               fileSystem: FileSystem, kind: FolderEntry.Kind = .unknown, real known: String? = nil,
                               name listed: String? = nil, found: (Candidate) -> Void) {
        if !excluded.isEmpty, excluded.contains(FilePath.normalized(path)) {
            exportsSkipped.append(path)
            return
        }
        // A regular file by the listing's word (`d_type`) needs no other look before it is read.
        if kind != .regularFile {
            if let entries = fileSystem.entries(in: path) {
                let real = known ?? fileSystem.canonicalPath(path) ?? path
                guard visited.insert(real).inserted else {
                    passedOver.append((path, .linkLoop))
                    return
                }
                for entry in entries {
                    let name = entry.name
                    if name.hasPrefix(".") || name == "node_modules" || name.hasSuffix(".xcassets") { continue }
                    walk(FilePath.join(path, name), given: false, inTests: inTests || Self.isTestFolder(name), excluded: excluded, visited: &visited,
                         fileSystem: fileSystem, kind: entry.kind, real: entry.kind == .folder ? FilePath.join(real, name) : nil,
                         name: name.utf8.first.map { $0 < 0x80 } == true ? name : nil, found: found)
                }
                visited.remove(real)
                return
            }
            // A folder it may not list, a link loop, a path too long: it holds what cannot be read.
            if let reason = fileSystem.unreadableReason(at: path) {
                passedOver.append((path, reason == "a symbolic-link loop" ? .linkLoop : .unreadable(reason)))
                return
            }
        }
        guard let language = SourceLanguage.of(path: path) else { return }
        if kind != .regularFile, let special = fileSystem.specialKind(at: path) {
            if given { passedOver.append((path, .unreadable(special))) }
            return
        }
        found(Candidate(path: path, language: language, isTest: inTests || Self.isTestFile(listed ?? FilePath.name(of: path))))
    }

    /// A test source set: SwiftPM's `Tests/` and Xcode's `…Tests`/`…UITests` targets, Gradle's
    /// `src/test/`, `src/androidTest/` and `testDebug`-like variants.
    static func isTestFolder(_ name: String) -> Bool {
        ["Tests", "tests", "test", "Test", "androidTest", "testFixtures", "UITests"].contains(name)
            || name.hasSuffix("Tests") || name.hasSuffix("UITests")
            || (name.hasPrefix("test") && name.dropFirst(4).first?.isUppercase == true)
            || (name.hasPrefix("androidTest") && name.dropFirst(11).first?.isUppercase == true)
    }

    /// `CardTests.swift`, `ThemeTest.kt`: a test's file wherever it is.
    static func isTestFile(_ name: String) -> Bool {
        // An ASCII name (nearly every one the walk meets) is read by bytes, which are its characters.
        let bytes = name.utf8
        if bytes.allSatisfy({ $0 < 0x80 }) {
            let dot = UInt8(ascii: ".")
            let stem = bytes[(bytes.firstIndex { $0 != dot } ?? bytes.endIndex)...].prefix { $0 != dot }
            return stem.suffix(5).elementsEqual("Tests".utf8) || stem.count > 4 && stem.suffix(4).elementsEqual("Test".utf8)
        }
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        return stem.hasSuffix("Tests") || stem.hasSuffix("Test") && stem.count > 4
    }

    /// This tool's exports say so in their first lines (the mark an export checks before it
    /// replaces a file).
    static func isExport(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { ExportedPaletteIDs.isMarked(UnsafeBufferPointer(rebasing: $0.prefix(600))) }
    }

    /// Reads files from several cores at once: a file system's `readBytes` keeps no state
    /// between calls (the POSIX one opens, reads and closes; the one in memory reads a
    /// dictionary nobody writes meanwhile).
    private struct SharedReader: @unchecked Sendable {
        let fileSystem: FileSystem
        let vocabulary: UsageVocabulary

        func read(_ candidate: Candidate) -> Read {
            let bytes: [UInt8]
            do throws(FileSystemError) {
                bytes = try fileSystem.readBytes(at: candidate.path, limit: UsageSources.fileBytes)
            } catch {
                if case .tooLarge = error.problem { return .passedOver(.tooLarge) }
                return .passedOver(.unreadable(ErrorText.reason(error.problem)))
            }
            // A NUL in the first 8,000 bytes, as Git decides a file is binary (`buffer_is_binary`).
            if bytes.withUnsafeBufferPointer({ $0.baseAddress.map { memchr($0, 0, min(bytes.count, 8000)) != nil } ?? false }) { return .passedOver(.binary) }
            if UsageSources.isExport(bytes) { return .export }
            // Prepared where it is read: the first pass runs while the walk goes on.
            return .prepared(SourceReading.prepare(bytes, language: candidate.language, vocabulary: vocabulary))
        }
    }
}
