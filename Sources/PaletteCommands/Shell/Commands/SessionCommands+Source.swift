import PaletteKit

extension SessionCommands {
    static let sourceNames = CommandArgument("NAME|FILE", .oneOf([.source, .file]), .zeroOrMore, extensions: SchemeFile.extensions)

    static let source = ShellCommand(
        name: "source", arguments: [sourceNames],
        summary: "Load named colours: a published scheme (nord, gruvboxDark, …) or your own FILEs (DTCG tokens .json, CSS custom properties .css, base16/base24 .yaml, name → colour .json), each a library, var() resolved across the .css files given; without NAME, list them.",
        journals: true
    ) { parsed, _, session, context throws(ToolError) in
        let arguments = parsed.all(sourceNames)
        if arguments.count > 1, let scheme = arguments.first(where: { !SchemeLoading.isFile($0) }) {
            throw .builtInSourceNotAlone(scheme)
        }
        guard let name = arguments.first else {
            for library in SwatchLibrary.all {
                let loaded = session.current.sourceNames.contains(library.name) ? " (loaded)" : ""
                context.output.line("  \(library.name.padding(to: 16))\(library.title), \(Plural.counted(library.swatches.count, "colour"))\(loaded)")
            }
            for library in session.current.libraries where !library.isBuiltIn {
                context.output.line("  \(library.name.padding(to: 16))\(library.provenance.escapingControlCharacters), \(Plural.counted(library.swatches.count, "colour")) (loaded)")
            }
            return
        }
        let libraries = SchemeLoading.isFile(name)
            ? try SchemeLoading.load(paths: arguments.map(context.path), fileSystem: context.fileSystem)
            : [try library(named: name)]
        var next = session.current
        for library in libraries {
            next.libraries.removeAll { $0.name == library.name }
            next.libraries.append(library)
        }
        session.change(to: next)
        for library in libraries {
            context.output.line("source \(library.name): \(Plural.counted(library.swatches.count, "colour")) from \(library.title) (\(library.provenance.escapingControlCharacters))")
        }
    }
}
