import Testing
@testable import Typesetting

@Suite struct CharacterClassifierTests {
    @Test(arguments: ["🤔", "❤️", "1️⃣", "👍🏽", "🇯🇵", "👨‍👩‍👧‍👦", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"])
    func emojiPresentation(_ text: String) {
        #expect(CharacterClassifier.isEmojiPresentation(text.unicodeScalars))
    }

    @Test(arguments: ["a", "1", "#", "\u{2764}", "\u{2935}", "🤔\u{FE0E}", "©"])
    func textPresentation(_ text: String) {
        #expect(!CharacterClassifier.isEmojiPresentation(text.unicodeScalars))
    }

    @Test func breakingSpacesExcludeNoBreakSpaces() {
        #expect(CharacterClassifier.isBreakingSpace(" "))
        #expect(CharacterClassifier.isBreakingSpace("\t"))
        #expect(!CharacterClassifier.isBreakingSpace("\u{00A0}"))
        #expect(!CharacterClassifier.isBreakingSpace("\u{202F}"))
    }

    @Test func noBreakSpaceKeepsWordsTogether() throws {
        let engine = TypesettingEngine()
        let text = AttributedText("aaaa 10\u{00A0}km", font: .body)
        let width = try engine.measure(AttributedText("aaaa 10", font: .body)).width
        let layout = try engine.layout(text, width: width)
        #expect(layout.lines.map(\.text) == ["aaaa", "10\u{00A0}km"])
    }
}
