import DarkroomUI

// Presentation state: a list screen with a sheet presented (a new-event form at a medium
// detent with a drag indicator) and, in a second screen, a destructive confirmation alert.

struct EventDraft {
    var title = "Team Lunch"
    var location = "Blue Bottle, Hayes Valley"
    var isAllDay = false
    var attendees = 4
}

struct NewEventSheet: View {
    @Binding var draft: EventDraft
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $draft.title)
                TextField("Location", text: $draft.location)
                Toggle("All-day", isOn: $draft.isAllDay)
                Stepper("\(draft.attendees) attendees", value: $draft.attendees, in: 1...20)
            }
            .navigationTitle("New Event")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") { dismiss() }
                        .disabled(draft.title.isEmpty)
                }
            }
        }
    }
}

struct EventsScreen: View {
    @State var isShowingNewEvent = false
    @State private var draft = EventDraft()
    let events = ["Standup", "Design Review", "1:1 with Priya", "Gym"]

    var body: some View {
        NavigationStack {
            List(events, id: \.self) { event in
                Label(event, systemImage: "calendar")
            }
            .navigationTitle("Today")
            .toolbar {
                Button {
                    isShowingNewEvent = true
                } label: {
                    Image(systemName: "plus")
                }
            }
            .sheet(isPresented: $isShowingNewEvent) {
                NewEventSheet(draft: $draft)
                    .presentationDetents([.medium, .large])
                    .presentationDragIndicator(.visible)
            }
        }
    }
}

struct DeleteAccountScreen: View {
    @State var isConfirmingDelete = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Button("Delete Account", role: .destructive) {
                        isConfirmingDelete = true
                    }
                } footer: {
                    Text("Deleting your account removes all of your data from our servers.")
                }
            }
            .navigationTitle("Account")
            .alert("Delete Account?", isPresented: $isConfirmingDelete) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This action cannot be undone.")
            }
        }
    }
}

#Preview("Sheet") {
    EventsScreen(isShowingNewEvent: true)
}

#Preview("Alert") {
    DeleteAccountScreen(isConfirmingDelete: true)
}
