import Foundation

/// A drink on the menu.
public struct Drink: Identifiable, Hashable, Sendable {
    public let id: String
    public let name: String
    /// A line about the drink, localised from the module's String Catalog.
    public let detail: LocalizedStringKey
    /// The price of a medium cup, in cents.
    public let cents: Int
    public let systemImage: String

    public init(id: String, name: String, detail: LocalizedStringKey, cents: Int, systemImage: String) {
        self.id = id
        self.name = name
        self.detail = detail
        self.cents = cents
        self.systemImage = systemImage
    }

    /// The price of a medium cup.
    public var price: Decimal { Decimal(cents) / 100 }
}

extension Drink {
    /// Today's menu.
    public static let menu: [Drink] = [
        Drink(id: "espresso", name: "Espresso", detail: "A double shot, short and strong", cents: 240, systemImage: "cup.and.saucer.fill"),
        Drink(id: "flat-white", name: "Flat White", detail: "Espresso with silky steamed milk", cents: 360, systemImage: "mug.fill"),
        Drink(id: "cortado", name: "Cortado", detail: "Equal parts espresso and warm milk", cents: 330, systemImage: "cup.and.saucer"),
        Drink(id: "cold-brew", name: "Cold Brew", detail: "Steeped for eighteen hours", cents: 410, systemImage: "takeoutbag.and.cup.and.straw.fill"),
        Drink(id: "chai", name: "Chai Latte", detail: "Black tea, cardamom and cinnamon", cents: 380, systemImage: "leaf.fill"),
    ]
}
