extension Schema {
    /// The stream schema's name, known without building the schema: a schema of another name
    /// is not it, whatever its roles.
    public static let streamName = "stream"

    /// The stream schema: 39 roles in six groups, three derived tokens and the contrast rules
    /// apps that sell switchable themes promise in every palette. Thresholds are WCAG 2.x
    /// contrast ratios except `darkStep`, an OKLCH lightness difference, and `signal`, a CIEDE2000
    /// difference under every simulated colour vision (the measure `distinct`).
    public static let stream = Schema(
        name: streamName,
        groups: ["surfaces", "ink", "markers", "fills", "capsules", "stage"],
        roles: [
            Role("paper", "surfaces", "the ground every screen sits on", mustBeOpaque: true),
            Role("plate", "surfaces", "cards on the ground"),
            Role("sunken", "surfaces", "a pressed well inside a card"),
            Role("raised", "surfaces", "menus and popovers above a card"),
            Role("bar", "surfaces", "navigation and tab bars"),
            Role("sheet", "surfaces", "modal sheets"),
            Role("field", "surfaces", "text-field background in a card"),
            Role("selectionFill", "surfaces", "a selected row"),
            Role("ink", "ink", "titles and hero numbers"),
            Role("body", "ink", "body text"),
            Role("secondary", "ink", "captions, metadata"),
            Role("faint", "ink", "recessive glyphs, placeholders"),
            Role("link", "ink", "inline links"),
            Role("inkOnAccent", "ink", "labels on accent fills"),
            Role("inkOnStage", "ink", "text on the capture stage"),
            Role("marker", "markers", "icons and glyphs"),
            Role("markerActive", "markers", "the selected tab's glyph"),
            Role("hairline", "markers", "separators"),
            Role("focusRing", "markers", "keyboard focus"),
            Role("unreadDot", "markers", "the unread indicator"),
            Role("grabber", "markers", "a sheet's drag handle"),
            Role("accent", "fills", "primary action"),
            Role("accentPressed", "fills", "the primary action while pressed"),
            Role("toggleOn", "fills", "a switch that is on"),
            Role("send", "fills", "the send button"),
            Role("destructive", "fills", "actions that delete or discard"),
            Role("success", "fills", "confirmations"),
            Role("warning", "fills", "cautions"),
            Role("capsule", "capsules", "chips and tags"),
            Role("capsuleInk", "capsules", "text on a capsule"),
            Role("badge", "capsules", "count badges"),
            Role("badgeInk", "capsules", "text on a badge"),
            Role("highlight", "capsules", "the highlighter mark behind text"),
            Role("stage", "stage", "the capture stage ground"),
            Role("stageScrim", "stage", "the darkness laid over content behind the stage; usually translucent"),
            Role("slotGlow", "stage", "the glow around an empty capture slot"),
            Role("shutter", "stage", "the shutter button"),
            Role("recording", "stage", "the recording indicator"),
            Role("stageHairline", "stage", "separators on the stage"),
        ],
        derivedTokens: [
            DerivedToken("controlFill", base: "paper", step: 0.12, "fill of controls drawn on the ground"),
            DerivedToken("pressedPlate", base: "plate", step: 0.05, "a card while pressed"),
            DerivedToken("highlightPlate", base: "plate", step: 0, "the card behind highlighted text"),
        ],
        ruleKinds: [title, body, marker, fill, capsule, ladder, darkStep, signal],
        rules: streamRules,
        ground: "paper",
        plate: "plate",
        ids: [
            "craftLight", "craftDark", "blushPaper", "rosePineDawn", "catppuccinLatte", "amberLinen",
            "apricotPlum", "nord", "gruvbox", "kanagawa", "everforest", "obsidian",
        ],
        twins: [Twins(light: "craftLight", dark: "craftDark")],
        swiftNames: SwiftNames(palette: "StreamPalette"),
        levels: [high],
        otherKind: otherKind,
        draftKeys: draftKeys,
        hierarchy: hierarchy,
        bands: bands)

