/// Maximum flow / minimum s–t cut on integer capacities, so that equal costs compare exactly.
/// The graphs the repair builds are chains of up to a few hundred nodes per role joined by
/// infinite edges.
struct MinimumCut {
    /// A capacity no finite cost reaches: an edge with it is never cut in a finite cut. The flow
    /// stops once it reaches this, so it stays below 2^62 (no Int64 overflow); `RepairCost` keeps
    /// every answer's cost below it.
    static let infinite: Int64 = 1 << 61

    private(set) var nodeCount: Int
    private var head: [Int32]
    private var next: [Int32] = []
    private var to: [Int32] = []
    private var capacity: [Int64] = []

    /// `edgeCount`: how many `addEdge` calls to make room for.
    init(nodeCount: Int, edgeCount: Int = 0) {
        self.nodeCount = nodeCount
        head = Array(repeating: -1, count: nodeCount)
        next.reserveCapacity(2 * edgeCount)
        to.reserveCapacity(2 * edgeCount)
        capacity.reserveCapacity(2 * edgeCount)
    }

    /// Adds the edge and its reverse (capacity 0); returns the edge's index for `residual(ofEdge:)`.
    @discardableResult
    mutating func addEdge(from: Int, to target: Int, capacity forward: Int64) -> Int {
        precondition(from != target)
        to.append(Int32(target))
        capacity.append(forward)
        next.append(head[from])
        head[from] = Int32(to.count - 1)
        to.append(Int32(from))
        capacity.append(0)
        next.append(head[target])
        head[target] = Int32(to.count - 1)
        return to.count - 2
    }

    /// After `maximumFlow`: the capacity an edge has left.
    func residual(ofEdge edge: Int) -> Int64 { capacity[edge] }

    /// The maximum flow from `source` to `sink`, stopping once it reaches `infinite` (no finite
    /// cut exists then); afterwards `sourceSide` tells which nodes the minimum cut leaves with
    /// the source.
    ///
    /// Boykov and Kolmogorov's algorithm ("An experimental comparison of min-cut/max-flow
    /// algorithms for energy minimization in vision", IEEE TPAMI 26(9), 2004): two search trees
    /// grow from the terminals and are repaired after each augmentation instead of being rebuilt,
    /// which suits long chains (a phase-based method like Dinic's rebuilds a level graph once per
    /// path length, and chain graphs have hundreds of lengths).
    mutating func maximumFlow(from source: Int, to sink: Int) -> Int64 {
        let nodeCount = nodeCount
        // The graph through buffer pointers: the loops below index it millions of times, and
        // array accesses through `self` pay uniqueness and exclusivity checks each time.
        return head.withUnsafeBufferPointer { head in
            next.withUnsafeBufferPointer { next in
                to.withUnsafeBufferPointer { to in
                    capacity.withUnsafeMutableBufferPointer { capacity in
                        Self.maximumFlow(from: source, to: sink, nodeCount: nodeCount, head: head, next: next, to: to, capacity: capacity)
                    }
                }
            }
        }
    }

