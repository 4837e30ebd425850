#if os(Linux)
import Darkroom
#else
import SnapshotTesting
#endif
import Foundation
import Testing
@testable import CoffeeShopViews

/// The menu and the order form in the languages of the module's String Catalog: German, Arabic and Japanese.
@MainActor @Suite struct LocalizedMenuTests {
    @Test func menuInGerman() {
        assertSnapshot(of: MenuView().environment(\.locale, Locale(identifier: "de_DE")), as: .image(on: .iPhone13Pro))
    }

    @Test func menuInArabic() {
        let menu = MenuView()
            .environment(\.locale, Locale(identifier: "ar"))
            .environment(\.layoutDirection, .rightToLeft)
        assertSnapshot(of: menu, as: .image(on: .iPhone13Pro))
    }

    @Test func orderFormInGermanInDarkMode() {
        let order = Order(drink: Drink.menu[1], size: .large, oatMilk: true, extraShots: 1, quantity: 2, name: "Ada")
        let form = NavigationStack { OrderForm(order: order) }
            .environment(\.locale, Locale(identifier: "de"))
            .preferredColorScheme(.dark)
        assertSnapshot(of: form, as: .image(on: .iPhone13Pro))
    }

    @Test func orderFormInArabic() {
        let order = Order(drink: Drink.menu[0], size: .small, extraShots: 2, quantity: 3, name: "ليلى")
        let form = NavigationStack { OrderForm(order: order) }
            .environment(\.locale, Locale(identifier: "ar"))
            .environment(\.layoutDirection, .rightToLeft)
        assertSnapshot(of: form, as: .image(on: .iPhone13Pro))
    }

    @Test func menuInJapanese() {
        assertSnapshot(of: MenuView().environment(\.locale, Locale(identifier: "ja_JP")), as: .image(on: .iPhone13Pro))
    }

    @Test func orderFormInJapanese() {
        let order = Order(drink: Drink.menu[2], size: .medium, oatMilk: true, extraShots: 3, quantity: 2, name: "さくら")
        let form = NavigationStack { OrderForm(order: order) }
            .environment(\.locale, Locale(identifier: "ja"))
        assertSnapshot(of: form, as: .image(on: .iPhone13Pro))
    }

    /// Xcode's double-length pseudo-language: where will longer translations not fit?
    @Test func orderFormInTheDoubleLengthPseudoLanguage() {
        let form = NavigationStack { OrderForm(order: Order(drink: Drink.menu[2])) }
            .environment(\.locale, .pseudoLanguage(.doubleLength))
        assertSnapshot(of: form, as: .image(on: .iPhone13Pro))
    }
}
