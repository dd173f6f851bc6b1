extension ToolError {
    /// A read of files: its failure becomes the error that names the file and why.
    static func reading<Value>(_ body: @autoclosure () throws(FileSystemError) -> Value) throws(ToolError) -> Value {
        do throws(FileSystemError) { return try body() } catch { throw .unreadableFile(error) }
    }

    /// A write of files: its failure becomes the error that names the file and why.
    static func writing<Value>(_ body: @autoclosure () throws(FileSystemError) -> Value) throws(ToolError) -> Value {
        do throws(FileSystemError) { return try body() } catch { throw .unwritableFile(error) }
    }
}
