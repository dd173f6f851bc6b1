import PaletteKit

/// A colour shown as a block of background colour on terminals that can show it (24-bit, or the
/// nearest of xterm's 256), and as nothing in plain output (the hex beside it carries the value).
package enum Swatch {
    package static func block(_ colour: Colour, style: OutputStyle, over ground: Colour? = nil) -> String {
        guard style.usesColour else { return "" }
        let shown = colour.composited(over: (ground ?? .black).opaque)
        switch style.depth {
        case .trueColour: return "\u{1B}[48;2;\(shown.red);\(shown.green);\(shown.blue)m    \u{1B}[0m "
        case .indexed256: return "\u{1B}[48;5;\(XtermPalette.index(nearest: shown))m    \u{1B}[0m "
        }
    }
}

/// xterm's 256-colour palette above the 16 system colours (which themes redefine): the 6×6×6
/// cube on levels 0, 95, 135, 175, 215, 255 (indices 16–231) and 24 greys 8, 18, …, 238
/// (232–255). The nearest entry by distance in 8-bit sRGB: the cube's nearest point is the
/// nearest level per channel; the grey's is the level nearest the channels' mean, or a neighbour.
enum XtermPalette {
    static let cubeLevels = [0, 95, 135, 175, 215, 255]

    static func index(nearest colour: Colour) -> Int {
        let channels = [Int(colour.red), Int(colour.green), Int(colour.blue)]
        func distance(_ other: [Int]) -> Int { zip(channels, other).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) } }
        let cube = channels.map { value in cubeLevels.indices.min { abs(cubeLevels[$0] - value) < abs(cubeLevels[$1] - value) }! }
        var best = (index: 16 + 36 * cube[0] + 6 * cube[1] + cube[2], distance: distance(cube.map { cubeLevels[$0] }))
        let mean = channels.reduce(0, +) / 3
        let nearestGrey = min(23, max(0, (mean - 8 + 5) / 10))
        for grey in max(0, nearestGrey - 1)...min(23, nearestGrey + 1) {
            let level = 8 + 10 * grey
            let greyDistance = distance([level, level, level])
            if greyDistance < best.distance { best = (232 + grey, greyDistance) }
        }
        return best.index
    }
}
