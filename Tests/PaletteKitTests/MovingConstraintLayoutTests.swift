import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// The solver reads its constraints out of plain storage at every step of a walk, and each read
/// copies one: up to 128 bytes the compiler copies inline, past it each copy is a call to
/// `memcpy` (at 152 bytes that was 2,542 calls per 2,000 pairs in the original's verdicts
/// alone). The three resolutions' payloads are ordered to pack (`MovingRole.Resolution`).
struct MovingConstraintLayoutTests {
    @Test func aConstraintIsCopiedInline() {
        #expect(MemoryLayout<MovingRole.Resolution>.size <= 16)
        #expect(MemoryLayout<MovingConstraint>.size <= 128, "\(MemoryLayout<MovingConstraint>.size) bytes")
    }

    /// A query of a few rules keeps its constraints in `ConstraintSpace` (plain words on the
    /// stack): the space must hold its capacity of constraints, aligned.
    @Test func theConstraintSpaceHoldsItsCapacity() {
        #expect(MemoryLayout<ConstraintSpace>.size >= ConstraintSpace.capacity * MemoryLayout<MovingConstraint>.stride)
        #expect(MemoryLayout<ConstraintSpace>.alignment >= MemoryLayout<MovingConstraint>.alignment)
    }
}
