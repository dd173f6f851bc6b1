import PaletteKit

/// How `lint --fix` reads: the changes it makes, each at the line of the value, and what it
/// does not write and why. Without `--write` nothing is written, and each change says what it
/// would write.
enum LintFixText {
    static func lines(_ plan: LintFix.Plan, output: LintOutput, writes: Bool) -> [String] {
        var lines: [String] = []
        let written = writes ? "written as" : "would be written as"
        for change in plan.changes {
            lines.append("\(output.path(change.place).escapingControlCharacters):\(change.place.line): fix: \(change.roles.map(\.rawValue).joined(separator: ", ")) \(change.from.hex) → \(change.to.hex) (ΔL \(output.signed(change.to.lightness - change.from.lightness))), \(written) \(change.text); read in \(change.modes.joined(separator: "; "))")
        }
        if !writes && !plan.changes.isEmpty {
            lines.append("nothing written: '--fix --write' writes \(plan.changes.count == 1 ? "this change" : "these \(plan.changes.count) changes")")
        }
        for refusal in plan.refused {
            let place = refusal.place.map { "\(output.path($0).escapingControlCharacters):\($0.line): " } ?? ""
            lines.append(place + "not fixed: " + reason(refusal))
        }
        if plan.changes.isEmpty && plan.refused.isEmpty { lines.append("fix: nothing to change") }
        return lines
    }

    static func reason(_ refusal: LintFix.Refusal) -> String {
        let role = refusal.role.map { $0.rawValue + ": " } ?? ""
        switch refusal.reason {
        case .noRepair(let conflicts):
            return "\(refusal.mode): no palette passes every rule by moving its literal tokens; these rules cannot hold together: " + conflicts.joined(separator: "; ")
        case .disagree(let modes):
            return role + "the modes that read this value move it to different colours (\(modes.joined(separator: "; "))); change it by hand or give the modes their own values"
        case .failsIn(let mode, let rule):
            return role + "the change would make rule \(rule) fail in \(mode), which reads the same value"
        case .notation(let text):
            return role + "'\(text)' cannot be written back in its notation; expected a hex, rgb(), oklch() or a DTCG srgb/oklch object"
        case .outsideSRGB(let text):
            return role + "'\(text)' lies outside sRGB: the repair works in 8-bit sRGB and writing it back would lose its chroma; fix it by hand in its own space"
        }
    }

    static func json(_ plan: LintFix.Plan, output: LintOutput) -> JSONValue {
        .object([
            .init("changes", .array(plan.changes.map { change in
                .object([
                    .init("file", .string(output.path(change.place))),
                    .init("line", .number(Double(change.place.line))),
                    .init("roles", .array(change.roles.map { .string($0.rawValue) })),
                    .init("from", .string(change.from.hex)),
                    .init("to", .string(change.to.hex)),
                    .init("text", .string(change.text)),
                    .init("modes", .array(change.modes.map(JSONValue.string))),
                ])
            })),
            .init("refused", .array(plan.refused.map { refusal in
                .object([
                    .init("mode", .string(refusal.mode)),
                    .init("role", .optional(refusal.role.map { .string($0.rawValue) })),
                    .init("file", .optional(refusal.place.map { .string(output.path($0)) })),
                    .init("line", .optional(refusal.place.map { .number(Double($0.line)) })),
                    .init("reason", .string(reason(refusal))),
                ])
            })),
        ])
    }
}
