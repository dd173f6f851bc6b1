import Foundation
import Testing
import PaletteCommands
import PaletteKit

/// `usage` finds an app's palette facade from its code and reads it as the code is written: the
/// patterns of real SwiftUI and Compose themes (nested groups, lists, computed members, key-path
/// and closure accessors used as implicit members, the environment, `CompositionLocal`s,
/// Material's `ColorScheme`, previews and tests apart, definitions that are not reads, every
/// literal form), with nothing but the schema. Each case names its expected result by hand.
@Suite struct UsageFacadeTests {
    static func schema(_ roles: [String], ground: String) -> String {
        let list = roles.map { "{\"name\": \"\($0)\", \"group\": \"all\", \"description\": \"\($0)\"\($0 == ground ? ", \"opaque\": true" : "")}" }
        return """
            {"format": "palette-repl-schema/1", "name": "app", "groups": ["all"], "ground": "\(ground)",
             "roles": [\(list.joined(separator: ", "))],
             "ruleKinds": [{"name": "text", "measure": "contrast", "threshold": 4.5, "palettes": "all"}],
             "rules": {"text": ["\(roles[1])/\(ground)"]}}
            """
    }

    static let swiftRoles = ["background", "surface", "labelPrimary", "labelSecondary", "labelTertiary", "accent", "accents", "retired", "highlight"]

    static let palette = """
        import SwiftUI

        struct Palette {
            struct Label { let primary: Color; let secondary: Color; let tertiary: Color }
            let background: Color
            let surface: Color
            let label: Label
            let accent: Color
            let accents: [Color]
            let retired: Color
            let highlight: Color
            var tint: Color { accent.opacity(0.8) }
            var dimmed: Color { surface.opacity(0.5) }

            static let standard = Palette(background: Color(red: 0.1, green: 0.1, blue: 0.1), surface: .gray,
                                          label: .init(primary: .white, secondary: .gray, tertiary: .gray),
                                          accent: .blue, accents: [.red, .green], retired: .black, highlight: .yellow)
            static var night: Palette {
                var copy = Palette.standard
                copy.accent = Color(red: 1, green: 0.5, blue: 0)
                copy.label.tertiary = .gray
                return copy
            }
        }

        extension EnvironmentValues {
            @Entry var palette: Palette = .standard
        }

        """

    static let styles = """
        import SwiftUI

        struct ThemeStyle: ShapeStyle {
            let read: (Palette) -> Color
            init(read: KeyPath<Palette, Color>) { self.read = { $0[keyPath: read] } }
            init(_ read: @escaping (Palette) -> Color) { self.read = read }
            func resolve(in environment: EnvironmentValues) -> Color { read(environment.palette) }
        }

        extension ShapeStyle where Self == ThemeStyle {
            static var brandAccent: ThemeStyle { .init(read: \\.accent) }
            static var brandSecondary: ThemeStyle { .init(read: \\.label.secondary) }
            static func brandAccent(_ index: Int) -> ThemeStyle { .init { $0.accents[index % $0.accents.count] } }
            static var retiredStyle: ThemeStyle { .init(read: \\.retired) }
            static var unusedURL: URL { FileManager.default.temporaryDirectory }
        }

        """

    static let views = """
        import SwiftUI

        struct Card: View {
            @Environment(\\.palette) var palette
            private let foreground: Color = .init(red: 12 / 255, green: 34 / 255, blue: 56 / 255)
            let badge = Color.init(red: 0.2, green: 0.4, blue: 0.6)
            var body: some View {
                VStack {
                    Text("title").foregroundStyle(.brandSecondary)
                    Text("accent").foregroundStyle(.brandAccent(2))
                    Text("x").foregroundStyle(.brandAccent).font(.body)
                    Text("y").foregroundStyle(palette.label.primary)
                    Canvas { context, size in
                        context.fill(Path(), with: .color(context.environment.palette.label.tertiary))
                    }
                    Text("z").foregroundStyle(.secondary) // palette.retired in a comment
                    Text("t").tint(palette.tint)
                }
                .background(palette.background)
            }
        }

        final class Model {
            var surface: Int
            init(surface: Int) {
                self.surface = surface
                h(self)
            }
            var tint: Palette { .standard }
        }

        #Preview {
            Text("p").foregroundStyle(Palette.standard.surface)
        }

        """

    static let tests = """
        import XCTest

        final class PaletteTests: XCTestCase {
            func testHighlight() { XCTAssertNotNil(Palette.standard.highlight) }
        }

        """

    static func run(_ files: [String: String], schema: String, _ arguments: [String] = []) throws -> [String: Any] {
        let harness = CommandHarness(files: files.merging(["schema.json": schema]) { $1 })
        let run = harness.run(["usage", "--schema", "schema.json", "App", "--json"] + arguments)
        #expect(run.errors.isEmpty, "\(run.errors)")
        return try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as! [String: Any]
    }

    static func statuses(_ document: [String: Any]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: (document["tokens"] as! [[String: Any]]).map { ($0["name"] as! String, $0["status"] as! String) })
    }

    /// Each palette type found, with its number of roles: `Palette 9`.
    static func facades(_ document: [String: Any]) -> [String] {
        (document["facades"] as? [[String: Any]] ?? []).map { "\($0["name"]!) \($0["tokens"]!)" }
    }

    static func literals(_ document: [String: Any], _ key: String) -> [String] {
        (document[key] as? [[String: Any]] ?? []).map { "\($0["file"]!):\($0["line"]!) \($0["colour"] as? String ?? "nil")" }
    }

    @Test func aSwiftUIThemeIsFoundAndReadThroughItsAccessors() throws {
        let document = try Self.run(["App/Palette.swift": Self.palette, "App/Styles.swift": Self.styles, "App/Views.swift": Self.views,
                                     "App/AppTests/PaletteTests.swift": Self.tests],
                                    schema: Self.schema(Self.swiftRoles, ground: "background"))
        #expect(Self.statuses(document) == [
            "background": "used", "labelPrimary": "used", "labelSecondary": "used", "labelTertiary": "used", "accent": "used", "accents": "used",
            "surface": "previewOnly", "highlight": "testOnly", "retired": "dead",
        ])
        let retired = (document["tokens"] as! [[String: Any]]).first { $0["name"] as! String == "retired" }!
        #expect(retired["through"] as! [String] == ["retiredStyle"])
        // Only dead declarations that read roles, with the roles they read: not `unusedURL`, not `night`.
        #expect((document["declarations"] as! [[String: Any]]).map { "\($0["name"]!) " + ($0["reads"] as! [String]).joined(separator: ",") }
                == ["dimmed surface", "retiredStyle retired"])
        #expect(Self.literals(document, "leaks") == ["App/Views.swift:5 #0C2238", "App/Views.swift:6 #336699"])
        #expect(Self.literals(document, "definitions") == ["App/Palette.swift:15 #1A1A1A", "App/Palette.swift:20 #FF8000"])
        #expect(Self.facades(document) == ["Palette 9"])
    }

    /// A test's file is known by its name wherever it lies: the name before its first dot ends in
    /// `Tests`, or in `Test` after something (`CardTests.swift`, `ThemeTest.kt`); else its code is
    /// the app's.
    @Test(arguments: [
        ("PaletteTests.swift", "testOnly"), ("PaletteTest.swift", "testOnly"), ("ÉcranTests.swift", "testOnly"),
        ("PaletteTests.generated.swift", "testOnly"), ("Test.swift", "used"), ("Palette.Tests.swift", "used"),
        ("Contest.swift", "used"), ("TestsHelper.swift", "used"), ("Écran.Tests.swift", "used"),
    ])
    func aTestsFileIsKnownByItsName(name: String, status: String) throws {
        let document = try Self.run(["App/Palette.swift": Self.palette, "App/Styles.swift": Self.styles, "App/Views.swift": Self.views,
                                     "App/Checks/\(name)": Self.tests],
                                    schema: Self.schema(Self.swiftRoles, ground: "background"))
        #expect(Self.statuses(document)["highlight"] == status, "\(name)")
    }

    /// A literal written over several lines is shown on one, whatever ends the file's lines (LF,
    /// or CR LF, which is one character of two bytes).
    @Test(arguments: ["\n", "\r\n"])
    func aLiteralOverSeveralLinesIsShownOnOne(lineEnd: String) throws {
        let code = ["import SwiftUI", "struct Card: View {", "    var body: some View {",
                    "        Text(\"x\").foregroundStyle(Color(red: 0.2,", "            green: 0.4, blue: 0.6))", "    }", "}", ""]
            .joined(separator: lineEnd)
        let document = try Self.run(["App/Card.swift": code], schema: Self.schema(Self.swiftRoles, ground: "background"))
        #expect((document["leaks"] as? [[String: Any]] ?? []).map { "\($0["line"]!) \($0["text"]!)" }
                == ["4 Color(red: 0.2, green: 0.4, blue: 0.6)"])
    }

    static let kotlinRoles = ["surface", "primary", "inverseOnSurface", "outline", "top", "bottom", "container"]

    static let kotlinTheme = """
        package com.example.app.surface.theme

        import com.example.app.surface.Thing

        private val LightColors = lightColorScheme(primary = Color(0xFF6650A4), surface = Color(0xFFFFFBFE))

        @Immutable
        data class GradientColors(val top: Color = Color.Unspecified, val bottom: Color = Color.Unspecified, val container: Color = Color.Unspecified)

        val LocalGradientColors = staticCompositionLocalOf { GradientColors() }

        @Composable
        fun AppTheme(content: @Composable () -> Unit) {
            val colorScheme = LightColors
            val gradients = GradientColors(top = colorScheme.inverseOnSurface, bottom = colorScheme.primaryContainer)
            CompositionLocalProvider(LocalGradientColors provides gradients) {
                MaterialTheme(colorScheme = colorScheme, content = content)
            }
        }

        """

    static let kotlinScreen = """
        package com.example.app

        @Composable
        fun Screen() {
            val colorScheme = MaterialTheme.colorScheme
            Text("a", color = colorScheme.primary)
            Box(Modifier.background(LocalGradientColors.current.top))
            val tint = android.graphics.Color.argb(0xFF, 0x12, 0x34, 0x56)
        }

        @ThemePreviews
        @Composable
        fun ScreenPreview() {
            Box(Modifier.background(MaterialTheme.colorScheme.outline))
        }

        @Preview(name = "Light")
        @Preview(name = "Dark")
        annotation class ThemePreviews

        class MainActivity : ComponentActivity() {
            override fun onCreate(savedInstanceState: Bundle?) {
                setContent { AppTheme { Screen() } }
            }
        }

        """

    static let kotlinTest = """
        package com.example.app

        class ThemeTest {
            @Test fun container() { assertNotNull(LocalGradientColors.current.container) }
        }

        """

    @Test func aComposeThemeIsFoundAndReadThroughItsLocals() throws {
        let document = try Self.run(["App/src/main/java/Theme.kt": Self.kotlinTheme, "App/src/main/java/Screen.kt": Self.kotlinScreen,
                                     "App/src/test/java/ThemeTest.kt": Self.kotlinTest,
                                     "App/src/main/res/values/colors.xml": "<resources>\n<color name=\"brand\">#FF6650A4</color>\n</resources>\n"],
                                    schema: Self.schema(Self.kotlinRoles, ground: "surface"))
        #expect(Self.statuses(document) == [
            "primary": "used", "inverseOnSurface": "used", "top": "used", "outline": "previewOnly", "container": "testOnly",
            "surface": "dead", "bottom": "dead",
        ])
        #expect(Self.literals(document, "leaks") == ["App/src/main/java/Screen.kt:8 #123456"])
        #expect(Self.literals(document, "definitions") == ["App/src/main/java/Theme.kt:5 #6650A4", "App/src/main/java/Theme.kt:5 #FFFBFE",
                                                          "App/src/main/res/values/colors.xml:2 #6650A4"])
    }

    /// A theme that keeps its colours among settings typed by the app's own enums (the shape of
    /// an avatar, a layout) is a palette: an enum's value is never a colour, so those members do
    /// not count against the roles.
    @Test(arguments: [
        ("App/Theme.swift", """
            import SwiftUI
            enum AvatarShape { case circle, rounded }
            enum Layout: String { case compact, full }
            enum Spacing { case tight, loose }
            @Observable final class Theme {
                var accent: Color = .blue
                var surface: Color = .white
                var avatarShape: AvatarShape = .circle
                var layout: Layout = .compact
                var spacing: Spacing = .tight
                var chosenFont: UIFont?
            }
            struct Card: View {
                @Environment(Theme.self) private var theme
                var body: some View { Text("x").foregroundStyle(theme.accent) }
            }
            """),
        ("App/src/main/java/com/example/Theme.kt", """
            package com.example
            enum class Density { Compact, Comfortable }
            enum class Corner { Round, Square }
            enum class Motion { Full, Reduced }
            class AppTheme(val accent: Color, val surface: Color, val density: Density, val corner: Corner, val motion: Motion)
            class Screen(private val theme: AppTheme) {
                fun draw() = paint(theme.accent)
            }
            """),
    ] as [(String, String)])
    func aThemeAmongEnumSettingsIsAPalette(path: String, code: String) throws {
        let document = try Self.run([path: code], schema: Self.schema(["background", "surface", "accent"], ground: "background"))
        #expect(Self.statuses(document) == ["background": "dead", "surface": "dead", "accent": "used"], "\(path)")
    }

    /// A colour ramp's constants: one a palette is built from (a definition), one the app draws
    /// directly (hard-coded, with where it is used), one nothing reads (neither: nothing draws it).
    @Test(arguments: [
        ("App/Theme.swift", """
            import SwiftUI
            let used = Color(red: 0.2, green: 0.4, blue: 0.6)
            let direct = Color(red: 0.6, green: 0.4, blue: 0.2)
            let unused = Color(red: 0.4, green: 0.4, blue: 0.4)
            struct AppColors { let accent: Color; let surface: Color }
            let standard = AppColors(accent: used, surface: .white)
            struct Card: View {
                let colors: AppColors
                var body: some View { Text("x").foregroundStyle(colors.accent).background(direct) }
            }
            """, "App/Theme.swift:9"),
        ("App/src/main/java/com/example/Theme.kt", """
            package com.example
            val Used = Color(0xFF336699)
            val Direct = Color(0xFF996633)
            val Unused = Color(0xFF666666)
            data class AppColors(val accent: Color, val surface: Color)
            val Standard = AppColors(accent = Used, surface = Color.White)
            class Screen(private val colors: AppColors) {
                fun draw() = paint(colors.accent, Direct)
            }
            """, "App/src/main/java/com/example/Theme.kt:8"),
    ] as [(String, String, String)])
    func aColourConstantNothingReadsIsNoLeak(path: String, code: String, directUse: String) throws {
        let document = try Self.run([path: code], schema: Self.schema(["background", "surface", "accent"], ground: "background"))
        #expect(Self.literals(document, "definitions").map { $0.split(separator: " ")[0] } == ["\(path):2"])
        #expect(Self.literals(document, "leaks").map { $0.split(separator: " ")[0] } == ["\(path):3"])
        #expect((document["leaks"] as! [[String: Any]]).map { ($0["usedAt"] as! [[String: Any]]).map { "\($0["file"]!):\($0["line"]!)" } } == [[directUse]])
        #expect(Self.literals(document, "unread").map { $0.split(separator: " ")[0] } == ["\(path):4"])
    }

    /// The schema's `members` names the member a role is read by where it is not the role's
    /// name: a name no role may take (`gradient6_1`), a group's member (`label.secondary`).
    @Test(arguments: [
        ("App/Theme.swift", """
            import SwiftUI
            struct Palette {
                struct Label { let primary: Color; let secondary: Color }
                let background: Color
                let label: Label
                let gradient6_1: [Color]
            }
            struct Card: View {
                let palette: Palette
                var body: some View { Text("x").foregroundStyle(palette.label.secondary).background(palette.gradient6_1[0]) }
            }
            """),
        ("App/src/main/java/com/example/Theme.kt", """
            package com.example
            data class Label(val primary: Color, val secondary: Color)
            data class Palette(val background: Color, val label: Label, val gradient6_1: List<Color>)
            class Screen(private val palette: Palette) {
                fun draw() = paint(palette.label.secondary, palette.gradient6_1.first())
            }
            """),
    ] as [(String, String)])
    func aRoleIsReadByTheMemberTheSchemaMapsItTo(path: String, code: String) throws {
        let schema = Self.schema(["background", "caption", "heading", "sweep"], ground: "background")
            .replacingOccurrences(of: "\"rules\":", with: "\"members\": {\"caption\": \"label.secondary\", \"heading\": \"label.primary\", \"sweep\": \"gradient6_1\"}, \"rules\":")
        let document = try Self.run([path: code], schema: schema)
        #expect(Self.statuses(document) == ["background": "dead", "caption": "used", "heading": "dead", "sweep": "used"], "\(path)")
    }

    /// A computed colour whose body is the literal alone names it as a constant does: unread
    /// when nothing reads it, hard-coded with its uses when the app draws it.
    @Test func aComputedColourNothingReadsIsNoLeak() throws {
        let code = """
            import SwiftUI
            extension Color {
                static var unusedBrand: Color { Color(red: 0.4, green: 0.4, blue: 0.4) }
                static var drawn: Color {
                    return Color(red: 0.6, green: 0.4, blue: 0.2)
                }
            }
            struct Card: View {
                var body: some View { Text("x").foregroundStyle(Color.drawn) }
            }
            """
        let document = try Self.run(["App/Colors.swift": code], schema: Self.schema(["background", "surface", "accent"], ground: "background"))
        #expect(Self.literals(document, "unread").map { $0.split(separator: " ")[0] } == ["App/Colors.swift:3"])
        #expect(Self.literals(document, "leaks").map { $0.split(separator: " ")[0] } == ["App/Colors.swift:5"])
        #expect((document["leaks"] as! [[String: Any]]).map { ($0["usedAt"] as? [[String: Any]] ?? []).map { "\($0["file"]!):\($0["line"]!)" } } == [["App/Colors.swift:9"]])
    }

    /// A Kotlin palette's constructor default that names an earlier property (`val primary:
    /// List<Color> = ramp`) builds a role from another: a read of it, as Jetsnack's
    /// `interactivePrimary = gradient2_1` is.
    @Test func aConstructorDefaultReadsTheRoleItNames() throws {
        let code = """
            package com.example
            data class AppColors(
                val brand: Color,
                val ramp: List<Color>,
                val primary: List<Color> = ramp,
                val link: Color = brand,
            )
            val Light = AppColors(brand = Color.Red, ramp = listOf(Color.Red))
            class Screen(private val colors: AppColors) {
                fun draw() = paint(colors.primary, colors.link)
            }
            """
        let document = try Self.run(["App/src/main/java/com/example/Theme.kt": code],
                                    schema: Self.schema(["surface", "brand", "ramp", "primary", "link"], ground: "surface"))
        #expect(Self.statuses(document) == ["surface": "dead", "brand": "used", "ramp": "used", "primary": "used", "link": "used"])
    }

    /// One expression each, in a type's code (which is live: its type is no followed
    /// declaration): the roles it reads, as a reader of the code would say.
    @Test(arguments: [
        ("func f(p: Palette) -> Color { p.label.secondary }", ["labelSecondary"]),
        ("let s: ThemeStyle = .init { $0.accents[0] }", ["accents"]),
        ("@Environment(\\.palette) var palette\nvar body: some View { palette.accent }", ["accent"]),
        ("let k = \\Palette.label.tertiary", ["labelTertiary"]),
        ("func f() { let p = Palette.standard; use(p.background) }", ["background"]),
        ("func f(x: Text) { x.background(Color.red).font(.body) }", []),
        ("struct Other { var accent: Color }\nfunc f(o: Other) { use(o.accent) }", []),
        ("func f() { var copy = Palette.standard; copy.accent = .red }", []),
        ("let p = Palette(background: .red, surface: .red, label: .init(primary: .red, secondary: .red, tertiary: .red), accent: .red, accents: [], retired: .red, highlight: .red)", []),
        ("// palette.accent\nlet s = \"palette.accent\"", []),
        ("func f(x: Palette) -> String { \"\\(x.surface)\" }", ["surface"]),
        ("func f(surface: Color) -> Color { surface }", []),
    ] as [(String, [String])])
    func eachExpressionReadsWhatItSays(code: String, reads: [String]) throws {
        let document = try Self.run(["App/Palette.swift": Self.palette, "App/Case.swift": "import SwiftUI\nstruct Case {\n" + code + "\n}\n"],
                                    schema: Self.schema(Self.swiftRoles, ground: "background"))
        let read = (document["tokens"] as! [[String: Any]]).filter { token in
            (token["places"] as! [[String: Any]]).contains { $0["file"] as! String == "App/Case.swift" }
        }.map { $0["name"] as! String }
        #expect(read.sorted() == reads.sorted(), "\(code)")
    }
}

