import DarkroomUI

// In the shape of Apple's Scrumdinger tutorial: a list of meeting cards, each row tinted with
// its theme colour through listRowBackground, using a custom LabelStyle.

enum Theme: String, CaseIterable, Identifiable {
    case bubblegum, buttercup, indigo, lavender, orange, periwinkle, poppy, seafoam, sky, tan, teal, yellow

    var accentColor: Color {
        switch self {
        case .bubblegum, .buttercup, .lavender, .orange, .periwinkle, .poppy, .seafoam, .sky, .tan, .teal, .yellow: return .black
        case .indigo: return .white
        }
    }

    var mainColor: Color {
        switch self {
        case .bubblegum: return Color(red: 0.93, green: 0.6, blue: 0.8)
        case .buttercup: return Color(red: 1, green: 0.9, blue: 0.55)
        case .indigo: return Color(red: 0.21, green: 0.06, blue: 0.55)
        case .lavender: return Color(red: 0.8, green: 0.75, blue: 1)
        case .orange: return Color(red: 1, green: 0.55, blue: 0.2)
        case .periwinkle: return Color(red: 0.53, green: 0.55, blue: 1)
        case .poppy: return Color(red: 1, green: 0.36, blue: 0.36)
        case .seafoam: return Color(red: 0.8, green: 0.94, blue: 0.89)
        case .sky: return Color(red: 0.43, green: 0.67, blue: 1)
        case .tan: return Color(red: 0.76, green: 0.64, blue: 0.51)
        case .teal: return Color(red: 0.13, green: 0.6, blue: 0.6)
        case .yellow: return Color(red: 1, green: 0.86, blue: 0.2)
        }
    }

    var name: String { rawValue.capitalized }
    var id: String { name }
}

struct DailyScrum: Identifiable {
    let id: UUID
    var title: String
    var attendees: [String]
    var lengthInMinutes: Int
    var theme: Theme

    init(id: UUID = UUID(), title: String, attendees: [String], lengthInMinutes: Int, theme: Theme) {
        self.id = id
        self.title = title
        self.attendees = attendees
        self.lengthInMinutes = lengthInMinutes
        self.theme = theme
    }
}

extension DailyScrum {
    static let sampleData: [DailyScrum] = [
        DailyScrum(title: "Design", attendees: ["Cathy", "Daisy", "Simon", "Jonathan"], lengthInMinutes: 10, theme: .yellow),
        DailyScrum(title: "App Dev", attendees: ["Katie", "Gray", "Euna", "Luis", "Darla"], lengthInMinutes: 5, theme: .orange),
        DailyScrum(
            title: "Web Dev", attendees: ["Chella", "Chris", "Christina", "Eden", "Karla", "Lindsey", "Aga", "Chad", "Jenn", "Sarah"],
            lengthInMinutes: 5, theme: .poppy),
    ]
}

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
    static var trailingIcon: Self { Self() }
}

struct CardView: View {
    let scrum: DailyScrum

    var body: some View {
        VStack(alignment: .leading) {
            Text(scrum.title)
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            Spacer()
            HStack {
                Label("\(scrum.attendees.count)", systemImage: "person.3")
                Spacer()
                Label("\(scrum.lengthInMinutes)", systemImage: "clock")
                    .labelStyle(.trailingIcon)
            }
            .font(.caption)
        }
        .padding()
        .foregroundColor(scrum.theme.accentColor)
    }
}

struct ScrumsScreen: View {
    let scrums: [DailyScrum]

    var body: some View {
        NavigationStack {
            List(scrums) { scrum in
                NavigationLink(destination: Text(scrum.title)) {
                    CardView(scrum: scrum)
                }
                .listRowBackground(scrum.theme.mainColor)
            }
            .navigationTitle("Daily Scrums")
            .toolbar {
                Button(action: {}) {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("New Scrum")
            }
        }
    }
}

#Preview {
    ScrumsScreen(scrums: DailyScrum.sampleData)
}
