/// "Did you mean" for mistyped names: the candidate with the smallest edit distance,
/// offered only when it is close enough to be a plausible typo.
public enum NearestName {
    public static func nearest(to input: String, among candidates: [String]) -> String? {
        let lowered = input.lowercased()
        // A prefix is the likeliest intent: `gruvbox` for `gruvboxDark`.
        if lowered.count >= 3, let extended = candidates.filter({ $0.lowercased().hasPrefix(lowered) }).min(by: { $0.count < $1.count }) {
            return extended
        }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        guard let found = best else { return nil }
        let allowance = max(2, min(input.count, found.name.count) / 3)
        return found.distance <= allowance ? found.name : nil
    }

    /// Levenshtein distance over characters.
    public static func editDistance(_ first: String, _ second: String) -> Int {
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
