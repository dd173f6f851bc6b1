/// Counted nouns, written one way: `1 role`, `3 roles`. Every noun the tool counts makes its
/// plural with an s.
package enum Plural {
    package static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) " + noun + (count == 1 ? "" : "s")
    }
}