/// The patterns three more apps showed (St Jude, JetNews: an app's static colours read as
/// implicit members, a Glance widget's theme, views only previews name).
extension UsageFacadeTests {
    /// `extension Color { static let label = … }`: the app's own static colours, read as
    /// implicit members where the type is implied (`.foregroundColor(flag ? .red : .label)`,
    /// `let c: Color = .brandRed`), are reads; a call of the same name (`.brandRed(…)`) is not,
    /// nor is an enum case named as a static colour of a type that is no colour type
    /// (`AppColors.danger` is never `.danger`; `kind: .danger` is a toast's kind).
    @Test func aStaticColourOfTheAppIsReadAsAnImplicitMember() throws {
        let code = """
            import SwiftUI
            extension Color {
                #if os(macOS)
                static let label = Color(NSColor.labelColor)
                #else
                static let label = Color(UIColor.label)
                #endif
                static let brandRed = Color(red: 0.9, green: 0.1, blue: 0.1)
                static let brandBlue = Color(red: 0.1, green: 0.1, blue: 0.9)
            }
            enum AppColors {
                static let retired = Color(red: 0.5, green: 0.5, blue: 0.5)
                static let danger = Color(red: 0.8, green: 0.1, blue: 0.1)
            }
            enum ToastKind { case info, danger }
            struct Card: View {
                var flag = false
                var body: some View {
                    let tint: Color = .brandRed
                    return Text("x").foregroundColor(flag ? .red : .label).background(tint).overlay(Shape.brandBlue(1))
                        .onTapGesture { Toast.show(kind: .danger) }
                }
            }
            """
        let document = try Self.run(["App/Card.swift": code], schema: Self.schema(["label", "brandRed", "brandBlue", "retired", "danger"], ground: "label"))
        #expect(Self.statuses(document) == ["label": "used", "brandRed": "used", "brandBlue": "dead", "retired": "dead", "danger": "dead"])
    }

