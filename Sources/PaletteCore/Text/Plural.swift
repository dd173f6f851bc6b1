/// Counted nouns, written one way: `1 role`, `3 roles`. Every noun the tool counts makes its
/// plural with an s.
package enum Plural {
    package static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) " + noun + (count == 1 ? "" : "s")
    }

    /// `a`, `a or b`, `a, b or c`: alternatives as a sentence names them.
    package static func alternatives(_ words: [String]) -> String {
        guard words.count > 2 else { return words.joined(separator: " or ") }
        return words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}
