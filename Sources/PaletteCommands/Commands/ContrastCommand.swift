import PaletteKit

/// `palette-repl contrast FOREGROUND BACKGROUND [--json]`: one WCAG 2.x ratio.
enum ContrastCommand {
    static let json = CommandOption.flag("--json", "{\"foreground\", \"background\", \"ratio\"} with the full-precision ratio")

    static let foregroundArgument = TypedArgument.colour("FOREGROUND")
    static let backgroundArgument = TypedArgument.colour("BACKGROUND", opaque: true)

    /// The command's name, known without building its descriptor (`CommandLineTool.commands`).
    static let name = "contrast"

    static let descriptor = CommandDescriptor(
        name: name,
        summary: "Print the WCAG 2.x contrast ratio of two colours, to two decimals.",
        forms: [.init([foregroundArgument, backgroundArgument], optional: [json])],
        options: [json],
        details: [
            "A translucent foreground is composited over the background first; the background must be opaque.",
            "Colours: " + ColourParseError.acceptedForms + ".",
        ]
    ) { parsed, context throws(ToolError) in
        let foreground = parsed[foregroundArgument], background = parsed[backgroundArgument]
        let ratio = WCAGContrast.ratio(foreground, on: background)
        if parsed.has(json) {
            context.output.line(JSONWriter.write(.object([
                .init("foreground", .string(foreground.hex)),
                .init("background", .string(background.hex)),
                .init("ratio", .number(ratio)),
            ])))
        } else {
            context.output.line(DecimalText.fixed(ratio, 2))
        }
        return .success
    }
}
