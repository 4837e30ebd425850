import DarkroomUI
import Foundation
import Testing

/// The accessibility settings and the iOS 13 size category, read the way apps read them.
@MainActor
@Suite struct AccessibilitySettingsTests {
    /// A status badge that adds a symbol when colour alone would not tell, and skips its pulse with Reduce Motion.
    struct StatusBadge: View {
        @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
        var body: some View {
            HStack {
                if differentiateWithoutColor { Image(systemName: "checkmark.circle") }
                Text(reduceMotion ? "Online" : "Online ·")
                if voiceOver { Text("(VoiceOver)") }
            }
            .foregroundStyle(.green)
        }
    }

    @Test func aFreshIPhoneHasEverySettingOff() {
        let host = ViewHosting.host(view: StatusBadge())
        #expect(host.texts == ["Online ·"])
    }

    @Test func aTestTurnsSettingsOnThroughTheUnderscoredKeys() throws {
        let on = StatusBadge()
            .environment(\._accessibilityDifferentiateWithoutColor, true)
            .environment(\._accessibilityReduceMotion, true)
            .environment(\._accessibilityVoiceOverEnabled, true)
        let texts = ViewHosting.host(view: on).texts
        #expect(texts.first == "Online" && texts.contains("(VoiceOver)") && !texts.contains("Online ·"))
        #expect(try ImageRenderer(content: on).render() != ImageRenderer(content: StatusBadge()).render())
    }

    @Test func theOtherSettingsDefaultToOff() {
        let values = EnvironmentValues()
        #expect(!values.accessibilityReduceTransparency && !values.accessibilityInvertColors)
        #expect(!values.accessibilityShowButtonShapes && !values.accessibilitySwitchControlEnabled)
    }

    /// `\.sizeCategory` is `\.dynamicTypeSize` in iOS 13's terms: setting either scales text the same.
    @Test func sizeCategoryScalesTextAsDynamicTypeSize() throws {
        struct Caption: View {
            @Environment(\.sizeCategory) private var category
            var body: some View {
                Text(category.isAccessibilityCategory ? "Large print" : "Regular print").font(.body)
            }
        }
        #expect(EnvironmentValues().sizeCategory == .large)
        let big = Caption().environment(\.sizeCategory, .accessibilityExtraLarge)
        let same = Caption().environment(\.dynamicTypeSize, .accessibility3)
        #expect(try ImageRenderer(content: big).render() == ImageRenderer(content: same).render())
        #expect(ViewHosting.host(view: big).texts == ["Large print"])
        #expect(ContentSizeCategory.extraSmall < .accessibilityMedium)
        #expect(ContentSizeCategory(.xxLarge) == .extraExtraLarge)
    }
}
