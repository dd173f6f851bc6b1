/// The measures the solver aims at in closed form (`AlongTheLine`): a failing interval of the
/// moving side's WCAG luminance, or of its OKLCH lightness. A measure scanned along the line has
/// none, and its rules are evaluated at each probe.
enum TargetedMeasure: Sendable {
    case luminance
    case lightness

    init?(_ along: AlongTheLine) {
        switch along {
        case .wcagLuminance: self = .luminance
        case .oklchLightness: self = .lightness
        case .scanned: return nil
        }
    }
}
