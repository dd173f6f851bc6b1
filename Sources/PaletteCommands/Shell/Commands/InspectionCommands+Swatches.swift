import PaletteKit

extension InspectionCommands {
    static let swatchSource = CommandArgument("SOURCE", .source, .optional)

    static let swatches = ShellCommand(
        name: "swatches", arguments: [swatchSource], summary: "The named colours of the loaded sources (or of one source)."
    ) { parsed, _, session, context throws(ToolError) in
        let libraries: [SwatchLibrary]
        if let name = parsed[swatchSource] {
            libraries = [try SessionCommands.library(named: name, loaded: session.current.libraries)]
        } else {
            libraries = session.current.libraries
        }
        if libraries.isEmpty {
            context.output.line("no source loaded; 'source NAME' loads one of: " + SwatchLibrary.all.map(\.name).joined(separator: ", ") + "; 'source FILE' loads your own (.json, .css, .yaml)")
        }
        for library in libraries {
            context.output.line("\(library.name): \(library.title) (\(library.provenance.escapingControlCharacters))")
            // Names come from the designer's files: shown escaped, never sent to the terminal.
            let names = library.swatches.map(\.name.escapingControlCharacters)
            let width = names.map(\.count).max() ?? 0
            for (swatch, name) in zip(library.swatches, names) {
                context.output.line("  " + name.padding(to: width) + "  " + Swatch.block(swatch.colour, style: context.style) + RoleReport.describe(swatch.colour))
            }
        }
    }
}
