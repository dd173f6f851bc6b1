/// A value kept behind one shared reference: copying what holds it is one retain, however many
/// references the value itself holds. For values copied far more often than they are made
/// (`Rule`, `SuggestionQuery`); immutable, so sharing it keeps value semantics.
package final class ImmutableBox<Value: Sendable>: Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
