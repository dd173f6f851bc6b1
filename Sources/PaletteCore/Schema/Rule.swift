/// A promise between two tokens (roles or derived tokens): `foreground` measured on
/// `background` must reach `threshold` in the kind's measure.
///
/// The fields live in one shared, immutable box: a rule is copied into every query, constraint,
/// result and flip list, and a copy of its three strings would retain each of them; a copy of
/// the box is one retain.
public struct Rule: Hashable, Sendable {
    private struct Fields: Sendable {
        let kind: RuleKind
        let foreground: String
        let background: String
        let threshold: Double
        /// Made once: a flip list names it in every answer that has one.
        let pairName: String
    }

    private let storage: ImmutableBox<Fields>

    public var kind: RuleKind { storage.value.kind }
    public var foreground: String { storage.value.foreground }
    public var background: String { storage.value.background }
    public var threshold: Double { storage.value.threshold }

    /// The threshold is the kind's unless a query asks for another (`suggest --min`).
    public init(_ kind: RuleKind, _ foreground: String, on background: String, threshold: Double? = nil) {
        storage = ImmutableBox(Fields(kind: kind, foreground: foreground, background: background, threshold: threshold ?? kind.threshold,
                                    pairName: "\(foreground)/\(background)"))
    }

    /// Equal when every field is: two rules built apart are as equal as two copies of one.
    public static func == (left: Rule, right: Rule) -> Bool {
        if left.storage === right.storage { return true }
        return left.kind == right.kind && left.foreground == right.foreground && left.background == right.background
            && left.threshold == right.threshold
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(foreground)
        hasher.combine(background)
        hasher.combine(threshold)
    }

    /// An equal rule in a box of its own, its names in storage of their own
    /// (`Schema.separateCopy()`).
    var separateCopy: Rule {
        Rule(kind.separateCopy, foreground.separateCopy, on: background.separateCopy, threshold: threshold)
    }

    /// `ink/paper`: how rules are named to people.
    public var pairName: String { storage.value.pairName }

    public var tokens: [String] { [foreground, background] }
}

/// Printed and dumped with its fields, not its box (test messages and `dump` show the rule, not
/// its storage).
extension Rule: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["kind": kind, "foreground": foreground, "background": background, "threshold": threshold],
               displayStyle: .struct)
    }
}
