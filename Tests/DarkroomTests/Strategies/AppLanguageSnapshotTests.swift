import Foundation
import Rasterizer
import Testing
@testable import Darkroom
import DarkroomUICore

/// The app's language in a snapshot: a configuration's locale (`.image(on:locale:)`) and a locale set on the
/// snapshotted view set `\.locale`, `String(localized:)`'s language and, for Arabic, the right-to-left layout —
/// unless the test sets the direction itself; a locale set deep in a view tree leaves the direction alone, as on iOS.
@MainActor @Suite struct AppLanguageSnapshotTests {
    /// A resource bundle with a String Catalog in English, German and Arabic, as SwiftPM lays one out on Linux.
    final class CatalogBundle {
        let path: String
        let bundle: Bundle

        init(_ label: String = #function) throws {
            path = NSTemporaryDirectory() + "darkroom-app-language-\(label.filter(\.isLetter))-\(UUID().uuidString).resources"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            let catalog = #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "greeting" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Good morning" } },
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Guten Morgen" } },
                        "ar" : { "stringUnit" : { "state" : "translated", "value" : "صباح الخير" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#
            try Data(catalog.utf8).write(to: URL(fileURLWithPath: path + "/Localizable.xcstrings"))
            bundle = try #require(Bundle(path: path))
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    /// What a view saw while it was drawn.
    final class Seen {
        var locale: Locale?
        var direction: LayoutDirection?
        var greeting: String?
    }

    /// A view as an app writes one: it reads the environment and formats a title with `String(localized:)`.
    struct GreetingBanner: View {
        @Environment(\.locale) private var locale
        @Environment(\.layoutDirection) private var direction
        let bundle: Bundle
        let seen: Seen

        var body: some View {
            let greeting = String(localized: "greeting", bundle: bundle)
            seen.locale = locale
            seen.direction = direction
            seen.greeting = greeting
            return HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20)
                Spacer()
            }
            .frame(width: 100, height: 20)
        }
    }

    /// A screen that shows one part in Arabic: the locale is set inside the tree, not on the snapshotted view.
    struct ScreenWithAnArabicQuote: View {
        let bundle: Bundle
        let seen: Seen

        var body: some View {
            GreetingBanner(bundle: bundle, seen: seen)
                .environment(\.locale, Locale(identifier: "ar"))
        }
    }

    func snapshot<V>(_ value: V, as strategy: Snapshotting<V, Bitmap>) throws -> Bitmap {
        var result: Bitmap?
        try strategy.snapshot(value).run { result = $0 }
        return try #require(result)
    }

    /// Whether the red badge is on the right of the 100 × 20 banner (laid out right to left).
    func badgeIsOnTheRight(_ bitmap: Bitmap) -> Bool {
        func red(_ x: Int) -> Bool {
            let i = (10 * bitmap.width + x) * 4
            return bitmap.pixels[i] > 200 && bitmap.pixels[i + 1] < 100
        }
        #expect(red(5) != red(95), "exactly one end of the banner is red")
        return red(95)
    }

    let banner = CGSize(width: 100, height: 20)

    @Test func aConfigurationsGermanSetsTheLocaleAndTheLanguageOfStringLookups() throws {
        let strings = try CatalogBundle()
        let seen = Seen()
        let image = try snapshot(
            GreetingBanner(bundle: strings.bundle, seen: seen),
            as: .image(size: banner, locale: Locale(identifier: "de")))
        #expect(seen.locale?.identifier == "de")
        #expect(seen.greeting == "Guten Morgen")
        #expect(seen.direction == .leftToRight)
        #expect(!badgeIsOnTheRight(image))
        // Outside the snapshot, String(localized:) is back in the development language.
        #expect(String(localized: "greeting", bundle: strings.bundle) == "Good morning")
    }

    @Test func aConfigurationsArabicLaysTheScreenOutRightToLeft() throws {
        let strings = try CatalogBundle()
        let seen = Seen()
        let image = try snapshot(
            GreetingBanner(bundle: strings.bundle, seen: seen),
            as: .image(size: banner, locale: Locale(identifier: "ar_EG")))
        #expect(seen.locale?.identifier == "ar_EG")
        #expect(seen.greeting == "صباح الخير")
        #expect(seen.direction == .rightToLeft)
        #expect(badgeIsOnTheRight(image))
    }

    @Test func aLocaleOnTheSnapshottedViewSetsTheDirection() throws {
        let strings = try CatalogBundle()
        let seen = Seen()
        let view = GreetingBanner(bundle: strings.bundle, seen: seen)
            .environment(\.locale, Locale(identifier: "ar"))
            .padding(0)
        let image = try snapshot(view, as: .image(size: banner))
        #expect(seen.direction == .rightToLeft)
        #expect(badgeIsOnTheRight(image))
        // `\.locale` alone is not the app's language: String(localized:) stays in the development language.
        #expect(seen.greeting == "Good morning")
    }

    @Test func anExplicitDirectionWins() throws {
        let strings = try CatalogBundle()
        let seen = Seen()
        let view = GreetingBanner(bundle: strings.bundle, seen: seen)
            .environment(\.locale, Locale(identifier: "he"))
            .environment(\.layoutDirection, .leftToRight)
        #expect(!badgeIsOnTheRight(try snapshot(view, as: .image(size: banner))))
        #expect(seen.direction == .leftToRight)

        let traits = UITraitCollection(layoutDirection: .leftToRight)
        let plain = GreetingBanner(bundle: strings.bundle, seen: seen)
        #expect(!badgeIsOnTheRight(try snapshot(plain, as: .image(size: banner, traits: traits, locale: Locale(identifier: "ar")))))
        #expect(seen.direction == .leftToRight)

        // …and a right-to-left direction needs no right-to-left language.
        let mirrored = GreetingBanner(bundle: strings.bundle, seen: seen).environment(\.layoutDirection, .rightToLeft)
        #expect(badgeIsOnTheRight(try snapshot(mirrored, as: .image(size: banner, locale: Locale(identifier: "de")))))
    }

    @Test func aLocaleSetInsideTheTreeLeavesTheDirectionAsOnIOS() throws {
        let strings = try CatalogBundle()
        let seen = Seen()
        let image = try snapshot(ScreenWithAnArabicQuote(bundle: strings.bundle, seen: seen), as: .image(size: banner))
        #expect(seen.locale?.identifier == "ar")
        #expect(seen.direction == .leftToRight)
        #expect(!badgeIsOnTheRight(image))
    }

    @Test func theViewsOwnLocaleWinsOverTheConfigurations() throws {
        let strings = try CatalogBundle()
        let seen = Seen()
        let view = GreetingBanner(bundle: strings.bundle, seen: seen).environment(\.locale, Locale(identifier: "de"))
        let image = try snapshot(view, as: .image(size: banner, locale: Locale(identifier: "ar")))
        #expect(seen.locale?.identifier == "de")
        #expect(seen.direction == .leftToRight)
        #expect(!badgeIsOnTheRight(image))
    }

    @Test func hostsTakeTheLanguageOfTheirRootAndOfTheConfiguration() throws {
        let strings = try CatalogBundle()
        let seen = Seen()
        let arabicRoot = ViewHosting.host(
            view: GreetingBanner(bundle: strings.bundle, seen: seen)
                .environment(\.locale, Locale(identifier: "ar")))
        #expect(badgeIsOnTheRight(try snapshot(arabicRoot, as: .image(layout: .fixed(width: 100, height: 20)))))
        #expect(seen.direction == .rightToLeft)

        let plain = ViewHosting.host(view: GreetingBanner(bundle: strings.bundle, seen: seen))
        let german = try snapshot(plain, as: .image(layout: .fixed(width: 100, height: 20), locale: Locale(identifier: "de")))
        #expect(!badgeIsOnTheRight(german))
        #expect(seen.locale?.identifier == "de")
        #expect(seen.greeting == "Guten Morgen")
        let arabic = try snapshot(plain, as: .image(layout: .fixed(width: 100, height: 20), locale: Locale(identifier: "ar")))
        #expect(badgeIsOnTheRight(arabic))
        #expect(seen.greeting == "صباح الخير")
    }

    @Test func hostingControllersTakeTheConfigurationsLanguage() throws {
        let strings = try CatalogBundle()
        let seen = Seen()
        let controller: UIViewController = UIHostingController(rootView: GreetingBanner(bundle: strings.bundle, seen: seen))
        let image = try snapshot(controller, as: .image(size: banner, locale: Locale(identifier: "ar")))
        #expect(badgeIsOnTheRight(image))
        #expect(seen.greeting == "صباح الخير")
        let german = try snapshot(controller, as: .image(on: .iPhone13Pro, locale: Locale(identifier: "de")))
        #expect(german.width == 1170)
        #expect(seen.greeting == "Guten Morgen")
        #expect(seen.direction == .leftToRight)
    }

    @Test(arguments: [
        ("ar", true), ("ar_SA", true), ("he-IL", true), ("iw", true), ("fa_IR", true), ("ur", true), ("ckb", true),
        ("pa_Arab", true), ("ku_Latn", false), ("en_XR", true), ("en", false), ("de_DE", false), ("ja", false),
        ("zh-Hant-TW", false), ("", false),
    ])
    func rightToLeftLanguages(identifier: String, rightToLeft: Bool) {
        #expect(AppLanguage.isRightToLeft(Locale(identifier: identifier)) == rightToLeft)
    }
}
