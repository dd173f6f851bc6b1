/// The six groups a palette's roles fall into, in schema order.
public enum RoleGroup: String, CaseIterable, Sendable {
    case surfaces, ink, markers, fills, capsules, stage
}
