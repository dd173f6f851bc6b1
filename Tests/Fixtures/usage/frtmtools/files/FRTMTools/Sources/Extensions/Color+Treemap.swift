import SwiftUI

extension Color {
    static let treemapAppBinary = Color(red: 0.0, green: 0.48, blue: 1.0)
    static let treemapFramework = Color(red: 0.35, green: 0.8, blue: 0.85)
    static let treemapBundle = Color(red: 0.2, green: 0.8, blue: 0.6)
    static let treemapAssets = Color(red: 1.0, green: 0.6, blue: 0.2)
    static let treemapLproj = Color(red: 0.7, green: 0.4, blue: 0.9)
    static let treemapPlist = Color(red: 1.0, green: 0.4, blue: 0.6)
    static let treemapDefault = Color.gray
}