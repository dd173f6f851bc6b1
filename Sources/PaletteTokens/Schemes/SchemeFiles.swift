import PaletteCore

/// Several scheme files read together (`source FILE…`): each file is one library named by its
/// stem, exactly as when it is read alone, except that the stylesheets among them are read as
/// one for `var()`: a property one uses may be defined in another, as CSS Custom Properties
/// Level 1 substitutes across a document's style sheets (Open Props' `theme.light.css` uses
/// `var(--indigo-7)`, defined in `props.colors.css`). A name defined in several resolves to
/// its first definition in the order the files are given. DTCG token files are read together
/// the same way for aliases: `{color.base}` in one may name a token of another, as a build
/// that merges them resolves it. All or nothing: the first error found, with the file it is in.
package enum SchemeFiles {
    package struct Failure: Error, Hashable, Sendable {
        /// The index of the file, among those given, the error is in.
        package let file: Int
        package let error: SchemeFileError

        package init(file: Int, error: SchemeFileError) {
            self.file = file
            self.error = error
        }
    }

    package static func read(_ files: [(path: String, text: String)]) throws(Failure) -> [SwatchLibrary] {
        let stylesheets = files.indices.filter { SchemeFile.isStylesheet(files[$0].path) }
        let stylesheetSwatches: [[Swatch]]
        do throws(Failure) { stylesheetSwatches = try CSSCustomPropertyReader.read(stylesheets: stylesheets.map { files[$0].text }) } catch {
            throw Failure(file: stylesheets[error.file], error: error.error)
        }
        // Every DTCG token of the files given, first definition first, for aliases across them.
        var shared: [String: DTCGTokenReader.Token] = [:]
        if files.count > 1 {
            for file in files {
                for token in SchemeFile.dtcgTokens(file.text, path: file.path) where shared[token.name] == nil { shared[token.name] = token }
            }
        }
        var libraries: [SwatchLibrary] = []
        var fileOfLibrary: [String: Int] = [:]
        for (index, file) in files.enumerated() {
            let library: SwatchLibrary
            do throws(SchemeFileError) {
                if let position = stylesheets.firstIndex(of: index) {
                    library = try SchemeFile.library(stylesheetSwatches[position], format: .cssCustomProperties, path: file.path)
                } else {
                    library = try SchemeFile.read(file.text, path: file.path, sharedTokens: shared)
                }
            } catch {
                throw Failure(file: index, error: error)
            }
            if let first = fileOfLibrary[library.name] {
                throw Failure(file: index, error: SchemeFileError(line: nil, .sameLibrary(name: library.name, firstFile: files[first].path)))
            }
            fileOfLibrary[library.name] = index
            libraries.append(library)
        }
        return libraries
    }
}
