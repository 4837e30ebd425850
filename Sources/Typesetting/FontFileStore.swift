import Foundation
import Synchronization

/// The bytes of a font file, read once per process and never modified (FreeType and HarfBuzz
/// only read them), with their FNV-1a 64 hash.
final class FontFileData: @unchecked Sendable {
    // Safety: the buffer is written once in `init` and only read afterwards.
    let bytes: UnsafeMutableRawBufferPointer
    let contentHash: UInt64

    init?(path: String) {
        guard let contents = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(contents.count, 1), alignment: 16)
        contents.withUnsafeBytes { source in
            if let base = source.baseAddress, let target = bytes.baseAddress {
                target.copyMemory(from: base, byteCount: contents.count)
            }
        }
        self.bytes = UnsafeMutableRawBufferPointer(rebasing: bytes[0..<contents.count])
        self.contentHash = FNV1a.hash(UnsafeRawBufferPointer(self.bytes))
        if contents.isEmpty { bytes.deallocate() }
    }

    var count: Int { bytes.count }

    deinit {
        if bytes.count > 0 { bytes.deallocate() }
    }
}

/// Process-wide cache of font file bytes by path, so engines share memory and hashes.
final class FontFileStore: Sendable {
    static let shared = FontFileStore()

    private let files = Mutex<[String: FontFileData]>([:])

    func file(at path: String) throws(FontError) -> FontFileData {
        if let cached = files.withLock({ $0[path] }) { return cached }
        guard let data = FontFileData(path: path) else { throw .missingFontFile(path: path) }
        return files.withLock { files in
            if let raced = files[path] { return raced }
            files[path] = data
            return data
        }
    }
}
