/// The three dichromacies, simulated as Machado, Oliveira and Fernandes, "A Physiologically-based
/// Model for Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009: a 3×3 matrix applied in
/// linear sRGB, here at severity 1.0 (the paper's table, the values ColorAide 8.13.1 ships in
/// `coloraide/filters/cvd.py`). The simulated colour is clipped to sRGB.
public enum ColourVisionDeficiency: String, CaseIterable, Sendable {
    case protanopia, deuteranopia, tritanopia

    /// Row-major, linear sRGB in and out.
    var matrix: [Double] {
        switch self {
        case .protanopia: return Self.protanopiaMatrix
        case .deuteranopia: return Self.deuteranopiaMatrix
        case .tritanopia: return Self.tritanopiaMatrix
        }
    }

    private static let protanopiaMatrix = [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998]
    private static let deuteranopiaMatrix = [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881]
    private static let tritanopiaMatrix = [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900]

    /// `linear` as a person with this deficiency sees it: an sRGB colour, clipped (each channel
    /// encoded, clipped to [0, 1] and decoded again, as ColorAide does it; near grey the round
    /// trip's last bits decide CIEDE2000's hue of what is left of a* and b*).
    public func simulated(_ linear: LinearRGB) -> LinearRGB {
        let m = matrix
        func clip(_ value: Double) -> Double { SRGBTransfer.decode(min(1, max(0, SRGBTransfer.encode(value)))) }
        return LinearRGB(red: clip(m[0] * linear.red + m[1] * linear.green + m[2] * linear.blue),
                         green: clip(m[3] * linear.red + m[4] * linear.green + m[5] * linear.blue),
                         blue: clip(m[6] * linear.red + m[7] * linear.green + m[8] * linear.blue))
    }
}

extension ColourVisionDeficiency {
    /// A stored colour as a person with this deficiency sees it, as a stored colour (8-bit,
    /// alpha kept): for showing, not measuring.
    public func simulated(_ colour: Colour) -> Colour {
        let seen = simulated(LinearRGB(colour))
        func code(_ linear: Double) -> UInt8 { UInt8((SRGBTransfer.encode(linear) * 255).rounded()) }
        return Colour(red: code(seen.red), green: code(seen.green), blue: code(seen.blue), alpha: colour.alpha)
    }
}
