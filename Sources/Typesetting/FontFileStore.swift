import CDarkroomSHA256
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

    /// The SHA-256 of the bytes as 64 lowercase hex digits.
    func sha256Hex() -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        darkroom_sha256(bytes.baseAddress, bytes.count, &digest)
        return digest.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    deinit {
        if bytes.count > 0 { bytes.deallocate() }
    }
}

/// Process-wide cache of font file bytes by path, so engines share memory and hashes. A file
/// loaded with an expected SHA-256 (a bundled font) is checked once, when it is first read.
final class FontFileStore: Sendable {
    static let shared = FontFileStore()

    private struct Entry {
        var data: FontFileData
        /// The SHA-256 the bytes were checked against, if any.
        var verifiedSHA256: String?
    }

    private let files = Mutex<[String: Entry]>([:])

    /// The bytes of the file at `path`; with `expectedSHA256`, only if they have that SHA-256.
    func file(at path: String, expectedSHA256: String? = nil) throws(FontError) -> FontFileData {
        if let cached = files.withLock({ $0[path] }),
            expectedSHA256 == nil || cached.verifiedSHA256 == expectedSHA256
        {
            return cached.data
        }
        guard let data = FontFileData(path: path) else {
            if let expectedSHA256 { throw .missingBundledFontFile(path: path, expectedSHA256: expectedSHA256) }
            throw .missingFontFile(path: path)
        }
        if let expectedSHA256 {
            let actual = data.sha256Hex()
            guard actual == expectedSHA256 else {
                throw .bundledFontChecksumMismatch(path: path, expectedSHA256: expectedSHA256, actualSHA256: actual)
            }
        }
        return files.withLock { files in
            if let raced = files[path], expectedSHA256 == nil || raced.verifiedSHA256 == expectedSHA256 {
                return raced.data
            }
            files[path] = Entry(data: data, verifiedSHA256: expectedSHA256)
            return data
        }
    }
}
