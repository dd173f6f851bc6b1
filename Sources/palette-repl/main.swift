#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PaletteCommands

// The thin edge: process arguments, environment, standard streams and real files go in;
// an exit code comes out. Everything else is PaletteCommands.
let output = StandardStream.output()
let context = ToolContext(
    output: output,
    errors: StandardStream.errors(),
    fileSystem: PosixFileSystem(),
    environment: ProcessEnvironment.read(),
    outputIsTerminal: isatty(STDOUT_FILENO) == 1)
let code = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), context: context)
output.flush()
exit(code.rawValue)
