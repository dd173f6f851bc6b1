/// A candidate the solver reports on, with its WCAG luminance when it is opaque: every targeted
/// rule then sees it as it is (compositing an opaque colour leaves it unchanged), so one
/// luminance serves the flips and the focus ratio of every rule.
struct SeenCandidate {
    let colour: Colour
    let opaqueLuminance: Double?

    init(_ colour: Colour) {
        self.colour = colour
        opaqueLuminance = colour.isOpaque ? WCAGContrast.luminance(colour) : nil
    }
}
