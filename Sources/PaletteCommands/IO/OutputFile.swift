/// A single file a command writes where the user said (`fix --out`, `draft --out`, `preview
/// --out`, the shell's `preview --out`): its folder must exist, as `cp` and shells' redirections
/// want. A folder is never made for it, so a typo (`--out palettes/x.json` for `Palettes/`) is
/// refused before any work instead of writing somewhere new. Outputs that are folders (`export
/// --out DIR`, `draft --dir`) make theirs.
enum OutputFile {
    static func checked(_ path: String, fileSystem: FileSystem) throws(ToolError) -> String {
        let folder = FilePath.parent(of: path)
        guard folder == "." || folder == "/" || fileSystem.fileExists(at: folder) else {
            throw .missingOutputFolder(path: path, folder: folder)
        }
        return path
    }
}
