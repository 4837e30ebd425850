import DarkroomUI
@testable import DarkroomUICore
import Foundation
import Testing

/// Keys without Markdown characters skip the parser: on random plain keys the shortcut must give what the parser
/// gives. A lone `*` at the end sends a key through the parser (which shows it literally), so the parser's answer
/// for `key + "*"` must be the shortcut's answer for `key` with the `*` appended. Failures print the seed.
@Suite struct MarkdownPlainKeyTests {
    static let alphabet = ["a", "Z", " ", "é", "e\u{301}", "👍🏽", "1", ".", ",", "!", "-", "(", ")", "]", "#", "\n", "ß", "日本", "<", ">", "&", "\t"]

    @Test(arguments: 0..<8)
    func plainKeysGiveWhatTheParserGives(seed: UInt64) {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        for _ in 0..<200 {
            let key = (0..<next(24)).map { _ in Self.alphabet[next(Self.alphabet.count)] }.joined()
            let plain = InlineMarkdown.segments(of: key)
            let parsed = InlineMarkdown.segments(of: key + "*")
            #expect(plain.count == 1 && parsed.count == 1, "seed \(seed), key \(key.debugDescription)")
            guard let shortcut = plain.first, let parser = parsed.first else { continue }
            #expect(shortcut.string + "*" == parser.string, "seed \(seed), key \(key.debugDescription)")
            #expect(shortcut.style == parser.style, "seed \(seed), key \(key.debugDescription)")
            #expect(Text(LocalizedStringKey(key)).string == key, "seed \(seed), key \(key.debugDescription)")
        }
    }

    @Test func keysWithMarkdownStillGoThroughTheParser() {
        #expect(InlineMarkdown.segments(of: "Hello **world**").map(\.string) == ["Hello ", "world"])
        #expect(InlineMarkdown.segments(of: "a\\*b").map(\.string) == ["a*b"])
        #expect(InlineMarkdown.segments(of: "").map(\.string) == [""])
    }
}
