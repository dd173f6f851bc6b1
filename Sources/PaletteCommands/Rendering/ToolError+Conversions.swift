import PaletteKit

/// An error of the core (or of a reader) that a command reports as one `ToolError` case with
/// nothing to add: the conversion is declared here once, and a call site writes
/// `try ToolError.converting(…)` instead of its own `catch { throw .case(error) }`.
protocol ToolErrorConvertible: Error {
    var toolError: ToolError { get }
}

extension DraftProblem: ToolErrorConvertible { var toolError: ToolError { self == .cancelled ? .interrupted : .draft(self) } }
extension RepairProblem: ToolErrorConvertible { var toolError: ToolError { self == .cancelled ? .interrupted : .repair(self) } }
extension ExportProblem: ToolErrorConvertible { var toolError: ToolError { self == .cancelled ? .interrupted : .export(self) } }
extension SuggestionQuery.Problem: ToolErrorConvertible { var toolError: ToolError { .suggestion(self) } }
extension SchemaMigrationProblem: ToolErrorConvertible { var toolError: ToolError { .migration(self) } }

extension ToolError {
    /// `body`'s value, or its failure as the `ToolError` its type converts to.
    static func converting<Value, Failure: ToolErrorConvertible>(_ body: () throws(Failure) -> Value) throws(ToolError) -> Value {
        do throws(Failure) { return try body() } catch { throw error.toolError }
    }
}
