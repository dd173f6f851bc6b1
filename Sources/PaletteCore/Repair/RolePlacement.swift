#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a role sits relative to other roles: its OKLCH lightness, chroma and hue each follow one
/// anchor, another role or nothing (a value of its own). The one placement model of both drafts:
/// `draft` places roles as the style's palettes show it (`PaletteStyle`), and the other-kind
/// draft of `fix --invert` places each role's lightness from its reference along its own line
/// (`Palette.draftOfOtherKind`). Lightness and chroma are in OKLCH units (0–1, 0–0.37 in sRGB), hue
/// in degrees. Each spread is the mean distance, in OKLab units, between what the rule places and
/// what the style's palettes hold: how firmly the palettes agree.
public struct RolePlacement: Hashable, Sendable {
    public enum Lightness: Hashable, Sendable {
        case absolute(Double)
        case offset(from: RoleName, by: Double)
        /// `fraction` of the way from `from`'s lightness to `to`'s (0 at `from`, 1 at `to`).
        case between(from: RoleName, to: RoleName, fraction: Double)
    }

    public enum Chroma: Hashable, Sendable {
        /// The role keeps its own hue and chroma: it moves along its own lightness line
        /// (`LightnessLine`), as the other-kind draft moves every role.
        case ownLine
        case absolute(Double)
        case offset(from: RoleName, by: Double)
        /// `times` the anchor's chroma.
        case ratio(of: RoleName, times: Double)
    }

    public enum Hue: Hashable, Sendable {
        case absolute(Double)
        /// The anchor's hue turned by `by` degrees (positive: counter-clockwise in OKLab's a–b
        /// plane); `otherwise` when the anchor given is a grey, whose hue is no direction.
        case offset(from: RoleName, by: Double, otherwise: Double)
    }

    /// Below this OKLCH chroma a colour is a grey: its hue angle is the rounding of its a and b
    /// (an 8-bit grey's are within 10⁻⁷ of zero), no direction to follow.
    public static let greyChroma = 1e-6

    public let role: RoleName
    public let lightness: Lightness
    public let lightnessSpread: Double
    public let chroma: Chroma
    public let chromaSpread: Double
    public let hue: Hue
    public let hueSpread: Double
    /// The median alpha of the role in the style's palettes (255 opaque).
    public let alpha: UInt8

    public init(role: RoleName, lightness: Lightness, lightnessSpread: Double, chroma: Chroma, chromaSpread: Double,
                hue: Hue, hueSpread: Double, alpha: UInt8) {
        self.role = role
        self.lightness = lightness
        self.lightnessSpread = lightnessSpread
        self.chroma = chroma
        self.chromaSpread = chromaSpread
        self.hue = hue
        self.hueSpread = hueSpread
        self.alpha = alpha
    }

    /// The lightness the placement asks for, from the given roles' OKLCH, clamped to 0–1.
    public func lightness(given: [RoleName: OKLCH]) -> Double {
        let lightness: Double
        switch self.lightness {
        case .absolute(let value): lightness = value
        case .offset(let anchor, let offset): lightness = given[anchor]!.lightness + offset
        case .between(let from, let to, let fraction):
            lightness = given[from]!.lightness + fraction * (given[to]!.lightness - given[from]!.lightness)
        }
        return min(1, max(0, lightness))
    }

    /// The OKLCH the placement asks for, from the given roles' OKLCH: lightness clamped to 0–1,
    /// chroma at least 0, hue in [0, 360). A placement on its own line takes its chroma and hue
    /// from `given[role]`.
    public func oklch(given: [RoleName: OKLCH]) -> OKLCH {
        let chroma: Double
        switch self.chroma {
        case .ownLine: chroma = given[role]!.chroma
        case .absolute(let value): chroma = value
        case .offset(let anchor, let offset): chroma = given[anchor]!.chroma + offset
        case .ratio(let anchor, let times): chroma = given[anchor]!.chroma * times
        }
        let hue: Double
        if self.chroma == .ownLine { return OKLCH(lightness: lightness(given: given), chroma: chroma, hue: given[role]!.hue) }
        switch self.hue {
        case .absolute(let value): hue = value
        case .offset(let anchor, let turn, let otherwise):
            hue = given[anchor]!.chroma < Self.greyChroma ? otherwise : given[anchor]!.hue + turn
        }
        return OKLCH(lightness: lightness(given: given), chroma: max(0, chroma), hue: Self.normalised(hue))
    }

    /// The 8-bit colour placed: the OKLCH gamut-mapped as CSS Color 4 maps (`GamutMapping`), with
    /// the role's alpha; on its own line, the line's colour at the lightness asked for (`own` is
    /// the role's colour, whose line and alpha it keeps).
    public func colour(given: [RoleName: OKLCH], own: Colour? = nil) -> Colour {
        if chroma == .ownLine, let own { return LightnessLine(through: own).colour(at: lightness(given: given)) }
        return GamutMapping.quantized(oklch(given: given), alpha: alpha)
    }

    /// The given roles it follows, each once, lightness's first.
    public var anchors: [RoleName] {
        var found: [RoleName] = []
        func add(_ role: RoleName) { if !found.contains(role) { found.append(role) } }
        switch lightness {
        case .absolute: break
        case .offset(let anchor, _): add(anchor)
        case .between(let from, let to, _): add(from); add(to)
        }
        switch chroma {
        case .absolute, .ownLine: break
        case .offset(let anchor, _), .ratio(let anchor, _): add(anchor)
        }
        if case .offset(let anchor, _, _) = hue { add(anchor) }
        return found
    }

    /// The spread of the whole placement: the three components' spreads added, an upper bound of
    /// the mean OKLab distance from the style's palettes.
    public var spread: Double { lightnessSpread + chromaSpread + hueSpread }

    package static func normalised(_ degrees: Double) -> Double {
        let turned = fmod(degrees, 360)
        return turned < 0 ? turned + 360 : turned
    }
}
