/// How `lint` and `usage` write their findings: text lines (FILE:LINE: …), one JSON document,
/// SARIF 2.1.0, or GitHub workflow commands.
package enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github
}
