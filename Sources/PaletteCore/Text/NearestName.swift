/// "Did you mean" for mistyped names: the candidate with the smallest edit distance,
/// offered only when it is close enough to be a plausible typo.
package enum NearestName {
    /// The cost is bounded by the candidates, not by the input: a name longer than every
    /// candidate plus its allowance cannot be a typo of one, so a megabyte of input is
    /// answered without comparing it (Levenshtein is quadratic).
    package static func nearest(to input: String, among candidates: [String]) -> String? {
        let longest = candidates.map(\.count).max() ?? 0
        guard input.utf8.count <= longest * 4 + 8 else { return nil }
        let lowered = input.lowercased()
        let inputLength = lowered.count
        // A prefix is the likeliest intent: `gruvbox` for `gruvboxDark`.
        if inputLength >= 3, let extended = candidates.filter({ $0.lowercased().hasPrefix(lowered) }).min(by: { $0.count < $1.count }) {
            return extended
        }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            // The distance is at least the difference in length.
            if abs(candidate.count - inputLength) > allowance(inputLength, candidate.count) { continue }
            let distance = editDistance(lowered, candidate.lowercased())
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        guard let found = best else { return nil }
        return found.distance <= allowance(inputLength, found.name.count) ? found.name : nil
    }

    /// How many edits still read as a typo: a third of the shorter name, at least two.
    static func allowance(_ inputLength: Int, _ candidateLength: Int) -> Int {
        max(2, min(inputLength, candidateLength) / 3)
    }

    /// Levenshtein distance over characters.
    package static func editDistance(_ first: String, _ second: String) -> Int {
        let a = Array(first), b = Array(second)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
