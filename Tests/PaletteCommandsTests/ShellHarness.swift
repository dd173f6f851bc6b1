import PaletteKit
@testable import PaletteCommands

/// A shell session in memory: lines in, output and files out.
struct ShellHarness {
    let fileSystem: MemoryFileSystem
    var session: Session
    let paths: SessionPaths

    init(id: String = "nord", files: [String: String] = [:]) {
        fileSystem = MemoryFileSystem(files: files)
        paths = SessionPaths(directory: "work", id: PaletteID(id)!)
        session = Session(paths: paths, palette: Palette(id: PaletteID(id)!), saved: false)
    }

    var context: ShellContext { ShellContext(output: TextBuffer(), style: .plain, fileSystem: fileSystem) }

    /// Runs lines and returns what they printed.
    @discardableResult
    mutating func run(_ lines: String...) -> String {
        let output = TextBuffer()
        let context = ShellContext(output: output, style: .plain, fileSystem: fileSystem)
        for line in lines { _ = ShellEngine.execute(line, session: &session, context: context) }
        return output.text
    }

    mutating func outcome(_ line: String) -> (ShellEngine.Outcome, String) {
        let output = TextBuffer()
        let outcome = ShellEngine.execute(line, session: &session, context: ShellContext(output: output, style: .plain, fileSystem: fileSystem))
        return (outcome, output.text)
    }

    var journal: String { fileSystem.files[paths.journalFile] ?? "" }

    /// Sets every role of a complete passing palette.
    mutating func fillPassingPalette(except skipped: Set<String> = []) {
        for (role, value) in PassingPalette.values where !skipped.contains(role) { run("set \(role) \(value)") }
    }
}

enum PassingPalette {
    static let values: [(String, String)] = [
        ("paper", "#FAF7F2"), ("plate", "#FFFFFF"), ("sunken", "#EFEBE4"), ("raised", "#F4F1EC"), ("bar", "#F2EEE7"),
        ("sheet", "#FFFFFF"), ("field", "#F3F0EA"), ("selectionFill", "#E6E1D8"),
        ("ink", "#1A1714"), ("body", "#2E2A25"), ("secondary", "#5E574E"), ("faint", "#8E867B"), ("link", "#1F5FA8"),
        ("inkOnAccent", "#FFFFFF"), ("inkOnStage", "#FFFFFF"),
        ("marker", "#6B6358"), ("markerActive", "#1F5FA8"), ("hairline", "#DDD7CC"), ("focusRing", "#1F5FA8"),
        ("unreadDot", "#C2410C"), ("grabber", "#A39C91"),
        ("accent", "#1F5FA8"), ("accentPressed", "#184C87"), ("toggleOn", "#2F7D4F"), ("send", "#1F5FA8"),
        ("destructive", "#B42318"), ("success", "#2F7D4F"), ("warning", "#A15C00"),
        ("capsule", "#ECE7DE"), ("capsuleInk", "#3A342D"), ("badge", "#C2410C"), ("badgeInk", "#FFFFFF"),
        ("highlight", "#FFD54F99"),
        ("stage", "#0B0B0C"), ("stageScrim", "#000000B3"), ("slotGlow", "#8A8A8F"), ("shutter", "#FFFFFF"),
        ("recording", "#FF453A"), ("stageHairline", "#2C2C2E"),
    ]
}
