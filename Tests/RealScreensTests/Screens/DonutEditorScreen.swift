import DarkroomUI
import Foundation

// In the shape of Apple's Food Truck sample app (apple/sample-food-truck, App/Donut/DonutEditor.swift): a
// Form whose first row is the donut drawn edge to edge (zero row insets, `.background()`), a TextField with
// a prompt, a Grid of flavour rows (symbol, name anchored leading, a label-hidden Gauge tinted by rank, the
// value anchored trailing), and menu Pickers over optional tags with sections; an inline title with a
// ToolbarTitleMenu and the editor toolbar role.

enum DonutFlavor: String, CaseIterable, Identifiable {
    case salty, sweet, bitter, sour, savory, spicy

    var id: String { rawValue }
    var name: String { rawValue.capitalized }

    var image: Image {
        switch self {
        case .salty: Image(systemName: "circle.grid.2x2")
        case .sweet: Image(systemName: "heart")
        case .bitter: Image(systemName: "leaf")
        case .sour: Image(systemName: "drop")
        case .savory: Image(systemName: "flame")
        case .spicy: Image(systemName: "bolt")
        }
    }
}

struct DonutFlavorProfile {
    var values: [DonutFlavor: Int]

    subscript(flavor: DonutFlavor) -> Int { values[flavor] ?? 0 }

    var mostPotent: (DonutFlavor, Int) {
        DonutFlavor.allCases.map { ($0, self[$0]) }.max { $0.1 < $1.1 } ?? (.sweet, 0)
    }
}

struct EditableDonut {
    struct Dough: Identifiable, Hashable {
        var id: String { name }
        var name: String
        var colorName: String
        static let all = [
            Dough(name: "Plain", colorName: "DoughPlain"), Dough(name: "Lemon", colorName: "DoughLemon"),
            Dough(name: "Matcha", colorName: "DoughMatcha"),
        ]
    }

    struct Glaze: Identifiable, Hashable {
        var id: String { name }
        var name: String
        var colorName: String
        static let all = [
            Glaze(name: "Chocolate", colorName: "GlazeChocolate"), Glaze(name: "Blueberry", colorName: "GlazeBlueberry"),
            Glaze(name: "Strawberry", colorName: "GlazeStrawberry"),
        ]
    }

    struct Topping: Identifiable, Hashable {
        var id: String { name }
        var name: String
        static let other = [Topping(name: "Sprinkles"), Topping(name: "Sugar")]
        static let lattices = [Topping(name: "Chocolate Lattice"), Topping(name: "Blueberry Lattice")]
        static let drizzles = [Topping(name: "Caramel Drizzle")]
    }

    var name: String
    var dough: Dough
    var glaze: Glaze?
    var topping: Topping?
    var flavors: DonutFlavorProfile

    static let preview = EditableDonut(
        name: "Strawberry Sprinkles", dough: Dough.all[0], glaze: Glaze.all[2], topping: Topping.other[0],
        flavors: DonutFlavorProfile(values: [.salty: 1, .sweet: 4, .bitter: 1, .sour: 2, .savory: 0, .spicy: 0])
    )

    var truckDonut: TruckDonut {
        TruckDonut(id: 99, name: name, dough: dough.colorName, glaze: glaze?.colorName)
    }
}

struct DonutEditor: View {
    @Binding var donut: EditableDonut

    var body: some View {
        Form {
            donutViewer
            editorContent
        }
        .toolbar {
            ToolbarTitleMenu {
                Button {
                } label: {
                    Label("My Action", systemImage: "star")
                }
            }
        }
        .navigationTitle(donut.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbarRole(.editor)
    }

    var donutViewer: some View {
        TruckDonutView(donut: donut.truckDonut)
            .frame(minWidth: 100, maxWidth: .infinity, minHeight: 100, maxHeight: .infinity)
            .listRowInsets(.init())
            .padding(.horizontal, 40)
            .padding(.vertical)
            .background()
    }

    @ViewBuilder
    var editorContent: some View {
        Section("Donut") {
            TextField("Name", text: $donut.name, prompt: Text("Donut Name"))
        }

        Section("Flavor Profile") {
            Grid {
                let (topFlavor, topFlavorValue) = donut.flavors.mostPotent
                ForEach(DonutFlavor.allCases) { flavor in
                    let isTopFlavor = topFlavor == flavor
                    let flavorValue = max(donut.flavors[flavor], 0)
                    GridRow {
                        flavor.image
                            .foregroundStyle(isTopFlavor ? .primary : .secondary)

                        Text(flavor.name)
                            .gridCellAnchor(.leading)
                            .foregroundStyle(isTopFlavor ? .primary : .secondary)

                        Gauge(value: Double(flavorValue), in: 0...Double(topFlavorValue)) {
                            EmptyView()
                        }
                        .tint(isTopFlavor ? Color.accentColor : Color.secondary)
                        .labelsHidden()

                        Text(flavorValue.formatted())
                            .gridCellAnchor(.trailing)
                            .foregroundStyle(isTopFlavor ? .primary : .secondary)
                    }
                }
            }
        }

        Section("Ingredients") {
            Picker("Dough", selection: $donut.dough) {
                ForEach(EditableDonut.Dough.all) { dough in
                    Text(dough.name)
                        .tag(dough)
                }
            }

            Picker("Glaze", selection: $donut.glaze) {
                Section {
                    Text("None")
                        .tag(nil as EditableDonut.Glaze?)
                }
                ForEach(EditableDonut.Glaze.all) { glaze in
                    Text(glaze.name)
                        .tag(glaze as EditableDonut.Glaze?)
                }
            }

            Picker("Topping", selection: $donut.topping) {
                Section {
                    Text("None")
                        .tag(nil as EditableDonut.Topping?)
                }
                Section {
                    ForEach(EditableDonut.Topping.other) { topping in
                        Text(topping.name)
                            .tag(topping as EditableDonut.Topping?)
                    }
                }
                Section {
                    ForEach(EditableDonut.Topping.lattices) { topping in
                        Text(topping.name)
                            .tag(topping as EditableDonut.Topping?)
                    }
                }
                Section {
                    ForEach(EditableDonut.Topping.drizzles) { topping in
                        Text(topping.name)
                            .tag(topping as EditableDonut.Topping?)
                    }
                }
            }
        }
    }
}

struct DonutEditorPreview: View {
    @State private var donut = EditableDonut.preview

    var body: some View {
        NavigationStack {
            DonutEditor(donut: $donut)
        }
    }
}

#Preview {
    DonutEditorPreview()
}
