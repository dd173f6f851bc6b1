import Foundation
import PaletteTestSupport
import Testing

/// The core's layers (docs/ARCHITECTURE.md, "The core's layers") are the package's targets: the
/// table in the document is what `swift package dump-package` says each core target depends on,
/// and no core target imports Foundation.
@Suite struct LayerGraphTests {
    /// The core's targets: PaletteKit and the layers it re-exports.
    static let coreTargets = ["PaletteCore", "PaletteDraft", "PaletteExport", "PaletteTokens", "PaletteUsage", "PaletteKit"]

    /// Each core target's dependencies as the package declares them, read by SwiftPM itself once
    /// for every test of the suite.
    static let declared = Result { try readDeclaredDependencies() }

    static func declaredDependencies() throws -> [String: Set<String>] { try declared.get() }

    /// `swift package dump-package` did not print the package (its exit status).
    struct DumpPackageFailed: Error { let status: Int32 }

    private static func readDeclaredDependencies() throws -> [String: Set<String>] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layer-graph-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A scratch path of its own: the test runs while `swift test` holds the package's `.build`.
        process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
        process.currentDirectoryURL = RepositoryFiles.root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let package = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let targets = package["targets"] as? [[String: Any]] else { throw DumpPackageFailed(status: process.terminationStatus) }
        var dependencies: [String: Set<String>] = [:]
        for target in targets {
            guard let name = target["name"] as? String, coreTargets.contains(name) else { continue }
            // Each dependency is {"byName": ["Name", null]} or {"target": ["Name", null]}.
            let names = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
            }
            dependencies[name] = Set(names)
        }
        return dependencies
    }

    /// The table in docs/ARCHITECTURE.md: `TARGET  DEPENDENCIES…  FOLDERS…`, `-` for none and
    /// `all five` for PaletteKit's.
    static func documentedDependencies() throws -> [String: Set<String>] {
        let text = try String(contentsOf: RepositoryFiles.url("docs/ARCHITECTURE.md"), encoding: .utf8)
        var dependencies: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard let name = words.first, coreTargets.contains(name), words.count > 1 else { continue }
            if words[1] == "all", words.count > 2, words[2] == "five" {
                dependencies[name] = Set(coreTargets.filter { $0 != "PaletteKit" })
            } else {
                dependencies[name] = Set(words.dropFirst().prefix { $0.hasPrefix("Palette") })
            }
        }
        return dependencies
    }

    @Test func theDocumentedLayersAreThePackagesTargets() throws {
        let declared = try Self.declaredDependencies()
        let documented = try Self.documentedDependencies()
        #expect(Set(declared.keys) == Set(Self.coreTargets))
        #expect(documented == declared)
    }

    /// Each layer depends only on layers listed before it: the graph is the order of the table.
    @Test func eachLayerDependsOnlyOnTheLayersBelowIt() throws {
        let declared = try Self.declaredDependencies()
        for (index, name) in Self.coreTargets.enumerated() {
            let below = Set(Self.coreTargets.prefix(index))
            #expect(declared[name, default: []].isSubset(of: below), "\(name) depends on \(declared[name, default: []].subtracting(below).sorted())")
        }
    }

    /// The pure core imports only the C library and the standard library's own modules: Foundation
    /// would link its ICU data into every binary and cost each command milliseconds of start-up
    /// (a whole `check` of twelve palettes takes about 6 ms). A layer's files import only the
    /// layers it declares (the compiler would let one import a layer its dependencies bring).
    @Test func eachCoreFileImportsOnlyItsLayersDependencies() throws {
        let declared = try Self.declaredDependencies()
        for target in Self.coreTargets { try Self.checkImports(of: target, allowed: declared[target, default: []]) }
    }

    static func checkImports(of target: String, allowed: Set<String>) throws {
        let root = RepositoryFiles.url("Sources/" + target)
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(!files.isEmpty)
        for file in files {
            let imports = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("import ") || $0.hasPrefix("@_exported import ") }
            for line in imports {
                #expect(!line.hasSuffix(" Foundation"), "\(file.lastPathComponent): \(line)")
                let module = String(line.split(separator: " ").last!)
                if module.hasPrefix("Palette") { #expect(allowed.contains(module), "\(target)/\(file.lastPathComponent): \(line)") }
            }
        }
    }
}