    /// A Glance widget's `GlanceTheme.colors`, built from the app's Material 3 schemes, reads
    /// their roles (`ColorProviders(light = …, dark = …)` defines, it does not read).
    @Test func aGlanceWidgetReadsTheRolesOfItsTheme() throws {
        let code = """
            package com.example.glance
            object WidgetColors {
                val colors = ColorProviders(light = LightColors, dark = DarkColors)
            }
            val LightColors = lightColorScheme(primary = Color(0xFF336699), surface = Color(0xFFFFFFFF), background = Color(0xFFEEEEEE))
            val DarkColors = darkColorScheme(primary = Color(0xFF99CCFF), surface = Color(0xFF111111), background = Color(0xFF000000))
            class HeadlinesWidget : GlanceAppWidget() {
                override suspend fun provideGlance(context: Context, id: GlanceId) = provideContent { Headlines() }
            }
            @Composable
            fun Headlines() {
                GlanceTheme(colors = WidgetColors.colors) {
                    Column(modifier = GlanceModifier.background(GlanceTheme.colors.surface)) {
                        Text("x", style = TextStyle(color = GlanceTheme.colors.primary))
                    }
                }
            }
            """
        let document = try Self.run(["App/src/main/java/com/example/glance/Widget.kt": code],
                                    schema: Self.schema(["background", "surface", "primary"], ground: "background"))
        #expect(Self.statuses(document) == ["background": "dead", "surface": "used", "primary": "used"])
    }

