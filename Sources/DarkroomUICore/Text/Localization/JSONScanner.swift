/// A forward-only JSON reader over UTF-8 bytes, for String Catalogs: the caller walks the document
/// (objects key by key, strings, numbers) and skips what it does not need, so no dictionary of `Any`
/// is built. Every syntax error is a ``LocalizationError`` naming the file, the line and what was expected.
struct JSONScanner {
    /// The kind of the next value.
    enum Kind: Equatable {
        case object, array, string, number, literal
    }

    private let bytes: [UInt8]
    private let path: String
    /// The offset of the next byte to read.
    var offset: Int

    /// A reader of `bytes` (UTF-8, an optional byte order mark skipped), whose errors name `path`.
    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
        offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The kind of the next value (skipping whitespace); an error at the end of the text or at a byte no
    /// value starts with.
    mutating func peekKind() throws(LocalizationError) -> Kind {
        skipWhitespace()
        guard offset < bytes.count else { throw syntaxError("expected a value but found the end of the file") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): return .literal
        default: throw syntaxError("expected a value but found \(describe(bytes[offset]))")
        }
    }

    /// Reads every member of an object, calling `body` with each key; `body` must read or skip the value.
    mutating func forEachMember(_ body: (inout JSONScanner, String) throws(LocalizationError) -> Void) throws(LocalizationError) {
        try expect(UInt8(ascii: "{"))
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw syntaxError("expected a key string but found \(offset < bytes.count ? describe(bytes[offset]) : "the end of the file")")
            }
            let key = try readString()
            try expect(UInt8(ascii: ":"))
            try body(&self, key)
            skipWhitespace()
            guard offset < bytes.count else { throw syntaxError("expected \",\" or \"}\" but found the end of the file") }
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: "}") { return }
            guard byte == UInt8(ascii: ",") else { throw syntaxError("expected \",\" or \"}\" but found \(describe(byte))") }
        }
    }

    /// Reads a string value, decoding its escapes.
    mutating func readString() throws(LocalizationError) -> String {
        try expect(UInt8(ascii: "\""))
        let start = offset
        // Fast path: no escapes.
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let string = bytes.withUnsafeBufferPointer { String(decoding: $0[start..<offset], as: UTF8.self) }
                offset += 1
                return string
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw syntaxError("a control character (\(describe(byte))) inside a string") }
            offset += 1
        }
        var decoded = Array(bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard offset < bytes.count else { break }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
                case UInt8(ascii: "b"): decoded.append(0x08)
                case UInt8(ascii: "f"): decoded.append(0x0C)
                case UInt8(ascii: "n"): decoded.append(0x0A)
                case UInt8(ascii: "r"): decoded.append(0x0D)
                case UInt8(ascii: "t"): decoded.append(0x09)
                case UInt8(ascii: "u"):
                    var value = try readHex4()
                    if (0xD800..<0xDC00).contains(value), offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                        bytes[offset + 1] == UInt8(ascii: "u")
                    {
                        offset += 2
                        let low = try readHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw syntaxError("an unpaired surrogate \\u escape") }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(value) else { throw syntaxError("an unpaired surrogate \\u escape") }
                    decoded.append(contentsOf: String(Character(scalar)).utf8)
                default:
                    throw syntaxError("an unknown escape \\\(describe(escape)) inside a string")
                }
            default:
                if byte < 0x20 { throw syntaxError("a control character (\(describe(byte))) inside a string") }
                decoded.append(byte)
            }
        }
        throw syntaxError("a string that does not end")
    }

    /// Reads a number value; nil when it is not an integer that fits an `Int`.
    mutating func readInteger() throws(LocalizationError) -> Int? {
        let start = offset
        try skipNumber()
        let text = bytes.withUnsafeBufferPointer { String(decoding: $0[start..<offset], as: UTF8.self) }
        return Int(text) ?? Double(text).flatMap { $0.rounded() == $0 && abs($0) < 1e18 ? Int($0) : nil }
    }

    /// Skips one value of any kind, checking its syntax.
    mutating func skipValue() throws(LocalizationError) {
        switch try peekKind() {
        case .object:
            try forEachMember { scanner, _ throws(LocalizationError) in try scanner.skipValue() }
        case .array:
            offset += 1
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                return
            }
            while true {
                try skipValue()
                skipWhitespace()
                guard offset < bytes.count else { throw syntaxError("expected \",\" or \"]\" but found the end of the file") }
                let byte = bytes[offset]
                offset += 1
                if byte == UInt8(ascii: "]") { return }
                guard byte == UInt8(ascii: ",") else { throw syntaxError("expected \",\" or \"]\" but found \(describe(byte))") }
            }
        case .string:
            _ = try readString()
        case .number:
            try skipNumber()
        case .literal:
            for word in ["true", "false", "null"] where bytes[offset...].starts(with: word.utf8) {
                offset += word.utf8.count
                return
            }
            throw syntaxError("expected true, false or null")
        }
    }

    /// Checks that nothing but whitespace follows the document's value.
    mutating func expectEnd() throws(LocalizationError) {
        skipWhitespace()
        if offset < bytes.count { throw syntaxError("unexpected \(describe(bytes[offset])) after the end of the document") }
    }

    private mutating func skipNumber() throws(LocalizationError) {
        let start = offset
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        var digits = 0
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-"): break
            default:
                guard digits > 0 else { throw syntaxError("a number without digits") }
                return
            }
            offset += 1
        }
        if digits == 0 || offset == start { throw syntaxError("a number without digits") }
    }

    private mutating func readHex4() throws(LocalizationError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw syntaxError("a \\u escape without four hex digits") }
        var value: UInt32 = 0
        for byte in bytes[offset..<(offset + 4)] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw syntaxError("a \\u escape without four hex digits")
            }
            value = value * 16 + UInt32(digit)
        }
        offset += 4
        return value
    }

    private mutating func expect(_ byte: UInt8) throws(LocalizationError) {
        skipWhitespace()
        guard offset < bytes.count else {
            throw syntaxError("expected \"\(Character(Unicode.Scalar(byte)))\" but found the end of the file")
        }
        guard bytes[offset] == byte else {
            throw syntaxError("expected \"\(Character(Unicode.Scalar(byte)))\" but found \(describe(bytes[offset]))")
        }
        offset += 1
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "\"\(Character(Unicode.Scalar(byte)))\"" : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// "not valid JSON (line N: …)".
    private func syntaxError(_ message: String) -> LocalizationError {
        let line = 1 + bytes[..<min(offset, bytes.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return LocalizationError(file: path, problem: "not valid JSON (line \(line): \(message))")
    }
}
