import Foundation
import Testing
import PaletteKit
import PaletteCommands

/// What `make install` puts next to the binary: completion scripts and the man page, generated
/// from the command table.
@Suite struct InstallArtefactTests {
    /// bash loads the script, registers it, and completes commands, roles, options and palette
    /// files. (zsh and fish are not installed on this machine; their scripts are checked for
    /// content only, in `CompletionScriptTests`.)
    @Test func bashLoadsTheCompletionAndCompletes() throws {
        let folder = try TemporaryFolder()
        try folder.write("{}", to: "planets.json")
        try folder.write("", to: "plain.txt")
        let binary = BinaryRunner.binary.path
        let script = """
        source <('\(binary)' completions bash)
        complete -p palette-repl
        COMP_WORDS=(palette-repl ch); COMP_CWORD=1; _palette_repl; echo "commands: ${COMPREPLY[*]}"
        COMP_WORDS=(palette-repl suggest pla); COMP_CWORD=2; _palette_repl; echo "words: ${COMPREPLY[*]}"
        COMP_WORDS=(palette-repl fix --in); COMP_CWORD=2; _palette_repl; echo "options: ${COMPREPLY[*]}"
        COMP_WORDS=(palette-repl help ma); COMP_CWORD=2; _palette_repl; echo "help: ${COMPREPLY[*]}"
        COMP_WORDS=(palette-repl export ''); COMP_CWORD=2; _palette_repl; echo "formats: ${COMPREPLY[*]}"
        COMP_WORDS=(palette-repl suggest la); COMP_CWORD=2; _palette_repl; echo "ladder: ${COMPREPLY[*]}"
        COMP_WORDS=(palette-repl export css pl); COMP_CWORD=3; _palette_repl; echo "files: ${COMPREPLY[*]}"
        COMP_WORDS=(palette-repl schema s); COMP_CWORD=2; _palette_repl; echo "schema: ${COMPREPLY[*]}"
        """
        let outcome = try BinaryRunner.runShell(script, directory: folder.url)
        #expect(outcome.status == 0, "\(outcome.errors)")
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines == [
            "complete -o filenames -F _palette_repl palette-repl",
            "commands: check",
            "words: plate planets.json",
            "options: --invert",
            "help: manual",
            "formats: " + ExportFormat.allCases.map(\.name).joined(separator: " "),
            "ladder: ladder",
            "files: planets.json",
            "schema: show",
        ])
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let outcome = try BinaryRunner.run(["completions", "tcsh"])
        #expect(outcome.status == 2)
        #expect(outcome.errors == "palette-repl: completions: bad value 'tcsh' for SHELL; expected bash, zsh or fish\n")
        #expect(outcome.output.isEmpty)
    }

    /// groff formats the page without a warning, and the page names every command.
    @Test(RequiredTools.enabled(RequiredTools.find("groff"), "needs groff"))
    func theManualPageFormatsAndNamesEveryCommand() throws {
        let groff = try RequiredTools.require(RequiredTools.find("groff"), "groff")
        let folder = try TemporaryFolder()
        let formatted = try BinaryRunner.runShell("'\(BinaryRunner.binary.path)' manual | '\(groff)' -man -Tutf8 -ww -z", directory: folder.url)
        #expect(formatted.status == 0)
        #expect(formatted.errors.isEmpty, "\(formatted.errors)")
        let outcome = try BinaryRunner.run(["manual"])
        #expect(outcome.status == 0)
        // Every command of the table, read from it: a command added is a command checked.
        for command in CommandLineTool.commands.map(\.name) {
            #expect(outcome.output.contains(".SS \(command)\n"), "\(command)")
        }
        #expect(outcome.output.hasPrefix(".TH PALETTE-REPL 1 "))
        let shellSection = try #require(outcome.output.components(separatedBy: ".SH SHELL COMMANDS\n").last)
        for usage in [#"\fBset ROLE COLOR\fR"#, #"\fBsource [NAME|FILE...]\fR"#, #"\fBpreview [off] [\-\-out FILE]\fR"#, #"\fBfix "#] {
            #expect(shellSection.contains(usage), "\(usage)")
        }
    }
}
