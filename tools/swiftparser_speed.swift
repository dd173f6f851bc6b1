// The toolchain's own Swift parser on an app tree, for docs/performance.md ("usage"): parses
// every .swift file under DIR with SwiftParser and visits its member accesses, the least a
// usage reader would do with the tree.
//
//   H=/opt/swift/usr/lib/swift/host
//   swiftc -O tools/swiftparser_speed.swift -I $H -L $H -lSwiftParser -lSwiftSyntax \
//       -Xlinker -rpath -Xlinker $H -o /tmp/swiftparser_speed
//   /tmp/swiftparser_speed DIR        # prints: files member-accesses
import Foundation
import SwiftParser
import SwiftSyntax

final class MemberAccessCounter: SyntaxVisitor {
    var count = 0
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        count += 1
        return .visitChildren
    }
}

let root = CommandLine.arguments[1]
var paths: [String] = []
let enumerator = FileManager.default.enumerator(atPath: root)!
while let path = enumerator.nextObject() as? String {
    if path.hasSuffix(".swift") { paths.append(root + "/" + path) }
}
var total = 0
for path in paths {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let counter = MemberAccessCounter(viewMode: .sourceAccurate)
    counter.walk(Parser.parse(source: text))
    total += counter.count
}
print(paths.count, total)
