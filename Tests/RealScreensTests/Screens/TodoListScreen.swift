import DarkroomUI

// A to-do list: sections for open and done items, swipe actions, onDelete and onMove,
// an EditButton and an add button in the toolbar, and a bottom-bar item count.

struct TodoItem: Identifiable, Hashable {
    let id: UUID
    var title: String
    var notes: String = ""
    var isDone = false
    var priority: Priority = .normal

    enum Priority: Int, Comparable {
        case low, normal, high
        static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}

@Observable
final class TodoStore {
    var items: [TodoItem] = [
        TodoItem(id: UUID(), title: "Book dentist appointment", priority: .high),
        TodoItem(id: UUID(), title: "Buy oat milk", notes: "The barista kind"),
        TodoItem(id: UUID(), title: "Reply to Jordan's email"),
        TodoItem(id: UUID(), title: "Water the plants", isDone: true),
        TodoItem(id: UUID(), title: "Renew passport", notes: "Photos first", isDone: true, priority: .low),
    ]

    var open: [TodoItem] { items.filter { !$0.isDone } }
    var done: [TodoItem] { items.filter(\.isDone) }

    func toggle(_ item: TodoItem) {
        guard let index = items.firstIndex(of: item) else { return }
        items[index].isDone.toggle()
    }

    func delete(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
    }

    func move(from source: IndexSet, to destination: Int) {
        items.move(fromOffsets: source, toOffset: destination)
    }
}

struct TodoRow: View {
    let item: TodoItem
    var onToggle: () -> Void

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            Button(action: onToggle) {
                Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(item.isDone ? Color.accentColor : Color.secondary)
                    .font(.title3)
            }
            .buttonStyle(.borderless)
            VStack(alignment: .leading, spacing: 2) {
                Text(item.title)
                    .strikethrough(item.isDone)
                    .foregroundStyle(item.isDone ? .secondary : .primary)
                if !item.notes.isEmpty {
                    Text(item.notes)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
            if item.priority == .high {
                Image(systemName: "exclamationmark")
                    .foregroundStyle(.orange)
                    .fontWeight(.bold)
            }
        }
    }
}

struct TodoListScreen: View {
    @State private var store = TodoStore()

    var body: some View {
        NavigationStack {
            List {
                Section("To Do") {
                    ForEach(store.open) { item in
                        TodoRow(item: item) { store.toggle(item) }
                            .swipeActions(edge: .trailing) {
                                Button(role: .destructive) {
                                    store.items.removeAll { $0.id == item.id }
                                } label: {
                                    Label("Delete", systemImage: "trash")
                                }
                                Button {
                                    store.toggle(item)
                                } label: {
                                    Label("Done", systemImage: "checkmark")
                                }
                                .tint(.green)
                            }
                    }
                    .onDelete(perform: store.delete)
                    .onMove(perform: store.move)
                }
                Section("Completed") {
                    ForEach(store.done) { item in
                        TodoRow(item: item) { store.toggle(item) }
                    }
                }
            }
            .navigationTitle("Reminders")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        store.items.append(TodoItem(id: UUID(), title: "New Reminder"))
                    } label: {
                        Image(systemName: "plus")
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    Text("\(store.open.count) remaining")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}

#Preview {
    TodoListScreen()
}
