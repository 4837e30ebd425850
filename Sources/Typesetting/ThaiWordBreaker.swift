import DarkroomFonts
import Foundation

/// Word boundaries in Thai, which is written without spaces between words: UAX #14 gives Thai letters
/// the class SA (complex context) and leaves the breaks to a dictionary. Darkroom uses ICU's Thai word
/// list (the one ICU's break iterator uses; `Sources/DarkroomFonts/Fonts/thai-words.dat`, see
/// `Sources/DarkroomFonts/Fonts/README.md`) and
/// maximal matching: of all ways to cut a run of Thai grapheme clusters into
/// dictionary words, the one with the fewest letters outside any word, then the fewest words; among
/// equals, the one whose words come first are longest. Letters no word covers stay together, attached to
/// neither neighbour. Cuts fall only between grapheme clusters, so a vowel or tone mark never leaves its
/// consonant. Deterministic: the same run gives the same boundaries on every machine.
struct ThaiWordBreaker: Sendable {
    /// The words, each as its letters' offsets from U+0E00.
    private let words: Set<[UInt8]>
    /// The longest word's letter count.
    private let longest: Int

    /// The bundled word list, read and checked against its pinned SHA-256 by the same store as the bundled fonts: a
    /// missing or altered file is the error that names it and the expected sum (never a silent fallback to breaking
    /// only at spaces); nil only if the pinned bytes did not decode.
    static let bundled: Result<ThaiWordBreaker?, FontError> = Result { () throws(FontError) -> ThaiWordBreaker? in
        let file = try FontFileStore.shared.file(
            at: BundledFonts.directory + "/" + BundledFonts.thaiWordsFile, expectedSHA256: BundledFonts.thaiWordsSHA256)
        return ThaiWordBreaker(encoded: [UInt8](file.bytes))
    }

    /// A breaker for the words of a `thai-words.dat` file (a header ended by a NUL byte, then the
    /// front-coded words); nil when the bytes do not decode.
    init?(encoded bytes: [UInt8]) {
        guard let headerEnd = bytes.firstIndex(of: 0) else { return nil }
        var words = Set<[UInt8]>()
        words.reserveCapacity(30_000)
        var previous: [UInt8] = []
        var longest = 0
        var index = headerEnd + 1
        while index < bytes.count {
            let shared = Int(bytes[index])
            guard shared <= previous.count else { return nil }
            var word = Array(previous[0..<shared])
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                word.append(byte & 0x7F)
                if byte & 0x80 != 0 { break }
            }
            longest = max(longest, word.count)
            words.insert(word)
            previous = word
        }
        guard !words.isEmpty else { return nil }
        self.words = words
        self.longest = longest
    }

    /// A breaker for `words` (tests).
    init(words: [String]) {
        let encoded = words.map { $0.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value - 0x0E00) } }
        self.words = Set(encoded)
        longest = encoded.map(\.count).max() ?? 0
    }

    /// Whether a grapheme cluster starting with `scalar` belongs to a Thai run (UAX #14 class SA in the
    /// Thai block: letters, vowels, tone marks, ฯ and ๆ; not Thai digits or the baht sign).
    static func isThai(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E01...0x0E3A, 0x0E40...0x0E4E: true
        default: false
        }
    }

    /// Whether a line may not start with this cluster: ๆ (repetition) and ฯ (abbreviation) follow their word.
    static func staysWithPrevious(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x0E46 || scalar.value == 0x0E2F
    }

    /// The cluster indices (1 ..< clusters.count) before which a line may break, for a run of Thai grapheme
    /// clusters given by their scalars.
    func boundaries(_ clusters: [[Unicode.Scalar]]) -> [Int] {
        let count = clusters.count
        guard count > 1 else { return [] }
        // Letters of the run and where each cluster starts among them.
        var letters: [UInt8] = []
        var starts: [Int] = []
        for cluster in clusters {
            starts.append(letters.count)
            for scalar in cluster { letters.append(UInt8(truncatingIfNeeded: scalar.value &- 0x0E00)) }
        }
        starts.append(letters.count)
        // best[i]: (letters outside words, words) of the best cut of clusters 0..<i; from[i]: where its last
        // piece starts and whether that piece is a word.
        struct Cost: Comparable {
            var unknown: Int
            var words: Int
            static func < (a: Cost, b: Cost) -> Bool { (a.unknown, a.words) < (b.unknown, b.words) }
        }
        var best = [Cost?](repeating: nil, count: count + 1)
        var from = [(start: Int, isWord: Bool)](repeating: (0, false), count: count + 1)
        best[0] = Cost(unknown: 0, words: 0)
        for start in 0..<count {
            guard let base = best[start] else { continue }
            // A dictionary word from here, longest first (so among equal cuts the first words are longest).
            var end = start + 1
            while end < count, starts[end + 1] - starts[start] <= longest { end += 1 }
            while end > start {
                if words.contains(Array(letters[starts[start]..<starts[end]])) {
                    let cost = Cost(unknown: base.unknown, words: base.words + 1)
                    if best[end].map({ cost < $0 }) ?? true {
                        best[end] = cost
                        from[end] = (start, true)
                    }
                }
                end -= 1
            }
            // Or one cluster no word covers.
            let cost = Cost(unknown: base.unknown + starts[start + 1] - starts[start], words: base.words)
            if best[start + 1].map({ cost < $0 }) ?? true {
                best[start + 1] = cost
                from[start + 1] = (start, false)
            }
        }
        // Walk back: a boundary at each piece's start, except inside a stretch of uncovered clusters.
        var result: [Int] = []
        var end = count
        var nextIsWord = true
        while end > 0 {
            let piece = from[end]
            if end < count, piece.isWord || nextIsWord, !Self.staysWithPrevious(clusters[end][0]) {
                result.append(end)
            }
            nextIsWord = piece.isWord
            end = piece.start
        }
        return result.reversed()
    }
}
