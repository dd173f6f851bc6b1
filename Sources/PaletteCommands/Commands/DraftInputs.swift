import PaletteKit

/// What `draft` and `style` read besides their own words: the style's palettes, the keys, the
/// scheme and the kind, shared by the one-shot commands and the shell's `draft`.
enum DraftInputs {
    static let like = CommandOption.option("--like", "FILE|builtin", .oneOf([.file, .choice([builtInWord])]),
                                           "learn the style from this palette (repeatable), or from the schema's built-in palettes (builtin; ./builtin is a file); default: DIR/Palettes, else the built-in palettes",
                                           repeatable: true, namesPalette: true)
    /// `--like builtin`: the schema's built-in palettes, asked for by name.
    static let builtInWord = "builtin"
    /// A palette's kind as `--kind` names it.
    enum Kind: String, CaseIterable { case light, dark }
    static let kind = CommandOption.choice("--kind", Kind.self, "the kind to draft (default: the ground's kind when it is given or in the scheme, else light)")
    static let key = CommandOption.option("--key", "ROLE=COLOR", .text, "a key role's colour, kept unless it fails a rule or band; then moved to the nearest passing colour and said so (repeatable)", repeatable: true)
    static let exact = CommandOption.flag("--exact", "keep every --key exactly: refuse, naming the rules, when one fails instead of moving it")
    static let scheme = CommandOption.option("--scheme", "FILE|NAME", .oneOf([.file, .choice(Base16Schemes.names)]),
                                             "take key roles and the signals from a published scheme: a base16/base24 YAML, DTCG, CSS or name→colour JSON file, or a built-in base16 scheme (" + Base16Schemes.names.joined(separator: ", ") + ")")

    /// Where a style's palettes came from, for the output and the journal.
    enum StyleSource: Equatable {
        case files([String])
        /// The folder, the palettes read from it, and the files passed over (another schema's,
        /// not complete, or not a palette).
        case folder(String, [String], passedOver: [String])
        case builtIn

        /// A note on the files passed over, for the text output; nil when none was.
        var passedOverNote: String? {
            guard case .folder(_, _, let passedOver) = self, !passedOver.isEmpty else { return nil }
            return "passed over \(passedOver.map(\.escapingControlCharacters).joined(separator: ", ")): not a complete palette of the schema"
        }

        /// Said when the style comes from the folder, which a draft reads unless told otherwise,
        /// and the schema has built-in palettes it could have learned from instead.
        func folderNote(schema: Schema) -> String? {
            guard case .folder(let folder, let files, _) = self else { return nil }
            let builtIn = BuiltInPalettes.palettes(for: schema).count
            guard builtIn > 0 else { return nil }
            return "learned from the \(Plural.counted(files.count, "palette")) saved in \(folder.escapingControlCharacters), not the schema's \(builtIn) built-in ones; '--like \(builtInWord)' learns from those"
        }
    }

    /// The `--like` words with each path seen through `path` (the shell's, from its folder), the
    /// built-in word as it is.
    static func likes(_ words: [String], path: (String) -> String) -> [String] {
        words.map { $0 == builtInWord ? $0 : path($0) }
    }

    /// The palettes a style is learned from: the `--like` files (or the built-in palettes, for
    /// `--like builtin`), else the complete palettes of the schema in `folder/Palettes` other
    /// than `excluding`'s, else the schema's built-in ones. A palette of another schema in the
    /// folder is passed over.
    static func palettes(likes: [String], folder: String, excluding: String?, schema: Schema, fileSystem: FileSystem,
                         command: String) throws(ToolError) -> (palettes: [Palette], source: StyleSource) {
        if likes.contains(builtInWord) {
            guard likes.count == 1 else {
                throw .badOptionValue(command: command, option: like.name, value: builtInWord, expected: "builtin alone or palette files, not both (./builtin names a file)")
            }
            return (try builtInPalettes(schema), .builtIn)
        }
        if !likes.isEmpty {
            var palettes: [Palette] = []
            for path in likes { palettes.append(try PaletteLoading.load(path: path, fileSystem: fileSystem, schema: schema, requireComplete: true)) }
            return (palettes, .files(likes))
        }
        let saved = PaletteFolder.read(folder, schema: schema, excluding: excluding, fileSystem: fileSystem)
        if !saved.palettes.isEmpty {
            return (saved.palettes, .folder(FilePath.join(folder, "Palettes"), saved.paths, passedOver: saved.passedOver))
        }
        return (try builtInPalettes(schema), .builtIn)
    }

    /// The schema's built-in palettes; a schema without them is refused.
    static func builtInPalettes(_ schema: Schema) throws(ToolError) -> [Palette] {
        let builtIn = BuiltInPalettes.palettes(for: schema)
        guard !builtIn.isEmpty else { throw .draft(.noPalettes) }
        return builtIn
    }

