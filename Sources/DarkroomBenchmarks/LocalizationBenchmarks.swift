import DarkroomUI
import Foundation

/// Localization benchmarks: a localized `Text`'s lookup once its bundle's tables are loaded (budget 5 µs per
/// `Text`), and loading a generated 2,000-key String Catalog from disk (budget 20 ms). Prints medians.
@MainActor
func runLocalizationBenchmarks() {
    let keyCount = 2_000
    let folder = NSTemporaryDirectory() + "darkroom-localization-benchmark-\(ProcessInfo.processInfo.processIdentifier).resources"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try LocalizationBenchmarkCatalog.json(keys: keyCount).write(to: URL(fileURLWithPath: folder + "/Localizable.xcstrings"))
        let bundle = Bundle(path: folder)!

        // Loading: each run reads and parses the catalog with no cache, as a test process's first lookup does.
        var keys = 0
        let load = BenchmarkTiming.median(runs: 15) {
            keys = (try? LocalizationMeasuring.loadTables(table: "Localizable", bundlePath: folder)) ?? -1
        }
        report("load a generated \(keys)-key String Catalog (\(LocalizationBenchmarkCatalog.byteCount / 1024) KB)", load, budgetMilliseconds: 20)

        // Lookup: 1,000 different Texts (plain, interpolated with a plural, in German), the tables already loaded.
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "de_DE")
        let texts: [Text] = (0..<1_000).map { index in
            guard index % 4 == 3 else { return Text(LocalizedStringKey("item.\(index).title"), bundle: bundle) }
            // `Text("item.3.count \(cups)")` with the item number in the literal part of the key.
            var key = LocalizedStringKey.StringInterpolation(literalCapacity: 16, interpolationCount: 1)
            key.appendLiteral("item.\(index).count ")
            key.appendInterpolation(index % 3)
            return Text(LocalizedStringKey(stringInterpolation: key), bundle: bundle)
        }
        _ = LocalizationMeasuring.localizedString(texts[0], in: environment)  // the first lookup loads the tables
        var checked = true
        let lookup = BenchmarkTiming.median(runs: 21) {
            for text in texts { checked = checked && !LocalizationMeasuring.localizedString(text, in: environment).isEmpty }
        }
        let perText = (wall: lookup.wall / Double(texts.count), cpu: lookup.cpu / Double(texts.count))
        print(
            String(
                format: "localization: localized Text lookup after the first in its bundle: median %.2f µs per Text (CPU %.2f µs; budget 5 µs, 1,000 Texts × 21 runs) %@",
                perText.wall * 1e6, perText.cpu * 1e6, perText.cpu * 1e6 <= 5 ? "ok" : "OVER BUDGET"))
        if !checked { print("localization: a lookup came back empty") }
    } catch {
        print("localization: benchmark failed: \(error)")
    }

    func report(_ label: String, _ timing: (wall: Double, cpu: Double), budgetMilliseconds: Double) {
        let verdict = timing.cpu * 1000 <= budgetMilliseconds ? "ok" : "OVER BUDGET"
        print("localization: \(label): median \(BenchmarkTiming.format(timing)) (budget \(Int(budgetMilliseconds)) ms) \(verdict)")
    }
}

/// A String Catalog as Xcode writes one, with `keys` keys in English, German and Japanese: three in four plain,
/// one in four with a plural variation.
enum LocalizationBenchmarkCatalog {
    nonisolated(unsafe) static var byteCount = 0

    static func json(keys: Int) throws -> Data {
        var strings: [String: Any] = [:]
        func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
        for index in 0..<keys {
            if index % 4 == 3 {
                func plural(_ one: String?, _ other: String) -> [String: Any] {
                    var forms: [String: Any] = ["other": unit(other)]
                    if let one { forms["one"] = unit(one) }
                    return ["variations": ["plural": forms]]
                }
                strings["item.\(index).count %lld"] = [
                    "localizations": [
                        "en": plural("%lld cup of item \(index)", "%lld cups of item \(index)"),
                        "de": plural("%lld Tasse von Artikel \(index)", "%lld Tassen von Artikel \(index)"),
                        "ja": plural(nil, "アイテム\(index)を%lld杯"),
                    ]
                ]
            } else {
                strings["item.\(index).title"] = [
                    "comment": "The title of item \(index)",
                    "localizations": [
                        "en": unit("Item number \(index)"),
                        "de": unit("Artikel Nummer \(index)"),
                        "ja": unit("アイテム番号\(index)"),
                    ],
                ]
            }
        }
        let data = try JSONSerialization.data(
            withJSONObject: ["sourceLanguage": "en", "strings": strings, "version": "1.0"],
            options: [.prettyPrinted, .sortedKeys])
        byteCount = data.count
        return data
    }
}
