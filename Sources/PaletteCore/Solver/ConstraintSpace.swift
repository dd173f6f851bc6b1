/// Room on the stack for the constraints of a query of up to two rules (a pair's), without
/// `withUnsafeTemporaryAllocation`: that hands the answer back through its closure's result,
/// which copies the 240-byte suggestion three times on the way out (three `memcpy` calls). Room
/// for two only: the space is zeroed when made, and room for four takes a `memset` call that gives
/// back much of what the space saves. Queries of more rules take the temporary allocation
/// (`Solver.suggest`).
struct ConstraintSpace {
    /// Constraints the space holds: 256 bytes, two constraints of 128 (`MovingConstraintLayoutTests`).
    static let capacity = 2

    /// Plain words, so that the space needs no constraint to start from; bound to
    /// `MovingConstraint` for the length of one answer.
    private var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

    /// Runs `body` with room for `count` constraints (at most `capacity`), uninitialised.
    @inline(__always)
    mutating func withStorage<Result>(count: Int, _ body: (UnsafeMutableBufferPointer<MovingConstraint>) -> Result) -> Result {
        precondition(count <= Self.capacity && MemoryLayout<MovingConstraint>.stride * Self.capacity <= MemoryLayout<Self>.size
                     && MemoryLayout<MovingConstraint>.alignment <= MemoryLayout<UInt64>.alignment)
        return withUnsafeMutableBytes(of: &words) { bytes in
            // Bound to constraints only inside, and back to words after (the sanctioned rebinding).
            bytes.withMemoryRebound(to: MovingConstraint.self) { constraints in
                body(UnsafeMutableBufferPointer(rebasing: constraints[..<count]))
            }
        }
    }
}
