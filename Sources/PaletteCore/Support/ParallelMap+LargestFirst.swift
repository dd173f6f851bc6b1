extension ParallelMap {
    /// `map(items, stripes:)` that starts the costliest items first and returns results in input
    /// order. Items taken in input order leave one core alone on a large one that comes last
    /// (a 129 KB generated file among 6 KB ones); taken largest first, the small ones fill in
    /// around it and the cores finish together. `cost` is any measure that orders items by their
    /// work (a file's bytes).
    package static func map<Element: Sendable, Result: Sendable>(_ items: [Element], stripes: Int, largestFirst cost: (Element) -> Int,
                                                                _ transform: @Sendable (Element) -> Result) -> [Result] {
        let order = items.indices.sorted { (cost(items[$0]), $1) > (cost(items[$1]), $0) }
        let results = map(order.map { items[$0] }, stripes: stripes, transform)
        var inPlace = [Result?](repeating: nil, count: items.count)
        for (position, index) in order.enumerated() { inPlace[index] = results[position] }
        return inPlace.map { $0! }
    }
}
