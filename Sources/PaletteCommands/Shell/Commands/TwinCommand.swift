import PaletteKit

/// `twin [ID|none]`: names the palette that is this one in the other kind, so that every export
/// pairs the two as it pairs the schema's twins (an asset catalog's dark appearance, Android's
/// `values-night`); saved in the palette file as `"twin"`, one undoable, journalled step.
enum TwinCommand {
    static let twinID = CommandArgument("ID|none", .text, .optional)

    static let command = ShellCommand(
        name: "twin", arguments: [twinID],
        summary: "Name this palette's twin of the other kind (light or dark), which exports pair with it; 'twin none' clears it.",
        journals: true
    ) { parsed, _, session, context throws(ToolError) in
        let id = session.palette.id
        guard let text = parsed[twinID] else {
            context.output.line(session.palette.twin.map { "\(id)'s twin: \($0)" } ?? "\(id) has no twin; 'twin ID' names the palette that is it in the other kind")
            return
        }
        if text == "none" {
            session.changePalette { $0.twin = nil }
            context.output.line("\(id) has no twin")
            return
        }
        guard let twin = PaletteID(text) else { throw .badPaletteID(text) }
        guard twin != id else { throw .twinIsItself(text) }
        session.changePalette { $0.twin = twin }
        guard context.showsFeedback else { return }
        context.output.line("\(id)'s twin is \(twin): exports of both pair them (\(session.palette.isLight == false ? "\(id) as the dark one" : "\(twin) as the dark one"))")
    }
}
