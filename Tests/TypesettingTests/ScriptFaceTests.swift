import Foundation
import Testing
@testable import Typesetting

/// Japanese, Chinese, Korean, Thai and Devanagari draw with the bundled Noto faces (no missing glyphs), in
/// the weight asked for, and break lines as UAX #14 allows: between ideographs and kana, never before closing
/// punctuation or small kana nor after opening punctuation; Korean at spaces; Thai between dictionary words.
@Suite struct ScriptFaceTests {
    let engine = TypesettingEngine()

    func layout(_ string: String, width: CGFloat? = nil, font: FontDescriptor = .body) throws -> TextLayout {
        try engine.layout(AttributedText(string, font: font), options: TextLayoutOptions(), width: width)
    }

    /// Everyday sentences, in the words of each language.
    static let sentences: [(language: String, text: String, face: String)] = [
        ("ja", "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。", "NotoSansCJKjp-Subset"),
        ("ja", "コーヒーを二杯ください。お持ち帰りでお願いします！", "NotoSansCJKjp-Subset"),
        ("zh-Hans", "今天天气很好，我们一起去公园散步吧。", "NotoSansCJKjp-Subset"),
        ("zh-Hant", "這家咖啡館的拿鐵非常好喝，價格也很合理。", "NotoSansCJKjp-Subset"),
        ("ko", "오늘 날씨가 정말 좋네요. 커피 한 잔 하실래요?", "NotoSansCJKjp-Subset"),
        ("th", "ขอกาแฟเย็นหนึ่งแก้ว ไม่ใส่น้ำตาลครับ", "NotoSansThai"),
        ("hi", "नमस्ते, मुझे एक कप चाय चाहिए।", "NotoSansDevanagari"),
    ]

