@testable import PaletteKit

/// Palettes for tests, built from hex so each case reads like a designer's draft.
enum TestPalettes {
    static func colour(_ hex: String) -> Colour { try! ColourParser.parse(hex).get() }

    static func palette(_ values: [String: String], id: String = "draft") -> Palette {
        Palette(id: PaletteID(id)!, colours: values.mapValues(colour))
    }

    /// A complete light palette that passes every rule.
    static let lightValues: [String: String] = [
        "paper": "#FAF7F2", "plate": "#FFFFFF", "sunken": "#EFEBE4", "raised": "#F4F1EC", "bar": "#F2EEE7",
        "sheet": "#FFFFFF", "field": "#F3F0EA", "selectionFill": "#E6E1D8",
        "ink": "#1A1714", "body": "#2E2A25", "secondary": "#5E574E", "faint": "#8E867B", "link": "#1F5FA8",
        "inkOnAccent": "#FFFFFF", "inkOnStage": "#FFFFFF",
        "marker": "#6B6358", "markerActive": "#1F5FA8", "hairline": "#DDD7CC", "focusRing": "#1F5FA8",
        "unreadDot": "#C2410C", "grabber": "#A39C91",
        "accent": "#1F5FA8", "accentPressed": "#184C87", "toggleOn": "#2F7D4F", "send": "#1F5FA8",
        "destructive": "#B42318", "success": "#2F7D4F", "warning": "#A15C00",
        "capsule": "#ECE7DE", "capsuleInk": "#3A342D", "badge": "#C2410C", "badgeInk": "#FFFFFF",
        "highlight": "#FFD54F99",
        "stage": "#0B0B0C", "stageScrim": "#000000B3", "slotGlow": "#8A8A8F", "shutter": "#FFFFFF",
        "recording": "#FF453A", "stageHairline": "#2C2C2E",
    ]

    static var light: Palette { palette(lightValues, id: "craftLight") }
}
