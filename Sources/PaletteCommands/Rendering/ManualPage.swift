/// The man page, palette-repl(1), written in roff from the command table that `help` reads.
enum ManualPage {
    static func text(commands: [CommandDescriptor], version: String) -> String {
        var lines = [
            ".TH PALETTE-REPL 1 \"\" \"palette-repl \(version)\" \"User Commands\"",
            ".SH NAME",
            "palette-repl \\- author colour palettes whose contrast rules hold",
            ".SH SYNOPSIS",
        ]
        for command in commands {
            lines += [".B palette-repl", escaped(String(command.usage.dropFirst("palette-repl ".count))), ".br"]
        }
        lines += [
            ".SH DESCRIPTION",
            "A palette is a complete set of named colour roles. The shell (\\fBnew\\fR, \\fBopen\\fR) checks every",
            "contrast rule after each change and suggests the nearest lightness that passes; the other commands",
            "answer one question and exit, for scripts and CI.",
            "Without \\fB\\-\\-schema\\fR a palette-schema.json in the palette folder is used, else the built-in stream schema.",
            ".SH OPTIONS",
        ]
        // The options every command takes, from their one declaration.
        for option in GlobalOptions.all {
            lines += [".TP", "\\fB\(escaped(option.name))\\fR" + (option.value.map { " \\fI\(escaped($0))\\fR" } ?? ""), escaped(option.help)]
        }
        lines += [".SH COMMANDS"]
        for command in commands {
            lines += [".SS \(escaped(command.name))", escaped(command.summary), ".PP", ".B Usage:", escaped(command.usage)]
            for option in command.options {
                lines += [".TP", "\\fB\(escaped(option.name))\\fR" + (option.value.map { " \\fI\(escaped($0))\\fR" } ?? ""), escaped(option.help)]
            }
            if !command.details.isEmpty {
                lines += [".PP"] + command.details.map(escaped)
            }
        }
        // The shell's own commands come from its table too, as its `help` does.
        lines += [".SH SHELL COMMANDS", "Inside \\fBnew\\fR and \\fBopen\\fR; \\fBhelp\\fR \\fICOMMAND\\fR there says more."]
        for command in ShellEngine.commands {
            lines += [".TP", "\\fB" + escaped(command.usage) + "\\fR", escaped(command.summary)]
        }
        lines += [
            ".SH EXIT STATUS",
            "0 success; 1 a rule fails or a palette is incomplete; 2 usage, unreadable input, or output that cannot be written (a full disk).",
            ".SH ENVIRONMENT",
            ".TP",
            ".B NO_COLOR",
            "when set, no colour escapes are written.",
            ".TP",
            ".B COLORTERM",
            "truecolor or 24bit: swatches in 24-bit colour; otherwise the nearest of xterm's 256 colours.",
            ".TP",
            ".B PALETTE_REPL_HISTORY",
            "the shell's history file (default ~/.palette_repl_history).",
            ".SH SEE ALSO",
            "\\fBpalette-repl help\\fR \\fICOMMAND\\fR; the README of the palette-repl repository.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Backslashes and hyphens escaped, characters beyond ASCII as `\[uXXXX]` (roff reads
    /// bytes, not UTF-8), a line starting with a dot or quote protected.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case _ where scalar.value > 127:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: result.unicodeScalars.append(scalar)
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }
}
