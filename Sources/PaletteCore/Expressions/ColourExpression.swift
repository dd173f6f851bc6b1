/// What a designer may write where a colour is expected: a colour, a name (role, derived
/// token or source swatch), or a computation on them. Names resolve to the values they hold
/// when the expression is evaluated; a role set from roles keeps the expression as its link
/// (`RoleLink`) and is evaluated again whenever they change.
package indirect enum ColourExpression: Hashable, Sendable {
    case literal(Colour)
    /// A role, derived token or swatch of a loaded source.
    case name(String)
    /// `library.swatch`, e.g. `gruvboxDark.bg0`.
    case qualifiedSwatch(library: String, swatch: String)
    /// `x.stepped(t)`: toward black in a light palette, toward white in a dark one.
    case stepped(ColourExpression, Double)
    /// `mix(a, b, t)`: a + (b − a)·t per gamma-encoded channel.
    case mix(ColourExpression, ColourExpression, Double)
    /// `lighten(a, dL)` / `darken(a, dL)`: OKLCH lightness moved by dL (signed here).
    case shiftLightness(ColourExpression, Double)
}