    /// A SwiftUI view or a widget is code where it is named: one that previews alone name (in a
    /// `#Preview`, a widget's `#Preview(as:widget:timeline:)`, a `PreviewProvider`, or another
    /// view only they name) reads for previews; one named by live code is live; one that no code
    /// read names stays live, since a storyboard, `@main` or code outside the folders given may
    /// make it, and so does one that only dead code or a cycle of views names (`ListView` and
    /// `DetailView`, `CardView.loading()`).
    @Test func aViewOnlyPreviewsNameIsPreviewCode() throws {
        let code = """
            import SwiftUI
            struct Palette { let sky: Color; let ground: Color; let grass: Color; let stone: Color; let score: Color; let leaf: Color; let rock: Color }
            extension EnvironmentValues {
                @Entry var palette = Palette(sky: .blue, ground: .brown, grass: .green, stone: .gray, score: .red, leaf: .green, rock: .gray)
            }
            struct SkyView: View {
                @Environment(\\.palette) private var palette
                var body: some View { Rectangle().fill(palette.sky) }
            }
            struct Picker: View {
                var body: some View { SkyView() }
            }
            struct Picker_Previews: PreviewProvider {
                static var previews: some View { Picker() }
            }
            #Preview { SkyView() }
            struct GroundView: View {
                @Environment(\\.palette) private var palette
                var body: some View { Rectangle().fill(palette.ground) }
            }
            struct Home: View {
                var body: some View { GroundView() }
            }
            struct Orphan: View {
                @Environment(\\.palette) private var palette
                var body: some View { Rectangle().fill(palette.grass) }
            }
            struct ListView: View {
                @Environment(\\.palette) private var palette
                var body: some View { DetailView().background(palette.leaf) }
            }
            struct DetailView: View {
                var body: some View { ListView() }
            }
            struct CardView: View {
                @Environment(\\.palette) private var palette
                static func loading() -> CardView { CardView() }
                var body: some View { Rectangle().fill(palette.rock) }
            }
            struct ScoreWidget: Widget {
                var body: some WidgetConfiguration { StaticConfiguration(kind: "score", provider: Provider()) { _ in ScoreView() } }
            }
            struct ScoreView: View {
                @Environment(\\.palette) private var palette
                var body: some View { Rectangle().fill(palette.score) }
            }
            #Preview(as: .systemSmall, widget: { ScoreWidget() }, timeline: { Entry() })
            """
        let document = try Self.run(["App/Views.swift": code],
                                    schema: Self.schema(["sky", "ground", "grass", "stone", "score", "leaf", "rock"], ground: "stone"))
        #expect(Self.statuses(document) == ["sky": "previewOnly", "ground": "used", "grass": "used", "stone": "dead", "score": "previewOnly",
                                            "leaf": "used", "rock": "used"])
    }

    /// The reader passes over a declaration in which it has nothing to record (no role's,
    /// colour's or weighty declaration's name, `CodeFile.isQuiet`); a view that reads nothing
    /// but names one that does is weighty, however deep: `Outer` and `Middle` are read, so
    /// `Leaf`, named only by what only a preview names, stays preview code. What follows a
    /// passed-over declaration is read as before (`Later`), and a `#colorLiteral` keeps its
    /// declaration read.
    @Test func aDeclarationWithNothingToRecordIsPassedOverButWhatItNamesCounts() throws {
        let code = """
            import SwiftUI
            struct Palette { let sky: Color; let ground: Color; let grass: Color; let stone: Color }
            extension EnvironmentValues {
                @Entry var palette = Palette(sky: .blue, ground: .brown, grass: .green, stone: .gray)
            }
            struct Leaf: View {
                @Environment(\\.palette) private var palette
                var body: some View { Rectangle().fill(palette.sky) }
            }
            struct Middle: View {
                var body: some View { VStack { Leaf() } }
            }
            struct Outer: View {
                var body: some View { Middle().padding() }
            }
            #Preview { Outer() }
            enum Parser {
                static func parse(_ text: String) -> [String] { text.split(separator: ",").map { String($0) } }
                static let separators: [Character] = [",", ";"]
            }
            struct Later: View {
                @Environment(\\.palette) private var palette
                var body: some View { Text(Parser.parse("a").first ?? "").foregroundStyle(palette.ground) }
            }
            enum Debug {
                static let marker = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
            }
            struct Flagged: View {
                @Environment(\\.palette) private var theme
                var body: some View { Text("x").foregroundStyle(Debug.marker).background(theme.grass) }
            }
            """
        let document = try Self.run(["App/Views.swift": code], schema: Self.schema(["sky", "ground", "grass", "stone"], ground: "stone"))
        #expect(Self.statuses(document) == ["sky": "previewOnly", "ground": "used", "grass": "used", "stone": "dead"])
        #expect(Self.literals(document, "leaks") == ["App/Views.swift:26 #FF0000"])
    }

    /// A member read on a value of no known type is the role of the first type, in the order the
    /// code declares them, that holds a role of that name: the same in every run. The report is
    /// made eight times in one process, each time with tables of their own hash seeds, whose
    /// order differs from table to table.
    @Test func aReadThatMayBeOfSeveralGroupsGoesToTheFirstDeclaredInEveryRun() throws {
        let code = """
            package com.example.app
            data class AppColors(val alpha: BadgeColors, val bravo: BadgeColors, val charlie: BadgeColors, val delta: BadgeColors,
                                 val echo: BadgeColors, val foxtrot: BadgeColors)
            data class BadgeColors(val text: Color, val fill: Color)
            val LocalAppColors = staticCompositionLocalOf<AppColors> { error("none") }
            @Composable
            fun Label(label: String) {
                val style = pickStyle(label)
                Text(label, color = style.text)
            }
            class MainActivity : ComponentActivity() {
                override fun onCreate(savedInstanceState: Bundle?) { setContent { Label("x") } }
            }
            """
        let roles = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"].flatMap { [$0 + "Text", $0 + "Fill"] }
        for _ in 0..<8 {
            let document = try Self.run(["App/Screen.kt": code], schema: Self.schema(roles, ground: "foxtrotFill"))
            #expect(Self.statuses(document).filter { $0.value == "used" }.keys.sorted() == ["alphaText"])
        }
    }

    /// Groups inside groups (`badge.success.border`) are roles too, and a value declared of a
    /// group's type (`colors: AppColors.TextColors`, a parameter) reads that group's roles; of a
    /// type several members hold (`BadgeVariant` of `success` and `error`), each group's, for
    /// the reader cannot tell which the caller passes. A group's type named like other roles
    /// (`IllustrationColors.backgroundPrimary`) is no palette of its own.
    @Test func aGroupInsideAGroupAndAGroupsTypeAreRead() throws {
        let code = """
            package com.example.app
            data class AppColors(val text: TextColors, val badge: BadgeColors, val illustration: IllustrationColors, val background: BackgroundColors) {
                data class TextColors(val primary: Color, val secondary: Color)
                data class BackgroundColors(val primary: Color, val secondary: Color)
                data class BadgeColors(val success: BadgeVariant, val error: BadgeVariant)
                data class BadgeVariant(val border: Color, val text: Color)
                data class IllustrationColors(val backgroundPrimary: Color, val backgroundSecondary: Color, val logo: Color)
            }
            val LocalAppColors = staticCompositionLocalOf<AppColors> { error("none") }
            object AppTheme {
                val colors: AppColors
                    @Composable get() = LocalAppColors.current
            }
            @Composable
            fun Badge(label: String, colors: AppColors.BadgeVariant) {
                Text(label, color = colors.text, modifier = Modifier.border(1.dp, colors.border))
            }
            @Composable
            fun Caption(colors: AppColors.TextColors) { Text("x", color = colors.secondary) }
            @Composable
            fun Art(colors: AppColors.IllustrationColors) { Box(Modifier.background(colors.backgroundPrimary)) }
            @Composable
            fun Screen() {
                Badge("ok", AppTheme.colors.badge.success)
                Caption(AppTheme.colors.text)
                Art(AppTheme.colors.illustration)
                Text("y", color = AppTheme.colors.text.primary)
            }
            class MainActivity : ComponentActivity() {
                override fun onCreate(savedInstanceState: Bundle?) { setContent { Screen() } }
            }
            """
        let roles = ["textPrimary", "textSecondary", "backgroundPrimary", "backgroundSecondary", "badgeSuccessBorder", "badgeSuccessText",
                     "badgeErrorBorder", "badgeErrorText", "illustrationBackgroundPrimary", "illustrationBackgroundSecondary", "illustrationLogo"]
        let document = try Self.run(["App/src/main/java/com/example/app/Screen.kt": code], schema: Self.schema(roles, ground: "backgroundPrimary"))
        #expect(Self.statuses(document) == [
            "textPrimary": "used", "textSecondary": "used", "backgroundPrimary": "dead", "backgroundSecondary": "dead",
            "badgeSuccessBorder": "used", "badgeSuccessText": "used", "badgeErrorBorder": "used", "badgeErrorText": "used",
            "illustrationBackgroundPrimary": "used", "illustrationBackgroundSecondary": "dead", "illustrationLogo": "dead",
        ])
        #expect(Self.facades(document) == ["AppColors 11"])
    }

    /// A group's type used otherwise than as a group reads no group's role: a palette's own member
    /// of that type that is no group (`placeholder`), a static preset of the type itself (which
    /// must not send the facade's count round in a circle), a member read on a receiver that is
    /// every palette (`--receiver theme`), which reads the palette's own `secondary` alone.
    @Test func aGroupsTypeOtherwiseUsedReadsNoGroupsRole() throws {
        let code = """
            import SwiftUI
            struct TextColors {
                let primary: Color
                let secondary: Color
                static let standard = TextColors(primary: .black, secondary: .gray)
            }
            struct Palette {
                let text: TextColors
                let icon: TextColors
                let placeholder: TextColors
                let secondary: Color
            }
            struct Screen: View {
                let palette: Palette
                let theme: Palette
                var body: some View {
                    Text("a").foregroundColor(palette.placeholder.primary)
                    Text("b").foregroundColor(theme.secondary)
                }
            }
            """
        let document = try Self.run(["App/Screen.swift": code],
                                    schema: Self.schema(["textPrimary", "textSecondary", "iconPrimary", "iconSecondary", "secondary"], ground: "secondary"),
                                    ["--receiver", "theme"])
        #expect(Self.statuses(document) == ["textPrimary": "dead", "textSecondary": "dead", "iconPrimary": "dead", "iconSecondary": "dead",
                                            "secondary": "used"])
        #expect(Self.facades(document) == ["Palette 5"])
    }

    /// A nested type is read through its container, and one whose static members are named as
    /// roles under its name is a group: SwiftGen's generated `Asset.Colors.Brand.blurple.color`
    /// reads `brandBlurple`, in a holder of groups alone too (`Icons.Tint.warm`). An enum
    /// nested in another (`Route.Api.daily`) is no colour, and a nested type named like a group
    /// whose own members are no roles (`L10n.Picker.Brand.title`) is no group.
    @Test func aNestedTypeOfStaticColoursIsAGroup() throws {
        let assets = """
            // Generated using SwiftGen
            import UIKit
            internal enum Asset {
              internal enum Colors {
                internal enum Brand {
                  internal static let blurple = ColorAsset(name: "Colors/Brand/blurple")
                  internal static let secondary = ColorAsset(name: "Colors/Brand/secondary")
                }
                internal static let background = ColorAsset(name: "Colors/background")
                internal static let unused = ColorAsset(name: "Colors/unused")
              }
            }
            internal enum Icons {
              internal enum Tint {
                internal static let warm = ColorAsset(name: "Icons/Tint/warm")
              }
              internal enum Shade {
                internal static let cool = ColorAsset(name: "Icons/Shade/cool")
              }
            }
            internal enum L10n {
              internal enum Picker {
                internal enum Brand {
                  internal static let title = L10n.tr("Picker.Brand.title")
                  internal static let subtitle = L10n.tr("Picker.Brand.subtitle")
                }
                internal enum Tint {
                  internal static let hint = L10n.tr("Picker.Tint.hint")
                }
              }
              static func tr(_ key: String) -> String { key }
            }
            internal final class ColorAsset {
              internal fileprivate(set) var name: String
              internal private(set) lazy var color: UIColor = UIColor(named: name)!
              fileprivate init(name: String) { self.name = name }
            }
            """
        let view = """
            import UIKit
            enum Route { enum Api { case daily, unused } }
            final class ProfileView: UIView {
                func setUp() {
                    backgroundColor = Asset.Colors.background.color
                    tintColor = Asset.Colors.Brand.blurple.color
                    layer.borderColor = Icons.Tint.warm.color.cgColor
                    accessibilityLabel = L10n.Picker.Brand.title + L10n.Picker.Tint.hint
                    let route = Route.Api.unused
                    print(route)
                }
            }
            """
        let document = try Self.run(["App/Generated/Assets.swift": assets, "App/ProfileView.swift": view],
                                    schema: Self.schema(["brandBlurple", "brandSecondary", "background", "unused", "tintWarm", "shadeCool"],
                                                        ground: "background"))
        #expect(Self.statuses(document) == ["brandBlurple": "used", "brandSecondary": "dead", "background": "used", "unused": "dead",
                                            "tintWarm": "used", "shadeCool": "dead"])
        #expect(Self.facades(document) == ["Colors 4", "Icons 2"])
    }

    /// A TV or Wear app's `MaterialTheme.colorScheme` is its library's own `ColorScheme`, with
    /// members the phone's has not: `border` (TV), `primaryDim` (Wear) are read like the rest.
    @Test func aTelevisionOrWatchSchemeReadsItsOwnMembers() throws {
        let code = """
            package com.example.tv
            val TvColors = darkColorScheme(surface = Color(0xFF111111), border = Color(0xFF888888), borderVariant = Color(0xFF444444))
            val WearColors = ColorScheme(primaryDim = Color(0xFF225588), surface = Color(0xFF000000))
            class MainActivity : ComponentActivity() {
                override fun onCreate(savedInstanceState: Bundle?) { setContent { Details(); Watch() } }
            }
            @Composable
            fun Details() {
                Box(Modifier.border(2.dp, MaterialTheme.colorScheme.border).background(MaterialTheme.colorScheme.surface))
            }
            @Composable
            fun Watch() {
                Text("x", color = MaterialTheme.colorScheme.primaryDim)
            }
            """
        let document = try Self.run(["App/src/main/java/com/example/tv/Details.kt": code],
                                    schema: Self.schema(["surface", "border", "borderVariant", "primaryDim"], ground: "surface"))
        #expect(Self.statuses(document) == ["surface": "used", "border": "used", "borderVariant": "dead", "primaryDim": "used"])
    }

    /// A framework's enum case of a static colour's name (`Result.success` beside
    /// `Color.success`), which the app does not declare: `.success` in a `case` pattern is the
    /// case (`case .success:`, `case let .failure(error)`, `if case .success = result`, `case
    /// .idle, .failure:`), and reads no colour; a colour's argument still does.
    @Test func aFrameworkEnumCaseInACasePatternIsNoRead() throws {
        let code = """
            import SwiftUI
            extension Color {
                static let success = Color("success")
                static let failure = Color("failure")
                static let idle = Color("idle")
                static let warning = Color("warning")
            }
            struct Status: View {
                let result: Result<Int, Error>
                let phase: ScenePhase
                var body: some View {
                    switch result {
                    case .success: Text("ok")
                    case let .failure(error): Text(error.localizedDescription).foregroundColor(.warning)
                    }
                }
                var isDone: Bool {
                    if case .success = result { return true }
                    switch phase {
                    case .idle, .failure: return false
                    default: return true
                    }
                }
            }
            """
        let document = try Self.run(["App/Status.swift": code], schema: Self.schema(["success", "failure", "idle", "warning"], ground: "idle"))
        #expect(Self.statuses(document) == ["success": "dead", "failure": "dead", "idle": "dead", "warning": "used"])
    }

    /// An app that declares an enum case of a static colour's name (`case solo` beside
    /// `Color.solo`): `.solo` reads the colour only where a colour is expected (a colour
    /// modifier's argument, a label named for a colour, a colour-typed declaration, what a
    /// colour-typed member returns), not in a `case` pattern, a subscript's key or another call's
    /// argument. A library type's presets of those names
    /// (`extension Store { static let solo = Store(…) }`) make it no palette: `Store.solo` is no read.
    @Test func anEnumCaseNamedAsAStaticColourIsNoRead() throws {
        let code = """
            import SwiftUI
            extension Color {
                static let solo = Color(red: 0.9, green: 0.6, blue: 0.5)
                static let multiplayer = Color(red: 0.9, green: 0.4, blue: 0.3)
                static let daily = Color(red: 0.9, green: 0.9, blue: 0.6)
                static let ink = Color(red: 0.1, green: 0.1, blue: 0.1)
            }
            extension UIColor {
                static let rival = UIColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)
                static let spare = UIColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1)
            }
            enum Side { case rival, spare }
            final class Badge: UILabel {
                var side = Side.spare
                func update() {
                    textColor = .rival
                    side = .spare
                }
            }
            enum GameMode { case solo, multiplayer, daily(Int), quad, trio }
            extension Color {
                static let quad = Color(red: 0.2, green: 0.6, blue: 0.2)
                static let trio = Color(red: 0.6, green: 0.2, blue: 0.6)
            }
            extension GameMode {
                var color: Color {
                    switch self {
                    case .quad: return .quad
                    default: return .ink
                    }
                }
                var spares: [Color] { [.ink] }
            }
            func label(_ names: [GameMode: String]) -> String { names[.trio] ?? "" }
            extension Store {
                static let solo = Store(initialState: .init())
                static var multiplayer: Self { Self(initialState: .init()) }
                static var daily: Self { Self(initialState: .init()) }
            }
            func encode(_ mode: GameMode) -> String {
                switch mode {
                case .solo: return "s"
                case .multiplayer, .daily: return "m"
                }
            }
            struct Card: View {
                var dark = false
                var body: some View {
                    Text(encode(.multiplayer)).sheet(store: Store.multiplayer)
                        .background(.solo)
                        .buttonStyle(ActionButtonStyle(backgroundColor: dark ? .ink : .daily))
                        .tint(GameMode.quad.color)
                }
            }
            """
        let document = try Self.run(["App/Card.swift": code],
                                    schema: Self.schema(["ink", "solo", "multiplayer", "daily", "rival", "spare", "quad", "trio"], ground: "ink"))
        #expect(Self.statuses(document) == ["ink": "used", "solo": "used", "multiplayer": "dead", "daily": "used", "rival": "used", "spare": "dead",
                                            "quad": "used", "trio": "dead"])
    }

    /// `R.color.background_dark` and `@color/background_dark` of a resource the app defines in
    /// its own `colors.xml` read the app's colour, not the role `backgroundDark` its name spells;
    /// a resource only this tool's export defines is the role's.
    @Test func anAppsOwnResourceNamedAsARoleIsNoRead() throws {
        let kotlin = """
            package com.example
            data class AppColors(val background: Color, val backgroundDark: Color, val accent: Color)
            @Composable
            fun appColors() = AppColors(background = colorResource(R.color.background_dark), backgroundDark = Color(0xFF000000),
                                        accent = colorResource(R.color.accent))
            class MainActivity : ComponentActivity() {
                override fun onCreate(savedInstanceState: Bundle?) { setContent { Box(Modifier.background(appColors().background)) } }
            }
            """
        let colours = """
            <resources>
              <color name="background_dark">#FF101010</color>
            </resources>
            """
        let drawable = """
            <shape xmlns:android="http://schemas.android.com/apk/res/android"><solid android:color="@color/background_dark"/></shape>
            """
        let document = try Self.run(["App/src/main/java/com/example/Colors.kt": kotlin, "App/src/main/res/values/colors.xml": colours,
                                     "App/src/main/res/drawable/card.xml": drawable],
                                    schema: Self.schema(["background", "backgroundDark", "accent"], ground: "background"))
        #expect(Self.statuses(document) == ["background": "used", "backgroundDark": "dead", "accent": "used"])
    }

    /// A Kotlin Multiplatform app's iOS entry points are top-level Kotlin functions that Swift
    /// calls through Kotlin/Native's file class (`Main_iosKt.MainViewController()`): they are
    /// live, and so is what they show.
    @Test func aKotlinEntryPointSwiftCallsIsLive() throws {
        let kotlin = """
            package org.example
            data class Colors(val background: Color, val text: Color, val accent: Color)
            val LocalColors = staticCompositionLocalOf { Colors(Color(0xFFFFFFFF), Color(0xFF000000), Color(0xFF3366FF)) }
            fun MainViewController(): UIViewController = ComposeUIViewController { Screen() }
            @Composable
            fun Screen() { Text("x", color = LocalColors.current.text) }
            """
        let swift = """
            import SwiftUI
            import Shared
            struct ComposeView: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController { Main_iosKt.MainViewController() }
            }
            """
        let document = try Self.run(["App/shared/src/iosMain/kotlin/org/example/main.ios.kt": kotlin, "App/iosApp/ContentView.swift": swift],
                                    schema: Self.schema(["background", "text", "accent"], ground: "background"))
        #expect(Self.statuses(document) == ["background": "dead", "text": "used", "accent": "dead"])
    }

    /// An instance member the app adds in an extension is called on values the reader does not
    /// follow: `Modifier.padding(4.dp).cardBackground()`, `Text("x").padding().cardStyle()` and
    /// `store?.withState { $0 }?.converted()` use them, and the roles they read are live.
    @Test func aFrameworkExtensionCalledOnAnyValueIsUsed() throws {
        let kotlin = """
            package org.example
            data class AppColors(val surface: Color, val border: Color, val accent: Color)
            val LocalAppColors = staticCompositionLocalOf { AppColors(Color(0xFFFFFFFF), Color(0xFF888888), Color(0xFF3366FF)) }
            @Composable
            fun Modifier.cardBackground(): Modifier = background(LocalAppColors.current.surface)
            @Composable
            fun Modifier.unusedOutline(): Modifier = border(1.dp, LocalAppColors.current.border)
            class MainActivity : ComponentActivity() {
                override fun onCreate(savedInstanceState: Bundle?) { setContent { Box(Modifier.padding(4.dp).cardBackground()) } }
            }
            """
        let swift = """
            import SwiftUI
            enum Brand {
                static let card = Color(red: 0.9, green: 0.9, blue: 0.9)
                static let ink = Color(red: 0.1, green: 0.1, blue: 0.1)
                static let mark = Color(red: 0.8, green: 0.2, blue: 0.2)
            }
            extension View {
                func cardStyle() -> some View { background(Brand.card) }
            }
            struct MenuState {}
            extension MenuState {
                func converted() -> Color { Brand.mark }
            }
            struct Home: View {
                var body: some View { Text("x").padding().cardStyle() }
                func menuTint(_ item: Binding<Store<MenuState>?>) -> Color? {
                    let store = item.wrappedValue
                    let state = store?.withState { $0 }
                    return state?.converted()
                }
            }
            """
        let document = try Self.run(["App/src/main/java/org/example/Ext.kt": kotlin, "App/Ios/Home.swift": swift],
                                    schema: Self.schema(["surface", "border", "accent", "card", "ink", "mark"], ground: "surface"))
        #expect(Self.statuses(document) == ["surface": "used", "border": "dead", "accent": "dead", "card": "used", "ink": "dead", "mark": "used"])
    }

    /// A library's multipreview annotation (`@WearPreviewFontScales`) marks preview code, and a
    /// dependency injector's `@Provides` function is code the framework calls: neither is dead.
    @Test func aLibraryPreviewAnnotationAndAProviderAreNoDeadCode() throws {
        let kotlin = """
            package org.example
            data class AppColors(val surface: Color, val accent: Color, val border: Color)
            val LocalAppColors = staticCompositionLocalOf { AppColors(Color(0xFFFFFFFF), Color(0xFF3366FF), Color(0xFF888888)) }
            @WearPreviewFontScales
            @Composable
            fun CardPreview() { Box(Modifier.background(LocalAppColors.current.accent)) }
            @Module
            object ColorsModule {
                @Provides
                fun provideBorder(): Color = LocalAppColors.current.border
            }
            """
        let document = try Self.run(["App/src/main/java/org/example/Card.kt": kotlin],
                                    schema: Self.schema(["surface", "accent", "border"], ground: "surface"))
        #expect(Self.statuses(document) == ["surface": "dead", "accent": "previewOnly", "border": "used"])
        #expect((document["declarations"] as? [[String: Any]] ?? []).isEmpty)
    }

    /// A member of an extension that adds a conformance (`extension FeedController:
    /// UIScrollViewDelegate`) is what the framework calls by the protocol: code of its type, live
    /// with it. A plain extension's member is followed to its uses; `where Self == …` adds none;
    /// a view's extension stays followed, as the view is (`Badge`, which only a preview names).
    @Test func aConformingExtensionsMembersAreCalledByTheFramework() throws {
        let code = """
            import UIKit
            enum Brand {
                static let card = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
                static let ink = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
                static let mark = UIColor(red: 0.8, green: 0.2, blue: 0.2, alpha: 1)
            }
            final class FeedController: UIViewController {}
            extension FeedController: UIScrollViewDelegate {
                func scrollViewDidScroll(_ scrollView: UIScrollView) { scrollView.backgroundColor = Brand.card }
            }
            extension FeedController {
                func unusedHelper() { view.tintColor = Brand.ink }
            }
            extension UIView where Self: UILabel {
                func unusedMark() { backgroundColor = Brand.mark }
            }
            struct Badge: View {
                var body: some View { Text("x").foregroundColor(Color(uiColor: tint)) }
            }
            extension Badge: Equatable {
                var tint: UIColor { Brand.sample }
            }
            extension Brand {
                static let sample = UIColor(red: 0.5, green: 0.5, blue: 0.9, alpha: 1)
            }
            #Preview { Badge() }
            """
        let document = try Self.run(["App/FeedController.swift": code], schema: Self.schema(["card", "ink", "mark", "sample"], ground: "card"))
        #expect(Self.statuses(document) == ["card": "used", "ink": "dead", "mark": "dead", "sample": "previewOnly"])
    }

    /// Code the language or a framework calls by name is live: an operator (`static func ==`)
    /// and The Composable Architecture's `liveValue` and `testValue`; its `previewValue` is
    /// what previews run, preview code.
    @Test func operatorsAndDependencyValuesAreLive() throws {
        let code = """
            import SwiftUI
            enum Brand {
                static let card = Color(red: 0.9, green: 0.9, blue: 0.9)
                static let ink = Color(red: 0.1, green: 0.1, blue: 0.1)
                static let mark = Color(red: 0.8, green: 0.2, blue: 0.2)
            }
            struct Row: Equatable {
                let tint: Color
                static func == (lhs: Row, rhs: Row) -> Bool { lhs.tint == rhs.tint && Brand.card != Brand.ink }
            }
            extension ThemeClient: DependencyKey {
                static let liveValue = ThemeClient(accent: Brand.mark)
                static let previewValue = ThemeClient(accent: Brand.sample)
            }
            extension Brand {
                static let sample = Color(red: 0.5, green: 0.5, blue: 0.9)
            }
            """
        let document = try Self.run(["App/Row.swift": code], schema: Self.schema(["card", "ink", "mark", "sample"], ground: "card"))
        #expect(Self.statuses(document) == ["card": "used", "ink": "used", "mark": "used", "sample": "previewOnly"])
        #expect((document["declarations"] as? [[String: Any]] ?? []).isEmpty)
    }

    /// A palette made by an implicit `.init(…)` where the declaration's type says which
    /// (`static let standard: Self = .init(…)` in the palette's extension, `var dark: Palette {
    /// .init(…) }`) is a definition: its colours define, they are not hard-coded.
    @Test func anImplicitInitialiserOfAPaletteDefines() throws {
        let code = """
            import SwiftUI
            public struct Palette {
                public let ink: Color
                public let paper: Color
            }
            public extension Palette {
                static let standard: Self = .init(ink: .init(hex: "#101010"), paper: Color(red: 0.98, green: 0.98, blue: 0.96))
                static var dark: Palette { .init(ink: Color(red: 0.9, green: 0.9, blue: 0.9), paper: .init(hex: "#202020")) }
            }
            struct Card: View {
                var body: some View { Text("x").foregroundStyle(Palette.standard.ink).background(Palette.dark.paper)
                    .overlay(Color(red: 0.5, green: 0.2, blue: 0.2)) }
            }
            """
        let document = try Self.run(["App/Palette.swift": code], schema: Self.schema(["paper", "ink"], ground: "paper"))
        #expect(Self.statuses(document) == ["ink": "used", "paper": "used"])
        #expect(Self.literals(document, "definitions").count == 4)
        #expect(Self.literals(document, "leaks").map { $0.split(separator: " ")[0] } == ["App/Palette.swift:12"])
    }

    /// Kotlin's scope functions with a receiver: in `with(MaterialTheme.colorScheme) { … }` and
    /// `MaterialTheme.colorScheme.run { … }` a bare `primary` is the scheme's, and inside an
    /// extension's `with` the extension's receiver still answers what the scheme has not
    /// (`brand`). A `with` taken by an `if` does not reach a later closure (`glow` is no read).
    @Test func aKotlinScopeFunctionsReceiverIsThis() throws {
        let code = """
            package org.example
            val LightColors = lightColorScheme(primary = Color(0xFF336699), secondary = Color(0xFF996633), tertiary = Color(0xFF669933),
                                               surface = Color(0xFFFFFFFF), error = Color(0xFFFF0000))
            class MainActivity : ComponentActivity() {
                override fun onCreate(savedInstanceState: Bundle?) { setContent { MaterialTheme(colorScheme = LightColors) { Screen() } } }
            }
            data class ExtendedColors(val brand: Color, val glow: Color)
            fun ExtendedColors.gradient() = with(MaterialTheme.colorScheme) { listOf(brand, surfaceTint) }
            @Composable
            fun Screen() {
                val stops = ExtendedColors(Color(0xFF000000), Color(0xFF111111)).gradient()
                val c = if (stops.isEmpty()) with(MaterialTheme.colorScheme) { outline } else Color.Black
                listOf(1).map { glow }
                with(MaterialTheme.colorScheme) {
                    Box(Modifier.background(primary))
                }
                MaterialTheme.colorScheme.let { Text("x", color = it.secondary) }
                MaterialTheme.colorScheme.run { Text("y", color = tertiary) }
                val scheme = MaterialTheme.colorScheme
                Text("z", color = scheme.surface)
            }
            """
        let document = try Self.run(["App/src/main/java/org/example/Screen.kt": code],
                                    schema: Self.schema(["surface", "primary", "secondary", "tertiary", "error", "brand", "surfaceTint", "outline", "glow"],
                                                        ground: "surface"))
        #expect(Self.statuses(document) == ["surface": "used", "primary": "used", "secondary": "used", "tertiary": "used", "error": "dead",
                                            "brand": "used", "surfaceTint": "used", "outline": "used", "glow": "dead"])
    }

    /// An app's own colour type that wraps its colours as presets of itself
    /// (`static let textPrimary = DSColor(light: …, dark: …)`, read as `DSColor.textPrimary.color`)
    /// is a palette of those presets.
    @Test func anAppsColourTypeWrappingItsColoursIsAPalette() throws {
        let code = """
            import SwiftUI
            struct DSColor {
                let light: Color
                let dark: Color
                var color: Color { light }
                static let textPrimary = DSColor(light: Color(red: 0.1, green: 0.1, blue: 0.1), dark: Color(red: 0.9, green: 0.9, blue: 0.9))
                static let textSecondary = DSColor(light: Color(red: 0.3, green: 0.3, blue: 0.3), dark: Color(red: 0.7, green: 0.7, blue: 0.7))
            }
            struct Card: View {
                var body: some View { Text("x").foregroundStyle(DSColor.textPrimary.color) }
            }
            """
        let document = try Self.run(["App/DSColor.swift": code], schema: Self.schema(["textPrimary", "textSecondary"], ground: "textPrimary"))
        #expect(Self.statuses(document) == ["textPrimary": "used", "textSecondary": "dead"])
    }
}