    private static func maximumFlow(from source: Int, to sink: Int, nodeCount: Int, head: UnsafeBufferPointer<Int32>,
                                    next: UnsafeBufferPointer<Int32>, to: UnsafeBufferPointer<Int32>,
                                    capacity: UnsafeMutableBufferPointer<Int64>) -> Int64 {
        let free: UInt8 = 0, sourceTree: UInt8 = 1, sinkTree: UInt8 = 2
        let terminal: Int32 = -2, orphan: Int32 = -1
        let tree = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: nodeCount)
        tree.initialize(repeating: free)
        let parent = UnsafeMutableBufferPointer<Int32>.allocate(capacity: nodeCount)
        parent.initialize(repeating: orphan)
        let stamp = UnsafeMutableBufferPointer<Int>.allocate(capacity: nodeCount)
        stamp.initialize(repeating: 0)
        let distance = UnsafeMutableBufferPointer<Int>.allocate(capacity: nodeCount)
        distance.initialize(repeating: 0)
        let isActive = UnsafeMutableBufferPointer<Bool>.allocate(capacity: nodeCount)
        isActive.initialize(repeating: false)
        defer {
            tree.deallocate()
            parent.deallocate()
            stamp.deallocate()
            distance.deallocate()
            isActive.deallocate()
        }
        var active: [Int32] = []
        var activeFront = 0
        var orphans: [Int32] = []
        var time = 0
        var flow: Int64 = 0
        tree[source] = sourceTree
        tree[sink] = sinkTree
        parent[source] = terminal
        parent[sink] = terminal
        isActive[source] = true
        isActive[sink] = true
        active = [Int32(source), Int32(sink)]
        // The node a tree edge leads to its root from `node`.
        func parentNode(_ node: Int) -> Int {
            let edge = Int(parent[node])
            return tree[node] == sourceTree ? Int(to[edge ^ 1]) : Int(to[edge])
        }
        while true {
            // Growth: the first residual edge from the source tree into the sink tree.
            var bridge = -1
            while bridge < 0 && activeFront < active.count {
                let node = Int(active[activeFront])
                activeFront += 1
                isActive[node] = false
                if tree[node] == free { continue }
                var edge = head[node]
                while edge >= 0 {
                    let index = Int(edge), target = Int(to[index])
                    if tree[node] == sourceTree {
                        if capacity[index] > 0 {
                            if tree[target] == free {
                                tree[target] = sourceTree
                                parent[target] = edge
                                stamp[target] = stamp[node]
                                distance[target] = distance[node] + 1
                                if !isActive[target] { isActive[target] = true; active.append(Int32(target)) }
                            } else if tree[target] == sinkTree {
                                bridge = index
                                break
                            }
                        }
                    } else if capacity[index ^ 1] > 0 {
                        if tree[target] == free {
                            tree[target] = sinkTree
                            parent[target] = Int32(index ^ 1)
                            stamp[target] = stamp[node]
                            distance[target] = distance[node] + 1
                            if !isActive[target] { isActive[target] = true; active.append(Int32(target)) }
                        } else if tree[target] == sourceTree {
                            bridge = index ^ 1
                            break
                        }
                    }
                    edge = next[index]
                }
                if bridge >= 0 {
                    // It may have more to give: look at it again first.
                    activeFront -= 1
                    active[activeFront] = Int32(node)
                    isActive[node] = true
                }
            }
            if activeFront > 4096 && activeFront * 2 > active.count {
                active.removeFirst(activeFront)
                activeFront = 0
            }
            guard bridge >= 0 else { break }

            // Augmentation along source … tail(bridge) → head(bridge) … sink.
            time += 1
            var pushed = capacity[bridge]
            var node = Int(to[bridge ^ 1])
            while node != source { pushed = min(pushed, capacity[Int(parent[node])]); node = parentNode(node) }
            node = Int(to[bridge])
            while node != sink { pushed = min(pushed, capacity[Int(parent[node])]); node = parentNode(node) }
            capacity[bridge] -= pushed
            capacity[bridge ^ 1] += pushed
            for start in [Int(to[bridge ^ 1]), Int(to[bridge])] {
                node = start
                let root = tree[start] == sourceTree ? source : sink
                while node != root {
                    let edge = Int(parent[node])
                    let up = parentNode(node)
                    capacity[edge] -= pushed
                    capacity[edge ^ 1] += pushed
                    if capacity[edge] == 0 {
                        parent[node] = orphan
                        orphans.append(Int32(node))
                    }
                    node = up
                }
            }
            flow += pushed
            if flow >= Self.infinite { return flow }

            // Adoption: each orphan finds a parent in its tree whose path still reaches the root, or is freed.
            while let last = orphans.popLast() {
                let node = Int(last)
                let side = tree[node]
                var bestEdge: Int32 = -1
                var bestDistance = Int.max
                var edge = head[node]
                while edge >= 0 {
                    let index = Int(edge), candidate = Int(to[index])
                    let treeEdge = side == sourceTree ? index ^ 1 : index
                    if tree[candidate] == side && capacity[treeEdge] > 0 {
                        // Does the candidate still reach a terminal?
                        var walk = candidate, steps = 0, reaches = false
                        while true {
                            if stamp[walk] == time { steps += distance[walk]; reaches = true; break }
                            if parent[walk] == terminal { stamp[walk] = time; distance[walk] = 0; reaches = true; break }
                            if parent[walk] == orphan { break }
                            steps += 1
                            walk = parentNode(walk)
                        }
                        if reaches {
                            if steps < bestDistance {
                                bestDistance = steps
                                bestEdge = Int32(treeEdge)
                            }
                            // Mark the path so later checks stop early.
                            var marked = candidate, remaining = steps
                            while stamp[marked] != time {
                                stamp[marked] = time
                                distance[marked] = remaining
                                remaining -= 1
                                marked = parentNode(marked)
                            }
                        }
                    }
                    edge = next[index]
                }
                if bestEdge >= 0 {
                    parent[node] = bestEdge
                    stamp[node] = time
                    distance[node] = bestDistance + 1
                    continue
                }
                edge = head[node]
                while edge >= 0 {
                    let index = Int(edge), neighbour = Int(to[index])
                    if tree[neighbour] == side {
                        let treeEdge = side == sourceTree ? index ^ 1 : index
                        if capacity[treeEdge] > 0 && !isActive[neighbour] {
                            isActive[neighbour] = true
                            active.append(Int32(neighbour))
                        }
                        if parent[neighbour] >= 0 && parentNode(neighbour) == node {
                            parent[neighbour] = orphan
                            orphans.append(Int32(neighbour))
                        }
                    }
                    edge = next[index]
                }
                tree[node] = free
            }
        }
        return flow
    }

    /// After `maximumFlow`: the nodes still reachable from the source in the residual graph.
    func sourceSide(from source: Int) -> [Bool] {
        var reached = [Bool](repeating: false, count: nodeCount)
        var stack = [source]
        reached[source] = true
        while let node = stack.popLast() {
            var edge = head[node]
            while edge >= 0 {
                let target = Int(to[Int(edge)])
                if capacity[Int(edge)] > 0 && !reached[target] {
                    reached[target] = true
                    stack.append(target)
                }
                edge = next[Int(edge)]
            }
        }
        return reached
    }
}
