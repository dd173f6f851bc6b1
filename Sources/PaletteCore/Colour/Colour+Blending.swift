extension Colour {
    /// Source-over compositing in gamma-encoded sRGB, as browsers and UIKit draw it:
    /// out = fg·α + bg·(1 − α) per channel, rounded to 8 bits. The result takes the
    /// background's alpha when the background is translucent too (α_out = α_fg + α_bg(1 − α_fg)).
    public func composited(over background: Colour) -> Colour {
        if isOpaque { return self }
        let fgAlpha = opacity, bgAlpha = background.opacity
        let outAlpha = fgAlpha + bgAlpha * (1 - fgAlpha)
        guard outAlpha > 0 else { return Colour(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ fg: UInt8, _ bg: UInt8) -> UInt8 {
            let value = (Double(fg) * fgAlpha + Double(bg) * bgAlpha * (1 - fgAlpha)) / outAlpha
            return Colour.quantize(value / 255)
        }
        return Colour(
            red: channel(red, background.red),
            green: channel(green, background.green),
            blue: channel(blue, background.blue),
            alpha: Colour.quantize(outAlpha))
    }

    /// Mixes toward `target` in gamma-encoded sRGB: c + (target − c)·t per channel, rounded
    /// to 8 bits. Alpha is kept from `self`, so a translucent role stays translucent.
    /// `t` is clamped to [0, 1].
    public func mixed(toward target: Colour, by amount: Double) -> Colour {
        let t = min(1, max(0, amount.isFinite ? amount : 0))
        func channel(_ from: UInt8, _ to: UInt8) -> UInt8 {
            let value = Double(from) + (Double(to) - Double(from)) * t
            return Colour.quantize(value / 255)
        }
        return Colour(red: channel(red, target.red), green: channel(green, target.green),
                      blue: channel(blue, target.blue), alpha: alpha)
    }
}
