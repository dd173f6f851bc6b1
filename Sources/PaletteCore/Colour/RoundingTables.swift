/// The two tables 8-bit rounding reads (`SRGBTransfer`), read once by a caller that rounds many
/// colours: every read of a `static let` goes through its one-time initialisation check, a call
/// a rounding would make twice (at each of a line's probes, some thirty a suggestion).
struct RoundingTables: Sendable {
    let boundaries: ConstantTable<Double>
    let codeBelow: ConstantTable<UInt8>

    static var shared: RoundingTables { RoundingTables(boundaries: SRGBTransfer.roundingBoundaries, codeBelow: SRGBTransfer.codeBelow) }
}
