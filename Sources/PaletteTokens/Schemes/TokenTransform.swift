import PaletteCore

/// Members a build applies to a colour token's value, as GitHub Primer's Style Dictionary
/// transforms define them (primer/primitives, `src/transformers/colorToHexMix.ts` with
/// `utilities/mix.ts`, and `colorToRgbAlpha.ts` with `utilities/alpha.ts`), both transitive: a
/// token that aliases a transformed token takes the transformed colour.
///
/// - `mix: {color, weight}`: the token's colour and `color` (an alias or a colour), both opaque,
///   mixed in 8-bit sRGB with `weight` (0…1) the share of `color`, each channel rounded to 8
///   bits (Sass's `mix`, sass-lang.com `color.mix`, with equal alphas). Primer's builds have
///   weighted translucent colours in two ways (color2k's `mix`, then `utilities/mix.ts`), so a
///   mix of a translucent colour is refused rather than guessed.
/// - `alpha: a` (0…1, or null for none): the colour with alpha `a`, any alpha it had
///   disregarded.
/// - `mix: null`: no mix (Primer's filter `src/filters/isColorWithMix.ts`, line 19, passes over a
///   token whose `mix` is null), so an override removes the mix of the token it overrides
///   (`TokenTransform+Overrides`).
///
/// Mix comes before alpha, as Primer's platforms list them. An alpha is kept to three decimals
/// and then to 8 bits, as color2k's `rgba` and `toHex` write it.
struct TokenTransform: Sendable, Hashable {
    struct Mix: Sendable, Hashable {
        /// `{base.color.gray.2}` or a colour.
        let colour: String
        let weight: Double
    }

    let mix: Mix?
    let alpha: Double?
    /// The members the token writes, `null` included: what an override replaces.
    let written: Set<String>

    /// Whether the transform changes the value: a token that writes only `null` members does not.
    var changesValue: Bool { mix != nil || alpha != nil }

    static let opaqueMix = "opaque colours (Primer's builds have weighted translucent ones in two ways)"

    /// The members a token may hold beside DTCG's own.
    static let members: Set<String> = ["mix", "alpha"]

    /// The transform a token's object holds; nil when it holds neither member. `line` gives a
    /// member's line.
    static func read(_ object: JSONValue, name: String, line: (String) -> Int?) throws(SchemeFileError) -> TokenTransform? {
        guard object["mix"] != nil || object["alpha"] != nil else { return nil }
        var alpha: Double?
        if let value = object["alpha"], value != .null {
            guard let number = value.numberValue, (0...1).contains(number) else {
                throw SchemeFileError(line: line("alpha"), .malformedTransform(name: name, member: "alpha", expected: "a number from 0 to 1"))
            }
            alpha = number
        }
        var mix: Mix?
        if let value = object["mix"], value != .null {
            guard let colour = value["color"]?.stringValue, let weight = value["weight"]?.numberValue, (0...1).contains(weight),
                  value.members?.count == 2 else {
                throw SchemeFileError(line: line("mix"), .malformedTransform(name: name, member: "mix", expected: "{\"color\": a colour or an alias, \"weight\": a number from 0 to 1}"))
            }
            mix = Mix(colour: colour, weight: weight)
        }
        return TokenTransform(mix: mix, alpha: alpha, written: members.filter { object[$0] != nil })
    }

    /// `colour` transformed; `mixed` is the mix member's colour (nil without one). nil when a
    /// colour to mix is translucent.
    func applied(to colour: Colour, mixed: Colour?) -> Colour? {
        var result = colour
        if mix != nil, let mixed {
            guard colour.alpha == 255, mixed.alpha == 255 else { return nil }
            result = Self.mixed(colour, mixed, weight: mix!.weight)
        }
        if let alpha { result = Colour(red: result.red, green: result.green, blue: result.blue, alpha: Self.alphaByte(alpha)) }
        return result
    }

    /// Two opaque colours, `weight` of the second.
    static func mixed(_ first: Colour, _ second: Colour, weight: Double) -> Colour {
        func channel(_ one: UInt8, _ other: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (Double(one) * (1 - weight) + Double(other) * weight).rounded())))
        }
        return Colour(red: channel(first.red, second.red), green: channel(first.green, second.green), blue: channel(first.blue, second.blue))
    }

    static func alphaByte(_ alpha: Double) -> UInt8 {
        let threeDecimals = (alpha * 1000).rounded() / 1000
        return UInt8(max(0, min(255, (threeDecimals * 255).rounded())))
    }
}
