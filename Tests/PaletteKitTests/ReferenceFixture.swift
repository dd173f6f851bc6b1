import Foundation

/// The coloraide reference vectors (Fixtures/coloraide-reference.json, made by
/// tools/make_reference_vectors.py).
struct ReferenceFixture {
    let document: [String: Any]

    static func load() throws -> ReferenceFixture {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/coloraide-reference.json")
        let data = try Data(contentsOf: url)
        return ReferenceFixture(document: try JSONSerialization.jsonObject(with: data) as! [String: Any])
    }

    func records(_ key: String) -> [[String: Any]] { document[key] as! [[String: Any]] }
}

extension Dictionary where Key == String, Value == Any {
    func string(_ key: String) -> String { self[key] as! String }
    func double(_ key: String) -> Double { (self[key] as! NSNumber).doubleValue }
    func doubles(_ key: String) -> [Double] { (self[key] as! [NSNumber]).map(\.doubleValue) }
}
