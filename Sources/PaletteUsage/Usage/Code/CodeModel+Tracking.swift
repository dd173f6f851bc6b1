import PaletteCore
import PaletteExport

extension CodeModel {
    /// Which declarations are followed to their uses (see docs/usage.md): in Swift a static or
    /// class member, an extension's member, a top-level declaration, a palette type's computed
    /// member, a view or a widget; in Kotlin a top-level declaration or an `object`'s member.
    /// Code the language or a framework calls (a member named `body` or `liveValue`, `@main`,
    /// `@Provides`, an `override`, an operator, a member of an extension that adds a
    /// conformance) is not followed: it is code of its container.
    /// Previews are roots of their own, and so is a static `previewValue`.
    func followedDeclarations(of files: [CodeFile]) -> (tracking: [[Tracking]], followedNames: Set<Int32>) {
        // By id: a name the app's code does not have is none of its declarations'.
        let previewAnnotations = Set(previewAnnotationNames(files).compactMap { id($0) })
        // Code a framework calls: `@main`, `@objc`, a test, and a dependency injector's
        // providers (Dagger's and Hilt's `@Provides`, `@Binds`).
        let entryAttributes = Set(["main", "objc", "IBAction", "IBOutlet", "NSApplicationMain", "UIApplicationMain", "Test", "JvmStatic",
                                   "Provides", "Binds"].compactMap { id($0) })
        // Members a framework calls by name: a view's `body`, an `EnvironmentKey`'s `defaultValue`,
        // a reducer's `reduce`, The Composable Architecture's `DependencyKey` values.
        let entryNames = Set(["body", "main", "defaultValue", "reduce", "makeBody", "onCreate", "previews", "liveValue", "testValue"].compactMap { id($0) })
        // The Composable Architecture's `previewValue`: the dependency Xcode's previews run.
        let previewValue = id("previewValue")
        let previewProvider = id("PreviewProvider")!
        let viewProtocols = Set(["View", "Widget"].compactMap { id($0) })
        // Each attribute name asked once, not once per declaration it marks.
        var attributeNames = Set<Int32>()
        for (fileIndex, file) in files.enumerated() {
            for declaration in file.outline.declarations {
                for attribute in declaration.attributes { attributeNames.insert(global(fileIndex, file.outline.names[Int(attribute)])) }
            }
        }
        let libraryPreviewAnnotations = attributeNames.filter(isLibraryPreviewAnnotation)
        // Each file's declarations are asked alone: one file per core.
        let entries = TrackingEntries(previewAnnotations: previewAnnotations, libraryPreviewAnnotations: libraryPreviewAnnotations,
                                      entryAttributes: entryAttributes, entryNames: entryNames, previewValue: previewValue,
                                      previewProvider: previewProvider, viewProtocols: viewProtocols)
        let shared = ImmutableBox((self, files))
        let tracking = ParallelMap.map(Array(files.indices), stripes: 2) { fileIndex in
            shared.value.0.tracking(of: shared.value.1[fileIndex], fileIndex: fileIndex, entries)
        }
        var followedNames = Set<Int32>()
        for (fileIndex, file) in files.enumerated() {
            for (index, declaration) in file.outline.declarations.enumerated() where tracking[fileIndex][index] != .notFollowed {
                followedNames.insert(global(fileIndex, declaration.name))
            }
        }
        return (tracking, followedNames)
    }

    /// What `followedDeclarations` asks of every declaration: the names that mark code a preview
    /// canvas, the language or a framework calls.
    struct TrackingEntries: Sendable {
        let previewAnnotations: Set<Int32>
        let libraryPreviewAnnotations: Set<Int32>
        let entryAttributes: Set<Int32>
        let entryNames: Set<Int32>
        let previewValue: Int32?
        let previewProvider: Int32
        let viewProtocols: Set<Int32>
    }

