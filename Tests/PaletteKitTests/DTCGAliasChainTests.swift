import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// DTCG aliases as `lint` resolves them, each token once per mode: what a
/// token ends at, where, the names after it, and why it has no colour, whichever token of a
/// chain is resolved first.
@Suite struct DTCGAliasChainTests {
    static func mode(_ members: [String]) throws -> TokenMode {
        let text = "{\n" + members.joined(separator: ",\n") + "\n}\n"
        let file = try DTCGTokenModes.ParsedFile(path: "t.tokens.json", text: text, index: 0)
        return try #require(try DTCGTokenModes.read([file], modePerFile: false).modes.first)
    }

    static let chain = [
        "\"s\": {\"$type\": \"color\", \"$value\": \"{a}\"}",  // line 2
        "\"a\": {\"$value\": \"{b}\"}",
        "\"b\": {\"$value\": \"{c}\"}",
        "\"c\": {\"$type\": \"color\", \"$value\": \"#abcdef\"}",  // line 5
        "\"x\": {\"$type\": \"color\", \"$value\": \"{y}\"}",  // a cycle x → y → z → y
        "\"y\": {\"$type\": \"color\", \"$value\": \"{z}\"}",
        "\"z\": {\"$type\": \"color\", \"$value\": \"{y}\"}",  // line 8
        "\"u\": {\"$type\": \"color\", \"$value\": \"{v}\"}",
        "\"v\": {\"$type\": \"color\", \"$value\": \"{nowhere}\"}",  // line 10
        "\"w\": {\"$type\": \"color\", \"$value\": \"{group}\"}",
        "\"group\": {\"inner\": {\"$type\": \"color\", \"$value\": \"#000000\"}}",
        "\"n\": {\"$type\": \"color\", \"$value\": \"{size}\"}",  // line 13
        "\"size\": {\"$type\": \"dimension\", \"$value\": {\"value\": 4, \"unit\": \"px\"}}",
        "\"m\": {\"$value\": \"{size}\"}",
    ]

    enum Expected: Sendable {
        case colour(String, defined: Int, aliases: [String])
        case problem(line: Int, SchemeFileError.Problem)
        case none
    }

    @Test(arguments: [
        ("s", Expected.colour("#ABCDEF", defined: 5, aliases: ["a", "b", "c"])),
        ("a", .colour("#ABCDEF", defined: 5, aliases: ["b", "c"])),
        ("c", .colour("#ABCDEF", defined: 5, aliases: [])),
        // Each token on a cycle names it from itself; one leading into it names the cycle.
        ("x", .problem(line: 7, .aliasCycle(["y", "z", "y"]))),
        ("y", .problem(line: 7, .aliasCycle(["y", "z", "y"]))),
        ("z", .problem(line: 8, .aliasCycle(["z", "y", "z"]))),
        ("u", .problem(line: 10, .unknownAlias(name: "v", target: "{nowhere}"))),
        ("v", .problem(line: 10, .unknownAlias(name: "v", target: "{nowhere}"))),
        ("w", .problem(line: 11, .aliasToGroup(name: "w", target: "{group}"))),
        // A colour aliasing a token of another type reads nothing: that token is not a colour.
        ("n", .none),
        ("m", .none),
        ("size", .none),
    ])
    func aTokenResolvesTheSameWhicheverTokenOfItsChainCameFirst(token: String, expected: Expected) throws {
        // In the file's order, and with the token asked about first (its chain walked from it).
        for members in [Self.chain, Self.chain.filter { $0.hasPrefix("\"\(token)\"") } + Self.chain.filter { !$0.hasPrefix("\"\(token)\"") }] {
            let mode = try Self.mode(members)
            let line = { (original: Int) in members.firstIndex(of: Self.chain[original - 2])! + 2 }
            switch expected {
            case .colour(let hex, let defined, let aliases):
                let found = try #require(mode.tokens[token], "\(mode.invalid[token].map { "\($0)" } ?? "")")
                #expect(found.colour.hex == hex)
                #expect(found.defined.line == line(defined))
                #expect(found.aliases == aliases)
            case .problem(let at, let problem):
                #expect(mode.tokens[token] == nil)
                #expect(mode.invalid[token] == TokenProblem(TokenPlace(file: 0, line: line(at)), .scheme(problem)))
            case .none:
                #expect(mode.tokens[token] == nil && mode.invalid[token] == nil)
            }
        }
    }

    /// A chain of 20,000 aliases: each token's end found once, and only the first eight names
    /// after it kept (all of them cost the chain the square of its length, 200 million names).
    @Test func aLongChainIsResolvedOnceWithItsFirstNames() throws {
        var members = ["\"t0\": {\"$type\": \"color\", \"$value\": \"#123456\"}"]
        for index in 1..<20_000 { members.append("\"t\(index)\": {\"$value\": \"{t\(index - 1)}\"}") }
        let mode = try Self.mode(members)
        let last = try #require(mode.tokens["t19999"])
        #expect(last.colour.hex == "#123456")
        #expect(last.defined.line == 2)
        #expect(last.aliases == (1...CSSVariableResolver.shownAliases).map { "t\(19_999 - $0)" })
        #expect(mode.tokens["t3"]?.aliases == ["t2", "t1", "t0"])
        #expect(mode.tokens.count == 20_000)
    }
}
