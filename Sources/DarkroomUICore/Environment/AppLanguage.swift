import Foundation
import Synchronization

/// The app's language in a snapshot, and the layout direction it gives the screen.
///
/// On iOS an app's layout direction follows the app's language — the first of the user's preferred
/// languages the app is localized in, chosen when the app starts (`Bundle.main.preferredLocalizations`) —
/// and UIKit hands it to SwiftUI as the root's `\.layoutDirection`. `\.locale` set inside a view tree changes
/// how that subtree formats dates, numbers and localized `Text`, never the direction: in SwiftUI
/// `.environment(\.locale, Locale(identifier: "ar"))` on a view deep in a screen leaves it left to right.
///
/// A snapshot has no app launch, so Darkroom takes the language from the snapshot itself:
/// - the locale of the snapshot's configuration (`.image(on: .iPhone13Pro, locale: Locale(identifier: "ar"))`),
///   which is also the language `String(localized:)` looks keys up in while the view is drawn, as the app's
///   language is on iOS;
/// - else the locale set on the snapshotted view itself: a modifier in the chain of modifiers of the view handed
///   to the snapshot (`MenuView().environment(\.locale, Locale(identifier: "ar")).padding()`), the spelling
///   tests use for "this screen in Arabic". A locale set inside a view's `body` is not the app's language.
///
/// When that language is written right to left (``isRightToLeft(_:)``), the snapshotted view is laid out
/// `.rightToLeft`, unless the same chain — or a `UITraitCollection(layoutDirection:)` trait — sets
/// `\.layoutDirection` itself, which wins, as an explicit environment value does in SwiftUI.
package enum AppLanguage {
    /// The languages written right to left (ISO 639 codes, old and new where both are in use).
    private static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "nqo", "ps", "sd", "syr", "ug", "ur", "yi", "ji",
    ]
    /// The scripts written right to left (ISO 15924 codes), for identifiers such as `pa-Arab` or `az_Arab`.
    private static let rightToLeftScripts: Set<String> = [
        "Adlm", "Arab", "Hebr", "Mand", "Nkoo", "Rohg", "Syrc", "Thaa",
    ]

    /// Whether `locale`'s language is written right to left: its language code (`ar`, `he`, `fa`, `ur`, …), its
    /// script subtag (`Arab`, `Hebr`, …) or Xcode's right-to-left pseudo-language. Decided from the identifier
    /// alone, by a fixed table: never from the machine's ICU data. A script subtag wins over the language (`ku_Latn`
    /// is left to right).
    package static func isRightToLeft(_ locale: Locale) -> Bool {
        let identifier = locale.identifier
        if PseudoLanguage(locale: locale) == .rightToLeft { return true }
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "@" }).map(String.init)
        guard let language = parts.first?.lowercased() else { return false }
        if let script = parts.dropFirst().first(where: { $0.count == 4 && $0.first!.isUppercase }) {
            return rightToLeftScripts.contains(script)
        }
        return rightToLeftLanguages.contains(language)
    }

    /// The layout direction the app's language gives `view` when it is the snapshotted root, or nil to leave the
    /// direction as it is: `.rightToLeft` when the locale its chain of modifiers sets is written right to left and
    /// the chain does not set `\.layoutDirection` itself (see ``AppLanguage``).
    @MainActor
    package static func layoutDirection<V: View>(ofRoot view: V) -> LayoutDirection? {
        var leftToRight = EnvironmentValues(), rightToLeft = EnvironmentValues()
        leftToRight.layoutDirection = .leftToRight
        rightToLeft.layoutDirection = .rightToLeft
        guard let chain = view as? any _RootModifierChain else { return nil }
        chain._applyEnvironmentModifiers(to: &leftToRight)
        chain._applyEnvironmentModifiers(to: &rightToLeft)
        // The chain writes the direction itself when both starting directions end the same.
        guard leftToRight.layoutDirection == .leftToRight, rightToLeft.layoutDirection == .rightToLeft else { return nil }
        return isRightToLeft(leftToRight.locale) ? .rightToLeft : nil
    }

    private static let currentLocale = Mutex<Locale?>(nil)

    /// The language of the snapshot being drawn, set by a snapshot configuration's locale: `String(localized:)`
    /// looks keys up in it, as it looks them up in the app's language on iOS. Nil: the development language.
    package static var current: Locale? { currentLocale.withLock { $0 } }

    /// Runs `body` with `locale` as the app's language (``current``), then restores the previous one.
    package static func with<T>(_ locale: Locale?, _ body: () throws -> T) rethrows -> T {
        guard let locale else { return try body() }
        let previous = currentLocale.withLock { value in
            defer { value = locale }
            return value
        }
        defer { currentLocale.withLock { $0 = previous } }
        return try body()
    }
}

/// A view whose outer chain of modifiers can be read without resolving it (`ModifiedContent`): the snapshot reads
/// the locale and layout direction the chain sets, to find the app's language (``AppLanguage``).
@MainActor
package protocol _RootModifierChain {
    /// Applies the environment modifiers of the chain, outermost first, to `environment`.
    func _applyEnvironmentModifiers(to environment: inout EnvironmentValues)
}

extension ModifiedContent: _RootModifierChain where Content: View, Modifier: ViewModifier {
    package func _applyEnvironmentModifiers(to environment: inout EnvironmentValues) {
        if let modifier = modifier as? any _EnvironmentModifier { modifier._modify(&environment) }
        (content as? any _RootModifierChain)?._applyEnvironmentModifiers(to: &environment)
    }
}
