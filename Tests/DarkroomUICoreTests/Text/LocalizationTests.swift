import DarkroomUI
@testable import DarkroomUICore
import Foundation
import Testing

/// `Text` with a `LocalizedStringKey` reads the bundle's String Catalog, `.strings` and
/// `.stringsdict` files in the environment's language.
@MainActor @Suite struct LocalizationTests {
    /// A resource bundle written to a temporary folder, as SwiftPM lays one out on Linux.
    struct TemporaryBundle {
        let path: String
        var bundle: Bundle { Bundle(path: path)! }

        init(_ files: [String: String], _ label: String = #function) throws {
            path = NSTemporaryDirectory() + "darkroom-localization-\(label.filter(\.isLetter))-\(UUID().uuidString).resources"
            for (name, text) in files {
                let file = path + "/" + name
                try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            }
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        func cleanUp() { try? FileManager.default.removeItem(atPath: path) }
    }

    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "welcome.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome to **Brew**" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen bei **Brew**" } },
                "ar" : { "stringUnit" : { "state" : "translated", "value" : "مرحبا بك في Brew" } }
              }
            },
            "%lld cups" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld cup" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld cups" } }
                } } },
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Tasse" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Tassen" } }
                } } },
                "ar" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا أكواب" } },
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "كوب واحد" } },
                  "two" : { "stringUnit" : { "state" : "translated", "value" : "كوبان" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld أكواب" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld كوبًا" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld كوب" } }
                } } }
              }
            },
            "%@ ordered %lld drinks" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : { "state" : "translated", "value" : "%2$#@drinks@ für %1$@" },
                  "substitutions" : { "drinks" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "ein Getränk" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Getränke" } }
                  } } } }
                }
              }
            },
            "Tap %@ to order" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Zum Bestellen %@ tippen" } }
              }
            },
            "Order" : {
              "localizations" : {
                "de" : { "variations" : { "device" : {
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Bestellen" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Jetzt bestellen" } }
                } } }
              }
            },
            "Only in English" : { }
          },
          "version" : "1.0"
        }
        """#

    static let strings = #"""
        /* The menu's title. */
        "menu.title" = "メニュー";
        // A line comment
        "escapes" = "Tab\there, \"quoted\", \U00e9, \\";
        bare_key = "Bare";
        """#

    static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>%lld beans</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@beans@</string>
                <key>beans</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>lld</string>
                    <key>other</key>
                    <string>%lld 粒</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """

    static func environment(_ identifier: String) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: identifier)
        return environment
    }

    /// The text as resolved in `identifier`'s language, and what was logged.
    static func resolve(_ text: Text, in identifier: String) -> (string: String, log: [String], error: LocalizationError?) {
        var log: [String] = []
        let result = text.localized(in: environment(identifier)) { log.append($0) }
        return (result.text.string, log, result.error)
    }

    @Test func aStringCatalogTranslatesTheKeyInTheEnvironmentsLanguage() throws {
        let bundle = try TemporaryBundle(["Localizable.xcstrings": Self.catalog])
        defer { bundle.cleanUp() }
        let title = Text("welcome.title", bundle: bundle.bundle)
        #expect(Self.resolve(title, in: "en_US").string == "Welcome to Brew")
        #expect(Self.resolve(title, in: "de").string == "Willkommen bei Brew")
        #expect(Self.resolve(title, in: "de-CH").string == "Willkommen bei Brew", "de-CH falls back to de")
        #expect(Self.resolve(title, in: "ar").string == "مرحبا بك في Brew")
        // The translation's Markdown is applied: "Brew" is bold in German too.
        let german = title.localized(in: Self.environment("de")) { _ in }.text
        #expect(german.segments.map(\.string) == ["Willkommen bei ", "Brew"])
        #expect(german.segments.last?.style.isBold == true)
        // A language without a translation shows the development language's text, and says so.
        let french = Self.resolve(title, in: "fr")
        #expect(french.string == "Welcome to Brew")
        #expect(french.log == ["Text(\"welcome.title\"): no fr translation in Localizable (\(bundle.bundle.resourcePath ?? bundle.path)): showing the en text"])
    }

    @Test(arguments: [
        ("en", 1, "1 cup"), ("en", 2, "2 cups"), ("de", 1, "1 Tasse"), ("de", 3, "3 Tassen"),
        ("ar", 0, "لا أكواب"), ("ar", 1, "كوب واحد"), ("ar", 2, "كوبان"), ("ar", 3, "3 أكواب"),
        ("ar", 11, "11 كوبًا"), ("ar", 100, "100 كوب"),
        // No Japanese entry: the development language's, with its own plural rules, as Foundation falls back.
        ("ja", 1, "1 cup"),
    ])
    func pluralVariationsFollowTheLanguagesRules(language: String, count: Int, expected: String) throws {
        let bundle = try TemporaryBundle(["Localizable.xcstrings": Self.catalog])
        defer { bundle.cleanUp() }
        #expect(Self.resolve(Text("\(count) cups", bundle: bundle.bundle), in: language).string == expected)
    }

    @Test func substitutionsAndPositionalArgumentsReorderTheSentence() throws {
        let bundle = try TemporaryBundle(["Localizable.xcstrings": Self.catalog])
        defer { bundle.cleanUp() }
        let name = "Ada"
        #expect(Self.resolve(Text("\(name) ordered \(1) drinks", bundle: bundle.bundle), in: "de").string == "ein Getränk für Ada")
        #expect(Self.resolve(Text("\(name) ordered \(3) drinks", bundle: bundle.bundle), in: "de").string == "3 Getränke für Ada")
        #expect(Self.resolve(Text("\(name) ordered \(3) drinks", bundle: bundle.bundle), in: "en").string == "Ada ordered 3 drinks")
    }

    @Test func anInlineTextKeepsItsStyleWhereTheTranslationPutsIt() throws {
        let bundle = try TemporaryBundle(["Localizable.xcstrings": Self.catalog])
        defer { bundle.cleanUp() }
        let text = Text("Tap \(Text("Order").bold()) to order", bundle: bundle.bundle)
        let german = text.localized(in: Self.environment("de")) { _ in }.text
        #expect(german.segments.map(\.string) == ["Zum Bestellen ", "Order", " tippen"])
        #expect(german.segments[1].style.isBold == true)
    }

    @Test func aDeviceVariationPicksTheIPhonesForm() throws {
        let bundle = try TemporaryBundle(["Localizable.xcstrings": Self.catalog])
        defer { bundle.cleanUp() }
        #expect(Self.resolve(Text("Order", bundle: bundle.bundle), in: "de").string == "Bestellen")
    }

    @Test func aMissingKeyShowsTheKeyAndSaysSo() throws {
        let bundle = try TemporaryBundle(["Localizable.xcstrings": Self.catalog])
        defer { bundle.cleanUp() }
        let missing = Self.resolve(Text("settings.title", bundle: bundle.bundle), in: "de")
        #expect(missing.string == "settings.title")
        #expect(missing.log.count == 1 && missing.log[0].contains("no entry in Localizable"))
        // A key in the catalog without an English unit is its own English text, silently.
        let english = Self.resolve(Text("Only in English", bundle: bundle.bundle), in: "en")
        #expect(english.string == "Only in English" && english.log.isEmpty)
        // Without any table, nothing is logged: nothing is localised.
        let empty = try TemporaryBundle([:])
        defer { empty.cleanUp() }
        #expect(Self.resolve(Text("settings.title", bundle: empty.bundle), in: "de").log.isEmpty)
    }

    @Test func stringsAndStringsdictFilesInLprojFolders() throws {
        let bundle = try TemporaryBundle([
            "ja.lproj/Localizable.strings": Self.strings,
            "ja.lproj/Localizable.stringsdict": Self.stringsdict,
            "ja.lproj/Menu.strings": #""Coffee" = "コーヒー";"#,
        ])
        defer { bundle.cleanUp() }
        #expect(Self.resolve(Text("menu.title", bundle: bundle.bundle), in: "ja").string == "メニュー")
        #expect(Self.resolve(Text("escapes", bundle: bundle.bundle), in: "ja").string == "Tab\there, \"quoted\", é, \\")
        #expect(Self.resolve(Text("bare_key", bundle: bundle.bundle), in: "ja").string == "Bare")
        #expect(Self.resolve(Text("\(12) beans", bundle: bundle.bundle), in: "ja").string == "12 粒")
        #expect(Self.resolve(Text("Coffee", tableName: "Menu", bundle: bundle.bundle), in: "ja").string == "コーヒー")
        #expect(Self.resolve(Text("Coffee", bundle: bundle.bundle), in: "ja").string == "Coffee", "another table")
    }

    @Test func aUTF16StringsFileWithAByteOrderMark() throws {
        var data = Data([0xFF, 0xFE])
        data.append(#""hello" = "Grüß dich";"#.data(using: .utf16LittleEndian)!)
        #expect(try StringsFile.parse(data, path: "de.lproj/Localizable.strings") == ["hello": "Grüß dich"])
    }

    @Test func malformedTablesNameTheFileAndWhatIsWrong() throws {
        #expect(throws: LocalizationError(file: "a.strings", problem: "line 2: expected \";\" but found the end of the file")) {
            try StringsFile.parse(Data("\"a\" = \"b\";\n\"c\" = \"d\"".utf8), path: "a.strings")
        }
        #expect(throws: LocalizationError(file: "L.xcstrings", problem: "key \"x\", language \"de\": \"stringUnit\" has no string \"value\"")) {
            try StringCatalog(data: Data(#"{"sourceLanguage":"en","strings":{"x":{"localizations":{"de":{"stringUnit":{"state":"new"}}}}}}"#.utf8), path: "L.xcstrings")
        }
        #expect(throws: LocalizationError(file: "L.xcstrings", problem: "key \"x\", language \"de\": unknown plural category \"several\" (zero, one, two, few, many, other)")) {
            try StringCatalog(data: Data(#"{"sourceLanguage":"en","strings":{"x":{"localizations":{"de":{"variations":{"plural":{"several":{}}}}}}}}"#.utf8), path: "L.xcstrings")
        }
        // In a view, a catalog that cannot be read fails the render and names the file; the key is kept.
        let bundle = try TemporaryBundle(["Localizable.xcstrings": "{ not json"])
        defer { bundle.cleanUp() }
        let result = Self.resolve(Text("welcome.title", bundle: bundle.bundle), in: "de")
        #expect(result.string == "welcome.title")
        let error = try #require(result.error)
        #expect(error.file.hasSuffix("/Localizable.xcstrings") && error.problem.hasPrefix("not valid JSON"))
        #expect(ImageError.unreadableStrings(error).description.contains("Localizable.xcstrings: not valid JSON"))
    }

    @Test func pseudoLanguagesTransformEveryLocalisedText() {
        let text = Text("Order \(2) drinks")
        #expect(Self.resolve(text, in: PseudoLanguage.doubleLength.rawValue).string == "Order 2 drinks Order 2 drinks")
        #expect(Self.resolve(text, in: PseudoLanguage.bounded.rawValue).string == "[# Order 2 drinks #]")
        #expect(Self.resolve(text, in: PseudoLanguage.accented.rawValue).string == "Öŕđéŕ 2 đŕîñķš")
        #expect(Self.resolve(text, in: PseudoLanguage.rightToLeft.rawValue).string == "\u{202E}Order 2 drinks\u{202C}")
        #expect(Locale.pseudoLanguage(.accented).identifier == PseudoLanguage.accented.rawValue)
        // Text(verbatim:) is not localised.
        #expect(Self.resolve(Text(verbatim: "Order"), in: PseudoLanguage.bounded.rawValue).string == "Order")
    }

    @Test(arguments: [
        ("en", 1.0, 0, PluralCategory.one), ("en", 1.0, 1, .other), ("en", 0.0, 0, .other),
        ("fr", 0.0, 0, .one), ("fr", 1.5, 1, .one), ("fr", 2.0, 0, .other),
        ("ru", 1.0, 0, .one), ("ru", 2.0, 0, .few), ("ru", 5.0, 0, .many), ("ru", 11.0, 0, .many), ("ru", 21.0, 0, .one), ("ru", 22.0, 0, .few),
        ("pl", 1.0, 0, .one), ("pl", 22.0, 0, .few), ("pl", 25.0, 0, .many), ("pl", 12.0, 0, .many),
        ("ar", 0.0, 0, .zero), ("ar", 103.0, 0, .few), ("ar", 111.0, 0, .many), ("ar", 102.0, 0, .other),
        ("he", 2.0, 0, .two), ("ja", 1.0, 0, .other), ("zh", 1.0, 0, .other),
    ])
    func cldrPluralRules(language: String, number: Double, fractionDigits: Int, expected: PluralCategory) {
        #expect(PluralCategory.category(of: number, fractionDigits: fractionDigits, language: language) == expected)
    }

    @Test func theKeyIsSpelledAsXcodeExtractsIt() {
        let name = "Ada"
        let key: LocalizedStringKey = "\(name) has \(3) cups at \(2.5) each, 100%"
        #expect(key.formatKey == "%@ has %lld cups at %lf each, 100%%")
        #expect(key.key == "Ada has 3 cups at 2.500000 each, 100%")
        let specified: LocalizedStringKey = "\(2.5, specifier: "%.1f") km"
        #expect(specified.formatKey == "%.1f km")
    }
}

/// `String(localized:)` on Linux reads the same tables, in the development language.
@MainActor @Suite struct StringLocalizedTests {
    @Test func theDevelopmentLanguagesTextElseTheDefaultElseTheKey() throws {
        let bundle = try LocalizationTests.TemporaryBundle(["Localizable.xcstrings": LocalizationTests.catalog])
        defer { bundle.cleanUp() }
        // The raw value, Markdown and all, as Foundation's String(localized:) returns it.
        #expect(String(localized: "welcome.title", bundle: bundle.bundle) == "Welcome to **Brew**")
        #expect(String(localized: "settings.title", defaultValue: "Settings", bundle: bundle.bundle) == "Settings")
        #expect(String(localized: "settings.title", bundle: bundle.bundle) == "settings.title")
        // Whatever the locale asked for: the development language, on every machine.
        #expect(String(localized: "welcome.title", bundle: bundle.bundle, locale: Locale(identifier: "de")) == "Welcome to **Brew**")
    }
}
