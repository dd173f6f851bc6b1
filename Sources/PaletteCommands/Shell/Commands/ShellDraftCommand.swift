import PaletteKit

/// `draft [ROLE…]` in the shell: every unset role (or the roles named) placed in the style of the
/// team's palettes from the roles set, which are its keys, then repaired with the keys kept; one
/// step for `undo`. The journal keeps the line with the style it used (`--like` files or
/// `--builtin`), so a replay drafts the same colours whatever the folder holds by then.
enum ShellDraftCommand {
    static let builtin = CommandOption.flag("--builtin", "learn the style from the schema's built-in palettes even when DIR/Palettes holds some")

    static let moveKeys = CommandOption.flag("--move-keys", "let a set colour that fails a rule or a band with the others move to the nearest passing colour on its lightness line, as a one-shot draft's --key does")

    static let options = [DraftInputs.scheme, DraftInputs.kind, DraftInputs.like, builtin, moveKeys, ContrastLevelOption.option]

    static let draftedRoles = CommandArgument("ROLE", .role, .zeroOrMore)

    static let command = ShellCommand(
        name: "draft",
        forms: [.init([draftedRoles], optional: options, exclusive: [[DraftInputs.like, builtin]])],
        summary: "Fill every unset role (or re-draft the roles named) in the style of the team's palettes; the roles set are the keys and stay (--move-keys lets a failing one move).",
        options: options, journals: true
    ) { parsed, _, session, context throws(ToolError) in
        guard session.level == LevelName.standard else { throw .draftAtLevel(session.level) }
        let current = session.palette
        let schema = current.schema
        var named: [RoleName] = []
        for word in parsed.all(draftedRoles) {
            let role = try RoleWord(word).checked(in: current)
            if !named.contains(role) { named.append(role) }
        }
        let targets = named.isEmpty ? current.missingRoles : named
        guard !targets.isEmpty else { throw .nothingToDraft }
        // Roles an earlier draft placed stay as they are but are nobody's decision.
        var given = current.filledRoles.filter { !targets.contains($0) }
            .map { DraftRequest.Given(role: $0, colour: current[$0]!, source: session.drafted.contains($0) ? .drafted : .key) }
        let schemeArgument = parsed[DraftInputs.scheme]
        var swatches: [(name: String, colour: Colour)] = []
        if let schemeArgument {
            let scheme = try DraftInputs.scheme(schemeArgument, schema: schema, fileSystem: context.fileSystem, readFrom: context)
            given = DraftInputs.merged(keys: given, scheme: scheme.given.filter { targets.contains($0.role) })
            swatches = scheme.swatches
        }
        // A ground drafted again keeps the palette's kind unless --kind says otherwise.
        let kind = try DraftInputs.kind(parsed[DraftInputs.kind, as: DraftInputs.Kind.self], given: given, schema: schema, command: "draft", current: current.isLight)
        let likes = DraftInputs.likes(parsed.all(DraftInputs.like), path: context.path)
        let styleSource: (palettes: [Palette], source: DraftInputs.StyleSource)
        if parsed.has(builtin) {
            styleSource = (try DraftInputs.builtInPalettes(schema), .builtIn)
        } else {
            styleSource = try DraftInputs.palettes(likes: likes, folder: session.paths.directory, excluding: current.id.rawValue, schema: schema,
                                                   fileSystem: context.fileSystem, command: "draft")
        }
        let level = try ContrastLevelOption.level(parsed, schema: schema)
        let drafting = targets.filter { role in !given.contains { $0.role == role } }
        var request = DraftRequest(id: current.id, schema: schema, given: given, isLight: kind.isLight,
                                   palettes: styleSource.palettes, level: level, roles: drafting)
        request.pins = current.pins
        request.schemeSwatches = swatches
        // The shell's set colours are kept as set: a failing one is named (and 'fix' moves it),
        // unless --move-keys lets it move as a one-shot draft's --key does (whose journal says so).
        request.exactKeys = !parsed.has(moveKeys)
        request.cancellation = context.cancellation
        let draft = try ToolError.converting { () throws(DraftProblem) in try PaletteDraft.draft(request) }
        let source = DraftCommand.describe(styleSource.source)
        guard draft.repair.passes else {
            throw .draft(.infeasible(conflicts: draft.repair.conflicts.map { $0.map(RuleText.conflictName) }))
        }
        if let underived = draft.underivedLevels.first {
            throw .draft(.levelNotDerivable(level: underived.level, conflicts: underived.conflicts.map { $0.map(RuleText.conflictName) }))
        }
        // The draft measured every other role where it stands: one that follows a drafted role
        // (or a key it moved) stays there and follows nothing any more. A drafted role follows
        // nothing either.
        let placing = targets + draft.movedKeys.map(\.role).filter { !targets.contains($0) }
        var unlinked: [(role: RoleName, link: RoleLink)] = []
        session.changePalette { palette in
            for role in palette.linkOrder where !placing.contains(role) {
                guard let link = palette.links[role], link.sources.contains(where: placing.contains) else { continue }
                palette.setLink(nil, for: role)
                unlinked.append((role, link))
            }
            for role in placing { palette.place(draft.palette[role], for: role) }
            for turn in draft.turns { palette.pin(turn.role, turn.to, at: turn.level) }
        }
        session.current.drafted.formUnion(targets)
        session.unreviewed.formUnion(targets)
        session.journalledAs = DraftInputs.journalLine(roles: named, scheme: parsed[DraftInputs.scheme], kind: parsed[DraftInputs.kind, as: DraftInputs.Kind.self],
                                                       source: styleSource.source, level: level, movesKeys: parsed.has(moveKeys),
                                                       paths: session.paths, readFrom: context.pathBase, fileSystem: context.fileSystem)
        guard context.showsFeedback else { return }
        if let note = styleSource.source.passedOverNote { context.output.line(note) }
        for (role, link) in unlinked { context.output.line(ErrorText.unlinkedByDraft(role, link: link, drafted: targets, keeps: session.palette[role])) }
        for line in DraftText.lines(draft, source: source, styleNote: styleSource.source.folderNote(schema: schema), kindReason: kind.reason,
                                    style: context.style, only: named.isEmpty ? nil : named) {
            context.output.line(line)
        }
        context.output.line("'undo' takes the whole draft back; 'missing' lists the drafted roles to look at")
        context.output.line(try ProgressText.line(session, cancellation: context.cancellation))
    }
}
