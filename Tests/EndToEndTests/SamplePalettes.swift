/// Palette files for end-to-end tests.
enum SamplePalettes {
    static let lightRoles: [(String, String)] = [
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

    static func file(id: String, roles: [(String, String)]) -> String {
        let body = roles.map { "    \"\($0.0)\": \"\($0.1)\"" }.joined(separator: ",\n")
        return "{\n  \"format\": \"palette-repl/1\",\n  \"id\": \"\(id)\",\n  \"roles\": {\n\(body)\n  }\n}\n"
    }

    static var light: String { file(id: "craftLight", roles: lightRoles) }

    /// The light palette with one role replaced.
    static func light(replacing role: String, with value: String) -> String {
        file(id: "craftLight", roles: lightRoles.map { $0.0 == role ? (role, value) : $0 })
    }
}
