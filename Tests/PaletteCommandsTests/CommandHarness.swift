import PaletteCommands
import PaletteTestSupport

/// Runs the command line in memory: no process, no terminal, no disk.
struct CommandHarness {
    let fileSystem: MemoryFileSystem

    init(files: [String: String] = [:]) { fileSystem = MemoryFileSystem(files: files) }

    func run(_ arguments: [String]) -> (code: ExitCode, output: String, errors: String) {
        let output = TextBuffer(), errors = TextBuffer()
        let context = ToolContext(output: output, errors: errors, fileSystem: fileSystem)
        let code = CommandLineTool.run(arguments, context: context)
        return (code, output.text, errors.text)
    }
}
