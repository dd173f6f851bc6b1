/// SplitMix64 (Steele, Lea and Flood, 2014): a small seeded generator, so corpora for property
/// tests and benchmarks are the same on every machine and every run.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    package var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A Double in [0, 1) from the top 53 bits of the next value: every test's and benchmark's
    /// random fraction, drawn one way.
    package mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
