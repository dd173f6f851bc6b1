import PaletteCore

/// Each palette's variant at each of its schema's contrast levels beyond standard, derived once
/// per export by the joint repair (`PaletteRepair.variant`): computed, never stored. A format
/// that carries levels writes them beside the standard values (a resolver's `contrast`
/// modifier, `@media (prefers-contrast: more)`, an asset catalog's `contrast: high`).
package struct ContrastVariants {
    /// The schema's levels beyond standard, in its order.
    package let levels: [LevelName]
    /// Each palette's variants, in the order of `levels`.
    private let variants: [PaletteID: [Palette]]

    package init(_ palettes: [Palette], cancellation: Cancellation = .never) throws(ExportProblem) {
        let levels = palettes[0].schema.levels.map(\.name)
        // Each variant is its own repair, sharing nothing with the others: derived on every core.
        let jobs = palettes.flatMap { palette in levels.map { (palette: palette, level: $0) } }
        let repairs = ParallelMap.map(jobs) { job -> Result<PaletteRepair, RepairProblem> in
            do throws(RepairProblem) { return .success(try PaletteRepair.variant(of: job.palette, at: job.level, cancellation: cancellation)) } catch {
                return .failure(error)
            }
        }
        var variants: [PaletteID: [Palette]] = [:]
        for (job, outcome) in zip(jobs, repairs) {
            if case .failure(.cancelled) = outcome { throw .cancelled }
            guard case .success(let repair) = outcome, repair.passes else {
                let conflicts = (try? outcome.get())?.conflicts.map { $0.map(\.conflictName) } ?? []
                throw .levelNotDerivable(id: job.palette.id.rawValue, level: job.level, conflicts: conflicts)
            }
            variants[job.palette.id, default: []].append(repair.result)
        }
        self.levels = levels
        self.variants = variants
    }

    /// The variant of `palette` (one of those exported) at `level`.
    package func variant(of palette: Palette, at level: LevelName) -> Palette {
        variants[palette.id]![levels.firstIndex(of: level)!]
    }

    /// No levels: what a format that carries none, or a schema without levels, is given.
    static let none = ContrastVariants()

    private init() {
        levels = []
        variants = [:]
    }

    /// The level iOS, macOS and CSS switch to when the user asks for more contrast: `high`, else
    /// the schema's first level.
    var increased: LevelName? { levels.contains("high") ? "high" : levels.first }
}
