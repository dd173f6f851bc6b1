import PaletteKit

/// Why a draft cannot be asked or cannot pass (`draft`, `style` and the shell's `draft`).
extension ErrorText {
    package static func message(for problem: DraftProblem) -> String {
        switch problem {
        case .noPalettes:
            return "no palettes to learn a style from; give --like FILE (a complete palette of the schema) or save palettes in DIR/Palettes"
        case .noPalettesOfKind(let isLight, let count):
            return "none of the \(count) style palette\(count == 1 ? " is" : "s are") \(isLight ? "light" : "dark"); give --like a \(isLight ? "light" : "dark") palette, or --kind \(isLight ? "dark" : "light")"
        case .unknownRole(let name, let nearest):
            return "draft: unknown role '\(name.shownInError)'" + suggestion(nearest) + "; 'palette-repl roles' lists the roles"
        case .groundOfOtherKind(let ground, let colour, let isLight):
            return "draft: --kind \(isLight ? "light" : "dark") but \(ground) \(colour.hex) is a \(isLight ? "dark" : "light") ground; drop --kind or give a \(isLight ? "light" : "dark") \(ground)"
        case .givenTwice(let role):
            return "draft: \(role) is given twice; give each key role once"
        case .unknownLevel(let name, let nearest, let levels):
            // Worded once, as every unknown level is.
            return message(for: ToolError.unknownLevel(name, nearest: nearest, levels: levels))
        case .infeasible(let conflicts):
            return "draft: no palette passes every rule with these keys: " + conflicts.map { $0.joined(separator: ", ") }.joined(separator: "; ")
                + " cannot hold; change or unset a key they name"
        case .levelNotDerivable(let level, let conflicts):
            return "draft: every rule passes, but the \(level) variant cannot be derived with its pins: "
                + conflicts.map { $0.joined(separator: ", ") }.joined(separator: "; ") + "; change a pin at 'level \(level)' or a key they name"
        case .translucentGround(let role, let colour):
            return "draft: \(role) must be opaque, got \(colour.hex); the ground is what translucent colours are composited over"
        case .cancelled:
            return message(for: ToolError.interrupted)
        }
    }
}
