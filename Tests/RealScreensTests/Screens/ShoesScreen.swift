import DarkroomUI
import Foundation

// In the shape of Shoe Health, an open-source running-shoe mileage app (robertbasamac/ShoeHealth,
// ShoeHealth/Views/ShoesTab/ShoesTab.swift, ShoeListItem.swift): a plain List of cards — each row padded on a
// `secondarySystemGroupedBackground` rounded rectangle, with clear row backgrounds, hidden separators, custom
// insets and leading/trailing swipe actions — over the grouped background; a search field with a prompt and
// scopes, an empty-state overlay, `navigationDestination(item:)`, a sheet with presentation modifiers, and a
// toolbar whose filter Menu label is a two-colour symbol. Each card has a bold title3 brand and model, a date
// through `Text("\(date, formatter:)")`, a default-shoe dot, and a tinted ProgressView whose label is built
// with a LengthFormatter.

enum ShoeFilterType: String, CaseIterable, Identifiable {
    case all = "All Shoes"
    case active = "Active"
    case retired = "Retired"
    var id: Self { self }
}

enum ShoeSortType: String, CaseIterable, Identifiable {
    case model = "Model"
    case brand = "Brand"
    case distance = "Distance"
    var id: Self { self }
}

struct RunningShoe: Identifiable, Hashable {
    let id: Int
    var brand: String
    var model: String
    var aquisitionDate: Date
    var currentDistance: Double
    var lifespanDistance: Double
    var isDefaultShoe: Bool
    var isRetired: Bool

    var wearPercentage: Double { currentDistance / lifespanDistance }
    var wearPercentageAsString: String { wearPercentage.formatted(.percent.precision(.fractionLength(0)).locale(Locale(identifier: "en_US"))) }

    var wearColorTint: Color {
        switch wearPercentage {
        case ..<0.6: .green
        case ..<0.8: .yellow
        case ..<0.9: .orange
        default: .red
        }
    }

    static let previewShoes: [RunningShoe] = [
        RunningShoe(
            id: 1, brand: "Nike", model: "Pegasus 40", aquisitionDate: Date(timeIntervalSince1970: 1_690_000_000),
            currentDistance: 412.6, lifespanDistance: 800, isDefaultShoe: true, isRetired: false),
        RunningShoe(
            id: 2, brand: "Hoka", model: "Clifton 9", aquisitionDate: Date(timeIntervalSince1970: 1_680_000_000),
            currentDistance: 655, lifespanDistance: 800, isDefaultShoe: false, isRetired: false),
        RunningShoe(
            id: 3, brand: "Asics", model: "Novablast 4", aquisitionDate: Date(timeIntervalSince1970: 1_660_000_000),
            currentDistance: 738, lifespanDistance: 800, isDefaultShoe: false, isRetired: false),
    ]
}

let shoeDateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateStyle = .medium
    formatter.timeStyle = .none
    // The app uses the device's locale; an iPhone's is en_US, Linux's en_001 (docs/FIDELITY.md).
    formatter.locale = Locale(identifier: "en_US")
    return formatter
}()

// The app keeps a global `let`; LengthFormatter is not Sendable in Linux Foundation, so it is made per use.
var shoeDistanceFormatter: LengthFormatter {
    let formatter = LengthFormatter()
    formatter.unitStyle = .short
    formatter.numberFormatter.maximumFractionDigits = 0
    formatter.numberFormatter.locale = Locale(identifier: "en_US")
    return formatter
}

@Observable final class ShoesViewModel {
    var shoes: [RunningShoe]
    var searchText = ""
    var filterType: ShoeFilterType = .active
    var sortType: ShoeSortType = .model
    var sortOrder: SortOrder = .forward

    init(shoes: [RunningShoe] = RunningShoe.previewShoes) {
        self.shoes = shoes
    }

    var searchFilteredShoes: [RunningShoe] {
        shoes.filter { searchText.isEmpty || $0.model.localizedCaseInsensitiveContains(searchText) }
    }

    var searchBinding: Binding<String> {
        Binding(get: { self.searchText }, set: { self.searchText = $0 })
    }

    var filterTypeBinding: Binding<ShoeFilterType> {
        Binding(get: { self.filterType }, set: { self.filterType = $0 })
    }

    var sortTypeBinding: Binding<ShoeSortType> {
        Binding(get: { self.sortType }, set: { self.sortType = $0 })
    }

    func toggleSortOrder() { sortOrder = sortOrder == .forward ? .reverse : .forward }
    func retireShoe(_ id: Int) {}
    func setAsDefaultShoe(_ id: Int) {}
    func deleteShoe(_ id: Int) { shoes.removeAll { $0.id == id } }
}

struct ShoeListItem: View {
    var shoe: RunningShoe

    var body: some View {
        VStack {
            HStack(alignment: .top) {
                VStack(alignment: .leading) {
                    Text("\(shoe.brand)")
                    Text("\(shoe.model)")
                }
                .font(.title3.bold())
                .frame(maxWidth: .infinity, alignment: .leading)
                .overlay(alignment: .topTrailing) {
                    VStack(alignment: .trailing) {
                        Text("\(shoe.aquisitionDate, formatter: shoeDateFormatter)")
                            .font(.subheadline)
                            .padding(.vertical, 3)

                        Image(systemName: "circle.fill")
                            .foregroundStyle(.green)
                            .opacity(shoe.isDefaultShoe ? 1 : 0)
                    }
                }
            }

            ProgressView(value: shoe.currentDistance, total: shoe.lifespanDistance) {
                HStack {
                    Text("\(shoeDistanceFormatter.string(fromValue: shoe.currentDistance, unit: .kilometer))")
                    Spacer()
                    Text("\(shoeDistanceFormatter.string(fromValue: shoe.lifespanDistance, unit: .kilometer))")
                }
                .font(.footnote)
                .overlay(alignment: .center) {
                    Text("\(shoe.wearPercentageAsString)")
                        .font(.footnote)
                }
            }
            .tint(shoe.wearColorTint)
            .padding(.vertical, 8)
        }
    }
}

