import Testing
import PaletteKit

/// The scanners one case at a time: which lines read which token, and which literals are
/// hard-coded colours (with the colour each is), in each language's own notation.
@Suite struct UsageScannerTests {
    static let vocabulary = UsageVocabulary(schema: .stream)

    /// A file's language by its path: its extension, any case, and for XML a folder named `res`.
    @Test(arguments: [
        ("App/Theme.swift", "swift"), ("App/Theme.SWIFT", "swift"), ("src/Theme.kt", "kotlin"), ("build.gradle.kts", "kotlin"),
        ("app/src/main/res/values/colors.xml", "androidXML"), ("res/layout/main.xml", "androidXML"),
        ("app/resources/colors.xml", "none"), ("app/src/main/AndroidManifest.xml", "none"), ("app/myres/colors.xml", "none"),
        ("app/res.xml", "none"), ("app/rés/res/a.xml", "androidXML"), ("app/rés/a.xml", "none"), ("Écran/res/a.xml", "androidXML"),
        ("App/.swift", "none"), ("App/Makefile", "none"), ("web/app.tsx", "script"), ("Thème.swift", "swift"),
    ])
    func aFilesLanguageIsKnownByItsPath(path: String, language: String) {
        #expect((SourceLanguage.of(path: path)?.rawValue ?? "none") == language, "\(path)")
    }

    static func reads(_ text: String, _ language: SourceLanguage) -> [String] {
        let scan = SourceScanner.scan(Array(text.utf8), language: language, vocabulary: vocabulary)
        return scan.reads.map { read in vocabulary.tokens[read.token].name + (read.receiver.map { " on " + $0 } ?? "") }
    }

    static func literals(_ text: String, _ language: SourceLanguage) -> [String] {
        SourceScanner.scan(Array(text.utf8), language: language, vocabulary: vocabulary).literals.map { $0.colour?.hex ?? "asset" }
    }

    @Test(arguments: [
        ("Color(red: 0.18, green: 0.204, blue: 0.251)", SourceLanguage.swift, ["#2E3440"]),
        ("Color(red: 46/255, green: 52.0 / 255.0, blue: 64/255, opacity: 0.5)", .swift, ["#2E344080"]),
        ("Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1)", .swift, ["#FF0000"]),
        ("Color(.displayP3, red: 1, green: 0, blue: 0)", .swift, []),
        ("UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1.0)", .swift, ["#808080"]),
        ("#colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)", .swift, ["#0000FF"]),
        ("Color(white: 1, opacity: 0.2)", .swift, ["#FFFFFF33"]),
        ("Color(hex: \"#88C0D0\")", .swift, ["#88C0D0"]),
        ("Color(hex: 0x88C0D0)", .swift, ["#88C0D0"]),
        ("Color(red: r, green: 0, blue: 0)", .swift, []),
        ("Color(red: 0.2, green: 0.4, blue: 0.6, opacité: 1)", .swift, ["#336699"]),
        ("Color(red: 0.2, /* é */ green: 0.4, blue: 0.6)", .swift, []),
        ("UIColor(red: 0.2,\u{00A0}green: 0.4, blue: 0.6, alpha: 1)", .swift, []),
        ("Color(StreamTokens.paper)", .swift, []),
        ("Color(\"Brand\")", .swift, ["asset"]),
        ("Color(\"nord/paper\")", .swift, []),
        ("Text(\"#FF0000\")", .swift, []),
        ("// Color(red: 1, green: 0, blue: 0)", .swift, []),
        ("Color(0xFF2E3440)", .kotlin, ["#2E3440"]),
        ("Color(0x802E3440)", .kotlin, ["#2E344080"]),
        ("Color(46, 52, 64)", .kotlin, ["#2E3440"]),
        ("Color(red = 46, green = 52, blue = 64)", .kotlin, ["#2E3440"]),
        ("Color(color = 0xFF2E3440)", .kotlin, ["#2E3440"]),
        ("Color(color = 0x802E3440,)", .kotlin, ["#2E344080"]),
        ("Color(0.18f, 0.204f, 0.251f)", .kotlin, ["#2E3440"]),
        ("Color.rgb(46, 52, 64)", .kotlin, ["#2E3440"]),
        ("Color.argb(128, 46, 52, 64)", .kotlin, ["#2E344080"]),
        ("Color.parseColor(\"#802E3440\")", .kotlin, ["#2E344080"]),
        ("a { color: #2e3440; background: rgb(46 52 64 / 50%); }", .css, ["#2E3440", "#2E344080"]),
        ("#main { color: var(--ink); border: url(#x); }", .css, []),
        ("<View android:background=\"#802E3440\"/>", .androidXML, ["#2E344080"]),
        ("Color(0x88C0D0)", .kotlin, ["#88C0D000"]),
        ("<TextView android:text=\"Issue #123456 fixed\"/>", .androidXML, []),
        ("<!-- <View android:background=\"#112233\"/> --><View android:background=\"#802E3440\"/>", .androidXML, ["#2E344080"]),
        ("<View android:background=\"#2E3440\"/>\n<!-- <View android:background=\"#112233\"/>", .androidXML, ["#2E3440"]),
        ("<View android:background=\"#2E3440\"/><!--", .androidXML, ["#2E3440"]),
        ("<View android:background=\"#2E3440\"/><", .androidXML, ["#2E3440"]),
        ("<View\r\n  android:background=\"#2E3440\"\r\n  android:tint=\"#FF112233\"/>\r\n", .androidXML, ["#2E3440", "#112233"]),
        ("<vector><path android:pathData=\"M12,2L2,22\"/>\n<path android:fillColor=\"#2E3440\"/></vector>", .androidXML, ["#2E3440"]),
        (":root { --brand: #2E3440; } $accent: #FFFFFF;", .scss, []),
    ] as [(String, SourceLanguage, [String])])
    func hardCodedColours(text: String, language: SourceLanguage, expected: [String]) {
        #expect(Self.literals(text, language) == expected, "\(text)")
    }

