import PaletteCore

/// Twins in the Swift facade: the app stores a palette id (the user's choice) and the system
/// says light or dark, so an id and an appearance give the palette shown, as an asset catalog's
/// colour follows the appearance. A light twin exported with its dark twin shows the dark twin
/// in the dark appearance; every other id, the dark twin's included, shows itself in both.
/// `Appearance` is the file's own type, so the file compiles where SwiftUI is absent (Linux);
/// under SwiftUI, `ColorScheme` converts to it. Written only when the export pairs twins.
extension SwiftExporter {
    /// `ID.shown(in:)`, inside the `ID` enum.
    static func appearanceOfID(_ pairs: [(light: Palette, dark: Palette)]) -> [String] {
        guard !pairs.isEmpty else { return [] }
        let names = pairs.map { "\($0.light.id) shows \($0.dark.id)" }.joined(separator: ", ")
        return [
            "",
            "        /// The palette this id shows in `appearance`: in dark, a light twin shows its dark twin",
            "        /// (\(names)); every other id shows itself.",
            "        public func shown(in appearance: Appearance) -> ID {",
            "            switch (self, appearance) {",
        ] + pairs.map { "            case (.\($0.light.id), .dark): return .\($0.dark.id)" } + [
            "            default: return self",
            "            }",
            "        }",
        ]
    }

    /// `Appearance` and `palette(_:appearance:)`, inside the palette type.
    static func appearanceType(_ pairs: [(light: Palette, dark: Palette)], type: String, levelled: Bool) -> [String] {
        guard !pairs.isEmpty else { return [] }
        let pair = pairs[0]
        return [
            "",
            "    /// Light or dark, as the system shows (SwiftUI's `colorScheme`, CSS's `prefers-color-scheme`).",
            "    public enum Appearance: String, Codable, CaseIterable, Sendable {",
            "        case light",
            "        case dark",
            "    }",
            "",
            "    /// The palette `id` shows in `appearance`: `palette(.\(pair.light.id), appearance: .dark)` is `.\(pair.dark.id)`.",
        ] + (levelled ? [
            "    public static func palette(_ id: ID, appearance: Appearance, contrast: Contrast = .standard) -> \(type) {",
            "        palette(id.shown(in: appearance), contrast: contrast)",
            "    }",
        ] : [
            "    public static func palette(_ id: ID, appearance: Appearance) -> \(type) {",
            "        palette(id.shown(in: appearance))",
            "    }",
        ])
    }

    /// The facade's appearance, kept beside its id.
    static func activeAppearance(type: String) -> [String] {
        [
            "    /// The appearance the app shows: a light twin's id shows its dark twin in dark.",
            "    nonisolated(unsafe) public private(set) static var activeAppearance: \(type).Appearance = .light",
        ]
    }

    /// `activate(appearance:)`: the same id (and level) in another appearance.
    static func activateAppearance(type: String, levelled: Bool) -> [String] {
        [
            "    /// The same palette id in another appearance (the system's changed).",
            "    public static func activate(appearance: \(type).Appearance) {",
            "        activeAppearance = appearance",
            levelled ? "        activate(activeID, contrast: active.contrast)" : "        activate(activeID)",
            "    }",
        ]
    }

    /// Under SwiftUI: `Appearance(colorScheme)`, `palette(_:colorScheme:)` and `follow(_:)`.
    static func colorScheme(type: String, facade: String, levelled: Bool) -> [String] {
        [
            "",
            "extension \(type).Appearance {",
            "    /// The appearance for SwiftUI's `colorScheme`: `.dark` is dark, any other scheme light.",
            "    public init(_ colorScheme: ColorScheme) { self = colorScheme == .dark ? .dark : .light }",
            "}",
            "",
            "extension \(type) {",
            "    /// The palette `id` shows in SwiftUI's `colorScheme` (`@Environment(\\.colorScheme)`).",
        ] + (levelled ? [
            "    public static func palette(_ id: ID, colorScheme: ColorScheme, contrast: Contrast = .standard) -> \(type) {",
            "        palette(id, appearance: Appearance(colorScheme), contrast: contrast)",
            "    }",
        ] : [
            "    public static func palette(_ id: ID, colorScheme: ColorScheme) -> \(type) {",
            "        palette(id, appearance: Appearance(colorScheme))",
            "    }",
        ]) + [
            "}",
            "",
            "extension \(facade) {",
            "    /// Follows the system's appearance: call it from",
            "    /// `.onChange(of: colorScheme, initial: true) { \(facade).follow($1) }`.",
            "    public static func follow(_ colorScheme: ColorScheme) { activate(appearance: \(type).Appearance(colorScheme)) }",
            "}",
        ]
    }
}
