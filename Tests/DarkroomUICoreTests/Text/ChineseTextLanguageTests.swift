import DarkroomUI
@testable import DarkroomUICore
import Foundation
import DarkroomUITestSupport
import Testing
import Typesetting

/// A `Text` in a Chinese locale is shaped as Chinese, so Han characters take Simplified or Traditional Chinese
/// glyph forms (as iOS draws Chinese with PingFang SC/TC); in other locales they keep the Japanese forms.
@MainActor @Suite struct ChineseTextLanguageTests {
    func language(of text: Text, locale identifier: String) -> String? {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: identifier)
        let resolved = ResolvedText(text, environment: environment, missingColor: { _ in })
        return resolved.attributed.runs.first?.attributes.language
    }

    @Test(arguments: [
        ("zh-Hans", "zh-Hans"), ("zh_CN", "zh-Hans"), ("zh", "zh-Hans"), ("zh-Hans-SG", "zh-Hans"),
        ("zh-Hant", "zh-Hant"), ("zh_TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-Hant-MO", "zh-Hant"),
    ])
    func chineseLocalesShapeAsChinese(_ identifier: String, _ expected: String) {
        #expect(language(of: Text("今天的咖啡"), locale: identifier) == expected)
    }

    @Test(arguments: ["en_US", "ja", "ko", "de", "zu"])
    func otherLocalesKeepTheDefault(_ identifier: String) {
        #expect(language(of: Text("今天的咖啡"), locale: identifier) == nil)
    }

    @Test func theSameViewDrawsDifferentHanFormsInSimplifiedAndJapaneseLocales() throws {
        let card = VStack(alignment: .leading, spacing: 4) {
            Text("骨直").font(.title)
        }
        .padding(8)
        let simplified = try Rendered(card.environment(\.locale, Locale(identifier: "zh-Hans"))).bitmap
        let japanese = try Rendered(card.environment(\.locale, Locale(identifier: "ja"))).bitmap
        let english = try Rendered(card.environment(\.locale, Locale(identifier: "en_US"))).bitmap
        #expect(simplified.pixels != japanese.pixels)
        #expect(english.pixels == japanese.pixels)
    }
}
