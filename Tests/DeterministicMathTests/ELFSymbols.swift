import Foundation

/// The undefined symbols of an ELF64 little-endian relocatable object: what it calls outside itself.
enum ELFSymbols {
    enum Failure: Error, CustomStringConvertible {
        case notELF(String)
        case truncated(String)
        var description: String {
            switch self {
            case .notELF(let path): "\(path) is not a 64-bit little-endian ELF object"
            case .truncated(let path): "\(path) is truncated or malformed (section or symbol table out of bounds)"
            }
        }
    }

    static func undefined(in path: String) throws -> [String] {
        let data = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        guard data.count > 64, data[0] == 0x7F, data[1] == 0x45, data[2] == 0x4C, data[3] == 0x46,
            data[4] == 2, data[5] == 1
        else { throw Failure.notELF(path) }
        func read(_ offset: Int, _ size: Int) throws -> UInt64 {
            guard offset >= 0, offset + size <= data.count else { throw Failure.truncated(path) }
            var value: UInt64 = 0
            for i in (0..<size).reversed() { value = value << 8 | UInt64(data[offset + i]) }
            return value
        }
        let sectionOffset = Int(try read(0x28, 8))
        let sectionSize = Int(try read(0x3A, 2))
        let sectionCount = Int(try read(0x3C, 2))
        var names: [String] = []
        for index in 0..<sectionCount {
            let header = sectionOffset + index * sectionSize
            guard try read(header + 4, 4) == 2 else { continue }  // SHT_SYMTAB
            let offset = Int(try read(header + 0x18, 8)), size = Int(try read(header + 0x20, 8))
            let stringsHeader = sectionOffset + Int(try read(header + 0x28, 4)) * sectionSize
            let strings = Int(try read(stringsHeader + 0x18, 8))
            for symbol in stride(from: offset, to: offset + size, by: 24) {
                let nameOffset = Int(try read(symbol, 4))
                guard nameOffset != 0, try read(symbol + 6, 2) == 0 else { continue }  // SHN_UNDEF
                var end = strings + nameOffset
                guard end < data.count else { throw Failure.truncated(path) }
                while end < data.count && data[end] != 0 { end += 1 }
                names.append(String(decoding: data[(strings + nameOffset)..<end], as: UTF8.self))
            }
        }
        return names
    }
}
