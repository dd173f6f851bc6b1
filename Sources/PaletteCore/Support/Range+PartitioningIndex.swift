extension Range where Bound == Int {
    /// The first index of the range at which `belongsToSecondPart` holds, or `upperBound` when
    /// none does, by bisection; the predicate must turn from false to true at most once along the
    /// range (as swift-algorithms' `partitioningIndex(where:)`).
    func partitioningIndex(where belongsToSecondPart: (Int) -> Bool) -> Int {
        var low = lowerBound, high = upperBound
        while low < high {
            let middle = (low + high) / 2
            if belongsToSecondPart(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
