import DarkroomUI

// A custom segmented tab picker from component libraries (and the matchedGeometryEffect tutorials on
// SwiftUI Lab and Hacking with Swift): the selected tab's capsule and underline carry
// `.matchedGeometryEffect(id:in:)` in a `@Namespace` so they slide between tabs; below, the list for
// the selected tab in cards on a grouped background.

enum LibraryTab: String, CaseIterable, Identifiable {
    case reading = "Reading"
    case wantToRead = "Want to Read"
    case finished = "Finished"

    var id: Self { self }
}

struct LibraryBook: Identifiable {
    let id: Int
    var title: String
    var author: String
    var progress: Double
    var color: Color
}

struct SegmentedTabPicker: View {
    @Binding var selection: LibraryTab
    @Namespace private var namespace

    var body: some View {
        HStack(spacing: 4) {
            ForEach(LibraryTab.allCases) { tab in
                Button {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
                        selection = tab
                    }
                } label: {
                    Text(tab.rawValue)
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(selection == tab ? .white : .primary)
                        .padding(.vertical, 8)
                        .frame(maxWidth: .infinity)
                        .background {
                            if selection == tab {
                                Capsule()
                                    .fill(Color.accentColor)
                                    .matchedGeometryEffect(id: "selection", in: namespace)
                            }
                        }
                }
                .buttonStyle(.plain)
            }
        }
        .padding(4)
        .background(Color(.secondarySystemBackground), in: Capsule())
    }
}

struct UnderlineTabBar: View {
    @Binding var selection: LibraryTab
    @Namespace private var underline

    var body: some View {
        HStack(spacing: 20) {
            ForEach(LibraryTab.allCases) { tab in
                VStack(spacing: 6) {
                    Text(tab.rawValue)
                        .font(.footnote.weight(selection == tab ? .bold : .regular))
                        .foregroundStyle(selection == tab ? Color.primary : Color.secondary)
                    ZStack {
                        Rectangle().fill(.clear).frame(height: 3)
                        if selection == tab {
                            Rectangle()
                                .fill(Color.accentColor)
                                .frame(height: 3)
                                .matchedGeometryEffect(id: "underline", in: underline)
                        }
                    }
                }
                .fixedSize()
                .onTapGesture { selection = tab }
            }
            Spacer()
        }
    }
}

struct ComponentSegmentedTabsScreen: View {
    @State private var selection: LibraryTab = .reading

    let books = [
        LibraryBook(id: 0, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", progress: 0.42, color: .indigo),
        LibraryBook(id: 1, title: "Piranesi", author: "Susanna Clarke", progress: 0.81, color: .teal),
        LibraryBook(id: 2, title: "Project Hail Mary", author: "Andy Weir", progress: 0.12, color: .orange),
    ]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                SegmentedTabPicker(selection: $selection)
                UnderlineTabBar(selection: $selection)

                ForEach(books) { book in
                    HStack(spacing: 14) {
                        RoundedRectangle(cornerRadius: 4)
                            .fill(book.color.gradient)
                            .frame(width: 44, height: 64)
                            .shadow(radius: 2, y: 1)
                        VStack(alignment: .leading, spacing: 4) {
                            Text(book.title).font(.headline).lineLimit(1)
                            Text(book.author).font(.subheadline).foregroundStyle(.secondary)
                            ProgressView(value: book.progress)
                                .tint(book.color)
                        }
                    }
                    .padding(12)
                    .background(.background, in: RoundedRectangle(cornerRadius: 14))
                }
                Spacer()
            }
            .padding()
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Library")
        }
    }
}

#Preview {
    ComponentSegmentedTabsScreen()
}
