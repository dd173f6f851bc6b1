import PaletteCore
import PaletteExport

/// Puts the reads of an app's files together. A read inside a followed declaration counts as
/// that declaration does: live when live code names it (transitively), else alive only in
/// previews (a `#Preview`, an `@Preview` function, a `PreviewProvider`) or only in tests (a
/// test source set), else dead. A colour literal in a palette's definition, or named and used
/// only in definitions, defines; any other is hard-coded.
public enum UsageAnalysis {
    /// The near-equality of a hard-coded colour to a role (ΔE_OK, OKLab distance): 0.02 is about
    /// the just-noticeable difference CSS Color 4's gamut mapping uses (0.02).
    public static let nearDistance = 0.02

    private typealias Place = UsageReport.Place

    private struct Declaration {
        let name: String
        let place: Place
        let spelling: String?
        let language: String
        let isLiveUnlessNamed: Bool
    }

    /// A use of a followed declaration's name.
    private struct Use {
        let place: Place
        let from: Int?
        let inDefinition: Bool
    }

    public static func report(files: [(path: String, scan: SourceScan)], vocabulary: UsageVocabulary, palettes: [Palette],
                              facades: [UsageReport.Facade] = []) -> UsageReport {
        // Read in place: a file's fields are asked where it lies, never copied out whole.
        files.withUnsafeBufferPointer { report(files: $0, vocabulary: vocabulary, palettes: palettes, facades: facades) }
    }

