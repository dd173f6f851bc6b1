import PaletteCore
import PaletteExport

extension CodeModel {
    /// The names at which `CodeReader` records something that can change the report, and
    /// without which it records nothing that can. A read is recorded at a role's name (a palette
    /// type's member, a static colour read as `.name`, an asset's or a resource's name, or `R`
    /// of `R.color.name`); a colour literal at its callee (`Color`, `UIColor`, `NSColor`,
    /// `CGColor`, `.init`, Kotlin's `Color.argb`, `rgb`, `parseColor`, `valueOf`), an asset name
    /// only inside a colour type's call; `#colorLiteral` is a `#` token, which the reader's skip
    /// keeps apart. A mention is recorded at a followed declaration's name, and changes the
    /// report only when what it names reads or names a colour, or names (transitively) a
    /// declaration that does: only those followed names count.
    func recordedNames(_ files: [CodeFile]) -> [Int32] {
        var records = [Bool](repeating: false, count: names.count)
        for type in types {
            for name in type.roles.keys { records[Int(name)] = true }
            for name in type.staticRoles.keys { records[Int(name)] = true }
        }
        for name in implicitRoles.keys { records[Int(name)] = true }
        for (name, token) in tokenOfName.enumerated() where token >= 0 { records[name] = true }
        for (name, isCallee) in isSwiftColourCallee.enumerated() where isCallee { records[name] = true }
        records[Int(androidResources)] = true
        for name in colourTypes { records[Int(name)] = true }
        for name in ["init"] + ColourLiteralParser.androidColourMembers { if let id = id(name) { records[Int(id)] = true } }

        // Each followed declaration's code: whether it records a read or a literal, and the
        // followed names it mentions (a nested declaration's code counts for its container too,
        // which only makes more names count). By the file's own name ids, one look a token.
        var isFollowedName = [Bool](repeating: false, count: names.count)
        for name in followedNames { isFollowedName[Int(name)] = true }
        var weighty = [Bool](repeating: false, count: names.count)
        var mentions: [(mentioned: Int32, by: Int32)] = []
        for (fileIndex, file) in files.enumerated() {
            let globals = globalNames[fileIndex]
            let localRecords = globals.map { records[Int($0)] }
            let localFollowed = globals.map { isFollowedName[Int($0)] }
            for (index, declaration) in file.outline.declarations.enumerated() where tracking[fileIndex][index] != .notFollowed {
                guard declaration.kind != .previewBlock, declaration.name >= 0 else { continue }
                let name = globals[Int(declaration.name)]
                for tokenIndex in Int(declaration.extent.lowerBound)..<min(Int(declaration.extent.upperBound), file.tokens.count) {
                    let token = file.tokens[tokenIndex]
                    if token.kind == .pound {
                        weighty[Int(name)] = true
                        break
                    }
                    guard token.kind == .name else { continue }
                    let local = Int(token.name)
                    if localRecords[local] {
                        weighty[Int(name)] = true
                        break
                    }
                    if localFollowed[local], globals[local] != name { mentions.append((globals[local], name)) }
                }
            }
        }
        // Back along mentions until nothing changes: a name whose code names a weighty name is
        // weighty (as many rounds as the longest such path, a few).
        var changed = true
        while changed {
            changed = false
            for mention in mentions where weighty[Int(mention.mentioned)] && !weighty[Int(mention.by)] {
                weighty[Int(mention.by)] = true
                changed = true
            }
        }
        for name in weighty.indices where weighty[name] { records[name] = true }
        return records.indices.filter { records[$0] }.map(Int32.init)
    }

    /// Whether the reader may record something at this name that changes the report (`recordedNames`).
    func mayRecord(_ name: Int32) -> Bool { name >= 0 && facts[Int(name)] & NameFact.recorded != 0 }
}