struct ShoesTab: View {
    @Environment(ShoesViewModel.self) private var shoesViewModel

    @State private var selectedShoe: RunningShoe?
    @State private var showSheet: SheetType?

    enum SheetType: Identifiable {
        var id: Self { self }
        case addShoe
        case setDefaultShoe
    }

    var body: some View {
        List {
            ForEach(shoesViewModel.searchFilteredShoes) { shoe in
                ShoeListItem(shoe: shoe)
                    .padding()
                    .background(Color(uiColor: .secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 15, style: .continuous))
                    .onTapGesture {
                        selectedShoe = shoe
                    }
                    .swipeActions(edge: .leading, allowsFullSwipe: false) {
                        swipeRightActions(shoe: shoe)
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                        swipeLeftActions(shoe: shoe)
                    }
            }
            .listRowInsets(.init(top: 2, leading: 20, bottom: 2, trailing: 20))
            .listRowSeparator(.hidden)
            .listRowBackground(Color.clear)
        }
        .listStyle(.plain)
        .background(Color(uiColor: .systemGroupedBackground))
        .navigationTitle(shoesViewModel.filterType.rawValue)
        .searchable(text: shoesViewModel.searchBinding, prompt: "Search Shoes")
        .searchScopes(shoesViewModel.filterTypeBinding) {
            ForEach(ShoeFilterType.allCases) { filterType in
                Text(filterType.rawValue)
                    .tag(filterType)
            }
        }
        .scrollBounceBehavior(shoesViewModel.shoes.isEmpty ? .basedOnSize : .automatic)
        .overlay {
            emptyShoesView()
        }
        .toolbar {
            toolbarItems()
        }
        .navigationDestination(item: $selectedShoe) { shoe in
            Text(shoe.model)
        }
        .sheet(item: $showSheet) { sheetType in
            NavigationStack {
                Text("Add Shoe")
            }
            .presentationCornerRadius(20)
            .presentationDragIndicator(sheetType == .addShoe ? .visible : .hidden)
            .presentationCompactAdaptation(sheetType == .addShoe ? .sheet : .fullScreenCover)
        }
    }

    @ViewBuilder
    private func swipeRightActions(shoe: RunningShoe) -> some View {
        Button {
            shoesViewModel.retireShoe(shoe.id)
        } label: {
            if shoe.isRetired {
                Label("Reinstate", systemImage: "bolt.fill")
            } else {
                Label("Retire", systemImage: "bolt.slash.fill")
            }
        }
        .tint(shoe.isRetired ? .green : .red)

        if !shoe.isDefaultShoe {
            Button {
                shoesViewModel.setAsDefaultShoe(shoe.id)
            } label: {
                Label("Set Default", systemImage: "shoe.2")
            }
            .tint(Color.gray)
        }
    }

    @ViewBuilder
    private func swipeLeftActions(shoe: RunningShoe) -> some View {
        Button(role: .destructive) {
            withAnimation {
                shoesViewModel.deleteShoe(shoe.id)
            }
        } label: {
            Label("Delete", systemImage: "trash")
        }
    }

    @ViewBuilder
    private func emptyShoesView() -> some View {
        if shoesViewModel.shoes.isEmpty {
            ContentUnavailableView {
                Label("No Shoes in your collection.", systemImage: "shoe.circle")
            } description: {
                Text("New shoes you add will appear here.\nTap the button below to add a new shoe.")
            } actions: {
                Button {
                    showSheet = .addShoe
                } label: {
                    Text("Add Shoe")
                        .padding(4)
                        .foregroundStyle(.black)
                }
                .buttonStyle(.borderedProminent)
            }
        }
    }

    @ToolbarContentBuilder
    private func toolbarItems() -> some ToolbarContent {
        ToolbarItem(placement: .automatic) {
            Button {
                showSheet = .addShoe
            } label: {
                Image(systemName: "plus")
            }
        }

        ToolbarItem(placement: .topBarLeading) {
            Menu {
                Picker("Filtering", selection: shoesViewModel.filterTypeBinding) {
                    ForEach(ShoeFilterType.allCases) { filterType in
                        Text(filterType.rawValue)
                            .tag(filterType)
                    }
                }

                Divider()

                Picker("Sorting", selection: shoesViewModel.sortTypeBinding) {
                    ForEach(ShoeSortType.allCases) { sortType in
                        Text(sortType.rawValue)
                            .tag(sortType)
                    }
                }

                Divider()

                Button {
                    shoesViewModel.toggleSortOrder()
                } label: {
                    Label("Sort Order", systemImage: shoesViewModel.sortOrder == .forward ? "chevron.down" : "chevron.up")
                }
            } label: {
                Image(systemName: "line.3.horizontal.decrease.circle.fill")
                    .foregroundStyle(filteringImageColors.0, filteringImageColors.1)
            }
        }
    }

    private var filteringImageColors: (Color, Color) {
        switch shoesViewModel.filterType {
        case .all: (Color.accentColor, Color(uiColor: .secondarySystemGroupedBackground))
        case .active: (Color(uiColor: .secondarySystemGroupedBackground), Color.accentColor)
        case .retired: (Color(uiColor: .secondarySystemGroupedBackground), Color.red)
        }
    }
}

#Preview("Filled") {
    NavigationStack {
        ShoesTab()
            .environment(ShoesViewModel())
    }
}

#Preview("Empty") {
    NavigationStack {
        ShoesTab()
            .environment(ShoesViewModel(shoes: []))
    }
}
