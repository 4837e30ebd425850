import DarkroomUI

// A detail screen in the shape of Apple's Landmarks tutorial: a header image, a circular image
// overlapping it, a title block with a favourite button, a divider and a long description.

struct Landmark: Hashable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var state: String
    var description: String
    var isFavorite: Bool

    static let turtleRock = Landmark(
        id: 1001,
        name: "Turtle Rock",
        park: "Joshua Tree National Park",
        state: "California",
        description: """
            Suscipit inceptos est felis purus aenean aliquet adipiscing diam venenatis, augue nibh duis neque \
            aliquam tellus condimentum sagittis vivamus, cras ante etiam sit conubia elit tempus accumsan \
            libero, mattis per erat habitasse cubilia ligula penatibus curae. Sagittis lorem augue arcu \
            blandit libero molestie non ullamcorper, finibus imperdiet iaculis ad quam per luctus neque, \
            ligula curae mauris parturient diam auctor eleifend laoreet ridiculus, hendrerit adipiscing \
            sociosqu pretium nec velit aliquam. Inceptos egestas maecenas imperdiet eget id donec nisl \
            curae congue, massa tortor vivamus ridiculus integer porta ultrices venenatis aliquet, curabitur \
            et posuere blandit magnis dictum auctor lacinia.
            """,
        isFavorite: true
    )
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
                .foregroundStyle(isSet ? .yellow : .gray)
        }
    }
}

struct CircleImage: View {
    var body: some View {
        LinearGradient(colors: [.orange, .brown], startPoint: .top, endPoint: .bottom)
            .overlay {
                Image(systemName: "mountain.2.fill")
                    .font(.system(size: 80))
                    .foregroundStyle(.white.opacity(0.8))
            }
            .frame(width: 250, height: 250)
            .clipShape(Circle())
            .overlay {
                Circle().stroke(.white, lineWidth: 4)
            }
            .shadow(radius: 7)
    }
}

struct LandmarkDetailScreen: View {
    @State var landmark: Landmark

    var body: some View {
        ScrollView {
            LinearGradient(colors: [.teal, .blue.opacity(0.6)], startPoint: .top, endPoint: .bottom)
                .frame(height: 300)

            CircleImage()
                .offset(y: -130)
                .padding(.bottom, -130)

            VStack(alignment: .leading) {
                HStack {
                    Text(landmark.name)
                        .font(.title)
                    FavoriteButton(isSet: $landmark.isFavorite)
                }

                HStack {
                    Text(landmark.park)
                    Spacer()
                    Text(landmark.state)
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)

                Divider()

                Text("About \(landmark.name)")
                    .font(.title2)
                Text(landmark.description)
            }
            .padding()
        }
        .navigationTitle(landmark.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview {
    NavigationStack {
        LandmarkDetailScreen(landmark: .turtleRock)
    }
}