    /// An Android resource's colours with their lines: a comment over lines hides what it holds
    /// and keeps the lines counted, blank lines and CR LF line ends count once each.
    @Test func androidColoursKeepTheirLines() {
        let text = "<!-- a\n<View android:background=\"#112233\"/> -->\n\n<View android:background=\"#2E3440\"/>\r\n\r\n"
            + "<View android:tint=\"#FF445566\"/>\n"
        let scan = SourceScanner.scan(Array(text.utf8), language: .androidXML, vocabulary: Self.vocabulary)
        #expect(scan.literals.map { "\($0.line) \($0.colour?.hex ?? "asset")" } == ["4 #2E3440", "6 #445566"])
    }

    @Test(arguments: [
        ("x = StreamTokens.paper", SourceLanguage.swift, ["paper"]),
        ("x = StreamPalette.nord.paper", .swift, ["paper"]),
        ("x = palette.paper", .swift, ["paper"]),
        ("x = Color(.paper)", .swift, ["paper"]),
        ("x = UIColor(resource: .plate)", .swift, ["plate"]),
        ("x = UIColor(named: \"ink\")", .swift, ["ink"]),
        ("Text(\"faint\").font(.body)", .swift, []),
        ("x = \"\"\"\n StreamTokens.ink\n\"\"\"", .swift, []),
        ("x = #\"StreamTokens.ink\"#", .swift, []),
        ("/* outer /* inner */ StreamTokens.ink */", .swift, []),
        ("val c = R.color.nord_ink_on_accent", .kotlin, ["inkOnAccent"]),
        ("val c = p.badge", .kotlin, ["badge"]),
        ("<p className=\"hover:bg-plate text-ink/80 !border-t-hairline\">", .script, ["plate", "ink", "hairline"]),
        ("const s = { color: 'var(--focusRing)' }", .script, ["focusRing"]),
        ("a { color: var(--ink); @apply bg-paper; }", .css, ["ink", "paper"]),
        ("<a android:textColor=\"@color/craft_light_body\"/>", .androidXML, ["body"]),
        ("<!-- @color/craft_light_paper -->\n<a android:textColor=\"@color/craft_light_body\"/>", .androidXML, ["body"]),
        ("{\"$value\": \"{nord.accent}\"}", .json, ["accent"]),
        ("extension StreamPalette { var card: Color { Color(plate) } }", .swift, ["plate"]),
        ("extension StreamTokens { static var lifted: RGBA { Self.accent.stepped(0.1, towardBlack: false) } }", .swift, ["accent"]),
        ("x = Color.paper", .swift, ["paper"]),
        ("x = Color(uiColor: .sheet)", .swift, ["sheet"]),
        ("val c = LocalStreamPalette.current.accent", .kotlin, ["accent"]),
        ("<p className=\"bg-(--paper) text-shadow-ink\">", .script, ["paper", "ink"]),
        ("@brand: var(--accent);", .scss, ["accent"]),
        ("<a android:background=\"@color/button_accent\"/>", .androidXML, []),
        ("Text(\"tint \\(StreamTokens.paper.description) and \\(palette.ink)\"); let palette: StreamPalette", .swift, ["paper", "ink"]),
        ("Text(\"(StreamTokens.paper)\")", .swift, []),
        ("val s = \"${palette.ink} on ${StreamPalette.nord.paper}\"", .kotlin, ["ink", "paper"]),
        ("const c = `bg-plate ${isOn ? 'text-ink' : ''}`", .script, ["plate", "ink"]),
    ] as [(String, SourceLanguage, [String])])
    func reads(text: String, language: SourceLanguage, expected: [String]) {
        #expect(Self.reads(text, language) == expected, "\(text)")
    }
}
