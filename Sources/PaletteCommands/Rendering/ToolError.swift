import PaletteKit

/// Everything that can go wrong in front of a user. Wording lives in ErrorText.swift.
package enum ToolError: Error, Hashable, Sendable {
    case unknownCommand(String, nearest: String?)
    /// Ctrl-C during a computation: it was abandoned, and nothing it would have changed was.
    case interrupted
    /// `accepted`: every option the command takes.
    /// A contrast level the schema does not have; `levels` are all it has, `standard` first.
    case unknownLevel(String, nearest: String?, levels: [String])
    /// `unset ROLE` at a level where ROLE is not pinned.
    case notPinned(role: RoleName, level: LevelName)
    /// `apply` of a fix at a level: the variant is derived, not stored.
    case variantIsDerived(level: LevelName)
    /// `save` while a level with pins cannot be derived.
    case levelNotDerivable(level: LevelName, conflicts: [String])
    case unknownOption(command: String, option: String, nearest: String?, accepted: [String])
    case missingOptionValue(command: String, option: String)
    case flagWithValue(command: String, flag: String, value: String)
    case badOptionValue(command: String, option: String, value: String, expected: String)
    /// The words fit none of the command's forms; `reason` when one reason says why.
    case wrongArguments(command: String, usage: String, reason: ArgumentMismatch? = nil)
    case badColour(ColourParseError)
    case translucentBackground(String)
    case unreadableFile(FileSystemError)
    /// A scheme file for `source` with an entry that cannot be read.
    case schemeFile(path: String, SchemeFileError)
    case unwritableFile(FileSystemError)
    /// Standard output refused a write (a full disk, a closed or read-only descriptor): the
    /// operating system's reason.
    case unwritableOutput(reason: String)
    case invalidPalette(path: String, PaletteLoadError)
    case unknownRole(String, nearest: String?)
    case badThreshold(String)
    case suggestion(SuggestionQuery.Problem)
    case repair(RepairProblem)
    case draft(DraftProblem)
    /// The shell's `draft` with every role set and none named to re-draft.
    case nothingToDraft
    /// `twin ID` naming the palette itself.
    case twinIsItself(String)
    /// An export's file exists and is not one this tool wrote.
    case exportWouldReplace(path: String)
    /// An export's file holds palettes the new export leaves out.
    case exportWouldDrop(path: String, palettes: [String])
    /// A derived token named where a role that can be set is needed.
    case derivedTokenIsComputed(String, base: String)
    /// `set ROLE EXPR` would make the role follow itself (`path`: the links back to it).
    case linkCycle(role: RoleName, path: [RoleName])
    /// A single-file `--out` whose folder does not exist.
    case missingOutputFolder(path: String, folder: String)
    /// The shell's `draft` at a level other than standard.
    case draftAtLevel(LevelName)
    /// `draft --scheme NAME` of no built-in base16 scheme (a path needs a dot or a slash).
    case unknownScheme(String, nearest: String?)
    /// A scheme none of whose colours is named as a slot the schema maps or as a role; `slots`
    /// are the schema's `slot role` pairs.
    case schemeGivesNoRoles(String, slots: [String])
    case nothingToApplyFromFix
    case staleRepair
    /// `set ROLE EXPRESSION` whose expression cannot be read or evaluated.
    case expression(role: RoleName, ExpressionError)
    case translucentGround(role: RoleName, value: Colour)
    case unknownRoleOrGroup(String, nearest: String?, groups: [String])
    case unknownLibrary(String, nearest: String?)
    case nothingToApply
    case staleSuggestion(role: RoleName)
    case noPassingSuggestion(role: RoleName)
    case noSuggestionOnSide(role: RoleName, side: String)
    case nothingToUndo
    case nothingToRedo
    case incompletePalette(missing: [RoleName])
    /// Rules (and roles outside their bands) that keep `save` from writing.
    case failingRules([String], bands: [String] = [])
    case paletteExists(id: String, path: String)
    /// A palette written to, or opened from, a file named for another id (`command`: who, `open`
    /// for a read).
    case paletteFileName(path: String, id: String, command: String)
    case badPaletteID(String)
    case unsavedChanges
    case export(ExportProblem)
    case unknownFormat(String, nearest: String?, expected: [ExportFormat] = ExportFormat.allCases)
    /// A format of several palettes asked of the shell, which has one.
    case formatNeedsPaletteFiles(ExportFormat)
    /// A format switch (`--rest`) given to a format it does not change.
    case optionNotForFormat(ExportOption, ExportFormat)
    case idList(path: String, line: Int, text: String)
    /// A line of `usage --allow FILE` that is neither a path pattern nor `#RRGGBB`.
    case allowList(path: String, line: Int, text: String)
    /// `schema retire ROLE --app PATH`: roles the app's code still reads, one problem each.
    case retiringReadRoles([RoleStillRead])
    /// `schema retire` / `schema rename` cannot migrate as asked.
    case migration(SchemaMigrationProblem)
    case invalidSchema(path: String, SchemaLoadError)
    /// The schema has no plate role, so the ground/plate question cannot be asked.
    case noPlateRole(schema: String)
    case lineTooLong(limit: Int)
    /// A control character (or U+FFFD, what an invalid UTF-8 byte decodes to) in a shell line.
    case forbiddenCharacter(UInt32, column: Int)
    case journalLocked(journal: String, pid: Int32?)
    /// A migration of the folder was killed part-way; its journal's renames were completed now.
    case migrationFinished(journal: String, files: Int)
    /// `apply lighter|darker` while the last answer is a fix plan, which is taken whole.
    case fixPlanHasNoSide(String)
    /// `source NAME FILE…`: a built-in scheme loads alone; files load together.
    case builtInSourceNotAlone(String)
    /// `new ID --schema FILE` where the palette's journal was started in another schema.
    case journalOfAnotherSchema(id: String, journal: String, started: JournalSchemaSource, given: String)
    /// `new ID --from FILE` where the palette's journal holds work: it would resume, not start from FILE.
    case startingValuesOverJournal(id: String, journal: String, from: String)
    /// `lint`: a token file or resolver that cannot be read, at its line when known.
    case tokenFile(path: String, line: Int?, TokenProblem.Problem)
    /// `lint`: files of two kinds given together (CSS with JSON, a resolver with token files).
    case mixedTokenInputs(first: String, second: String)
    /// An option given without the one it belongs to (`--write` without `--fix`).
    case optionNeedsOption(command: String, option: String, needs: String)
    /// The live preview page could not be rewritten (the change stands).
    case previewNotRefreshed(FileSystemError)
    /// A journal's last line was cut short (a crash or a full disk); it is dropped.
    case journalLineDropped(journal: String, line: String)
    /// An opened palette file that no state of its journal matches; the file wins.
    case paletteChangedOutsideJournal(paletteFile: String, journal: String)
    /// The shell was started with nothing to read its lines from.
    case noInput
    /// Piped or scripted input ended with changes the palette file does not have.
    case inputEndedUnsaved(id: String, paletteFile: String, journal: String)
    /// `replay`: a session file that ran to its end without saving what it changed.
    case sessionEndedUnsaved(paletteFile: String)
    /// `replay --check`: the session never writes its palette file.
    case sessionDoesNotSave(paletteFile: String)
    /// `replay --check`: there is no committed palette to compare with.
    case noCommittedPalette(FileSystemError)
    /// `replay --check`: the replayed palette is not the committed file, byte for byte.
    case replayDiffers(paletteFile: String)
    /// `replay --check`: a role whose colour differs (nil: unset), one error per role.
    case replayedRoleDiffers(paletteFile: String, role: RoleName, committed: Colour?, replayed: Colour?)
    /// `replay --check`: every role is the same; the bytes are not.
    case replayedBytesDiffer(paletteFile: String)
}

/// The schema a journal was started in, as its start chose it.
package enum JournalSchemaSource: Hashable, Sendable {
    /// `new ID --schema FILE`.
    case option(String)
    /// The palette folder's `palette-schema.json`.
    case folder(String)
    /// The built-in stream schema.
    case builtIn
}

/// A role `schema retire --app` finds the app still reading: how often, where first, and where.
package struct RoleStillRead: Hashable, Sendable {
    package let role: String
    package let reads: Int
    /// `FILE:LINE` of the first read; nil when only used derived tokens read it.
    package let first: String?
    /// Used derived tokens computed from it.
    package let readBy: [String]
    /// Where the app reads it: live code, only previews or only tests.
    package let status: UsageReport.Status
    /// Retired all the same (`--force`): said as a warning.
    package var forced = false
}
