/// Puts the scans of an app's files together: a member read counts when it is read on a
/// receiver (the facade, the palette type, or a variable declared of it in any file), and a
/// read inside an app declaration counts when that declaration is itself read, transitively,
/// from code that is not a followed declaration.
public enum UsageAnalysis {
    /// The near-equality of a hard-coded colour to a role (ΔE_OK, OKLab distance): 0.02 is about
    /// the just-noticeable difference CSS Color 4's gamut mapping uses (0.02).
    public static let nearDistance = 0.02

    public static func report(files: [(path: String, scan: SourceScan)], vocabulary: UsageVocabulary, palettes: [Palette]) -> UsageReport {
        var receivers = vocabulary.receivers
        for file in files { receivers.formUnion(file.scan.paletteVariables) }

        // Declarations, numbered across files, and by name.
        var firstDeclaration: [Int] = []
        var declarationPlaces: [(name: String, place: UsageReport.Place)] = []
        for file in files {
            firstDeclaration.append(declarationPlaces.count)
            for declaration in file.scan.declarations {
                declarationPlaces.append((declaration.name, .init(file: file.path, line: declaration.line)))
            }
        }
        var byName: [String: [Int]] = [:]
        for (index, declaration) in declarationPlaces.enumerated() { byName[declaration.name, default: []].append(index) }

        // Edges: from the top (nil) or a declaration to each declaration its name is mentioned in.
        var edgesFromTop = Set<Int>()
        var edges = [Set<Int>](repeating: [], count: declarationPlaces.count)
        for (fileIndex, file) in files.enumerated() {
            for mention in file.scan.mentions.keys {
                guard let targets = byName[mention.name] else { continue }
                let from = mention.declaration.map { firstDeclaration[fileIndex] + $0 }
                for target in targets where target != from {
                    if let from { edges[from].insert(target) } else { edgesFromTop.insert(target) }
                }
            }
        }
        var live = edgesFromTop
        var queue = Array(edgesFromTop)
        while let next = queue.popLast() {
            for target in edges[next] where live.insert(target).inserted { queue.append(target) }
        }

        // Reads.
        var places = [[UsageReport.Place]](repeating: [], count: vocabulary.tokens.count)
        var through = [Set<Int>](repeating: [], count: vocabulary.tokens.count)
        var readsOf = [Set<Int>](repeating: [], count: declarationPlaces.count)
        for (fileIndex, file) in files.enumerated() {
            for read in file.scan.reads {
                if let receiver = read.receiver, !receivers.contains(receiver) { continue }
                let declaration = read.declaration.map { firstDeclaration[fileIndex] + $0 }
                if let declaration {
                    readsOf[declaration].insert(read.token)
                    if !live.contains(declaration) {
                        through[read.token].insert(declaration)
                        continue
                    }
                }
                places[read.token].append(.init(file: file.path, line: read.line))
            }
        }
        var usedDerived: [String: [String]] = [:]
        for (index, token) in vocabulary.tokens.enumerated() where !places[index].isEmpty {
            if let base = token.base { usedDerived[base, default: []].append(token.name) }
        }
        let tokens = vocabulary.tokens.enumerated().map { index, token in
            UsageReport.TokenUsage(name: token.name, base: token.base, places: places[index], readBy: usedDerived[token.name] ?? [],
                                   through: places[index].isEmpty ? Array(Set(through[index].map { declarationPlaces[$0].name })).sorted() : [])
        }

        // Declarations that read tokens, directly or through others.
        var colourDeclarations = Set(readsOf.indices.filter { !readsOf[$0].isEmpty })
        var grew = true
        while grew {
            grew = false
            for index in edges.indices where !colourDeclarations.contains(index) && !edges[index].isDisjoint(with: colourDeclarations) {
                colourDeclarations.insert(index)
                grew = true
            }
        }
        let dead = colourDeclarations.subtracting(live).sorted().map { index in
            UsageReport.DeadDeclaration(name: declarationPlaces[index].name, place: declarationPlaces[index].place,
                                        reads: readsOf[index].sorted().map { vocabulary.tokens[$0].name })
        }

        var leaks: [UsageReport.Leak] = []
        let matcher = LeakMatcher(palettes: palettes)
        for file in files {
            for literal in file.scan.literals {
                leaks.append(.init(place: .init(file: file.path, line: literal.line), text: literal.text, colour: literal.colour,
                                   matches: literal.colour.map(matcher.matches) ?? []))
            }
        }
        return UsageReport(tokens: tokens, deadDeclarations: dead, leaks: leaks)
    }
}
