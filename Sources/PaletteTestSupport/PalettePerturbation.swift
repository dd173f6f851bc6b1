import PaletteKit

/// Seeded drafts for testing and measuring `fix` (the tests and `palette-bench`): a palette with
/// roles nudged along their own lightness lines (hue and chroma kept, as a designer nudges them)
/// until a chosen number of rules fail. A test hook, so it lives here and not in the core.
package enum PalettePerturbation {
    /// Nudges random set roles of `palette` by 0.02–0.15 of OKLCH lightness, one at a time,
    /// until between `failing.lowerBound` and `failing.upperBound` rules fail; starts over
    /// from the palette when it overshoots. The palette's kind (light or dark) and the order of
    /// every rule's pair are kept, so the draft is one `fix` can repair without turning a
    /// stack upside down.
    package static func perturbed(_ palette: Palette, failing: ClosedRange<Int>, seed: UInt64) -> Palette {
        var generator = SplitMix64(seed: seed)
        let roles = palette.filledRoles
        let orders = palette.schema.rules.map { PaletteRepair.order(of: $0, in: palette) }
        func keepsOrders(_ draft: Palette) -> Bool {
            zip(palette.schema.rules, orders).allSatisfy { PaletteRepair.order(of: $0, in: draft) == $1 }
        }
        func failingCount(_ draft: Palette) -> Int {
            RuleEvaluator.evaluateAll(draft).filter { $0.status == .fail }.count
        }
        while true {
            // A role nudged by hand follows nothing any more: every role is nudged on its own.
            var draft = palette.unlinked()
            for _ in 0..<200 {
                let role = roles[Int(generator.next() % UInt64(roles.count))]
                let colour = draft[role]!
                let size = 0.02 + Double(generator.next() % 1000) / 1000 * 0.13
                let direction = generator.next() % 2 == 0 ? 1.0 : -1.0
                let moved = LightnessLine(through: colour).colour(at: colour.lightness + direction * size)
                var next = draft
                next[role] = moved
                guard next.isLight == palette.isLight, keepsOrders(next) else { continue }
                draft = next
                let count = failingCount(draft)
                if failing.contains(count) { return draft }
                if count > failing.upperBound { break }
            }
        }
    }
}
