import Foundation
import PackagePlugin

/// `swift package palette COMMAND [ARGUMENTS]`: palette-repl, built from this package, run in the
/// package's folder. `check`, `lint` and `usage` given no file of their own are run on the
/// package's: every palette (`Palettes/*.json`, each folder with its own `palette-schema.json`),
/// its DTCG resolvers or else its token files, its targets' sources. Every other command is run as
/// written (`swift package palette contrast '#777' '#FFF'`). The plugin exits with palette-repl's
/// status (SwiftPM then ends any failing plugin with exit 1, naming the status).
/// No permission is declared, so the reading commands never ask; one that writes into the package
/// (`export`, `lint --fix --write`) is run as `swift package --allow-writing-to-package-directory
/// palette …`, which SwiftPM's sandbox holds it to on macOS. See docs/plugin.md.
@main
struct PaletteCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let targets = try context.package.targets(named: named).compactMap { $0 as? SourceModuleTarget }
        // A target's own files, or every file of the package but its hidden folders and .build.
        let files = named.isEmpty ? PackageFiles.all(under: context.package.directoryURL) : targets.flatMap { $0.sourceFiles.map(\.url) }
        let sources = (named.isEmpty ? context.package.sourceModules : targets).filter { $0.kind != .test }
            .compactMap { PackageFiles.folder(holding: $0.sourceFiles.map(\.url)) }
        let status = try PaletteRun(tool: context.tool(named: "palette-repl").url, root: context.package.directoryURL,
                                    files: files, sources: sources).run(extractor.remainingArguments)
        if status != 0 { exit(status) }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same in Xcode (the project's context menu): the files are the project's targets' (the
/// targets chosen, when Xcode passes `--target`), the sources the project's folder.
extension PaletteCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let targets = context.xcodeProject.targets.filter { named.isEmpty || named.contains($0.displayName) }
        let files = targets.flatMap { $0.inputFiles.map(\.url) }
        let status = try PaletteRun(tool: context.tool(named: "palette-repl").url, root: context.xcodeProject.directoryURL,
                                    files: files, sources: [context.xcodeProject.directoryURL]).run(extractor.remainingArguments)
        if status != 0 { exit(status) }
    }
}
#endif

/// One palette-repl command with the package's inputs filled in.
struct PaletteRun {
    let tool: URL
    /// The package's (or Xcode project's) folder: palette-repl runs there, and the files found are
    /// given relative to it.
    let root: URL
    let files: [URL]
    let sources: [URL]

    /// Options of check, lint and usage that take a value (`--pair` two): a word after one is
    /// the option's, not a file the command was given. Kept by hand from the commands'
    /// declarations (`palette-repl help check`, `help lint`, `help usage`); one missing here makes
    /// its value count as a file, so the package's are not filled in and palette-repl says so.
    static let valueWords = ["--schema": 1, "--level": 1, "--format": 1, "--pair": 2, "--min": 1, "--keep": 1, "--mode-level": 1,
                             "--exports": 1, "--receiver": 1, "--allow": 1, "--dir": 1]

