/// The JSON shape of a measured band in `check --json`, beside the rules':
/// `{"role", "colour", "lightness", "chroma", "band", "status"}` (OKLCH lightness and chroma of
/// the 8-bit colour; `band` as `RoleBand.text` says it for the palette's kind).
package enum BandResultJSON {
    package static func encode(_ result: BandResult) -> JSONValue {
        .object([
            .init("role", .string(result.band.role.rawValue)),
            .init("colour", .string(result.colour.hex)),
            .init("lightness", .number(result.lightness)),
            .init("chroma", .number(result.chroma)),
            .init("band", .string(result.bandText)),
            .init("status", .string(result.passes ? RuleStatus.pass.rawValue : RuleStatus.fail.rawValue)),
        ])
    }
}
