/// Bytes appended at the end of one allocation that this value alone owns: what `JSONLine`
/// writes into. Not an array: a `suggest --batch` answer appends some sixty pieces, and each
/// array append checks uniqueness and capacity on the generic path, which costs more than the
/// bytes. Non-copyable, so the allocation has exactly one owner and is freed once.
package struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    package private(set) var count = 0

    package init(capacity: Int = 512) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Room for `extra` more bytes. Inlined, as are the appends: each is so short that a call
    /// would cost more than its work.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    private mutating func grow(toHold needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }

    @inline(__always)
    package mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    package mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// A string's UTF-8, copied from its stored bytes.
    package mutating func append(utf8Of text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Room for `maximum` more bytes at the end, to write in place and then `commit`: a number's
    /// or a colour's text is written straight into the buffer.
    @inline(__always)
    package mutating func endReserving(_ maximum: Int) -> UnsafeMutablePointer<UInt8> {
        reserve(maximum)
        return base + count
    }

    /// Takes in the `written` bytes written at `endReserving`'s pointer. The caller writes at
    /// most what it reserved; the check here is only that the count stays within the allocation.
    @inline(__always)
    package mutating func commit(_ written: Int) {
        precondition(written >= 0 && count + written <= capacity, "ByteBuffer.commit past its room")
        count += written
    }

    /// Appends a copy of `count` bytes already written, from `offset`.
    @inline(__always)
    package mutating func appendCopy(from offset: Int, count copied: Int) {
        precondition(offset >= 0 && copied >= 0 && offset + copied <= count, "ByteBuffer.appendCopy outside what is written")
        reserve(copied)
        (base + count).initialize(from: base + offset, count: copied)
        count += copied
    }

    /// The bytes written, lent to `body`.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    package var text: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }
}
