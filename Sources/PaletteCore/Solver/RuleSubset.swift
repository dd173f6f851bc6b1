/// Some of a list's rules, by index: the rules a suggestion's side turns upside down. Usually
/// none or one; kept as bits so that finding them allocates nothing, and listed only when read.
/// A query of more than 64 rules keeps the indices past 63 in an array, made only then (an
/// empty array is still a reference every copy of a suggestion retains).
struct RuleSubset: Sendable {
    private var low: UInt64 = 0
    private var high: [Int]?

    var isEmpty: Bool { low == 0 && high == nil }

    mutating func insert(_ index: Int) {
        if index < 64 {
            low |= 1 << UInt64(index)
        } else if high == nil {
            high = [index]
        } else if !high!.contains(index) {
            high!.append(index)
        }
    }

    /// Each member's index, in increasing order.
    func forEachIndex(_ body: (Int) -> Void) {
        var bits = low
        while bits != 0 {
            body(bits.trailingZeroBitCount)
            bits &= bits - 1
        }
        for index in (high ?? []).sorted() { body(index) }
    }

    /// The members among `rules` (the list the indices were taken in), in list order.
    func rules(in rules: [Rule]) -> [Rule] {
        if isEmpty { return [] }
        var result: [Rule] = []
        forEachIndex { result.append(rules[$0]) }
        return result
    }
}
