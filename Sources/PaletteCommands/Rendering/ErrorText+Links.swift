import PaletteKit

extension ErrorText {
    /// `plate cannot follow sheet: sheet follows plate; set one of them to a colour first`.
    static func linkCycle(role: RoleName, path: [RoleName]) -> String {
        let chain = zip(path, path.dropFirst()).map { "\($0) follows \($1)" }.joined(separator: ", ")
        return "\(role) cannot follow \(path[0]): \(chain); nothing was changed (set one of them to a colour to break the link)"
    }

    /// A role that followed a drafted role: the draft measured it where it stands.
    package static func unlinkedByDraft(_ role: RoleName, link: RoleLink, drafted: [RoleName], keeps colour: Colour?) -> String {
        "\(role) no longer follows \(link.text) (the draft placed " + link.sources.filter(drafted.contains).map(\.rawValue).joined(separator: ", ")
            + " and kept \(role) as it was); it keeps \(colour?.hex ?? "no colour")"
    }

    /// A link the palette gave up: which, why, and the colour the role keeps.
    package static func brokenLink(_ link: BrokenLink, keeps colour: Colour?) -> String {
        let reason = link.reason.map(message(for:)) ?? "it would make \(link.role) translucent"
        return "\(link.role) no longer follows \(link.link.text) (\(reason)); it keeps \(colour?.hex ?? "no colour")"
    }
}

extension ErrorText {
    /// A palette file's link that cannot stand, as one problem of the file.
    static func badLink(role: RoleName, expression: String, _ reason: LinkFileReason) -> String {
        let subject = "link \"\(role)\": \"\(expression.shownInError)\""
        switch reason {
        case .notAString: return "link \"\(role)\": expected an expression of roles as a string, such as \"plate\""
        case .ground: return subject + ": \(role) is the ground, which decides light or dark and follows no role; expected its colour in \"roles\" only"
        case .unreadable(let error): return subject + ": " + message(for: error)
        case .readsNoRole: return subject + " reads no role; expected an expression of roles such as \"plate\" or \"accent.stepped(0.15)\" (a colour belongs in \"roles\")"
        case .cycle(let path): return subject + " comes back to \(role) (" + ([role] + path).map(\.rawValue).joined(separator: " → ") + ")"
        case .differs(let stored, let computed):
            return subject + " gives \(computed.hex), but \"roles\" has \(stored?.hex ?? "no colour") for \(role); correct one of them"
        }
    }
}
