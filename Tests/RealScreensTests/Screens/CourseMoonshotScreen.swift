import DarkroomUI

// Hacking with Swift, 100 Days of SwiftUI, project 8 "Moonshot": an adaptive LazyVGrid of mission
// cards (badge image, name, launch date on a lighter strip, rounded clip and a stroked outline) over a
// custom dark background declared as `ShapeStyle where Self == Color` statics, with
// `.preferredColorScheme(.dark)`. The course's mission badges are asset images; SF Symbols stand in.

extension ShapeStyle where Self == Color {
    static var darkBackground: Color {
        Color(red: 0.1, green: 0.1, blue: 0.2)
    }

    static var lightBackground: Color {
        Color(red: 0.2, green: 0.2, blue: 0.3)
    }
}

struct Mission: Codable, Identifiable {
    let id: Int
    let launchDate: Date?
    let description: String
    let badge: String

    var displayName: String { "Apollo \(id)" }

    var formattedLaunchDate: String {
        launchDate?.formatted(.dateTime.day().month(.abbreviated).year().locale(Locale(identifier: "en_US"))) ?? "N/A"
    }

    static let all: [Mission] = [
        Mission(id: 1, launchDate: nil, description: "Never launched.", badge: "flame.fill"),
        Mission(id: 7, launchDate: Date(timeIntervalSince1970: -39_052_800), description: "First crewed flight.", badge: "globe"),
        Mission(id: 8, launchDate: Date(timeIntervalSince1970: -32_486_400), description: "First orbit of the Moon.", badge: "moon.fill"),
        Mission(id: 9, launchDate: Date(timeIntervalSince1970: -26_784_000), description: "Lunar module test.", badge: "cube"),
        Mission(id: 10, launchDate: Date(timeIntervalSince1970: -19_958_400), description: "Dress rehearsal.", badge: "star.fill"),
        Mission(id: 11, launchDate: Date(timeIntervalSince1970: -14_256_000), description: "First landing.", badge: "flag.fill"),
    ]
}

struct CourseMoonshotScreen: View {
    let missions = Mission.all

    let columns = [
        GridItem(.adaptive(minimum: 150))
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(missions) { mission in
                        NavigationLink {
                            Text("Detail view")
                        } label: {
                            VStack {
                                Image(systemName: mission.badge)
                                    .resizable()
                                    .scaledToFit()
                                    .frame(width: 100, height: 100)
                                    .padding()

                                VStack {
                                    Text(mission.displayName)
                                        .font(.headline)
                                        .foregroundStyle(.white)
                                    Text(mission.formattedLaunchDate)
                                        .font(.caption)
                                        .foregroundStyle(.white.opacity(0.5))
                                }
                                .padding(.vertical)
                                .frame(maxWidth: .infinity)
                                .background(.lightBackground)
                            }
                            .clipShape(RoundedRectangle(cornerRadius: 10))
                            .overlay(
                                RoundedRectangle(cornerRadius: 10)
                                    .stroke(.lightBackground)
                            )
                        }
                    }
                }
                .padding([.horizontal, .bottom])
            }
            .navigationTitle("Moonshot")
            .background(.darkBackground)
            .preferredColorScheme(.dark)
        }
    }
}

#Preview {
    CourseMoonshotScreen()
}
