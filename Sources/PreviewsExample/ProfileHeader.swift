import DarkroomUI

/// A name above a subtitle.
struct ProfileHeader: View {
    let name: String

    var body: some View {
        VStack(spacing: 4) {
            Circle().fill(.orange).frame(width: 64, height: 64)
            Text(name).font(.title2)
        }
        .padding()
    }
}

private struct Previews: PreviewProvider {
    static var previews: some View {
        ProfileHeader(name: "Ada Lovelace")
            .previewLayout(.fixed(width: 240, height: 160))
    }
}
