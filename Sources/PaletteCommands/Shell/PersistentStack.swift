/// An immutable singly linked stack with value semantics. Copying a session (the engine works
/// on a copy so a rejected line changes nothing) then costs O(1) and pushing onto the copy
/// never copies what the original holds, where an array would be copied whole on first write.
///
/// - Complexity: `push`, `pop`, `top` and copying are O(1); iterating is O(n).
struct PersistentStack<Element>: Sequence {
    // Nodes never change once built (`below` is cleared only in deinit, when nothing else
    // can see the node), so sharing them across threads is safe.
    private final class Node: @unchecked Sendable {
        let value: Element
        var below: Node?
        init(_ value: Element, below: Node?) {
            self.value = value
            self.below = below
        }

        /// Frees a long chain in a loop: the default release would recurse once per node and
        /// overflow the stack on a session of some hundred thousand commands.
        deinit {
            var next = below
            below = nil
            while isKnownUniquelyReferenced(&next) {
                let node = next!
                next = node.below
                node.below = nil
            }
        }
    }

    private var head: Node?
    private(set) var count = 0

    init() {}

    var isEmpty: Bool { head == nil }
    var top: Element? { head?.value }

    mutating func push(_ value: Element) {
        head = Node(value, below: head)
        count += 1
    }

    mutating func pop() -> Element? {
        guard let node = head else { return nil }
        head = node.below
        count -= 1
        return node.value
    }

    mutating func removeAll() {
        head = nil
        count = 0
    }

    /// From the top down.
    func makeIterator() -> AnyIterator<Element> {
        var node = head
        return AnyIterator {
            guard let current = node else { return nil }
            node = current.below
            return current.value
        }
    }
}

extension PersistentStack: Sendable where Element: Sendable {}