    /// The status roles and the accent keep their character in both kinds and at every level
    /// (#62: the light twin of a dark palette took destructive #DC2626 to #4C0000, L 0.26, and its
    /// high variant to #2F0000, L 0.20; contrast and the signal rule reward that distance, yet a
    /// red that reads as black is not a destructive colour). Below OKLCH lightness 0.35 a hue
    /// reads as black; above 0.80 a fill on a light ground reads as a pastel, while a dark
    /// palette's status colours are rightly light (yellows are: the shipped dark palettes' warning
    /// lies at L 0.81–0.88, and kanagawa's high variant takes it to about 0.92), so the dark band ends at 0.95. Below chroma 0.06 a colour reads as a
    /// grey (the shipped palettes' status colours have 0.07–0.22).
    ///
    /// They hold at every level. At `high` (fill ≥ 4.5 on the ground, signal ≥ 12 under every
    /// colour vision) a red, a green and an amber on a light ground keep L ≥ 0.35 and stay apart
    /// only where one hue leaves the red-green axis that deuteranopia folds, which moving
    /// lightness never does: a palette whose own hues cannot is refused at `high` with the band
    /// named (`fix --level high`), and a status colour is pinned there, by its designer or by the
    /// least turn of its hue within the band's `hues` (`PaletteRepair.bandTurn`, which `fix
    /// --invert`, `twin new` and `draft` pin and name). The hues are those a person still names
    /// as the role: the shipped reds lie at 3°–31°, greens at 111°–210° (rosePineDawn's pine
    /// teal), ambers at 52°–84°; the accent is the brand's and is never turned. amberLinen pins an
    /// oxblood destructive (#7C003F, OKLCH 0.38 0.15 0°) and catppuccinLatte its teal as success
    /// (#00656A, OKLCH 0.46 0.08 201°); the other ten keep every band as they derive.
    private static let bands = [
        RoleBand(role: "accent", lightInLight: 0.35...0.8, lightInDark: 0.35...0.95, leastChroma: 0.05,
                 reason: "the brand colour stays itself in both kinds: not black below L 0.35, not a pastel above 0.80 on a light ground (0.95 on a dark one), not a grey below chroma 0.05 (nord's #88C0D0 has 0.062)"),
        RoleBand(role: "destructive", lightInLight: 0.35...0.8, lightInDark: 0.35...0.95, leastChroma: 0.06,
                 reason: "a red below L 0.35 reads as black (#4C0000 is L 0.26), above 0.80 on a light ground as pink, below chroma 0.06 as grey; the shipped palettes' lie at L 0.40-0.71, chroma 0.11-0.22", hues: HueInterval(from: 345, to: 45)),
        RoleBand(role: "success", lightInLight: 0.35...0.8, lightInDark: 0.35...0.95, leastChroma: 0.06,
                 reason: "a green below L 0.35 reads as black (#001A00 is L 0.19), above 0.80 on a light ground as mint, below chroma 0.06 as grey; the shipped palettes' lie at L 0.47-0.85, chroma 0.07-0.17", hues: HueInterval(from: 110, to: 215)),
        RoleBand(role: "warning", lightInLight: 0.35...0.8, lightInDark: 0.35...0.95, leastChroma: 0.06,
                 reason: "an amber below L 0.35 reads as brown-black (#573200 is L 0.36, at the edge), above 0.80 on a light ground as cream; a dark palette's warning is rightly light (the shipped ones lie at L 0.81-0.88); below chroma 0.06 it reads as grey", hues: HueInterval(from: 40, to: 110)),
    ]

    /// The text tiers in contrast against the ground (title › body › secondary › faint: #46, a
    /// high variant made body brighter than the title), and the pressed accent a ladder step from
    /// the accent (two high variants made it the accent itself: no pressed state).
    private static let hierarchy = Hierarchy(tiers: [["ink", "body", "secondary", "faint"]],
                                             states: [Hierarchy.State(role: "accentPressed", of: "accent", kind: "ladder")])

    /// The roles a draft starts from: the ground (every surface is a step from it), the title ink
    /// (every text tier lies between it and the ground) and the accent (what acts, and the hue
    /// the markers and fills of the twelve shipped palettes take). From a base16 scheme they are
    /// its default background, default foreground and blue (functions and headings, the slot
    /// schemes give their primary colour), and the signals take the scheme's red, yellow and
    /// green (tinted-theming's styling guidelines; see `DraftKeys`).
    private static let draftKeys = DraftKeys(keys: ["paper", "ink", "accent"], base16: [
        ("paper", "base00"), ("ink", "base05"), ("accent", "base0D"),
        ("destructive", "base08"), ("success", "base0B"), ("warning", "base0A"),
    ])

