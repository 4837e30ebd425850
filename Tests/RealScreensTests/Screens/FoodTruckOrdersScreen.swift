import DarkroomUI
import Foundation

// In the shape of Apple's Food Truck sample app (apple/sample-food-truck, App/Orders/OrdersView.swift,
// OrderRow.swift, OrderDetailView.swift): an ObservableObject model, orders grouped into sections by
// status with an increased header prominence, value-based NavigationLinks whose rows carry a badge, a
// search field, a donut-stack icon on a rounded background with a quaternary hairline, and a detail
// List whose toolbar button advances the order. The donut colours come from the asset catalogue.

struct TruckDonut: Identifiable, Hashable {
    var id: Int
    var name: String
    /// Asset-catalogue colour names, as Food Truck's dough and glaze layers.
    var dough: String
    var glaze: String?

    static let classic = TruckDonut(id: 0, name: "The Classic", dough: "DoughPlain", glaze: "GlazeChocolate")
    static let blueberryFrosted = TruckDonut(id: 1, name: "Blueberry Frosted", dough: "DoughPlain", glaze: "GlazeBlueberry")
    static let strawberrySprinkles = TruckDonut(id: 2, name: "Strawberry Sprinkles", dough: "DoughPlain", glaze: "GlazeStrawberry")
    static let lemonChocolate = TruckDonut(id: 3, name: "Lemon Chocolate", dough: "DoughLemon", glaze: "GlazeChocolate")
    static let matcha = TruckDonut(id: 4, name: "Matcha Matcha", dough: "DoughMatcha", glaze: nil)

    func matches(searchText: String) -> Bool {
        searchText.isEmpty || name.localizedCaseInsensitiveContains(searchText)
    }
}

enum TruckOrderStatus: Int, Codable, Comparable, Hashable {
    case placed, preparing, ready, completed

    var title: String {
        switch self {
        case .placed: "Placed"
        case .preparing: "Preparing"
        case .ready: "Ready"
        case .completed: "Completed"
        }
    }

    var buttonTitle: String {
        switch self {
        case .placed: "Prepare"
        case .preparing: "Ready"
        case .ready, .completed: "Complete"
        }
    }

    var iconSystemName: String {
        switch self {
        case .placed: "paperplane"
        case .preparing: "timer"
        case .ready: "checkmark.circle"
        case .completed: "shippingbox"
        }
    }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

struct TruckOrder: Identifiable, Hashable {
    var id: String
    var status: TruckOrderStatus
    var donuts: [TruckDonut]
    var sales: [TruckDonut.ID: Int]
    var creationDate: Date

    var totalSales: Int { sales.values.reduce(0, +) }
    var isComplete: Bool { status == .completed }

    var formattedDate: String {
        creationDate.formatted(.dateTime.hour().minute().locale(Locale(identifier: "en_US")))
    }

    func matches(searchText: String) -> Bool {
        searchText.isEmpty || id.localizedCaseInsensitiveContains(searchText)
    }

    mutating func markAsNextStep(completion: (TruckOrderStatus) -> Void) {
        if let next = TruckOrderStatus(rawValue: status.rawValue + 1) {
            status = next
            completion(next)
        }
    }
}

extension TruckOrder {
    static let preview = TruckOrder(
        id: "Order#1203", status: .ready,
        donuts: [.classic, .strawberrySprinkles, .matcha],
        sales: [TruckDonut.classic.id: 3, TruckDonut.strawberrySprinkles.id: 2, TruckDonut.matcha.id: 1],
        creationDate: Date(timeIntervalSince1970: 1_700_000_000)
    )
}

final class FoodTruckModel: ObservableObject {
    @Published var orders: [TruckOrder]

    init(orders: [TruckOrder] = FoodTruckModel.sampleOrders) {
        self.orders = orders
    }

    func orderBinding(for id: TruckOrder.ID) -> Binding<TruckOrder> {
        Binding {
            self.orders.first { $0.id == id }!
        } set: { newValue in
            if let index = self.orders.firstIndex(where: { $0.id == id }) {
                self.orders[index] = newValue
            }
        }
    }

    static let sampleOrders: [TruckOrder] = {
        let menu: [TruckDonut] = [.classic, .blueberryFrosted, .strawberrySprinkles, .lemonChocolate, .matcha]
        let statuses: [TruckOrderStatus] = [.placed, .placed, .preparing, .ready, .ready, .completed, .completed]
        return statuses.enumerated().map { index, status in
            let donuts = (0...(index % 3)).map { menu[(index + $0) % menu.count] }
            var sales: [TruckDonut.ID: Int] = [:]
            for (offset, donut) in donuts.enumerated() { sales[donut.id] = 1 + (index + offset) % 4 }
            return TruckOrder(
                id: "Order#\(1210 - index)", status: status, donuts: donuts, sales: sales,
                creationDate: Date(timeIntervalSince1970: 1_700_000_000 - Double(index) * 600))
        }
    }()
}

/// A donut drawn from its asset-catalogue colours: a dough ring with a glaze ring on top.
struct TruckDonutView: View {
    var donut: TruckDonut

