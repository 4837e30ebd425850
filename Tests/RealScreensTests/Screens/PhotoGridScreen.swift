import DarkroomUI

// A card grid: LazyVGrid with adaptive columns, cards with a gradient thumbnail, a title,
// a caption and a corner badge, under a navigation title.

struct PhotoAlbum: Identifiable {
    let id: Int
    var title: String
    var itemCount: Int
    var colors: [Color]
    var symbol: String

    static let samples: [PhotoAlbum] = [
        PhotoAlbum(id: 1, title: "Travel", itemCount: 248, colors: [.blue, .cyan], symbol: "airplane"),
        PhotoAlbum(id: 2, title: "Food", itemCount: 96, colors: [.orange, .red], symbol: "fork.knife"),
        PhotoAlbum(id: 3, title: "Pets", itemCount: 1_204, colors: [.brown, .orange], symbol: "pawprint.fill"),
        PhotoAlbum(id: 4, title: "Nature", itemCount: 532, colors: [.green, .mint], symbol: "leaf.fill"),
        PhotoAlbum(id: 5, title: "Family", itemCount: 77, colors: [.pink, .purple], symbol: "heart.fill"),
        PhotoAlbum(id: 6, title: "Screenshots", itemCount: 3_019, colors: [.gray, .secondary], symbol: "camera.viewfinder"),
        PhotoAlbum(id: 7, title: "Music", itemCount: 12, colors: [.indigo, .blue], symbol: "music.note"),
        PhotoAlbum(id: 8, title: "Sports", itemCount: 45, colors: [.yellow, .green], symbol: "figure.run"),
    ]
}

struct AlbumCard: View {
    let collection: PhotoAlbum

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ZStack(alignment: .topTrailing) {
                LinearGradient(colors: collection.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
                    .aspectRatio(1, contentMode: .fit)
                    .overlay {
                        Image(systemName: collection.symbol)
                            .font(.largeTitle)
                            .foregroundStyle(.white)
                    }
                    .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
                if collection.itemCount > 1000 {
                    Text("HOT")
                        .font(.caption2.bold())
                        .padding(.horizontal, 6)
                        .padding(.vertical, 3)
                        .background(.ultraThinMaterial, in: Capsule())
                        .padding(8)
                }
            }
            Text(collection.title)
                .font(.headline)
                .lineLimit(1)
            Text("\(collection.itemCount) items")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct PhotoGridScreen: View {
    let collections = PhotoAlbum.samples
    let columns = [GridItem(.adaptive(minimum: 150), spacing: 16)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 20) {
                    ForEach(collections) { collection in
                        AlbumCard(collection: collection)
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Albums")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") {}
                }
            }
        }
    }
}

#Preview {
    PhotoGridScreen()
}