    /// The other kind (docs/schemas.md, "The other kind"). Grounds at the medians of the
    /// shipped palettes' grounds (OKLCH L 0.96 light, 0.26 dark). Dark surfaces lie twice as far
    /// apart as light ones, as Material 3's surface containers do (tones 90–100 light, 4–22
    /// dark). The capture stage and its text are dark in both kinds. Cards and sheets stand
    /// lighter than the ground and wells sink below their card in both kinds; bars, menus and
    /// selected rows are a shade darker than what they sit on in a light palette (white is the
    /// ceiling) and lighter in a dark one (elevation is lightness there): all twelve shipped
    /// palettes, six of each kind, keep exactly these orders. The destructive red stays darker
    /// than the success green and the warning amber in either kind, a hue's own lightness, as
    /// both craft twins have it; green and amber sit close (craftLight's within 0.001 of WCAG
    /// luminance) and flip with the kind like the rest.
    private static let otherKind = OtherKind(
        lightGround: 0.96, darkGround: 0.26, darkScales: ["surfaces": 2], unchangedGroups: ["stage"],
        unchangedRoles: ["inkOnStage"], keptOrders: [
            "plate/paper", "sunken/plate", "sheet/paper", "field/plate", "success/destructive", "warning/destructive",
        ])

    /// Increased contrast (docs/schemas.md, "The stream schema's `high` level"): body text at
    /// WCAG's enhanced 7:1 (SC 1.4.6, https://www.w3.org/TR/WCAG21/#contrast-enhanced); titles,
    /// already at 7, at 10; non-text marks at WCAG's 3:1 (SC 1.4.11, non-text contrast) and fills
    /// at the 4.5:1 of normal text, since a fill carries a label; capsules and the surface ladder
    /// raised so that cards read as cards without colour (1.25, 1.15); the dark lightness step
    /// raised to 0.08; status colours a third further apart (12, as titles go from 7 to 10).
    /// A pressed card must step further to clear the raised ladder (0.05 reaches at
    /// most about 1.12 on a white card), so `pressedPlate` steps 0.08.
    private static let high = ContrastLevel("high", thresholds: [
        "title": 10, "body": 7, "marker": 3, "fill": 4.5, "capsule": 1.25, "ladder": 1.15, "darkStep": 0.08, "signal": 12,
    ], steps: ["pressedPlate": 0.08])

    private static let title = RuleKind("title", threshold: 7)
    private static let body = RuleKind("body", threshold: 3.5)
    private static let marker = RuleKind("marker", threshold: 2)
    private static let fill = RuleKind("fill", threshold: 3)
    private static let capsule = RuleKind("capsule", threshold: 1.1)
    private static let ladder = RuleKind("ladder", threshold: 1.05)
    private static let darkStep = RuleKind("darkStep", measure: .named("lightness")!, threshold: 0.05, appliesOnlyToDarkPalettes: true)

    /// Status colours a person must tell apart by colour alone (a confirmation, a caution and a
    /// destructive action shown side by side), at 9, the CIEDE2000 difference Color Buddy
    /// (Mcnutt, Stone and Heer, IEEE VIS 2024) lints palettes at. Accent, send and toggleOn carry
    /// labels or a position, and the stage's recording red sits alone on the stage, so they are
    /// not in it.
    private static let signal = RuleKind("signal", measure: .named("distinct")!, threshold: 9)

    private static let streamRules: [Rule] =
        rules(title, "ink/paper ink/plate ink/sheet ink/bar inkOnStage/stage")
        + rules(body, """
            body/paper body/plate body/sunken body/raised body/field body/selectionFill \
            body/highlight body/controlFill secondary/paper secondary/plate link/paper link/plate \
            inkOnAccent/accent inkOnAccent/accentPressed capsuleInk/capsule badgeInk/badge \
            inkOnStage/stageScrim
            """)
        + rules(marker, """
            faint/paper faint/plate marker/paper marker/plate markerActive/bar unreadDot/plate \
            grabber/sheet slotGlow/stage
            """)
        + rules(fill, """
            accent/paper accent/plate accentPressed/paper toggleOn/plate send/paper \
            destructive/paper success/paper warning/paper focusRing/paper badge/plate \
            shutter/stage recording/stage
            """)
        + rules(capsule, "capsule/plate highlight/paper hairline/plate hairline/paper stageHairline/stage")
        + rules(ladder, """
            plate/paper sunken/plate raised/plate bar/paper sheet/paper field/plate \
            selectionFill/paper pressedPlate/plate
            """)
        + rules(darkStep, "plate/paper raised/plate sheet/paper")
        + rules(signal, "success/destructive warning/destructive success/warning")

    /// Rules of one kind from `foreground/background` pairs separated by spaces.
    private static func rules(_ kind: RuleKind, _ pairs: String) -> [Rule] {
        pairs.split(separator: " ").map { pair in
            let sides = pair.split(separator: "/")
            return Rule(kind, String(sides[0]), on: String(sides[1]))
        }
    }
}