    private static func report(files: UnsafeBufferPointer<(path: String, scan: SourceScan)>, vocabulary: UsageVocabulary, palettes: [Palette],
                               facades: [UsageReport.Facade]) -> UsageReport {
        var receivers = vocabulary.receivers
        for index in files.indices { receivers.formUnion(files[index].scan.paletteVariables) }

        // Declarations, numbered across files, and by name.
        var firstDeclaration: [Int] = []
        var declarations: [Declaration] = []
        var previewSeeds = Set<Int>(), testSeeds = Set<Int>(), liveSeeds = Set<Int>()
        let languages = files.map { SourceLanguage.of(path: $0.path)?.rawValue ?? "" }
        for fileIndex in files.indices {
            let path = files[fileIndex].path
            let isTest = files[fileIndex].scan.isTest
            firstDeclaration.append(declarations.count)
            let language = languages[fileIndex]
            for declaration in files[fileIndex].scan.declarations {
                if isTest { testSeeds.insert(declarations.count) } else if declaration.isPreviewRoot { previewSeeds.insert(declarations.count) }
                declarations.append(Declaration(name: declaration.name, place: Place(file: path, line: declaration.line),
                                                spelling: declaration.spelling, language: language,
                                                isLiveUnlessNamed: declaration.isLiveUnlessNamed && !isTest))
            }
        }
        var byName: [String: [Int]] = [:]
        for (index, declaration) in declarations.enumerated() { byName[declaration.name, default: []].append(index) }

        // Edges: from a declaration to each declaration its code names; from the top of a file
        // (live, or a test's) to the ones named there.
        var edges = [Set<Int>](repeating: [], count: declarations.count)
        var uses: [String: [Use]] = [:]
        for fileIndex in files.indices {
            let path = files[fileIndex].path
            let isTest = files[fileIndex].scan.isTest
            for (mention, line) in files[fileIndex].scan.mentions {
                let from = mention.declaration.map { firstDeclaration[fileIndex] + $0 }
                guard let targets = byName[mention.name] else { continue }
                uses[mention.name, default: []].append(Use(place: Place(file: path, line: line), from: from, inDefinition: mention.inDefinition))
                for target in targets where target != from {
                    if let from { edges[from].insert(target) } else if isTest { testSeeds.insert(target) } else { liveSeeds.insert(target) }
                }
            }
        }
        // A view no code read names may be named where this tool does not read (a storyboard,
        // another target): live.
        for (index, declaration) in declarations.enumerated() where declaration.isLiveUnlessNamed {
            if uses[declaration.name]?.contains(where: { $0.from != index }) != true { liveSeeds.insert(index) }
        }
        var live = reach(from: liveSeeds, edges)
        var preview = reach(from: previewSeeds, edges).subtracting(live)
        var test = reach(from: testSeeds, edges).subtracting(live).subtracting(preview)
        // A view that only dead code or a cycle of views names is live too: what names it may be
        // outside the folders read, as for one nothing names.
        let unreachedViews = declarations.indices.filter {
            declarations[$0].isLiveUnlessNamed && !live.contains($0) && !preview.contains($0) && !test.contains($0)
        }
        if !unreachedViews.isEmpty {
            live = reach(from: liveSeeds.union(unreachedViews), edges)
            preview = preview.subtracting(live)
            test = test.subtracting(live)
        }
        func status(_ declaration: Int?, isTest: Bool) -> UsageReport.Status {
            if isTest { return .testOnly }
            guard let declaration else { return .used }
            if live.contains(declaration) { return .used }
            if preview.contains(declaration) { return .previewOnly }
            if test.contains(declaration) { return .testOnly }
            return .dead
        }

        // Reads.
        let count = vocabulary.tokens.count
        var places = [[Place]](repeating: [], count: count)
        var previewPlaces = [[Place]](repeating: [], count: count)
        var testPlaces = [[Place]](repeating: [], count: count)
        var through = [Set<Int>](repeating: [], count: count)
        var directReads = [Set<Int>](repeating: [], count: declarations.count)
        var spellingCounts = [[String: [String: Int]]](repeating: [:], count: count)
        // An Android resource the app defines itself (`<color name="background_dark">` in its own
        // colors.xml, not this tool's export) is the app's colour, whatever role its name spells.
        let appResources = Set(declarations.lazy.map(\.name).filter { $0.hasPrefix("@color/") })
        for fileIndex in files.indices {
            let path = files[fileIndex].path
            let isTest = files[fileIndex].scan.isTest
            let language = languages[fileIndex]
            for read in files[fileIndex].scan.reads {
                if let receiver = read.receiver, !receivers.contains(receiver) { continue }
                if read.form == .androidResource, let resource = read.spelling.map(Self.resourceName), appResources.contains("@color/" + resource) { continue }
                let declaration = read.declaration.map { firstDeclaration[fileIndex] + $0 }
                if let declaration { directReads[declaration].insert(read.token) }
                let place = Place(file: path, line: read.line, column: read.column)
                switch status(declaration, isTest: isTest) {
                case .used:
                    places[read.token].append(place)
                    if read.form == .member, let spelling = read.spelling { spellingCounts[read.token][language, default: [:]][spelling, default: 0] += 1 }
                case .previewOnly: previewPlaces[read.token].append(place)
                case .testOnly: testPlaces[read.token].append(place)
                case .dead: through[read.token].insert(declaration!)
                }
            }
        }
        // An accessor the app reads a role through (`.brandAccent`) spells it as often as it is named.
        for (index, declaration) in declarations.enumerated() where live.contains(index) && directReads[index].count == 1 {
            guard let spelling = declaration.spelling, let token = directReads[index].first else { continue }
            let named = uses[declaration.name]?.filter { $0.from != index }.count ?? 0
            spellingCounts[token][declaration.language, default: [:]][spelling, default: 0] += named
        }
        var usedDerived: [String: [String]] = [:]
        for (index, token) in vocabulary.tokens.enumerated() where !places[index].isEmpty {
            if let base = token.base { usedDerived[base, default: []].append(token.name) }
        }
        let tokens = vocabulary.tokens.enumerated().map { index, token in
            UsageReport.TokenUsage(name: token.name, base: token.base, places: places[index], previewPlaces: previewPlaces[index],
                                   testPlaces: testPlaces[index], readBy: usedDerived[token.name] ?? [],
                                   through: places[index].isEmpty ? Array(Set(through[index].map { declarations[$0].name })).sorted() : [],
                                   spellings: spellingCounts[index].mapValues { counts in
                                       counts.max { ($0.value, $1.key) < ($1.value, $0.key) }!.key
                                   })
        }

        // Dead declarations that read tokens, themselves or through what they use.
        let unreached = declarations.indices.filter { !live.contains($0) && !preview.contains($0) && !test.contains($0) }
        let reads = transitiveReads(directReads, edges, of: unreached)
        let dead = unreached.filter { !reads[$0].isEmpty }.map { index in
            UsageReport.DeadDeclaration(name: declarations[index].name, place: declarations[index].place,
                                        reads: reads[index].sorted().map { vocabulary.tokens[$0].name })
        }

        // Colour literals: definitions, and the hard-coded.
        var leaks: [UsageReport.Leak] = []
        var definitions: [UsageReport.Leak] = []
        var unread: [UsageReport.Leak] = []
        let matcher = LeakMatcher(palettes: palettes)
        // An app writes the same colour in many places: each is matched once.
        var matchesOfColour: [Colour: [UsageReport.Match]] = [:]
        func matches(_ colour: Colour) -> [UsageReport.Match] {
            if let known = matchesOfColour[colour] { return known }
            let found = matcher.matches(colour)
            matchesOfColour[colour] = found
            return found
        }
        for fileIndex in files.indices {
            let path = files[fileIndex].path
            let isTest = files[fileIndex].scan.isTest
            for literal in files[fileIndex].scan.literals {
                let declaration = literal.declaration.map { firstDeclaration[fileIndex] + $0 }
                var leak = UsageReport.Leak(place: Place(file: path, line: literal.line, column: literal.column), text: literal.text,
                                            colour: literal.colour, matches: literal.colour.map(matches) ?? [])
                switch status(declaration, isTest: isTest) {
                case .previewOnly: leak.scope = "preview"
                case .testOnly: leak.scope = "test"
                default: break
                }
                if literal.inDefinition {
                    definitions.append(leak)
                    continue
                }
                if let named = literal.namedBy.map({ firstDeclaration[fileIndex] + $0 }) {
                    let named = uses[declarations[named].name]?.filter { $0.from != named } ?? []
                    let outside = named.filter { !$0.inDefinition }
                    if named.isEmpty {
                        unread.append(leak)
                        continue
                    }
                    if outside.isEmpty {
                        definitions.append(leak)
                        continue
                    }
                    leak.usedAt = outside.map(\.place).sorted { ($0.file, $0.line) < ($1.file, $1.line) }
                }
                leaks.append(leak)
            }
        }
        return UsageReport(tokens: tokens, deadDeclarations: dead, leaks: leaks, definitions: definitions, unread: unread, facades: facades)
    }

