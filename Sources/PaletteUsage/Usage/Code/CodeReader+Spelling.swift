import PaletteCore
import PaletteExport

extension CodeReader {
    /// How code names a followed property: `.brandAccent` (a static member of an extension of
    /// a framework's type, read as an implicit member), `Theme.extraColors`, or a top-level
    /// `brand`; nil for what is read on a value.
    static func spelling(of declaration: CodeDeclaration, in file: CodeFile, fileIndex: Int, model: CodeModel) -> String? {
        guard declaration.kind == .property, declaration.receiver < 0 else { return nil }
        let name = file.name(declaration.name)
        guard declaration.container >= 0 else { return name }
        var container = file.outline.declarations[Int(declaration.container)]
        let isStatic = declaration.has(.isStatic) || container.typeKeyword == .objectWord || container.has(.isCompanion)
        guard isStatic else { return nil }
        if container.has(.isCompanion), container.container >= 0 { container = file.outline.declarations[Int(container.container)] }
        if file.language == .swift, container.typeKeyword == .extensionWord,
           let type = model.type(of: model.global(fileIndex, container.name)), !model.typeInfo(type).isApp {
            return "." + name
        }
        return container.name >= 0 ? file.name(container.name) + "." + name : nil
    }
}
