public enum RuleStatus: String, Sendable, CaseIterable {
    case pass, fail, pending, notApplicable
}
