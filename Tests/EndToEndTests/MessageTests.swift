import Foundation
import Testing

/// Messages that could mislead: each says what it found and what is accepted.
@Suite struct MessageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        let input: String
        let files: [String: String]
        /// Expected in standard error (one-shot) or standard output (the shell, batches).
        let expected: String
        var unexpected: String? = nil

        var testDescription: String { name }
    }

    static let nord = try! String(contentsOfFile: IntegrityEndToEndTests.repositoryFile("Palettes/nord.json"), encoding: .utf8)
    static let editor = try! String(contentsOfFile: IntegrityEndToEndTests.repositoryFile("Schemas/editor.json"), encoding: .utf8)

    static let cases: [Case] = [
        Case(name: "an id that is a number", arguments: ["check", "p.json"], input: "",
             files: ["p.json": nord.replacingOccurrences(of: "\"id\": \"nord\"", with: "\"id\": 42")],
             expected: "p.json: bad id 42 (a number, not a string); expected an identifier"),
        Case(name: "a format that is a number", arguments: ["check", "p.json"], input: "",
             files: ["p.json": nord.replacingOccurrences(of: "\"format\": \"palette-repl/1\"", with: "\"format\": 1")],
             expected: "p.json: unknown format 1 (a number, not a string); expected \"palette-repl/1\""),
        Case(name: "an option the command does not take", arguments: ["check", "--dir", "x"], input: "", files: [:],
             expected: "check: unknown option '--dir'; check takes --ids, --json"),
        Case(name: "an unknown source in an expression", arguments: ["new", "q"], input: "source nord\nset paper zzz.base00\nquit\nquit\n", files: [:],
             expected: "error: set paper: unknown source 'zzz'; loaded: nord; built in: nord, gruvboxDark"),
        Case(name: "32 nested mix() are accepted", arguments: ["new", "q"],
             input: "set paper " + String(repeating: "mix(", count: 32) + "#FFF" + String(repeating: ", #000, 0.5)", count: 32) + "\nquit\nquit\n",
             files: [:], expected: "paper #010101", unexpected: "error:"),
        Case(name: "a DTCG alias to a group", arguments: ["new", "q"], input: "source g.tokens.json\nquit\n",
             files: ["g.tokens.json": "{\"a\": {\"$type\": \"color\", \"b\": {\"$value\": \"#fff\"}},\n \"c\": {\"$type\": \"color\", \"$value\": \"{a}\"}}"],
             expected: "error: g.tokens.json:2: c refers to {a}, which is a group; expected an alias to a token"),
        Case(name: "a DTCG colour with four components", arguments: ["new", "q"], input: "source four.tokens.json\nquit\n",
             files: ["four.tokens.json": "{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0, 1]}}}"],
             expected: "c: a DTCG colour value needs three components for colorSpace \"srgb\", got 4 (alpha goes in \"alpha\")"),
        Case(name: "a byte-order mark before the first batch query", arguments: ["suggest", "--batch"], input: "\u{FEFF}#2E3440 #2E3440\n",
             files: [:], expected: "{\"role\":\"plate\",\"from\":\"#2E3440\",\"to\":\"#3B414D\"", unexpected: "error"),
        Case(name: "a batch colour with spaces", arguments: ["suggest", "--batch"], input: "oklch(0.5 0.1 30) #FFFFFF --min 3\n",
             files: [:], expected: "{\"role\":\"plate\",\"from\":\"#FFFFFF\"", unexpected: "error"),
        Case(name: "a schema with no roles", arguments: ["schema", "check", "s.json"], input: "",
             files: ["s.json": editor.replacing(#/"roles": \[[^\]]*\]/#, with: "\"roles\": []")],
             expected: "palette-repl: s.json: roles: no roles; a schema needs at least one\n", unexpected: "unknown role"),
        Case(name: "a folder where the palette goes", arguments: ["new", "q"], input: "quit\n", files: ["Palettes/q.json/keep": ""],
             expected: "cannot write 'Palettes/q.json': it is a folder; expected a regular file", unexpected: "already exists"),
    ]

    @Test(arguments: cases)
    func saysWhatItFoundAndWhatIsAccepted(_ testCase: Case) throws {
        let folder = try TemporaryFolder()
        for (name, text) in testCase.files { try folder.write(text, to: name) }
        let outcome = try BinaryRunner.run(testCase.arguments, input: testCase.input, directory: folder.url, timeoutSeconds: 30)
        let shown = outcome.errors + outcome.output
        #expect(shown.contains(testCase.expected), "\(shown)")
        if let unexpected = testCase.unexpected { #expect(!shown.contains(unexpected), "\(shown)") }
    }
}