    var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            ZStack {
                Circle()
                    .strokeBorder(Color(donut.dough), lineWidth: side * 0.34)
                if let glaze = donut.glaze {
                    Circle()
                        .inset(by: side * 0.04)
                        .strokeBorder(Color(glaze), lineWidth: side * 0.26)
                }
            }
            .frame(width: side, height: side)
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

struct TruckDonutStackView: View {
    var donuts: [TruckDonut]

    var body: some View {
        ZStack {
            ForEach(Array(donuts.prefix(3).enumerated()), id: \.offset) { offset, donut in
                TruckDonutView(donut: donut)
                    .scaleEffect(donuts.count == 1 ? 1 : 0.62)
                    .offset(x: donuts.count == 1 ? 0 : CGFloat(offset - 1) * 8, y: donuts.count == 1 ? 0 : CGFloat(offset - 1) * -6)
            }
        }
    }
}

struct TruckOrderRow: View {
    var order: TruckOrder

    var body: some View {
        HStack {
            let iconShape = RoundedRectangle(cornerRadius: 4, style: .continuous)
            TruckDonutStackView(donuts: order.donuts)
                .padding(2)
                .frame(width: 40, height: 40)
                .background(in: iconShape)
                .overlay {
                    iconShape.strokeBorder(.quaternary, lineWidth: 0.5)
                }

            Text(order.id)
        }
    }
}

struct TruckOrdersView: View {
    @ObservedObject var model: FoodTruckModel

    @State private var sortOrder = [KeyPathComparator(\TruckOrder.status, order: .reverse)]
    @State private var searchText = ""

    var orders: [TruckOrder] {
        model.orders.filter { order in
            order.matches(searchText: searchText) || order.donuts.contains(where: { $0.matches(searchText: searchText) })
        }
        .sorted(using: sortOrder)
    }

    var orderSections: [TruckOrderStatus: [TruckOrder]] {
        var result: [TruckOrderStatus: [TruckOrder]] = [:]
        orders.forEach { order in
            result[order.status, default: []].append(order)
        }
        return result
    }

    var body: some View {
        list
            .navigationTitle("Orders")
            .navigationDestination(for: TruckOrder.ID.self) { id in
                TruckOrderDetailView(order: model.orderBinding(for: id))
            }
            .searchable(text: $searchText)
    }

    var list: some View {
        List {
            if let orders = orderSections[.placed] {
                Section("New") {
                    orderRows(orders)
                }
            }

            if let orders = orderSections[.preparing] {
                Section("Preparing") {
                    orderRows(orders)
                }
            }

            if let orders = orderSections[.ready] {
                Section("Ready") {
                    orderRows(orders)
                }
            }

            if let orders = orderSections[.completed] {
                Section("Completed") {
                    orderRows(orders)
                }
            }
        }
        .headerProminence(.increased)
    }

    func orderRows(_ orders: [TruckOrder]) -> some View {
        ForEach(orders) { order in
            NavigationLink(value: order.id) {
                TruckOrderRow(order: order)
                    .badge(order.totalSales)
            }
        }
    }
}

struct TruckOrderDetailView: View {
    @Binding var order: TruckOrder

    @State private var presentingCompletionSheet = false

    var body: some View {
        List {
            Section("Status") {
                HStack {
                    Text(order.status.title)
                    Spacer()
                    Image(systemName: order.status.iconSystemName)
                        .foregroundColor(.secondary)
                }

                HStack {
                    Text("Order Started")
                    Spacer()
                    Text(order.formattedDate)
                        .foregroundColor(.secondary)
                }
            }

            Section("Donuts") {
                ForEach(order.donuts) { donut in
                    Label {
                        Text(donut.name)
                    } icon: {
                        TruckDonutView(donut: donut)
                    }
                    .badge(order.sales[donut.id]!)
                }
            }

            Text("Total Donuts")
                .badge(order.totalSales)
        }
        .navigationTitle(order.id)
        .sheet(isPresented: $presentingCompletionSheet) {
            Text("Order complete")
        }
        .onChange(of: order.status) { _, status in
            if status == .completed {
                presentingCompletionSheet = true
            }
        }
        .toolbar {
            ToolbarItemGroup {
                Button {
                    order.markAsNextStep { _ in }
                } label: {
                    Label(order.status.buttonTitle, systemImage: order.status.iconSystemName)
                        .symbolVariant(order.isComplete ? .fill : .none)
                }
                .labelStyle(.iconOnly)
                .disabled(order.isComplete)
            }
        }
    }
}

/// The preview wrapper Food Truck uses: a `@StateObject` model inside a `NavigationStack`.
struct TruckOrdersPreview: View {
    @StateObject private var model = FoodTruckModel()

    var body: some View {
        NavigationStack {
            TruckOrdersView(model: model)
        }
    }
}

struct TruckOrderDetailPreview: View {
    @State var order = TruckOrder.preview

    var body: some View {
        NavigationStack {
            TruckOrderDetailView(order: $order)
        }
    }
}

#Preview("Orders") {
    TruckOrdersPreview()
}

#Preview("Order detail") {
    TruckOrderDetailPreview()
}