    /// The tracking of each of one file's declarations.
    private func tracking(of file: CodeFile, fileIndex: Int, _ entries: TrackingEntries) -> [Tracking] {
        var result = [Tracking](repeating: .notFollowed, count: file.outline.declarations.count)
        for (index, declaration) in file.outline.declarations.enumerated() {
            if declaration.kind == .previewBlock {
                result[index] = .previewRoot
                continue
            }
            if declaration.kind == .type {
                if isFollowedView(declaration, fileIndex: fileIndex, file: file, viewProtocols: entries.viewProtocols, entryAttributes: entries.entryAttributes) {
                    result[index] = isInPreviewProvider(declaration, fileIndex: fileIndex, file: file, previewProvider: entries.previewProvider)
                        ? .previewRoot : .view
                }
                continue
            }
            guard declaration.kind == .property || declaration.kind == .function else { continue }
            // An operator (`static func == (…)`) is called by the language wherever its operands meet.
            guard declaration.name >= 0, file.keyword(Int(declaration.nameToken)) != .funcWord else { continue }
            let attributes = declaration.attributes.map { global(fileIndex, file.outline.names[Int($0)]) }
            if attributes.contains(where: { entries.previewAnnotations.contains($0) || entries.libraryPreviewAnnotations.contains($0) })
                || (entries.previewValue != nil && global(fileIndex, declaration.name) == entries.previewValue && declaration.has(.isStatic)) {
                result[index] = .previewRoot
                continue
            }
            // Inside a PreviewProvider (or anything nested in one): preview code.
            if isInPreviewProvider(declaration, fileIndex: fileIndex, file: file, previewProvider: entries.previewProvider) {
                result[index] = .previewRoot
                continue
            }
            var inExtension = false
            var inConformance = false
            var containerIsPalette = false
            var containerIsObject = false
            if declaration.container >= 0 {
                let type = file.outline.declarations[Int(declaration.container)]
                let typeID = typeNamed[global(fileIndex, type.name)]
                inExtension = type.typeKeyword == .extensionWord
                // A view's extension stays followed, as the view is: its code is live where the view is.
                inConformance = inExtension && !type.conformances.isEmpty
                    && typeID.map { types[Int($0)].conformances.isDisjoint(with: entries.viewProtocols) } ?? true
                containerIsObject = type.typeKeyword == .objectWord || type.has(.isCompanion)
                if let typeID { containerIsPalette = types[Int(typeID)].isPalette }
            }
            // An extension that conforms to a protocol (`extension FeedController: UIScrollViewDelegate`)
            // holds what the framework calls by the protocol (`scrollViewDidScroll`).
            if declaration.has(.isOverride) || attributes.contains(where: entries.entryAttributes.contains)
                || entries.entryNames.contains(global(fileIndex, declaration.name)) || (inConformance && !containerIsPalette) {
                continue
            }
            let followed: Bool
            switch file.language {
            case .swift:
                followed = declaration.container < 0 || declaration.has(.isStatic) || inExtension
                    || (containerIsPalette && (declaration.has(.isComputed) || declaration.kind == .function))
            case .kotlin:
                followed = declaration.container < 0 || containerIsObject
                    || (containerIsPalette && (declaration.has(.isComputed) || declaration.kind == .function))
            default:
                followed = declaration.has(.isStatic)
            }
            if followed { result[index] = .followed }
        }
        return result
    }

    /// A SwiftUI view or WidgetKit widget the app declares (a struct, class or enum that conforms
    /// to `View` or `Widget`, here or in an extension): its code runs where code names it
    /// (`SkyView()`, `NavigationLink { SkyView() }`), so a view that only previews name is
    /// preview code. One that no code read names stays live (`Tracking.view`): it may be named
    /// outside the folders given. Other types stay live: a UIKit controller may be named only by
    /// a storyboard, an `App` by `@main`.
    private func isFollowedView(_ declaration: CodeDeclaration, fileIndex: Int, file: CodeFile, viewProtocols: Set<Int32>,
                                entryAttributes: Set<Int32>) -> Bool {
        guard file.language == .swift, declaration.name >= 0,
              [.structWord, .classWord, .enumWord].contains(declaration.typeKeyword),
              let type = typeNamed[global(fileIndex, declaration.name)], !types[Int(type)].conformances.isDisjoint(with: viewProtocols) else { return false }
        return !declaration.attributes.contains { entryAttributes.contains(global(fileIndex, file.outline.names[Int($0)])) }
    }

    /// Whether a declaration is inside a `PreviewProvider` (or anything nested in one).
    private func isInPreviewProvider(_ declaration: CodeDeclaration, fileIndex: Int, file: CodeFile, previewProvider: Int32) -> Bool {
        var container = declaration.container
        while container >= 0 {
            let type = file.outline.declarations[Int(container)]
            if let typeID = typeNamed[global(fileIndex, type.name)], types[Int(typeID)].conformances.contains(previewProvider) { return true }
            container = type.container
        }
        return false
    }

    /// A library's multipreview annotation, which the app's code does not declare: Wear's
    /// `@WearPreviewDevices`, `@WearPreviewFontScales`, Horologist's and the like, named for it.
    private func isLibraryPreviewAnnotation(_ name: Int32) -> Bool {
        guard name >= 0 else { return false }
        let text = names[Int(name)]
        return text.containsASCII("Preview") && text != "PreviewParameter"
    }

    /// `Preview` and the annotations that carry it (Compose's multipreview annotations: an
    /// `annotation class` annotated `@Preview`, or with another that is), and Compose's own
    /// `@PreviewLightDark`, `@PreviewScreenSizes`, `@PreviewFontScale`, `@PreviewDynamicColors`.
    private func previewAnnotationNames(_ files: [CodeFile]) -> Set<String> {
        var names: Set<String> = ["Preview", "PreviewLightDark", "PreviewScreenSizes", "PreviewFontScale", "PreviewDynamicColors",
                                  "PreviewParameter"]
        var annotations: [(String, [String])] = []
        for file in files {
            for declaration in file.outline.declarations where declaration.kind == .type && declaration.has(.isAnnotation) && declaration.name >= 0 {
                annotations.append((file.name(declaration.name), declaration.attributes.map { file.name(file.outline.names[Int($0)]) }))
            }
        }
        var grew = true
        while grew {
            grew = false
            for (name, carried) in annotations where !names.contains(name) && carried.contains(where: names.contains) {
                names.insert(name)
                grew = true
            }
        }
        names.remove("PreviewParameter")
        return names
    }
}
