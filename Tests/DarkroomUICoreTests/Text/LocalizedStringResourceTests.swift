import DarkroomUI
@testable import DarkroomUICore
import Foundation
import Testing

/// `LocalizedStringResource` reads the same tables as `Text` and `String(localized:)`: in the resource's locale
/// for `String(localized:)`, in the environment's for `Text(resource)`.
@MainActor @Suite struct LocalizedStringResourceTests {
    typealias TemporaryBundle = LocalizationTests.TemporaryBundle

    @Test func stringLocalizedReadsTheResourceInItsLocale() throws {
        let files = try TemporaryBundle(["Localizable.xcstrings": LocalizationTests.catalog, "ja.lproj/Menu.strings": LocalizationTests.strings])
        defer { files.cleanUp() }
        let german = LocalizedStringResource("welcome.title", locale: Locale(identifier: "de_AT"), bundle: files.bundle)
        #expect(String(localized: german) == "Willkommen bei **Brew**")
        let japanese = LocalizedStringResource("menu.title", table: "Menu", locale: Locale(identifier: "ja"), bundle: .atURL(files.bundle.bundleURL))
        #expect(String(localized: japanese) == "メニュー")
        // `.current` is the app's language: the development language outside a snapshot, never the machine's.
        let current = LocalizedStringResource("welcome.title", bundle: files.bundle)
        #expect(String(localized: current) == "Welcome to **Brew**")
        #expect(AppLanguage.with(Locale(identifier: "ar")) { String(localized: current) } == "مرحبا بك في Brew")
    }

    @Test func aMissingKeyShowsTheDefaultValueElseTheKey() throws {
        let files = try TemporaryBundle(["Localizable.xcstrings": LocalizationTests.catalog])
        defer { files.cleanUp() }
        #expect(String(localized: LocalizedStringResource("no.such.key", defaultValue: "Fallback", bundle: files.bundle)) == "Fallback")
        let literal: LocalizedStringResource = "no.such.key"
        #expect(String(localized: literal) == "no.such.key")
        #expect(literal.key == "no.such.key" && literal.table == nil && literal.bundle == .main)
    }

    @Test func textFromAResourceIsLocalizedInTheEnvironmentsLanguage() throws {
        let files = try TemporaryBundle(["Localizable.xcstrings": LocalizationTests.catalog])
        defer { files.cleanUp() }
        let resource = LocalizedStringResource("welcome.title", bundle: files.bundle)
        #expect(LocalizationTests.resolve(Text(resource), in: "de").string == "Willkommen bei Brew")
        #expect(LocalizationTests.resolve(Text(resource), in: "ar").string == "مرحبا بك في Brew")
        // A plain literal still makes a LocalizedStringKey, as in SwiftUI.
        #expect(LocalizationTests.resolve(Text("welcome.title", bundle: files.bundle), in: "de").string == "Willkommen bei Brew")
    }
}