    @Test(arguments: sentences)
    func everyCharacterHasAGlyph(_ sample: (language: String, text: String, face: String)) throws {
        let regular = try layout(sample.text)
        #expect(regular.missingCharacters.isEmpty, "\(sample.language): \(regular.missingCharacters)")
        #expect(
            regular.fontFiles.contains { $0.path.hasSuffix(sample.face + "-Regular." + ($0.path.hasSuffix(".otf") ? "otf" : "ttf")) },
            "\(sample.language): \(regular.fontFiles.map(\.path))")
        let bold = try layout(sample.text, font: .system(.body, weight: .bold))
        #expect(bold.missingCharacters.isEmpty)
        #expect(
            bold.fontFiles.contains { ($0.path as NSString).lastPathComponent.hasPrefix(sample.face + "-Bold") },
            "\(sample.language) bold: \(bold.fontFiles.map(\.path))")
    }

    @Test func latinTextLoadsNoScriptFace() throws {
        let latin = try layout("Two flat whites, please — to go.")
        #expect(!latin.fontFiles.contains { $0.path.contains("Noto") && !$0.path.contains("Emoji") })
    }

    /// Characters that must not start a line (UAX #14 classes CL, CP, EX, IS, NS: closing brackets, 、。！？,
    /// small kana, the prolonged sound mark) and that must not end one (OP: opening brackets).
    static let noBreakBefore = Set("、。，．！？」』）】〕〉》ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶー・：；")
    static let noBreakAfter = Set("「『（【〔〈《")

    @Test(arguments: [
        "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。",
        "彼は「ちょっと待って」と言って、ショートケーキを（二つ）注文した。",
        "今天天气很好，我们一起去公园散步吧！你觉得怎么样？",
        "這家咖啡館的拿鐵非常好喝，價格也很合理。",
    ])
    func cjkBreaksBetweenIdeographsButNotAroundPunctuation(_ sentence: String) throws {
        let full = try layout(sentence).size.width
        var sawSeveralLines = false
        // From six characters wide: the longest piece that may not break (「ちょっと) fits, so no line needs an
        // emergency break inside it.
        for width in stride(from: 6 * 17.0, through: full, by: 7) {
            let lines = try layout(sentence, width: width).lines
            #expect(lines.map(\.text).joined() == sentence)
            sawSeveralLines = sawSeveralLines || lines.count > 2
            for (index, line) in lines.enumerated() {
                if index > 0, let first = line.text.first {
                    #expect(!Self.noBreakBefore.contains(first), "width \(width): line \(index) starts with \(first)")
                }
                if index < lines.count - 1, let last = line.text.last {
                    #expect(!Self.noBreakAfter.contains(last), "width \(width): line \(index) ends with \(last)")
                }
                // No line is wider than the width unless a single unbreakable piece is.
                #expect(line.width <= width + 1e-6 || line.text.count <= 3, "width \(width): \(line.text)")
            }
        }
        #expect(sawSeveralLines)
    }

    @Test func japaneseFillsEachLineBeforeBreaking() throws {
        // Between ideographs and kana any position is a break: a line holds as many characters as fit.
        let sentence = "名前はまだ無い"
        let oneCharacter = try layout("名").size.width
        let lines = try layout(sentence, width: oneCharacter * 3.5).lines
        #expect(lines.map(\.text) == ["名前は", "まだ無", "い"])
    }

    @Test func koreanBreaksBetweenWordsAsIOSDoes() throws {
        // iOS keeps Hangul words whole (the standard line-break strategy includes `hangulWordPriority`).
        let sentence = "오늘 날씨가 정말 좋네요"
        let full = try layout(sentence).size.width
        let words = Set(sentence.split(separator: " ").map(String.init))
        for width in stride(from: 60.0, through: full, by: 5) {
            let lines = try layout(sentence, width: width).lines
            for line in lines {
                let trimmed = line.text.trimmingCharacters(in: .whitespaces)
                #expect(trimmed.split(separator: " ").allSatisfy { words.contains(String($0)) }, "width \(width): \(line.text)")
            }
        }
    }

    /// Thai UI strings as apps show them, and the words ICU's dictionary cuts them into (as ICU's break
    /// iterator does: "การ|เปลี่ยนแปลง", "ออก|จาก", "เข้า|ใช้" are two words each).
    static let thaiStrings: [(text: String, words: [String])] = [
        ("ขอกาแฟเย็นหนึ่งแก้วไม่ใส่น้ำตาลครับ", ["ขอ", "กาแฟ", "เย็น", "หนึ่ง", "แก้ว", "ไม่", "ใส่", "น้ำตาล", "ครับ"]),
        ("บันทึกการเปลี่ยนแปลงก่อนออกจากหน้านี้", ["บันทึก", "การ", "เปลี่ยนแปลง", "ก่อน", "ออก", "จาก", "หน้า", "นี้"]),
        ("ลงชื่อเข้าใช้ด้วยบัญชีของคุณ", ["ลงชื่อ", "เข้า", "ใช้", "ด้วย", "บัญชี", "ของ", "คุณ"]),
        ("เพิ่มสินค้าลงในตะกร้าเรียบร้อยแล้ว", ["เพิ่ม", "สินค้า", "ลง", "ใน", "ตะกร้า", "เรียบร้อย", "แล้ว"]),
    ]

    @Test(arguments: thaiStrings)
    func thaiBreaksBetweenDictionaryWords(_ sample: (text: String, words: [String])) throws {
        let breaker = try #require(try ThaiWordBreaker.bundled.get(), "the bundled Thai word list loads")
        let clusters = sample.text.map { Array($0.unicodeScalars) }
        // The boundaries are exactly where the words meet.
        var expected: [Int] = []
        var offset = 0
        for word in sample.words.dropLast() {
            offset += word.count
            expected.append(offset)
        }
        #expect(sample.words.joined() == sample.text)
        #expect(breaker.boundaries(clusters) == expected)
    }

    /// Thai marks that never start a line: above and below vowels, tone marks, ๆ.
    static let thaiMarks = Set("ัิีึืฺุู็่้๊๋์ํ๎ๆ".unicodeScalars.map(\.value))

    @Test(arguments: thaiStrings)
    func thaiWrapsAtWordBoundariesInANarrowFrame(_ sample: (text: String, words: [String])) throws {
        let full = try layout(sample.text).size.width
        let longestWord = try sample.words.map { try layout($0).size.width }.max() ?? 0
        var starts = Set<Int>()
        var offset = 0
        for word in sample.words {
            starts.insert(offset)
            offset += word.count
        }
        var sawSeveralLines = false
        for width in stride(from: longestWord, through: full, by: 6) {
            let lines = try layout(sample.text, width: width).lines
            #expect(lines.map(\.text).joined() == sample.text)
            sawSeveralLines = sawSeveralLines || lines.count > 2
            var position = 0
            for line in lines {
                // Each line starts at a word, never inside a grapheme cluster, and fits.
                #expect(starts.contains(position), "width \(width): \(lines.map(\.text))")
                #expect(!Self.thaiMarks.contains(line.text.unicodeScalars.first?.value ?? 0))
                #expect(line.width <= width + 1e-6, "width \(width): \(line.text)")
                position += line.text.count
            }
        }
        #expect(sawSeveralLines)
    }

    @Test func thaiWordsCutDeterministicallyWithUnknownLettersKeptTogether() {
        let breaker = ThaiWordBreaker(words: ["กา", "กาแฟ", "แฟ", "ร้อน"])
        let clusters: (String) -> [[Unicode.Scalar]] = { $0.map { Array($0.unicodeScalars) } }
        // Maximal matching: the cut with the fewest words (กาแฟ|ร้อน, not กา|แฟ|ร้อน).
        #expect(breaker.boundaries(clusters("กาแฟร้อน")) == [4])
        // Letters in no word stay together (ขนม), attached to neither neighbour.
        #expect(breaker.boundaries(clusters("กาแฟขนมร้อน")) == [4, 7])
        // ๆ follows its word onto the line.
        #expect(breaker.boundaries(clusters("ร้อนๆกาแฟ")) == [4])
    }
}

