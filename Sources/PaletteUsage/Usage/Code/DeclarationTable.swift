import PaletteCore
import PaletteExport

/// A value for each declaration of an app's code files, by file and outline index: what a
/// dictionary keyed by `CodeModel.DeclarationReference` holds, read and written without hashing.
struct DeclarationTable<Value> {
    private var values: [[Value]]

    init(files: [CodeFile], initial: Value) {
        values = files.map { [Value](repeating: initial, count: $0.outline.declarations.count) }
    }

    subscript(_ reference: CodeModel.DeclarationReference) -> Value {
        get { values[Int(reference.file)][Int(reference.index)] }
        set { values[Int(reference.file)][Int(reference.index)] = newValue }
    }

    subscript(file file: Int, index index: Int32) -> Value {
        get { values[file][Int(index)] }
        set { values[file][Int(index)] = newValue }
    }
}
