import PaletteCore
import PaletteExport

/// The model's types a value may be, in the order met. Almost every value is of one type: that
/// one is held inline, so copying a `ValueType` (the reader does at almost every token, and
/// both cores read the same model) touches no reference count; only a union of several (a
/// member name several types declare) holds an array.
struct TypeList: RandomAccessCollection, Sendable, Equatable {
    private enum Storage: Sendable, Equatable {
        case none
        case one(Int32)
        case many([Int32])
    }
    private var storage = Storage.none

    init() {}

    init(_ types: [Int32]) {
        switch types.count {
        case 0: storage = .none
        case 1: storage = .one(types[0])
        default: storage = .many(types)
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int {
        switch storage {
        case .none: return 0
        case .one: return 1
        case .many(let types): return types.count
        }
    }

    subscript(position: Int) -> Int32 {
        switch storage {
        case .none: preconditionFailure("no type at \(position)")
        case .one(let type):
            precondition(position == 0, "one type, not \(position + 1)")
            return type
        case .many(let types): return types[position]
        }
    }

    /// Adds `type` unless it is there.
    mutating func insert(_ type: Int32) {
        switch storage {
        case .none: storage = .one(type)
        case .one(let first): if first != type { storage = .many([first, type]) }
        case .many(var types):
            guard !types.contains(type) else { return }
            storage = .none
            types.append(type)
            storage = .many(types)
        }
    }
}
