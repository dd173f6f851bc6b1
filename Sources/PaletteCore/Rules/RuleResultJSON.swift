/// The JSON shape of a measured rule, shared by `check --json` and saved palettes:
/// `{"kind", "foreground", "background", "value", "threshold", "status"}`, and for a failing
/// rule whose measure says more, `"detail"` (`under deuteranopia`).
package enum RuleResultJSON {
    package static func encode(_ result: RuleResult) -> JSONValue {
        .object([
            .init("kind", .string(result.rule.kind.name)),
            .init("foreground", .string(result.rule.foreground)),
            .init("background", .string(result.rule.background)),
            .init("value", result.value.map(JSONValue.number) ?? .null),
            .init("threshold", .number(result.rule.threshold)),
            .init("status", .string(result.status.rawValue)),
        ] + (result.status == .fail ? result.detail.map { [.init("detail", .string($0))] } ?? [] : []))
    }
}
