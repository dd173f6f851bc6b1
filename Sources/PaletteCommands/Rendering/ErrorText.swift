import PaletteKit

/// The one place where errors become words. Each message names the input and what is accepted.
package enum ErrorText {
    /// The program's name, before every line it writes on the error stream.
    static let toolPrefix = "palette-repl: "

    /// An error as the command line reports it: one line per problem, each after the program's
    /// name (the one place the prefix is added).
    /// `place`: where the error is, when the error does not say it itself (`FILE:LINE` of a
    /// session file), after the program's name.
    package static func reported(_ error: ToolError, at place: String? = nil) -> [String] {
        lines(for: error).map { toolPrefix + (place.map { $0.escapingControlCharacters + ": " } ?? "") + $0 }
    }

    /// An error as the shell prints it, one line per problem.
    package static func shellLines(for error: ToolError) -> [String] {
        lines(for: error).map { "error: " + $0 }
    }

    /// Something the shell goes on after, said once.
    package static func warning(_ error: ToolError, at place: String? = nil) -> String {
        "warning: " + (place.map { $0.escapingControlCharacters + ": " } ?? "") + message(for: error)
    }

    /// One line per problem (a palette file may have several).
    package static func lines(for error: ToolError) -> [String] {
        switch error {
        case .invalidPalette(let path, let loadError):
            return loadError.problems.map { "\(path.shownInError): \(message(for: $0))" }
        case .invalidSchema(let path, let loadError):
            return loadError.problems.map { "\(path.shownInError): " + ($0.place.isEmpty ? "" : "\($0.place): ") + message(for: $0.kind) }
        case .retiringReadRoles(let roles):
            return roles.map(message(for:))
        default:
            return [message(for: error)]
        }
    }

    package static func message(for error: ToolError) -> String {
        switch error {
        case .unknownCommand(let name, let nearest):
            return "unknown command '\(name.shownInError)'" + suggestion(nearest) + "; see 'help'"
        case .interrupted:
            return "interrupted (Ctrl-C): the computation was abandoned and nothing was changed or written"
        case .repair(.cancelled), .draft(.cancelled):
            // Converted to .interrupted where they are caught; worded the same in case one is not.
            return message(for: .interrupted)
        case .unknownOption(let command, let option, let nearest, let accepted):
            return "\(command): unknown option '\(option.shownInError)'" + suggestion(nearest)
                + (accepted.isEmpty ? "; \(command) takes no options" : "; \(command) takes " + accepted.joined(separator: ", "))
        case .flagWithValue(let command, let flag, let value):
            return "\(command): option '\(flag)' takes no value, got '\(value.shownInError)'; expected '\(flag)' alone"
        case .missingOptionValue(let command, let option):
            return "\(command): option '\(option)' needs a value"
        case .badOptionValue(let command, let option, let value, let expected):
            return "\(command): bad value '\(value.shownInError)' for \(option); expected \(expected)"
        case .wrongArguments(let command, let usage, let reason):
            return "\(command): \(reason.map(message(for:)) ?? "wrong arguments"); usage: \(usage)"
        case .badColour(let parseError):
            return message(for: parseError)
        case .translucentBackground(let text):
            return "background '\(text.shownInError)' is translucent; expected an opaque background (#RGB, #RRGGBB, rgb(), oklch())"
        case .unreadableFile(let failure):
            return "cannot read '\(failure.path.shownInError)': " + reason(failure.problem)
        case .unwritableFile(let failure):
            return "cannot write '\(failure.path.shownInError)': " + reason(failure.problem)
        case .unwritableOutput(let reason):
            return "cannot write to standard output: \(reason)"
        case .invalidPalette, .invalidSchema:
            return lines(for: error).joined(separator: "; ")
        case .noPlateRole(let schema):
            return "schema '\(schema)' names no plate role, so there is no ground/plate question; use 'suggest ROLE --palette FILE'"
        case .unknownRole(let name, let nearest):
            return "unknown role '\(name.shownInError)'" + suggestion(nearest) + "; 'palette-repl roles' (or 'show' in the shell) lists the roles"
        case .badThreshold(let text):
            let range = Measure.standard.thresholds
            return "bad threshold '\(text.shownInError)'; expected a contrast ratio from \(DecimalText.shortest(range.lowerBound)) to \(DecimalText.shortest(range.upperBound))"
        case .suggestion(let problem):
            return message(for: problem)
        case .repair(.unknownRole(let name, let nearest)):
            return "fix: unknown role '\(name.shownInError)'" + suggestion(nearest) + "; 'palette-repl roles' lists the roles"
        case .repair(.unsetRole(let name)):
            return "fix: --only names \(name), which is unset; set it first (fix moves a colour along its lightness line)"
        case .repair(.unknownLevel(let name, let nearest, let levels)), .unknownLevel(let name, let nearest, let levels),
             .draft(.unknownLevel(let name, let nearest, let levels)):
            return "unknown level '\(name.shownInError)'" + suggestion(nearest) + "; the schema's levels: " + levels.joined(separator: ", ")
        case .notPinned(let role, let level):
            return "\(role) is not pinned at \(level); 'unset' at a level unpins a role, and 'level standard' goes back to the palette's own colours"
        case .variantIsDerived(let level):
            return "the \(level) variant is derived whenever it is needed, so there is nothing to apply; pin a role with 'set', or 'level standard' to change the palette"
        case .levelNotDerivable(let level, let conflicts):
            return "the \(level) variant cannot be derived with its pins: " + conflicts.joined(separator: "; ") + "; change a pin ('set' or 'unset' at 'level \(level)') or save with --force"
        case .draft(let problem):
            return message(for: problem)
        case .draftAtLevel(let level):
            return "draft works on the palette's own colours, not the \(level) variant's; 'level standard' first (at a level, 'set' pins a role of the variant)"
        case .unknownScheme(let name, let nearest):
            return "draft: unknown scheme '\(name.shownInError)'" + suggestion(nearest) + "; built-in base16 schemes: "
                + Base16Schemes.names.joined(separator: ", ") + " (a file's path needs a dot or a slash)"
        case .schemeGivesNoRoles(let name, let slots):
            return "draft: the scheme \(name.shownInError) gives no role; expected base16 slots (" + slots.joined(separator: ", ")
                + ") or colours named as roles"
        case .missingOutputFolder(let path, let folder):
            return "cannot write '\(path.shownInError)': the folder '\(folder.shownInError)' does not exist; make it first (--out FILE never makes a folder)"
        case .linkCycle(let role, let path):
            return linkCycle(role: role, path: path)
        case .repair(.linkedRole(let role, let link)):
            return "fix: --only names \(role), which follows \(link); it moves with what it follows (name that), or with --unlink on its own"
        case .derivedTokenIsComputed(let name, let base):
            return "\(name) is computed from \(base), not set; 'show \(name)' shows it, and it follows \(base)"
        case .exportWouldReplace(let path):
            return "export: \(path.shownInError) exists and was not written by palette-repl; nothing was written (move it, or export into another --out folder)"
        case .exportWouldDrop(let path, let palettes):
            return "export: \(path.shownInError) holds " + palettes.joined(separator: ", ") + ", which this export leaves out; nothing was written (export them too, or remove the file first)"
        case .twinIsItself(let id):
            return "\(id) is this palette; 'twin ID' names the palette that is it in the other kind"
        case .nothingToDraft:
            return "draft: every role is set; name the roles to draft again ('draft faint secondary'), or 'unset' them first"
        case .repair(.invertWithoutGround(let ground)):
            return "fix --invert: \(ground) is unset; set the ground first (it decides whether the palette is light or dark)"
        case .nothingToApplyFromFix:
            return "the last fix found no passing palette; nothing to apply (see the conflicts it named)"
        case .staleRepair:
            return "the last fix was for the palette before it changed; run 'fix' again"
        case .expression(let role, let problem):
            // Named with its command and role: a line may hold several colours, and only one is meant.
            return "set \(role): " + message(for: problem)
        case .schemeFile(let path, let error):
            return path.shownInError + (error.line.map { ":\($0)" } ?? "") + ": " + message(for: error.problem) + "; nothing was loaded"
        case .translucentGround(let role, let value):
            return "\(role) must be opaque, got \(value.hex); the ground is what translucent colours are composited over"
        case .unknownRoleOrGroup(let name, let nearest, let groups):
            return "unknown role or group '\(name.shownInError)'" + suggestion(nearest) + "; groups: " + groups.joined(separator: ", ")
        case .unknownLibrary(let name, let nearest):
            return "unknown source '\(name.shownInError)'" + suggestion(nearest) + "; sources: " + SwatchLibrary.all.map(\.name).joined(separator: ", ")
        case .nothingToApply:
            return "nothing to apply; ask 'suggest ROLE' (or set a role whose rule fails) first"
        case .staleSuggestion(let role):
            return "the last suggestion was for \(role) before the palette changed; ask 'suggest \(role)' again"
        case .noPassingSuggestion(let role):
            return "no colour on \(role)'s lightness line passes every rule; set it by hand"
        case .noSuggestionOnSide(let role, let side):
            return "no passing \(side) colour for \(role); try 'apply' or the other side"
        case .nothingToUndo:
            return "nothing to undo"
        case .nothingToRedo:
            return "nothing to redo"
        case .incompletePalette(let missing):
            return "not saved: \(Plural.counted(missing.count, "role")) missing: " + missing.map(\.rawValue).joined(separator: ", ")
        case .failingRules(let rules, let bands):
            let counted = [rules.isEmpty ? nil : Plural.counted(rules.count, "rule"), bands.isEmpty ? nil : Plural.counted(bands.count, "band")]
            return "not saved: \(counted.compactMap { $0 }.joined(separator: " and ")) failing: " + (rules + bands).joined(separator: ", ")
                + "; fix them or 'save --force'"
        case .paletteExists(let id, let path):
            // The command that opens it from where it was run: with the folder it lies in.
            let folder = SessionPaths.paletteFolder(of: path)
            let open = "palette-repl open \(id)" + (folder == "." ? "" : " --dir \(folder.shownInError)")
            return "palette '\(id)' already exists at \(path.shownInError); use '\(open)' to edit it"
        case .paletteFileName(let path, let id, let command) where command == "open":
            let stem = FilePath.name(of: path).hasSuffix(".json") ? String(FilePath.name(of: path).dropLast(5)) : FilePath.name(of: path)
            return "\(path.shownInError) holds the palette '\(id)', but a palette's id is its file's name: "
                + "rename the file \(id).json, or make a palette of its own with 'palette-repl new \(stem.shownInError) --from \(path.shownInError)'"
        case .paletteFileName(let path, let id, let command):
            return "\(command): \(path.shownInError) would hold the palette '\(id)', but a palette's id is its file's name: write \(id).json"
                + (command == "fix" ? ", or give the written palette that file's id with --id (a new id is a new palette)" : "")
        case .badPaletteID(let text):
            return "bad palette id '\(text.shownInError)'; expected an identifier \(PaletteID.pattern)"
        case .export(let problem):
            switch problem {
            case .incomplete(let id, let missing):
                return "cannot export \(id): \(Plural.counted(missing.count, "role")) missing: " + missing.joined(separator: ", ") + "; only complete palettes are exported"
            case .duplicateID(let id): return "cannot export: palette id '\(id)' appears twice"
            case .noPalettes: return "nothing to export"
            case .needsMorePalettes(let format, let needed):
                return "cannot export \(format.name) of one palette: it needs \(needed) at least" + (format == .dtcgResolver ? " (its palette modifier needs two contexts)" : "") + "; give \(needed) palette files or more"
            case .twinOfWrongKind(let id, let shouldBeLight, let namedBy?):
                let kind = shouldBeLight ? "dark" : "light"
                return "cannot export: \(namedBy) names '\(id)' as its twin, but both grounds are \(kind); a twin is the same design in the other kind: change \(namedBy)'s \"twin\" ('twin ID' in the shell)"
            case .twinOfWrongKind(let id, let shouldBeLight, nil):
                return "cannot export: the schema's twins make '\(id)' the \(shouldBeLight ? "light" : "dark") twin, but its ground is \(shouldBeLight ? "dark" : "light"); swap the pair in the schema's \"twins\""
            case .nameClash(let name, let first, let second):
                return "cannot export: \(first) and \(second) both become '\(name)'; rename a palette or role"
            case .tooMany(let what, let count, let limit):
                return "cannot export: \(count) \(what), more than the \(limit) allowed"
            case .modeNameTooLong(let id, let limit):
                return "cannot export \(id) with --rest: its id has \(id.count) characters and a Figma mode name at most \(limit); export the import files (without --rest) instead"
            case .levelNotDerivable(let id, let level, let conflicts):
                return "cannot export \(id): its \(level) variant cannot be derived ("
                    + conflicts.map { $0.joined(separator: ", ") }.joined(separator: "; ") + " cannot hold together); see 'palette-repl fix --level \(level)'"
            case .cancelled:
                return message(for: .interrupted)
            }
        case .optionNotForFormat(let option, let format):
            return "--\(option.rawValue) does not apply to export \(format.name); it is for " + option.formats.map(\.name).joined(separator: ", ")
        case .unknownFormat(let name, let nearest, let expected):
            return "unknown export format '\(name.shownInError)'" + suggestion(nearest) + "; expected " + expected.map(\.name).joined(separator: ", ")
        case .formatNeedsPaletteFiles(let format):
            return "export \(format.name) needs \(format.palettesNeeded) palettes or more, and the shell has one; save, then run 'palette-repl export \(format.name) FILE FILE…'"
        case .allowList(let path, let line, let text):
            return "\(path.shownInError):\(line): '\(text.shownInError)' is not a path pattern, PATH:LINE or a #RRGGBB colour"
        case .migration(let problem):
            return message(for: problem as SchemaMigrationProblem)
        case .retiringReadRoles(let roles):
            return roles.map(message(for:)).joined(separator: "; ")
        case .idList(let path, let line, let text):
            return "\(path.shownInError):\(line): '\(text.shownInError)' is not an id or 'old -> new' migration"
        case .lineTooLong(let limit):
            return "line is longer than \(limit) bytes; expected one command per line"
        case .forbiddenCharacter(let value, let column):
            let name = value == 0xFFFD ? "U+FFFD (an invalid UTF-8 byte)" : value == 0 ? "NUL (U+0000)" : "control character U+" + hex4(value)
            return "line has \(name) at column \(column); expected printable text (tabs allowed)"
        case .journalLocked(let journal, let pid):
            let holder = pid.map { "process \($0)" } ?? "another process"
            return "\(journal.shownInError) is in use by \(holder) (another palette-repl shell on this palette); quit that shell first"
        case .journalOfAnotherSchema(let id, let journal, let started, let given):
            let source: String
            switch started {
            case .option(let path): source = "--schema \(path.shownInError)"
            case .folder(let path): source = "the folder's \(path.shownInError)"
            case .builtIn: source = "the built-in stream schema"
            }
            return "\(journal.shownInError) holds \(id)'s work in another schema (started with \(source)), not --schema \(given.shownInError); resume it with 'palette-repl new \(id)' without --schema"
        case .startingValuesOverJournal(let id, let journal, let from):
            return "\(journal.shownInError) holds \(id)'s unsaved work, which 'new \(id)' resumes; give no --from to resume it, or move the journal away to start from \(from.shownInError)"
        case .fixPlanHasNoSide(let side):
            return "apply: the last answer is a fix plan, taken whole by 'apply' alone; '\(side.shownInError)' is a side of a suggestion"
        case .builtInSourceNotAlone(let name):
            return "source: '\(name.shownInError)' is a built-in scheme, which loads alone; files (.json, .css, .yaml) load together"
        case .unsavedChanges:
            return "unsaved changes; 'save' them, or 'quit' again to leave (the journal keeps every command)"
        case .tokenFile(let path, let line, let problem):
            return path.shownInError + (line.map { ":\($0)" } ?? "") + ": " + message(for: problem) + "; nothing was checked"
        case .mixedTokenInputs(let first, let second):
            return "lint: '\(first.shownInError)' and '\(second.shownInError)' are different kinds of token input; expected CSS files, DTCG token files, or one DTCG resolver"
        case .optionNeedsOption(let command, let option, let needs):
            return "\(command): \(option) needs \(needs); expected '\(needs) \(option)'"
        case .previewNotRefreshed(let failure):
            return "preview not refreshed: " + message(for: .unwritableFile(failure))
        case .journalLineDropped(let journal, let line):
            return "\(journal.escapingControlCharacters): dropped an incomplete last line '\(line.escapingControlCharacters)' (a crash or a full disk cut it short)"
        case .migrationFinished(let journal, let files):
            return "a migration of this folder was interrupted; its journal \(journal.shownInError) was completed (\(Plural.counted(files, "file")) put in place) before anything was read"
        case .paletteChangedOutsideJournal(let paletteFile, let journal):
            return "\(paletteFile.escapingControlCharacters) differs from every state its journal \(journal.escapingControlCharacters) reached; opened the file as it is and recorded its values in the journal"
        case .noInput:
            return "no input to read commands from"
        case .inputEndedUnsaved(let id, let paletteFile, let journal):
            return "unsaved: \(id) has changes not saved to \(paletteFile); the journal \(journal) keeps them"
        case .sessionEndedUnsaved(let paletteFile):
            return "unsaved: the session ends with changes not saved to \(paletteFile.escapingControlCharacters)"
        case .sessionDoesNotSave(let paletteFile):
            return "the session does not save \(paletteFile)"
        case .noCommittedPalette(let failure):
            return "no committed palette: " + message(for: .unreadableFile(failure))
        case .replayDiffers(let paletteFile):
            return "differs from \(paletteFile)"
        case .replayedRoleDiffers(let paletteFile, let role, let committed, let replayed):
            return "\(paletteFile.escapingControlCharacters) differs from its session: \(role) committed \(committed?.hex ?? "unset"), replayed \(replayed?.hex ?? "unset")"
        case .replayedBytesDiffer(let paletteFile):
            return "\(paletteFile.escapingControlCharacters) differs from its session: same roles, different bytes (formatting or recorded failing rules)"
        }
    }

    /// A palette id against the committed list (`check --ids`).
    package static func message(for problem: IDRegistry.Problem, listPath: String) -> String {
        switch problem {
        case .disappeared(let id, let newIDs):
            let rename = newIDs.count == 1 ? "; if it was renamed to '\(newIDs[0])', record '\(id) -> \(newIDs[0])' in \(listPath)" : "; record 'old -> new' in \(listPath) if it was renamed"
            return "id '\(id)' disappeared: ids are stored in users' settings, so removing or renaming one is a migration" + rename
        case .unlisted(let id):
            return "id '\(id)' is not in \(listPath); add it (a new id), or record the migration that introduces it"
        case .migrationTargetMissing(let old, let new):
            return "migration '\(old) -> \(new)' names '\(new)', but no palette has that id"
        }
    }

    /// Why a token file, a resolver or one token in a mode cannot be read.
    package static func message(for error: ColourParseError) -> String {
        let input = "'\(error.input.shownInError)'"
        let detail: String
        switch error.problem {
        case .empty: detail = "empty colour"
        case .unknownForm: detail = bareHex(error.input).map { "not a colour (did you mean '\($0)'?)" } ?? "not a colour"
        case .unsupportedForm(let function): detail = "\(function) colours are not supported"
        case .hexLength(let count): detail = "hex colour has \(Plural.counted(count, "digit")) (3, 6 or 8 expected)"
        case .hexDigit: detail = "hex colour has a character that is not 0-9 or A-F"
        case .argumentCount(let function, let expected, let found): detail = "\(function)() takes \(expected) values, found \(found)"
        case .notANumber(let text): detail = "'\(text.shownInError)' is not a number"
        case .badComponent(let function, let text, let expected): detail = "\(function)() has '\(text.shownInError)' where it takes \(expected)"
        }
        let shown = error.problem == .empty ? "bad colour: \(detail)" : "bad colour \(input): \(detail)"
        return shown + "; expected " + ColourParseError.acceptedForms
    }

    package static func message(for problem: PaletteFileProblem) -> String {
        switch problem {
        case .notJSON(let offset, let expected): return "not valid JSON at byte \(offset): expected \(expected)"
        case .notAnObject: return "expected a JSON object with \"format\", \"id\" and \"roles\""
        case .unknownFormat(let format):
            return "unknown format \(quoted(format)); expected \"\(PaletteFile.format)\""
        case .badID(let id): return "bad id \(quoted(id)); expected an identifier \(PaletteID.pattern)"
        case .rolesNotAnObject: return "\"roles\" is missing or not an object of role names to colours"
        case .unknownMember(let key): return "unknown member \"\(key.shownInError)\"; expected format, id, schema, twin, roles, links, levels, failing"
        case .unknownRole(let name, let nearest):
            return "unknown role \"\(name.shownInError)\"" + suggestion(nearest)
        case .duplicateRole(let name): return "role \"\(name)\" appears twice"
        case .colourNotAString(let role): return "role \"\(role)\": expected a colour string such as \"#1E1E2E\""
        case .malformedColour(let role, let parseError): return "role \"\(role)\": " + message(for: parseError)
        case .translucentGround(let role, let value):
            return "role \"\(role)\" must be opaque, found \(value.shownInError)"
        case .schemaMismatch(let recorded, let expected):
            let made = recorded.map { $0 == expected ? "another version of schema '\($0.shownInError)'" : "schema '\($0.shownInError)'" } ?? "the built-in stream schema"
            let option = recorded.flatMap { Schema.builtIn[$0] != nil && $0 != "stream" ? "--schema \($0)" : nil } ?? "--schema FILE"
            return "made for \(made), not for schema '\(expected)'; pass the schema it was made with: \(option)"
        case .badTwin(let text): return "\"twin\" must be a palette id such as \"craftDark\", found \(quoted(text))"
        case .twinIsItself(let id): return "\"twin\" is \(id), the palette itself; expected the id of its light or dark twin"
        case .schemaVersionMismatch(let schema, let unknown):
            let difference = unknown.isEmpty
                ? "the roles it has are this version's, but roles' groups or opacity or derived tokens differ (or, in a file written before rules left the schema's hash, its rules)"
                : "its roles " + unknown.map(\.shownInError).joined(separator: ", ") + " are not in this version"
            return "made for another version of schema '\(schema.shownInError)': \(difference); pass the schema it was made with: --schema FILE"
        case .schemaRecordMalformed: return "\"schema\" must be {\"name\": …, \"hash\": …}"
        case .levelsNotAnObject: return "\"levels\" must be an object of level names to pinned roles, such as {\"high\": {\"accent\": \"#0A58CA\"}}"
        case .unknownLevel(let name, let nearest, let levels):
            return "unknown level \"\(name.shownInError)\"" + suggestion(nearest) + "; the schema's levels beyond standard: "
                + (levels.isEmpty ? "none" : levels.joined(separator: ", "))
        case .missingRoles(let names): return "missing \(Plural.counted(names.count, "role")): " + names.map(\.rawValue).joined(separator: ", ")
        case .linksNotAnObject: return "\"links\" must be an object of role names to expressions, such as {\"sheet\": \"plate\"}"
        case .badLink(let role, let expression, let reason): return badLink(role: role, expression: expression, reason)
        }
    }

    package static func message(for problem: ExpressionError) -> String {
        switch problem {
        case .empty: return "missing colour; expected a colour (" + ColourParseError.acceptedForms + "), a role or swatch name, ROLE.stepped(T), mix(A, B, T), lighten(A, dL) or darken(A, dL)"
        case .expected(let what, let found): return "expected \(what), found \(found.shownInError)"
        case .badColour(let error): return message(for: error)
        case .amountOutOfRange(let function, let value): return "\(function): amount \(DecimalText.shortest(value)) is outside 0-1"
        case .unknownName(let name, let nearest):
            return "unknown colour or name '\(name.shownInError)'" + suggestion(bareHex(name) ?? nearest) + "; expected a colour, a role, a derived token or a swatch of a loaded source"
        case .unknownLibrary(let name, let nearest, let loaded):
            return "unknown source '\(name.shownInError)'" + suggestion(nearest) + "; "
                + (loaded.isEmpty ? "no source is loaded ('source FILE' loads one)" : "loaded: " + loaded.joined(separator: ", "))
                + "; built in: " + SwatchLibrary.all.map(\.name).joined(separator: ", ")
        case .unknownSwatch(let library, let swatch, let nearest):
            return "\(library) has no swatch '\(swatch.shownInError)'" + suggestion(nearest) + "; see 'swatches \(library)'"
        case .unsetRole(let role): return "role '\(role)' is not set yet"
        case .needsGround(let ground): return "stepped and derived colours need \(ground) set first (it decides light or dark)"
        case .tooDeep(let limit): return "expression nested more than \(limit) deep; expected at most \(limit) levels of mix(), lighten() and darken(), and \(limit) .stepped() in a row"
        }
    }

    package static func message(for problem: SuggestionQuery.Problem) -> String {
        switch problem {
        case .unknownRole(let name, let nearest):
            return message(for: ToolError.unknownRole(name, nearest: nearest))
        case .unsetRole(let name): return "role '\(name)' is not set yet; set it before asking for a suggestion"
        case .unsetPartner(let name): return "role '\(name)' is not set yet; --against needs a set role"
        case .noSharedRule(let role, let partner): return "no rule relates \(role) and \(partner); see 'roles'"
        }
    }

    package static func message(for problem: SchemaProblem.Kind) -> String {
        switch problem {
        case .notJSON(let offset, let expected): return "not valid JSON at byte \(offset): expected \(expected)"
        case .unknownFormat(let format): return "unknown format \(quoted(format)); expected \"\(SchemaFile.format)\""
        case .levelLowersThreshold(let kind, let standard, let level):
            return "\(kind) \(DecimalText.shortest(level)) is below its standard threshold \(DecimalText.shortest(standard)); expected a level to raise thresholds, never lower them"
        case .reservedLevelName(let name): return "'\(name)' is the schema's own level; expected another name"
        case .unknownDerivedToken(let name, let nearest): return "unknown derived token '\(name.shownInError)'" + suggestion(nearest)
        case .unknownMember(let key): return "unknown member \"\(key.shownInError)\""
        case .missing(let key): return "\"\(key)\" is missing"
        case .wrongType(let expected): return "expected \(expected)"
        case .badName(let text): return "bad name '\(text.shownInError)'; expected a letter, then letters and digits (at most 64)"
        case .duplicateName(let name): return "'\(name.shownInError)' appears twice"
        case .reservedName(let name, let why): return "'\(name.shownInError)' cannot be a role's name: \(why); expected another name"
        case .namesDifferOnlyInCase(let name, let other):
            return "'\(name.shownInError)' differs from '\(other.shownInError)' only in case; expected names that differ in more, as asset catalogs and Android resources are files on disks that ignore case"
        case .unknownGroup(let name, let nearest): return "unknown group '\(name.shownInError)'" + suggestion(nearest) + "; groups are listed in \"groups\""
        case .unknownRole(let name, let nearest): return "unknown role '\(name.shownInError)'" + suggestion(nearest)
        case .unknownKind(let name, let nearest): return "unknown rule kind '\(name.shownInError)'" + suggestion(nearest) + "; kinds are declared in \"ruleKinds\""
        case .derivedFromDerived(let base): return "base '\(base)' is itself derived; expected a role"
        case .stepOutOfRange(let step): return "step \(DecimalText.shortest(step)) is outside 0-1"
        case .thresholdOutOfRange(let value, let measure):
            return "threshold \(DecimalText.shortest(value)) is outside \(DecimalText.shortest(measure.thresholds.lowerBound))-\(DecimalText.shortest(measure.thresholds.upperBound)) for \(measure.unit)"
        case .unknownMeasure(let text):
            let names = Measure.all.map { "\"\($0.name)\"" }
            return "unknown measure '\(text.shownInError)'; expected " + names.dropLast().joined(separator: ", ") + " or " + names.last!
        case .unknownPalettes(let text): return "unknown palettes '\(text.shownInError)'; expected \"all\" or \"dark\""
        case .badPair(let text): return "'\(text.shownInError)' is not a pair; expected \"foreground/background\""
        case .ruleWithItself(let text): return "rule '\(text.shownInError)' relates a token to itself"
        case .duplicateRule(let text): return "rule '\(text.shownInError)' appears twice"
        case .groundNotOpaque(let ground): return "the ground '\(ground)' must be declared \"opaque\": true; translucent colours are composited over it"
        case .plateIsGround(let name): return "the plate '\(name)' is the ground; expected the card role that stands on the ground"
        case .noRoles: return "no roles; a schema needs at least one"
        case .badID(let text): return "'\(text.shownInError)' is not an id or 'old -> new' migration"
        case .unlistedTwin(let id, let nearest): return "twin '\(id.shownInError)' is not in \"ids\"" + suggestion(nearest) + "; twins are palettes the schema ships"
        case .lightnessOutOfRange(let value): return "lightness \(DecimalText.shortest(value)) is outside 0-1 (OKLCH L)"
        case .groundOfWrongKind(let value, let light):
            return "a ground at lightness \(DecimalText.shortest(value)) takes \(light ? "light" : "dark") ink; expected a \(light ? "light" : "dark") ground"
        case .scaleOutOfRange(let value): return "scale \(DecimalText.shortest(value)) is outside (0, 10]; expected how many times further apart the dark kind's roles lie"
        case .unknownPair(let text, let nearest): return "'\(text.shownInError)' is no rule's pair" + suggestion(nearest) + "; pairs are listed in \"rules\""
        case .noKeys: return "no key roles; expected at least one role a draft starts from"
        case .unknownSlot(let text): return "unknown slot '\(text.shownInError)'; expected base00 to base0F (base16) or base10 to base17 (base24)"
        case .bandOutOfOrder(let lower, let upper):
            return "lightness band \(DecimalText.shortest(lower))–\(DecimalText.shortest(upper)) is empty; expected [lower, upper] with lower below upper"
        case .chromaOutOfRange(let chroma): return "chroma \(DecimalText.shortest(chroma)) is outside 0–0.4 (OKLCH)"
        case .hueOutOfRange(let hue): return "hue \(DecimalText.shortest(hue)) is outside 0–360; expected OKLCH hue in degrees"
        case .unknownLevel(let name, let nearest): return "unknown level '\(name.shownInError)'" + suggestion(nearest) + "; levels are \"standard\" and those in \"levels\""
        }
    }

    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func reason(_ problem: FileSystemError.Problem) -> String {
        switch problem {
        case .system(let text): return text
        case .notRegularFile(let kind): return "it is \(kind); expected a regular file"
        case .tooLarge(let limit): return "it is larger than the limit of \(limit) bytes; expected a smaller file"
        case .notUTF8(let offset): return "byte \(offset) is not valid UTF-8; expected UTF-8 text"
        }
    }

    /// `#1B1D2A` for `1B1D2A`: hex digits as base16 files write them, without the `#`.
    static func bareHex(_ text: String) -> String? {
        guard [3, 4, 6, 8].contains(text.count), text.allSatisfy(\.isHexDigit) else { return nil }
        return "#" + text.uppercased()
    }

    static func suggestion(_ nearest: String?) -> String {
        nearest.map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// `"text"`; a value that is not a string as itself with its kind (`42 (a number)`).
    private static func quoted(_ found: FoundText) -> String {
        switch found {
        case .missing: return "(missing)"
        case .text(let text): return "\"\(text.shownInError)\""
        case .other(let json, let kind): return "\(json.shownInError) (\(kind), not a string)"
        }
    }

    /// `accent is still read by the app: 23 reads, first App/Card.swift:12; …`.
    static func message(for read: RoleStillRead) -> String {
        let where_ = switch read.status {
        case .previewOnly: " (in previews only)"
        case .testOnly: " (in tests only)"
        case .used, .dead: ""
        }
        let first = read.first.map { ", first \($0.shownInError)" } ?? ""
        let derived = read.readBy.isEmpty ? "" : "; the used \(read.readBy.count == 1 ? "token" : "tokens") \(read.readBy.joined(separator: ", ")) \(read.readBy.count == 1 ? "is" : "are") computed from it"
        let reads = "\(Plural.counted(read.reads, "read"))\(first)\(derived)"
        return read.forced ? "retired \(read.role), which the app still reads\(where_): \(reads); those reads name a role the exports no longer have"
            : "cannot retire \(read.role): the app still reads it\(where_), \(reads); change those reads first, or pass --force"
    }
}

extension String {
    /// Input echoed in an error: control characters escaped, and cut to its first 120
    /// characters, so a megabyte of bad input still gives a one-line error.
    var shownInError: String {
        let limit = 120
        let escaped = escapingControlCharacters
        guard escaped.count > limit else { return escaped }
        return String(escaped.prefix(limit)) + "… (\(count) characters)"
    }
}
