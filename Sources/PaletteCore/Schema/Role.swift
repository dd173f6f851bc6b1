/// One stored colour of a palette: what it is for, and whether it may be translucent.
public struct Role: Hashable, Sendable {
    public let name: RoleName
    /// One of the schema's groups.
    public let group: String
    public let description: String
    /// The ground every translucent surface is composited over cannot itself be translucent.
    public let mustBeOpaque: Bool

    public init(_ name: RoleName, _ group: String, _ description: String, mustBeOpaque: Bool = false) {
        self.name = name
        self.group = group
        self.description = description
        self.mustBeOpaque = mustBeOpaque
    }
}