/// Chinese text shaped with its language takes the CJK face's Simplified or Traditional Chinese glyph forms
/// (OpenType `locl`), as iOS draws Chinese with PingFang SC/TC; without one, Han characters keep their
/// Japanese forms.
@Suite struct ChineseGlyphFormTests {
    let engine = TypesettingEngine()

    func glyphs(_ string: String, language: String?) throws -> [UInt32] {
        let layout = try engine.layout(
            AttributedText(string, attributes: TextAttributes(language: language)), options: TextLayoutOptions(), width: nil)
        #expect(layout.missingCharacters.isEmpty)
        return layout.lines.flatMap(\.glyphs).map(\.glyphID)
    }

    @Test func simplifiedAndTraditionalFormsDifferFromJapanese() throws {
        // 骨 (bone) and 直 (straight) are drawn differently in Japan, mainland China and Taiwan.
        for character in ["骨", "直"] {
            let japanese = try glyphs(character, language: nil)
            let simplified = try glyphs(character, language: "zh-Hans")
            let traditional = try glyphs(character, language: "zh-Hant")
            #expect(japanese != simplified, "\(character)")
            #expect(japanese != traditional, "\(character)")
            #expect(try glyphs(character, language: "ja") == japanese)
        }
        // 骨's Simplified and Traditional forms differ from each other too.
        #expect(try glyphs("骨", language: "zh-Hans") != (try glyphs("骨", language: "zh-Hant")))
    }

    @Test func latinAndKanaAreUnchangedByTheLanguage() throws {
        #expect(try glyphs("Latte 拿铁", language: "zh-Hans").prefix(5) == (try glyphs("Latte 拿铁", language: nil)).prefix(5))
    }
}
