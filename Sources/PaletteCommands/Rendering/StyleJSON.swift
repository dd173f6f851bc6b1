import PaletteKit

/// `style --json` and each drafted role's `placement` in `draft --json`.
package enum StyleJSON {
    package static func encode(_ style: PaletteStyle, source: String) -> JSONValue {
        .object([
            .init("kind", .string(style.isLight ? "light" : "dark")),
            .init("given", .array(style.given.map { .string($0.rawValue) })),
            .init("palettes", .array(style.palettes.map(JSONValue.string))),
            .init("source", .string(source)),
            .init("roles", .array(style.placements.map(placement))),
        ])
    }

    /// `{"role", "follows", "lightness": {"from"|"between"|"value", …}, "chroma", "hue", "alpha", "spread"}`.
    package static func placement(_ placement: RolePlacement) -> JSONValue {
        func anchored(_ anchor: RoleName?, _ key: String, _ value: Double, spread: Double) -> JSONValue {
            .object((anchor.map { [JSONValue.Member("from", .string($0.rawValue))] } ?? []) + [.init(key, .number(value)), .init("spread", .number(spread))])
        }
        let lightness: JSONValue
        switch placement.lightness {
        case .absolute(let value): lightness = anchored(nil, "value", value, spread: placement.lightnessSpread)
        case .offset(let anchor, let offset): lightness = anchored(anchor, "offset", offset, spread: placement.lightnessSpread)
        case .between(let from, let to, let fraction):
            lightness = .object([.init("between", .array([.string(from.rawValue), .string(to.rawValue)])), .init("fraction", .number(fraction)),
                                 .init("spread", .number(placement.lightnessSpread))])
        }
        let chroma: JSONValue
        switch placement.chroma {
        case .ownLine: chroma = .string("own line")
        case .absolute(let value): chroma = anchored(nil, "value", value, spread: placement.chromaSpread)
        case .offset(let anchor, let offset): chroma = anchored(anchor, "offset", offset, spread: placement.chromaSpread)
        case .ratio(let anchor, let times): chroma = anchored(anchor, "ratio", times, spread: placement.chromaSpread)
        }
        let hue: JSONValue
        switch placement.hue {
        case .absolute(let value): hue = anchored(nil, "value", value, spread: placement.hueSpread)
        case .offset(let anchor, let turn, _): hue = anchored(anchor, "offset", turn, spread: placement.hueSpread)
        }
        return .object([
            .init("role", .string(placement.role.rawValue)),
            .init("follows", .array(placement.anchors.map { .string($0.rawValue) })),
            .init("lightness", lightness), .init("chroma", chroma), .init("hue", hue),
            .init("alpha", .number(Double(placement.alpha) / 255)),
            .init("spread", .number(placement.spread)),
        ])
    }
}
