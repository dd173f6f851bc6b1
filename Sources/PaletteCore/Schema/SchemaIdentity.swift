/// What a palette file records of its schema: the name, and a hash of what gives a palette its
/// meaning (`SchemaFile.hash`), so a schema whose roles or derived tokens change under a palette
/// is noticed even when its name stays.
public struct SchemaIdentity: Hashable, Sendable {
    public let name: String
    public let hash: String
    /// The hash files written before the hash left documentation out recorded
    /// (`SchemaFile.documentHash`); a file that records it reads as well.
    public let documentHash: String

    public init(_ schema: Schema) {
        let schema = schema.standard
        if schema.name == Schema.streamName, schema == .stream {
            self = Self.stream
            return
        }
        self.init(name: schema.name, hash: SchemaFile.hash(schema), documentHash: SchemaFile.documentHash(schema))
    }

    private init(name: String, hash: String, documentHash: String) {
        self.name = name
        self.hash = hash
        self.documentHash = documentHash
    }

    /// Computed once: palette files of the stream schema are read often.
    static let stream = SchemaIdentity(name: Schema.stream.name, hash: SchemaFile.hash(.stream), documentHash: SchemaFile.documentHash(.stream))

    /// The built-in stream schema, which palette files do not record.
    public var isBuiltIn: Bool { hash == Self.stream.hash && name == Self.stream.name }

    /// Whether a file's record names this schema: its name, and either hash.
    public func isRecorded(name recordedName: String, hash recordedHash: String) -> Bool {
        recordedName == name && (recordedHash == hash || recordedHash == documentHash)
    }

    public static func == (lhs: SchemaIdentity, rhs: SchemaIdentity) -> Bool {
        lhs.name == rhs.name && lhs.hash == rhs.hash
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(hash)
    }
}
