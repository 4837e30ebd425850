import Foundation

/// What DarkroomBenchmarks' `localization` group measures, reached without resolving a whole view: a localized
/// `Text`'s lookup as resolving does it, and loading a bundle's tables from disk.
package enum LocalizationMeasuring {
    /// The text `text` shows in `environment`'s language: the work resolving a localized `Text` does.
    package static func localizedString(_ text: Text, in environment: EnvironmentValues) -> String {
        text.localized(in: environment) { _ in }.text.string
    }

    /// Reads table `table` of the bundle at `bundlePath` from disk, with no cache (a fresh process's first
    /// lookup), and returns how many keys it has. Throws the error naming the file and key for a bad table.
    package static func loadTables(table: String, bundlePath: String) throws -> Int {
        try StringsTables().keyCount(table: table, bundlePath: bundlePath)
    }
}
