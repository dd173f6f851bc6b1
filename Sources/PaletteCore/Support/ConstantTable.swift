/// An immutable lookup table in plain memory, built once and never freed. The colour tables
/// are read several times per probe of a lightness line; kept as Swift arrays in static
/// properties, each read would pay reference counting and a bounds check.
struct ConstantTable<Element>: @unchecked Sendable {
    private let base: UnsafePointer<Element>
    let count: Int

    init(_ elements: [Element]) {
        let storage = UnsafeMutablePointer<Element>.allocate(capacity: elements.count)
        storage.initialize(from: elements, count: elements.count)
        base = UnsafePointer(storage)
        count = elements.count
    }

    /// No bounds check: callers index with values they have already clamped.
    @inline(__always)
    subscript(index: Int) -> Element { base[index] }
}
