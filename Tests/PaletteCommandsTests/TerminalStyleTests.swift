import Testing
import PaletteKit
@testable import PaletteCommands

/// Colour depth, coloured verdicts and wrapping: how output adapts to the terminal.
@Suite struct TerminalStyleTests {
    @Test(arguments: [
        (["COLORTERM": "truecolor"], OutputStyle.ColourDepth.trueColour),
        (["COLORTERM": "24bit"], .trueColour),
        (["COLORTERM": "TrueColor"], .trueColour),
        (["COLORTERM": "yes"], .indexed256),
        ([:], .indexed256),
    ])
    func depthFollowsCOLORTERM(environment: [String: String], depth: OutputStyle.ColourDepth) {
        let style = OutputStyle.resolve(mode: .auto, isTerminal: true, environment: environment.merging(["TERM": "xterm-256color"]) { $1 }, columns: 80)
        #expect(style.usesColour)
        #expect(style.depth == depth)
        #expect(style.width == 80)
        #expect(OutputStyle.resolve(mode: .auto, isTerminal: false, environment: environment, columns: 80).width == nil)
    }

    @Test(arguments: [
        ("#2E3440", 237), ("#5F87AF", 67), ("#080808", 232), ("#FFFFFF", 231), ("#000000", 16), ("#EEEEEE", 255), ("#FF0000", 196),
    ])
    func nearestOfXterms256(hex: String, index: Int) throws {
        #expect(XtermPalette.index(nearest: try ColourParser.parse(hex)) == index)
    }

    @Test func swatchEscapesFollowTheDepth() throws {
        let colour = try ColourParser.parse("#2E3440")
        #expect(Swatch.block(colour, style: OutputStyle(usesColour: true, depth: .trueColour)).contains("\u{1B}[48;2;46;52;64m"))
        #expect(Swatch.block(colour, style: OutputStyle(usesColour: true, depth: .indexed256)).contains("\u{1B}[48;5;237m"))
        #expect(Swatch.block(colour, style: .plain).isEmpty)
    }

    /// `fail` red and `pass` green with colour, plain without; the columns stay where they were.
    @Test func verdictsAreColouredOnlyWithColour() {
        var palette = Palette(id: PaletteID("style")!)
        palette["paper"] = Colour.white
        palette["ink"] = Colour(red: 0xAA, green: 0xAA, blue: 0xAA)
        let results = RuleEvaluator.evaluate(involving: "ink", in: palette).filter { $0.status == .fail || $0.status == .pass }
        let failing = try! #require(results.first { $0.status == .fail })
        let coloured = RuleText.line(failing, style: OutputStyle(usesColour: true))
        #expect(coloured.contains("\u{1B}[31mfail\u{1B}[0m"))
        #expect(!RuleText.line(failing).contains("\u{1B}"))
        #expect(TextWrap.visibleCount(coloured) == RuleText.line(failing).count)
        if let passing = results.first(where: { $0.status == .pass }) {
            #expect(RuleText.line(passing, style: OutputStyle(usesColour: true)).contains("\u{1B}[32mpass\u{1B}[0m"))
        }
    }

    @Test func wrappingKeepsEveryLineWithinTheWidthAndIndentsTheRest() {
        let line = "  " + "suggest ROLE".padding(to: 20) + "  " + "Suggest the nearest lightness of a role that passes every rule it takes part in."
        let wrapped = TextWrap.wrap(line, width: 50, indent: 24)
        #expect(wrapped.count > 1)
        #expect(wrapped.allSatisfy { $0.count <= 50 })
        #expect(wrapped.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 24)) && !$0.hasPrefix(String(repeating: " ", count: 25)) })
        #expect(wrapped.map { $0.split(separator: " ").joined(separator: " ") }.joined(separator: " ") == line.split(separator: " ").joined(separator: " "))
        // Escapes take no column.
        let coloured = "\u{1B}[31m" + String(repeating: "word ", count: 20) + "\u{1B}[0m"
        #expect(TextWrap.wrap(coloured, width: 40, indent: 2).allSatisfy { TextWrap.visibleCount($0) <= 40 })
        #expect(TextWrap.wrap(line, width: nil, indent: 24) == [line])
    }

    @Test func helpWrapsToTheTerminal() {
        for command in CommandLineTool.commands {
            for line in command.helpText(columns: 60).split(separator: "\n") {
                let longestWord = line.split(separator: " ").map(\.count).max() ?? 0
                #expect(line.count <= 60 || longestWord > 40, "\(command.name): \(line)")
            }
        }
        #expect(CommandLineTool.overview(columns: 60).split(separator: "\n").allSatisfy { $0.count <= 60 })
    }
}

/// `missing` on a narrow terminal wraps between role names, never inside one.
@Suite struct MissingListWrapTests {
    @Test func theMissingListWrapsAtWordBoundaries() {
        var shell = ShellHarness()
        let output = TextBuffer()
        let context = ShellContext(output: output, style: OutputStyle(usesColour: false, width: 40), fileSystem: shell.fileSystem)
        _ = ShellEngine.execute("missing", session: &shell.session, context: context)
        let lines = output.text.split(separator: "\n").map(String.init)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines)")
        let names = Set(shell.session.palette.schema.roleNames.map(\.rawValue))
        let words = lines.joined(separator: " ").split(separator: " ").dropFirst(2).map { $0.trimmingCharacters(in: [","]) }
        #expect(words.allSatisfy(names.contains), "\(words)")
        #expect(words.count == names.count)
    }
}
