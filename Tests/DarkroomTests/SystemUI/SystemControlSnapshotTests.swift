import Darkroom
import Foundation
import Testing

/// System controls, forms, presentations and tabs on an iPhone 13 Pro (and small fixed canvases), in
/// light and dark mode.
@MainActor @Suite struct SystemControlSnapshotTests {
    @Test func orderForm() {
        assertSnapshot(of: OrderForm(), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: OrderForm(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    @Test func orderFormWithAlert() {
        assertSnapshot(of: OrderForm(showsConfirmation: true), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: OrderForm(showsConfirmation: true), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    struct Buttons: View {
        var body: some View {
            VStack(spacing: 12) {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Small capsule") {}.buttonStyle(.borderedProminent).controlSize(.small).buttonBorderShape(.capsule)
                Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large)
                Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                Button("Borderless") {}.buttonStyle(.borderless)
                Button("Plain") {}.buttonStyle(.plain)
            }
            .padding()
        }
    }

    @Test func buttonStyles() {
        assertSnapshot(of: Buttons(), as: .image(scale: 2))
        assertSnapshot(of: Buttons(), as: .image(colorScheme: .dark, scale: 2))
    }

    struct Pickers: View {
        var body: some View {
            VStack(spacing: 16) {
                Picker("Mode", selection: .constant(1)) {
                    Text("Day").tag(0)
                    Text("Week").tag(1)
                    Text("Month").tag(2)
                    Text("Year").tag(3)
                }
                .pickerStyle(.segmented)
                Picker("Flavor", selection: .constant("Chocolate")) {
                    ForEach(["Vanilla", "Chocolate", "Strawberry"], id: \.self) { Text($0) }
                }
                Picker("Hour", selection: .constant(3)) {
                    ForEach(0..<8) { Text("\($0) o'clock").tag($0) }
                }
                .pickerStyle(.wheel)
                Stepper("Guests: 4", value: .constant(4), in: 0...4)
                Slider(value: .constant(25.0), in: 0...100)
                TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder)
                SecureField("Password", text: .constant("hunter22")).textFieldStyle(.roundedBorder)
            }
            .padding()
            .frame(width: 360)
        }
    }

    @Test func pickersAndFields() {
        assertSnapshot(of: Pickers(), as: .image(scale: 2))
        assertSnapshot(of: Pickers(), as: .image(colorScheme: .dark, scale: 2))
    }

    struct Tabs: View {
        var body: some View {
            TabView(selection: .constant(1)) {
                NavigationStack {
                    List(0..<30) { Text("Message \($0)") }
                        .navigationTitle("Inbox")
                }
                .tabItem { Text("Inbox") }
                .tag(0)
                NavigationStack {
                    ScrollView {
                        LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                            ForEach(0..<12) { index in
                                RoundedRectangle(cornerRadius: 8)
                                    .fill(Color.blue.opacity(0.2 + Double(index) * 0.06))
                                    .frame(height: 100)
                            }
                        }
                        .padding()
                    }
                    .navigationTitle("Photos")
                }
                .tabItem { Text("Photos") }
                .tag(1)
                Text("Settings")
                    .tabItem { Text("Settings") }
                    .tag(2)
            }
        }
    }

    @Test func tabViewWithGrid() {
        assertSnapshot(of: Tabs(), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: Tabs(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    struct Detail: View {
        var body: some View {
            NavigationStack(path: .constant(["Chocolate"])) {
                List {
                    NavigationLink("Chocolate", value: "Chocolate")
                }
                .navigationTitle("Flavors")
                .navigationDestination(for: String.self) { flavor in
                    List {
                        Text("A rich \(flavor.lowercased()) cupcake.")
                    }
                    .navigationTitle(flavor)
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Button("Order") {} }
                    }
                }
            }
        }
    }

    @Test func pushedDestinationWithBackButton() {
        assertSnapshot(of: Detail(), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: Detail(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    struct SheetAndDialog: View {
        var dialog = false
        var body: some View {
            NavigationStack {
                List(0..<8) { Text("Draft \($0)") }
                    .listStyle(.plain)
                    .navigationTitle("Drafts")
                    .searchable(text: .constant(""))
            }
            .sheet(isPresented: .constant(!dialog)) {
                NavigationStack {
                    Form {
                        TextField("Title", text: .constant("Weekend plans"))
                        TextEditor(text: .constant("Bake cupcakes."))
                            .frame(height: 120)
                    }
                    .navigationTitle("New Draft")
                    .navigationBarTitleDisplayMode(.inline)
                }
                .presentationDetents([.medium, .large])
            }
            .confirmationDialog("Delete draft?", isPresented: .constant(dialog), titleVisibility: .visible) {
                Button("Delete", role: .destructive) {}
                Button("Archive") {}
            } message: {
                Text("This cannot be undone.")
            }
        }
    }

    @Test func sheetWithMediumDetent() {
        assertSnapshot(of: SheetAndDialog(), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: SheetAndDialog(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    @Test func confirmationDialog() {
        assertSnapshot(of: SheetAndDialog(dialog: true), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: SheetAndDialog(dialog: true), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }
}

/// Compact date and colour pickers, menus, links and control groups in a form.
@MainActor @Suite struct CompactControlSnapshotTests {
    struct Reminder: View {
        var body: some View {
            NavigationStack {
                Form {
                    Section("When") {
                        // 23 November 2026, 09:41 UTC: pickers show the value the test passes.
                        DatePicker("Starts", selection: .constant(Date(timeIntervalSince1970: 1_795_426_860)))
                        DatePicker("Day", selection: .constant(Date(timeIntervalSince1970: 1_795_426_860)), displayedComponents: .date)
                    }
                    Section("Style") {
                        ColorPicker("Colour", selection: .constant(.orange))
                        Picker("Repeat", selection: .constant("Weekly")) {
                            ForEach(["Never", "Daily", "Weekly"], id: \.self) { Text($0) }
                        }
                        .pickerStyle(.navigationLink)
                    }
                    Section("Priority") {
                        Picker("Priority", selection: .constant(2)) {
                            Text("Low").tag(1)
                            Text("Medium").tag(2)
                            Text("High").tag(3)
                        }
                        .pickerStyle(.inline)
                    }
                    Section {
                        Link("Help", destination: URL(string: "https://example.com/help")!)
                        Menu("More") { Button("Duplicate") {} }
                        ControlGroup {
                            Button("Cut") {}
                            Button("Copy") {}
                            Button("Paste") {}
                        }
                    }
                }
                .navigationTitle("Reminder")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { EditButton() }
            }
        }
    }

    @Test func compactPickersMenusAndLinks() {
        assertSnapshot(of: Reminder(), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: Reminder(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }
}
