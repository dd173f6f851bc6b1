import Foundation
import PackagePlugin

/// The build-tool plugin: a target that keeps palettes (`Palettes/*.json`, and its own
/// `palette-schema.json` when the schema is not the built-in stream schema) gets the Swift facade
/// the `swift` export writes, generated at build time into the plugin's work folder and compiled
/// with the target. It runs `palette-repl export swift … --diagnostics --replace`: a palette that
/// does not read, is incomplete or breaks a rule fails the build with `FILE:LINE: error: …` at
/// its line, and nothing is generated. The palettes and the schema are the command's declared
/// inputs and the facade its output, so a build with nothing changed does not run it again.
/// See docs/plugin.md.
@main
struct PaletteFacadePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try FacadeCommand.commands(files: target.sourceFiles.map(\.url), tool: context.tool(named: "palette-repl").url,
                                          workDirectory: context.pluginWorkDirectoryURL, targetName: target.name)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same for a target of an Xcode project (Xcode 16 or later: File › Add Package Dependencies,
/// then the target's Build Phases › Run Build Tool Plug-ins). Compiled only where Xcode's
/// XcodeProjectPlugin module exists.
extension PaletteFacadePlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try FacadeCommand.commands(files: target.inputFiles.map(\.url), tool: context.tool(named: "palette-repl").url,
                                   workDirectory: context.pluginWorkDirectoryURL, targetName: target.displayName)
    }
}
#endif

/// The one build command for a target's files; shared by SwiftPM and Xcode.
enum FacadeCommand {
    /// The schema file a target keeps when the schema is its own (the name `palette-repl` looks
    /// for beside a palette folder).
    static let schemaFileName = "palette-schema.json"

    static func commands(files: [URL], tool: URL, workDirectory: URL, targetName: String) throws -> [Command] {
        let palettes = files.filter { $0.pathExtension == "json" && $0.deletingLastPathComponent().lastPathComponent == "Palettes" }
            .sorted { $0.path < $1.path }
        guard !palettes.isEmpty else { return [] }
        let schemas = files.filter { $0.lastPathComponent == schemaFileName }
        guard schemas.count <= 1 else {
            throw PluginFailure("target \(targetName) holds \(schemas.count) files named \(schemaFileName); a target's palettes are one schema's: keep one")
        }
        let schema = schemas.first
        let output = workDirectory.appendingPathComponent(paletteTypeName(schema: schema) + ".swift")
        var arguments = ["export", "swift"] + palettes.map(\.path) + ["--out", workDirectory.path, "--diagnostics", "--replace"]
        if let schema { arguments += ["--schema", schema.path] }
        return [.buildCommand(
            displayName: "Generating \(output.lastPathComponent) from \(palettes.count) palette\(palettes.count == 1 ? "" : "s") of \(targetName)",
            executable: tool,
            arguments: arguments,
            inputFiles: palettes + (schema.map { [$0] } ?? []),
            outputFiles: [output]
        )]
    }

    /// The type, and so the file, the `swift` export writes: the schema's `"swift": {"palette"}`,
    /// else its name capitalised with `Palette` after it (SchemaReader in PaletteKit); the built-in
    /// stream schema's `StreamPalette` without a schema file. A schema that does not read gets the
    /// stream name here; palette-repl then fails the build with the schema's own error.
    static func paletteTypeName(schema: URL?) -> String {
        guard let schema else { return "StreamPalette" }
        guard let data = try? Data(contentsOf: schema),
              let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return "StreamPalette" }
        if let swift = document["swift"] as? [String: Any], let name = swift["palette"] as? String { return name }
        let name = document["name"] as? String ?? "schema"
        return name.prefix(1).uppercased() + name.dropFirst() + "Palette"
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
