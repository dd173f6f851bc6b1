import PaletteCore

extension TokenTransform {
    /// The transform of a token that a later source writes over an earlier token of the same
    /// name. Primer builds each theme with Style Dictionary, which deep-merges its source files
    /// (style-dictionary 3.9.2, `lib/utils/deepExtend.js` lines 59 and 74): a member the later
    /// token writes replaces the earlier one's, `null` included, and a member it leaves out is
    /// kept. So a theme's override that sets `mix: null` removes the mix of the token it
    /// overrides, and one that sets only `$value` keeps its `alpha`. nil when neither writes one.
    static func overriding(_ earlier: TokenTransform?, with later: TokenTransform?) -> TokenTransform? {
        guard let earlier else { return later }
        let written = later?.written ?? []
        return TokenTransform(mix: written.contains("mix") ? later?.mix : earlier.mix,
                              alpha: written.contains("alpha") ? later?.alpha : earlier.alpha,
                              written: earlier.written.union(written))
    }
}
