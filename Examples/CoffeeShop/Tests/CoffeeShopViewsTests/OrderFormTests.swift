#if os(Linux)
import Darkroom
#else
import SnapshotTesting
#endif
import Testing
@testable import CoffeeShopViews

@MainActor @Suite struct OrderFormTests {
    func form(_ order: Order) -> some View {
        NavigationStack { OrderForm(order: order) }
    }

    @Test func aNewOrder() {
        assertSnapshot(of: form(Order(drink: Drink.menu[1])), as: .image(on: .iPhone13Pro))
    }

    @Test func aLargeOatFlatWhiteForTwo() {
        let order = Order(drink: Drink.menu[1], size: .large, oatMilk: true, extraShots: 1, quantity: 2, name: "Ada")
        #expect(order.total == Decimal(string: "11.00"))
        assertSnapshot(of: form(order), as: .image(on: .iPhone13Pro))
    }

    @Test func aLargeOatFlatWhiteForTwoInDarkMode() {
        let order = Order(drink: Drink.menu[1], size: .large, oatMilk: true, extraShots: 1, quantity: 2, name: "Ada")
        assertSnapshot(of: form(order).preferredColorScheme(.dark), as: .image(on: .iPhone13Pro))
    }

    @Test func theTotalFollowsTheOrder() {
        let order = Order(drink: Drink.menu[0])
        #expect(order.total == Decimal(string: "2.40"))
        order.size = .small
        order.extraShots = 2
        #expect(order.total == Decimal(string: "3.60"))
        order.quantity = 3
        #expect(order.total == Decimal(string: "10.80"))
    }
}
