import PaletteCore
import PaletteExport

/// The colour facades the platforms themselves give an app, which its code reads without
/// declaring: Compose Material 3's `ColorScheme` behind `MaterialTheme.colorScheme` (built by
/// `lightColorScheme(…)`), Material 2's `Colors` behind `MaterialTheme.colors`, Glance's
/// `ColorProviders` behind `GlanceTheme.colors`, and SwiftUI's `EnvironmentValues`, which an app
/// extends with its palette (`\.palette`, `context.environment.palette`). Names as the libraries
/// spell them:
/// developer.android.com/reference/kotlin/androidx/compose/material3/ColorScheme,
/// developer.android.com/reference/kotlin/androidx/compose/material/Colors,
/// developer.android.com/reference/kotlin/androidx/glance/GlanceTheme,
/// developer.apple.com/documentation/swiftui/environmentvalues.
enum PlatformFacades {
    /// Material 3's `ColorScheme` members, with those the TV and Wear libraries' own `ColorScheme`
    /// add (`border`, `borderVariant`; `primaryDim` and the like):
    /// developer.android.com/reference/kotlin/androidx/tv/material3/ColorScheme,
    /// developer.android.com/reference/kotlin/androidx/wear/compose/material3/ColorScheme.
    static let material3Roles = [
        "primary", "onPrimary", "primaryContainer", "onPrimaryContainer", "inversePrimary",
        "secondary", "onSecondary", "secondaryContainer", "onSecondaryContainer",
        "tertiary", "onTertiary", "tertiaryContainer", "onTertiaryContainer",
        "background", "onBackground", "surface", "onSurface", "surfaceVariant", "onSurfaceVariant", "surfaceTint",
        "inverseSurface", "inverseOnSurface", "error", "onError", "errorContainer", "onErrorContainer",
        "outline", "outlineVariant", "scrim", "surfaceBright", "surfaceDim", "surfaceContainer", "surfaceContainerHigh",
        "surfaceContainerHighest", "surfaceContainerLow", "surfaceContainerLowest",
        "primaryFixed", "primaryFixedDim", "onPrimaryFixed", "onPrimaryFixedVariant",
        "secondaryFixed", "secondaryFixedDim", "onSecondaryFixed", "onSecondaryFixedVariant",
        "tertiaryFixed", "tertiaryFixedDim", "onTertiaryFixed", "onTertiaryFixedVariant",
        "border", "borderVariant", "primaryDim", "secondaryDim", "tertiaryDim", "errorDim",
    ]

    /// Material 2's `Colors` members.
    static let material2Roles = [
        "primary", "primaryVariant", "secondary", "secondaryVariant", "background", "surface", "error",
        "onPrimary", "onSecondary", "onBackground", "onSurface", "onError",
    ]

    /// Glance's `ColorProviders`, the colours of an app widget's `GlanceTheme` (which an app
    /// builds from its Material 3 schemes, `ColorProviders(light = …, dark = …)`):
    /// developer.android.com/reference/kotlin/androidx/glance/color/ColorProviders.
    static let glanceRoles = [
        "primary", "onPrimary", "primaryContainer", "onPrimaryContainer", "secondary", "onSecondary", "secondaryContainer",
        "onSecondaryContainer", "tertiary", "onTertiary", "tertiaryContainer", "onTertiaryContainer", "error", "errorContainer",
        "onError", "onErrorContainer", "background", "onBackground", "surface", "onSurface", "surfaceVariant", "onSurfaceVariant",
        "outline", "inverseOnSurface", "inverseSurface", "inversePrimary", "widgetBackground",
    ]

    /// A facade type: its name, its members (each a role when the schema has one of that name),
    /// and the functions that build one, whose arguments define a palette rather than read it.
    struct Facade {
        let type: String
        let roles: [String]
        let builders: [String]
    }

    static let kotlinFacades = [
        Facade(type: "ColorScheme", roles: material3Roles,
               builders: ["lightColorScheme", "darkColorScheme", "dynamicLightColorScheme", "dynamicDarkColorScheme",
                          "expressiveLightColorScheme", "expressiveDarkColorScheme", "ColorScheme"]),
        Facade(type: "Colors", roles: material2Roles, builders: ["lightColors", "darkColors", "Colors"]),
        Facade(type: "ColorProviders", roles: glanceRoles, builders: ["ColorProviders", "colorProviders"]),
    ]

    /// The objects whose members hold a facade: `MaterialTheme` (Material 3 and Material 2 both
    /// name it so) and Glance's `GlanceTheme`.
    static let themeObjects = [
        "MaterialTheme": ["colorScheme": "ColorScheme", "colors": "Colors"],
        "GlanceTheme": ["colors": "ColorProviders"],
    ]

    /// Compose's functions that make a `CompositionLocal` of what their lambda returns or their
    /// type argument names.
    static let compositionLocalMakers: Set<String> = ["staticCompositionLocalOf", "compositionLocalOf", "compositionLocalWithComputedDefaultOf"]

    /// SwiftUI's members that hold the environment: `GraphicsContext.environment`,
    /// `EnvironmentReader`'s value, a `ViewModifier`'s context.
    static let environmentMembers: Set<String> = ["environment"]

    /// Types a member chain does not follow into: a colour is read whole, and numbers, strings
    /// and flags are never palettes (a `var accent: Bool` is no role).
    static let valueTypes: Set<String> = [
        "Bool", "Boolean", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Long", "Short", "Byte",
        "Double", "Float", "CGFloat", "String", "Character", "Char", "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval", "Duration",
        "Dp", "TextUnit", "Unit", "Void", "Any", "AnyObject", "Font", "UIFont", "NSFont", "TextStyle",
    ]

    /// The colour types: a member of one of these types is a colour, so a type whose members
    /// are roles can hold them.
    static let colourTypes: Set<String> = ["Color", "UIColor", "NSColor", "CGColor", "ShapeStyle", "AnyShapeStyle", "Brush", "SolidColor"]

    /// SwiftUI's and UIKit's own colours (`Color.primary`, `.accentColor`, `UIColor.label`):
    /// never an asset catalogue's generated symbol, whatever the schema calls its roles.
    static let systemColourMembers: Set<String> = [
        "primary", "secondary", "accentColor", "clear", "black", "white", "gray", "grey", "red", "green", "blue", "orange", "yellow",
        "pink", "purple", "mint", "teal", "cyan", "indigo", "brown", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "separator", "link", "tint", "accent",
        "Unspecified", "White", "Black", "Red", "Green", "Blue", "Gray", "Transparent", "Yellow", "Cyan", "Magenta", "LightGray", "DarkGray",
    ]
}
