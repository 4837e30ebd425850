import Foundation
import Observation

/// A cup size, and what it adds to the price.
public enum CupSize: String, CaseIterable, Identifiable, Sendable {
    case small, medium, large

    public var id: Self { self }

    /// The name on the menu board (a key of the module's String Catalog).
    public var label: LocalizedStringKey {
        switch self {
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        }
    }

    /// What the size adds to a medium cup's price, in cents.
    var surchargeCents: Int {
        switch self {
        case .small: -40
        case .medium: 0
        case .large: 50
        }
    }
}

/// The order being put together.
@Observable
public final class Order {
    public var drink: Drink
    public var size: CupSize = .medium
    public var oatMilk = false
    public var extraShots = 0
    public var quantity = 1
    public var name = ""

    public init(drink: Drink, size: CupSize = .medium, oatMilk: Bool = false, extraShots: Int = 0, quantity: Int = 1, name: String = "") {
        self.drink = drink
        self.size = size
        self.oatMilk = oatMilk
        self.extraShots = extraShots
        self.quantity = quantity
        self.name = name
    }

    /// The price of the whole order.
    public var total: Decimal {
        let cup = drink.cents + size.surchargeCents + (oatMilk ? 60 : 0) + extraShots * 80
        return Decimal(cup * quantity) / 100
    }
}