    /// `--key ROLE=COLOR` values, in the order given.
    static func keys(_ texts: [String], schema: Schema, command: String) throws(ToolError) -> [DraftRequest.Given] {
        var given: [DraftRequest.Given] = []
        for text in texts {
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map { String($0).trimmingShellSpaces }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw .badOptionValue(command: command, option: key.name, value: text, expected: "ROLE=COLOR such as accent=#88C0D0")
            }
            guard let role = schema.role(named: parts[0]) else { throw .unknownRole(parts[0], nearest: schema.nearestRole(to: parts[0])) }
            let colour = try parseColour(parts[1])
            if given.contains(where: { $0.role == role }) { throw .draft(.givenTwice(role)) }
            given.append(DraftRequest.Given(role: role, colour: colour, source: .key))
        }
        return given
    }

    /// The roles a scheme gives: each role the schema maps to one of the scheme's slots, and any
    /// colour named exactly as a role (DTCG, CSS and name→colour files name them so).
    static func schemeColours(_ library: SwatchLibrary, schema: Schema) -> [DraftRequest.Given] {
        let mapping = schema.draftMapping
        return schema.roleNames.compactMap { role in
            // A role's own name, or a token path ending in it (`color.paper` in a DTCG file).
            if let swatch = library.swatches.first(where: { $0.name == role.rawValue || $0.name.hasSuffix("." + role.rawValue) }) {
                return DraftRequest.Given(role: role, colour: swatch.colour, source: .scheme(slot: swatch.name))
            }
            guard let slot = mapping.slot(of: role), let colour = library.colour(named: slot) else { return nil }
            return DraftRequest.Given(role: role, colour: colour, source: .scheme(slot: slot))
        }
    }

    /// A scheme file, or a built-in base16 scheme by name, and the roles it gives; a scheme that
    /// gives none (its colours named neither as the schema's slots nor as its roles) is refused.
    static func scheme(_ argument: String, schema: Schema, fileSystem: FileSystem, readFrom base: ShellContext? = nil) throws(ToolError)
        -> (given: [DraftRequest.Given], swatches: [(name: String, colour: Colour)]) {
        let library: SwatchLibrary
        if SchemeLoading.isFile(argument) {
            library = try SchemeLoading.load(paths: [base?.path(argument) ?? argument], fileSystem: fileSystem)[0]
        } else if let builtIn = Base16Schemes.named(argument) {
            library = builtIn
        } else {
            throw .unknownScheme(argument, nearest: NearestName.nearest(to: argument, among: Base16Schemes.names))
        }
        let given = schemeColours(library, schema: schema)
        guard !given.isEmpty else {
            throw .schemeGivesNoRoles(argument, slots: schema.draftMapping.base16.map { "\($0.slot) \($0.role)" })
        }
        return (given, library.swatches.map { ($0.name, $0.colour) })
    }

    /// The `draft` line a journal keeps, so it replays to the same colours from any folder: the
    /// roles named, the scheme and kind as given, the style's palettes named (`--like` each file,
    /// seen from the palette folder, or `--builtin`), and the level when not standard. `readFrom`
    /// is where a typed scheme path is read from (`SessionPaths.journalPath`).
    static func journalLine(roles: [RoleName], scheme: String?, kind: Kind?, source: StyleSource, level: LevelName?, movesKeys: Bool = false,
                            paths: SessionPaths, readFrom base: String = ".", fileSystem: FileSystem) -> String {
        var words = ["draft"] + roles.map(\.rawValue)
        if let scheme {
            words += [Self.scheme.name, SchemeLoading.isFile(scheme) ? paths.journalPath(scheme, readFrom: base, fileSystem: fileSystem) : scheme]
        }
        if let kind { words += [Self.kind.name, kind.rawValue] }
        switch source {
        case .files(let files), .folder(_, let files, _):
            // Paths as the file system read them, so seen from the current folder.
            for file in files { words += [like.name, paths.journalPath(file, fileSystem: fileSystem)] }
        case .builtIn:
            words.append(ShellDraftCommand.builtin.name)
        }
        if movesKeys { words.append(ShellDraftCommand.moveKeys.name) }
        if let level, level != LevelName.standard { words += [ContrastLevelOption.option.name, level.rawValue] }
        return words.joined(separator: " ")
    }

    /// Keys first, then what the scheme gives for roles no key names.
    static func merged(keys: [DraftRequest.Given], scheme: [DraftRequest.Given]) -> [DraftRequest.Given] {
        keys + scheme.filter { entry in !keys.contains { $0.role == entry.role } }
    }

    /// `--kind`, else the given ground's kind, else the palette's own (`current`, a shell's
    /// palette whose ground is drafted again), else light; with the reason when it was not asked.
    static func kind(_ chosen: Kind?, given: [DraftRequest.Given], schema: Schema, command: String,
                     current: Bool? = nil) throws(ToolError) -> (isLight: Bool, reason: String?) {
        if let chosen { return (chosen == .light, nil) }
        if let ground = given.first(where: { $0.role == schema.ground }) {
            return (Palette.prefersDarkInk(ground.colour), nil)
        }
        if let current { return (current, nil) }
        return (true, "light, since no ground and no --kind were given (--kind dark drafts a dark palette)")
    }
}