    func run(_ arguments: [String]) throws -> Int32 {
        guard let command = arguments.first, !["help", "--help", "-h"].contains(command) || arguments.count > 1 else {
            print(Self.help)
            return try launch(["--help"])
        }
        let words = Array(arguments.dropFirst())
        let given = Self.namesInputs(words)
        switch command {
        case "check" where !given:
            let folders = Dictionary(grouping: palettes, by: { $0.deletingLastPathComponent().deletingLastPathComponent() })
            guard !folders.isEmpty else { throw PluginFailure("check: no palette in \(root.path) (a palette is Palettes/NAME.json); name the files: swift package palette check FILE…") }
            // Each palette folder with its own schema (palette-repl reads palette-schema.json beside
            // Palettes/); one run each, the worst status wins.
            var status: Int32 = 0
            for folder in folders.keys.sorted(by: { $0.path < $1.path }) {
                status = max(status, try launch(["check"] + folders[folder]!.map(relative) + words))
            }
            return status
        case "lint" where !given:
            let resolvers = files.filter { $0.lastPathComponent.hasSuffix(".resolver.json") }
            let tokens = files.filter { $0.lastPathComponent.hasSuffix(".tokens.json") }
            if !resolvers.isEmpty {
                var status: Int32 = 0
                for resolver in resolvers { status = max(status, try launch(["lint", relative(resolver)] + words)) }
                return status
            }
            guard !tokens.isEmpty else { throw PluginFailure("lint: no *.resolver.json or *.tokens.json in \(root.path); name the token files (CSS too): swift package palette lint FILE…") }
            return finish(command, words, try launch(["lint"] + tokens.map(relative) + words))
        case "usage" where !given:
            var options = words
            if !words.contains(where: { $0 == "--dir" || $0.hasPrefix("--dir=") }), let folder = palettes.first?.deletingLastPathComponent().deletingLastPathComponent() {
                options += ["--dir", relative(folder)]
            }
            return try launch(["usage"] + sources.map(relative) + options)
        default:
            return finish(command, words, try launch(arguments))
        }
    }

    /// Palettes: `*.json` in a folder named Palettes, sorted.
    var palettes: [URL] {
        files.filter { $0.pathExtension == "json" && $0.deletingLastPathComponent().lastPathComponent == "Palettes" }.sorted { $0.path < $1.path }
    }

    /// Whether the words name an input of their own: a word that is no option and no option's value.
    static func namesInputs(_ words: [String]) -> Bool {
        var skip = 0
        for word in words {
            if skip > 0 { skip -= 1; continue }
            if word.hasPrefix("-") { skip = word.contains("=") ? 0 : valueWords[word] ?? 0; continue }
            return true
        }
        return false
    }

    /// A command that writes into the package and failed: perhaps the sandbox refused the write.
    func finish(_ command: String, _ words: [String], _ status: Int32) -> Int32 {
        let writes = ["export", "preview", "fix", "draft", "replay", "schema"].contains(command) || (command == "lint" && words.contains("--write"))
        if status == 2 && writes {
            FileHandle.standardError.write(Data("note: a command that writes into the package runs as 'swift package --allow-writing-to-package-directory palette \(command) …'; without it SwiftPM's sandbox refuses the write on macOS\n".utf8))
        }
        return status
    }

    /// The path relative to the package's folder when it is inside it.
    func relative(_ url: URL) -> String {
        let base = root.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        if path == base { return "." }
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }

    /// Runs palette-repl in the package's folder, its output and errors straight through.
    func launch(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    static let help = """
        swift package palette COMMAND [ARGUMENTS]: palette-repl on this package.
          check [FILE…]   every palette (Palettes/*.json), each folder with its palette-schema.json
          lint [TOKENS…]  the package's *.resolver.json, else its *.tokens.json
          usage [PATH…]   the package's targets' sources, palettes matched from its Palettes/
          --target NAME   only the files of this target (repeatable)
        A command that writes into the package (export, lint --fix --write) needs
        swift package --allow-writing-to-package-directory palette …
        palette-repl's own commands:
        """
}

enum PackageFiles {
    /// The deepest folder that holds every file: a target's folder (`Target.directoryURL` is
    /// PackageDescription 6.1's, and this package's manifest is 6.0).
    static func folder(holding files: [URL]) -> URL? {
        guard var common = files.first?.deletingLastPathComponent().standardizedFileURL.pathComponents else { return nil }
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true)
    }

    /// Every file under a folder but hidden folders (`.build`, `.git`, `.swiftpm`) and `node_modules`.
    static func all(under root: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                        options: [.skipsHiddenFiles, .skipsPackageDescendants]) else { return [] }
        var files: [URL] = []
        for case let url as URL in walk {
            if url.lastPathComponent == "node_modules" { walk.skipDescendants(); continue }
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == false { files.append(url) }
        }
        return files
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
