/// What a palette file records of its schema: the name, and a hash of the canonical text, so a
/// schema edited under a palette is noticed even when its name stays.
public struct SchemaIdentity: Hashable, Sendable {
    public let name: String
    public let hash: String

    public init(_ schema: Schema) {
        let schema = schema.standard
        name = schema.name
        hash = schema == .stream ? Self.stream.hash : SchemaFile.hash(schema)
    }

    private init(name: String, hash: String) {
        self.name = name
        self.hash = hash
    }

    /// Computed once: palette files of the stream schema are read often.
    static let stream = SchemaIdentity(name: Schema.stream.name, hash: SchemaFile.hash(.stream))

    /// The built-in stream schema, which palette files do not record.
    public var isBuiltIn: Bool { self == Self.stream }
}