    /// `background_dark` of `R.color.background_dark`, `@color/background_dark`.
    private static func resourceName(_ spelling: String) -> String {
        String(spelling[(spelling.lastIndex { $0 == "/" || $0 == "." }.map(spelling.index(after:)) ?? spelling.startIndex)...])
    }

    /// The reads of each of `wanted` with those of every declaration it names, transitively; so
    /// too for every declaration they name, and only for those (what lies beyond keeps its own
    /// reads). A set that grows is passed back along the edges into it, so an edge is asked again
    /// only when the set at its end grew.
    private static func transitiveReads(_ direct: [Set<Int>], _ edges: [Set<Int>], of wanted: [Int]) -> [Set<Int>] {
        let named = reach(from: Set(wanted), edges)
        var namedBy = [[Int]](repeating: [], count: edges.count)
        for from in named {
            for target in edges[from] { namedBy[target].append(from) }
        }
        var reads = direct
        var queue = Array(named.filter { !direct[$0].isEmpty })
        var queued = [Bool](repeating: false, count: direct.count)
        for index in queue { queued[index] = true }
        while let next = queue.popLast() {
            queued[next] = false
            for from in namedBy[next] where !reads[next].isSubset(of: reads[from]) {
                reads[from].formUnion(reads[next])
                if !queued[from] {
                    queued[from] = true
                    queue.append(from)
                }
            }
        }
        return reads
    }

    private static func reach(from seeds: Set<Int>, _ edges: [Set<Int>]) -> Set<Int> {
        var reached = seeds
        var queue = Array(seeds)
        while let next = queue.popLast() {
            for target in edges[next] where reached.insert(target).inserted { queue.append(target) }
        }
        return reached
    }
}
