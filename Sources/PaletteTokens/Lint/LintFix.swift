import PaletteCore

/// `lint --fix`: the joint repair (`PaletteRepair`, what `fix` runs) per mode, moving the roles
/// whose colour is a literal that can be rewritten (aliases followed to it); roles whose
/// colour is built from parts stay. A literal is changed only when every mode reading it
/// agrees on its new colour and every rule of the roles reading it passes, after the change,
/// in every mode that reads it; otherwise it is reported and not written.
package enum LintFix {
    package struct Change: Sendable, Hashable {
        package let value: WrittenValue
        package let from: Colour
        package let to: Colour
        /// The replacement for the bytes of `value.range`.
        package let text: String
        /// The roles moved (in the first mode that moved them) and the modes that read the value.
        package let roles: [RoleName]
        package let modes: [String]
        package let place: TokenPlace
    }

    package struct Refusal: Sendable, Hashable {
        package enum Reason: Sendable, Hashable {
            /// The repair found no passing palette in this mode: the rules that cannot hold together.
            case noRepair(conflicts: [String])
            /// Two modes (or two roles) move one literal to different colours.
            case disagree(modes: [String])
            /// After the change, a rule fails in a mode that reads the literal.
            case failsIn(mode: String, rule: String)
            /// The notation cannot be written back (a named colour, `hsl()`, a DTCG space other than srgb or oklch).
            case notation(String)
            /// The value lies outside sRGB (an `oklch()` of wide-gamut chroma): written back from the
            /// 8-bit sRGB repair it would lose that chroma, so it is left as written.
            case outsideSRGB(String)
        }
        package let mode: String
        package let role: RoleName?
        package let place: TokenPlace?
        package let reason: Reason
    }

    package struct Plan: Sendable {
        /// Per mode with a failure: the repair's moves.
        package let repairs: [(mode: String, repair: PaletteRepair)]
        package let changes: [Change]
        package let refused: [Refusal]
    }

    /// `texts`: the files' contents, to take the original text of DTCG colour objects from.
    /// `keep`: roles the designer pins (`--keep`): the repair never moves them. `checkOfMode`:
    /// the check a mode is measured and repaired by (a schema at the mode's level); `check` for
    /// every mode when nil. The checks differ only in their levels, never in roles or tokens.
    /// `cancellation` stops each mode's repair (a plan cut short is the caller's to discard).
    package static func plan(_ check: LintCheck, modes: TokenModes, texts: [String], keep: [RoleName] = [],
                             checkOfMode: ((TokenMode) -> LintCheck)? = nil, cancellation: Cancellation = .never) -> Plan {
        let schema = check.schema
        var repairs: [(mode: String, repair: PaletteRepair)] = []
        var refused: [Refusal] = []
        var proposals: [WrittenValue: [(mode: String, role: RoleName, from: Colour, to: Colour)]] = [:]
        var proposalOrder: [WrittenValue] = []
        let palettes = modes.modes.map { (checkOfMode?($0) ?? check).palette(for: $0) }
        for modePalette in palettes {
            let palette = modePalette.palette
            guard RuleEvaluator.evaluateAll(palette).contains(where: { $0.status == .fail }) else { continue }
            let kept = schema.roleNames.filter { role in
                palette[role] != nil && (keep.contains(role) || modePalette.mode.tokens[check.tokenOfRole[role]!]?.value == nil)
            }
            guard let repair = try? PaletteRepair.repair(RepairRequest(palette: palette, keep: kept, cancellation: cancellation)) else { continue }
            repairs.append((modePalette.mode.name, repair))
            guard repair.passes else {
                refused.append(Refusal(mode: modePalette.mode.name, role: nil, place: nil,
                                       reason: .noRepair(conflicts: repair.conflicts.map { $0.map(\.pairName).joined(separator: " + ") })))
                continue
            }
            for move in repair.moves {
                let value = modePalette.mode.tokens[check.tokenOfRole[move.role]!]!.value!
                if proposals[value] == nil { proposalOrder.append(value) }
                proposals[value, default: []].append((modePalette.mode.name, move.role, move.from, move.to))
            }
        }
        var accepted: [WrittenValue: Colour] = [:]
        for value in proposalOrder {
            let list = proposals[value]!
            if Set(list.map(\.to)).count > 1 {
                refused.append(Refusal(mode: list[0].mode, role: list[0].role, place: place(of: value, in: palettes, check: check),
                                       reason: .disagree(modes: list.map(\.mode))))
            } else {
                accepted[value] = list[0].to
            }
        }
        // Withdraw every change a rule fails with, in any mode reading it, until none does.
        var changed = true
        while changed {
            changed = false
            for modePalette in palettes {
                var palette = modePalette.palette
                var changedRoles: [RoleName: WrittenValue] = [:]
                for role in schema.roleNames {
                    if let value = modePalette.mode.tokens[check.tokenOfRole[role]!]?.value, let colour = accepted[value] {
                        palette[role] = colour
                        changedRoles[role] = value
                    }
                }
                guard !changedRoles.isEmpty else { continue }
                for result in RuleEvaluator.evaluateAll(palette) where result.status == .fail {
                    let involved = result.rule.tokens.compactMap(schema.baseRole(of:)).compactMap { changedRoles[$0] }
                    for value in involved where accepted[value] != nil {
                        accepted[value] = nil
                        changed = true
                        refused.append(Refusal(mode: modePalette.mode.name, role: proposals[value]![0].role, place: place(of: value, in: palettes, check: check),
                                               reason: .failsIn(mode: modePalette.mode.name, rule: "\(result.rule.kind.name) \(result.rule.pairName)")))
                    }
                }
            }
        }
        var changes: [Change] = []
        for value in proposalOrder {
            guard let colour = accepted[value] else { continue }
            let list = proposals[value]!
            if case .cssText(let original) = value.notation, ValueRewriting.isOutsideSRGB(original) {
                refused.append(Refusal(mode: list[0].mode, role: list[0].role, place: place(of: value, in: palettes, check: check), reason: .outsideSRGB(original)))
                continue
            }
            let text: String?
            switch value.notation {
            case .cssText(let original):
                text = ValueRewriting.cssText(colour, replacing: original, fileUsesUppercase: ValueRewriting.usesUppercaseHex(texts[value.file]))
            case .dtcgObject(let object):
                let bytes = Array(texts[value.file].utf8)
                text = ValueRewriting.dtcgObject(colour, replacing: String(decoding: bytes[value.range], as: UTF8.self), space: object["colorSpace"]?.stringValue ?? "")
            }
            let readers = palettes.filter { modePalette in schema.roleNames.contains { modePalette.mode.tokens[check.tokenOfRole[$0]!]?.value == value } }.map(\.mode.name)
            let where_ = place(of: value, in: palettes, check: check)
            guard let text else {
                let shown: String
                switch value.notation {
                case .cssText(let original): shown = original
                case .dtcgObject(let object): shown = "colorSpace \(object["colorSpace"]?.stringValue ?? "?")"
                }
                refused.append(Refusal(mode: list[0].mode, role: list[0].role, place: where_, reason: .notation(shown)))
                continue
            }
            changes.append(Change(value: value, from: list[0].from, to: colour, text: text, roles: Array(Set(list.map(\.role))).sorted(),
                                  modes: readers, place: where_ ?? TokenPlace(file: value.file, line: 1)))
        }
        return Plan(repairs: repairs, changes: changes, refused: refused)
    }

    private static func place(of value: WrittenValue, in palettes: [LintCheck.ModePalette], check: LintCheck) -> TokenPlace? {
        for modePalette in palettes {
            for token in modePalette.mode.tokens.values where token.value == value { return token.defined }
        }
        return nil
    }

    /// The files with the changes made: only the changed bytes differ.
    package static func apply(_ changes: [Change], to texts: [String]) -> [String] {
        var bytes = texts.map { Array($0.utf8) }
        for change in changes.sorted(by: { ($0.value.file, $0.value.range.lowerBound) > ($1.value.file, $1.value.range.lowerBound) }) {
            bytes[change.value.file].replaceSubrange(change.value.range, with: Array(change.text.utf8))
        }
        return bytes.map { String(decoding: $0, as: UTF8.self) }
    }
}
