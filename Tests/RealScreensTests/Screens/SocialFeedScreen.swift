import DarkroomUI
import Foundation

// In the shape of Apple's Food Truck sample app (apple/sample-food-truck, App/Truck/SocialFeedView.swift,
// SocialFeedPostView.swift, SocialFeedContent.swift): a List whose first section is a marketing card with an
// indigo-gradient row background and a white bordered-prominent button, then posts — an avatar donut on a
// gradient circle with a blended hairline, a title3 message, tags laid out by a custom flow `Layout` as
// labels in a custom `LabelStyle` (a `@ScaledMetric` icon width, `background(in:)` with a `backgroundStyle`),
// and a caption date — with custom list row insets.

struct FeedFlowLayout: Layout {
    var alignment: Alignment = .center
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let rows = arrange(proposal: proposal, subviews: subviews)
        let height = rows.last.map { $0.y + $0.height } ?? 0
        let width = rows.map(\.width).max() ?? 0
        return CGSize(width: proposal.width ?? width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for row in arrange(proposal: proposal, subviews: subviews) {
            var x = bounds.minX
            if alignment.horizontal == .center { x += (bounds.width - row.width) / 2 }
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: bounds.minY + row.y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
        }
    }

    private struct Row {
        var indices: [Int] = []
        var y: CGFloat = 0
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    private func arrange(proposal: ProposedViewSize, subviews: Subviews) -> [Row] {
        let maxWidth = proposal.width ?? .infinity
        var rows: [Row] = [Row()]
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            if !rows[rows.count - 1].indices.isEmpty, rows[rows.count - 1].width + spacing + size.width > maxWidth {
                let last = rows[rows.count - 1]
                rows.append(Row(y: last.y + last.height + spacing))
            }
            var row = rows[rows.count - 1]
            row.width += (row.indices.isEmpty ? 0 : spacing) + size.width
            row.height = max(row.height, size.height)
            row.indices.append(index)
            rows[rows.count - 1] = row
        }
        return rows
    }
}

enum FeedCity: String {
    case london = "London"
    case sanFrancisco = "San Francisco"
    case cupertino = "Cupertino"
}

struct SocialFeedPost: Identifiable {
    var id = UUID()
    var favoriteDonut: TruckDonut
    var message: LocalizedStringKey
    var date: Date
    var tags: [SocialFeedTag]
}

enum SocialFeedTag: Identifiable {
    case title(LocalizedStringKey)
    case donut(TruckDonut)
    case city(FeedCity)

    var id: String {
        switch self {
        case .title(let string): "tag title: \(string)"
        case .donut(let donut): "tag donut: \(donut.id)"
        case .city(let city): "tag city: \(city.rawValue)"
        }
    }

    // SwiftUI declares its view initialisers and modifiers `nonisolated`; DarkroomUI's are main-actor isolated,
    // so a nonisolated enum's view properties are marked @MainActor here (docs/FIDELITY.md, corpus table).
    @MainActor @ViewBuilder
    var icon: some View {
        switch self {
        case .title:
            Image(systemName: "tag")
        case .donut(let donut):
            TruckDonutView(donut: donut)
                .padding(-3)
        case .city:
            Image(systemName: "building.2")
        }
    }

    var title: LocalizedStringKey {
        switch self {
        case .title(let string): string
        case .donut(let donut): .init(donut.name)
        case .city(let city): .init(city.rawValue)
        }
    }

    @MainActor
    var label: some View {
        Label {
            Text(title)
        } icon: {
            icon
        }
    }
}

extension SocialFeedPost {
    static let standardContent: [SocialFeedPost] = {
        var date = Date(timeIntervalSince1970: 1_700_000_000)
        var step = 0
        func olderDate() -> Date {
            // Minutes in the past (fixed steps instead of the sample's random ones).
            step += 1
            date = date.addingTimeInterval(-60 * Double(5 + (step * 7) % 25))
            return date
        }
        return [
            SocialFeedPost(
                favoriteDonut: .classic, message: "I can't wait for the Food Truck to make its way to London!",
                date: olderDate(), tags: [.city(.london), .title("I'm waiting..."), .title("One of these days!")]),
            SocialFeedPost(
                favoriteDonut: .strawberrySprinkles,
                message: "I'm really looking forward to trying the new chocolate donuts next time the truck is in town.",
                date: olderDate(), tags: [.donut(.lemonChocolate), .title("Chocolate!!!"), .donut(.classic), .city(.sanFrancisco)]),
            SocialFeedPost(
                favoriteDonut: .matcha, message: "Do you think there are any donuts in space?",
                date: olderDate(), tags: [.donut(.blueberryFrosted), .title("Space")]),
            SocialFeedPost(
                favoriteDonut: .lemonChocolate,
                message: "I heard the Food Truck was in Cupertino today! Did anyone get a chance to visit?",
                date: olderDate(), tags: [.city(.cupertino), .title("Food Truck sighting")]),
        ]
    }()
}

extension LabelStyle where Self == SocialFeedTagLabelStyle {
    static var socialFeedTag: SocialFeedTagLabelStyle {
        SocialFeedTagLabelStyle()
    }
}

struct SocialFeedTagLabelStyle: LabelStyle {
    @ScaledMetric(relativeTo: .footnote) private var iconWidth = 14.0

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
                .foregroundColor(.secondary)
                .frame(width: iconWidth)
            configuration.title
        }
        .padding(6)
        .background(in: RoundedRectangle(cornerRadius: 5, style: .continuous))
        .font(.caption)
    }
}

struct SocialFeedPostView: View {
    var post: SocialFeedPost

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading) {
            HStack(alignment: .top) {
                TruckDonutView(donut: post.favoriteDonut)
                    .shadow(color: .black.opacity(0.15), radius: 2, y: 1)
                    .padding(.top, 5)
                    .padding([.horizontal, .bottom], 6)
                    .background(Color(post.favoriteDonut.dough).gradient, in: Circle())
                    .overlay {
                        Circle()
                            .strokeBorder(lineWidth: 0.5)
                            .foregroundStyle(.tertiary)
                            .blendMode(colorScheme == .light ? .plusDarker : .plusLighter)
                    }
                    .frame(width: 35, height: 35)

                VStack(alignment: .leading, spacing: 6) {
                    Text(post.message)
                        .font(.title3)

                    FeedFlowLayout(alignment: .topLeading) {
                        ForEach(post.tags) { tag in
                            tag.label
                                .labelStyle(.socialFeedTag)
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .backgroundStyle(tagBackgroundStyle)

                    Text(dateString)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .listRowInsets(EdgeInsets(top: 12, leading: 8, bottom: 12, trailing: 8))
    }

    var dateString: String {
        // The sample formats with the process locale; an iPhone's is en_US, Linux's en_001 (docs/FIDELITY.md).
        let locale = Locale(identifier: "en_US")
        let day: String = {
            if Calendar.current.isDateInToday(post.date) {
                return String(localized: "Today")
            } else if Calendar.current.isDateInYesterday(post.date) {
                return String(localized: "Yesterday")
            } else {
                return post.date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale))
            }
        }()
        return String(localized: "\(day), \(post.date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: locale)))")
    }

    var tagBackgroundStyle: AnyShapeStyle {
        AnyShapeStyle(Color(uiColor: .quaternarySystemFill))
    }
}

struct SocialFeedPlusMarketingView: View {
    @Binding var storeIsPresented: Bool

    var body: some View {
        Section {
            VStack(alignment: .center, spacing: 5) {
                Text("Get Social Feed+")
                    .font(.title2)
                    .bold()
                Text("The definitive social-feed experience")
                    .font(.subheadline)
                Button {
                    storeIsPresented = true
                } label: {
                    Text("Get Started")
                        .bold()
                        .padding(.vertical, 2)
                }
                .buttonStyle(.borderedProminent)
                .foregroundColor(.accentColor)
                .tint(.white)
                .padding(.top)
            }
            .foregroundColor(.white)
            .padding(10)
            .frame(maxWidth: .infinity)
        }
        .listRowBackground(Rectangle().fill(.indigo.gradient))
    }
}

struct SocialFeedView: View {
    @State private var storeIsPresented = false

    var body: some View {
        List {
            SocialFeedPlusMarketingView(storeIsPresented: $storeIsPresented)
            Section("Posts") {
                ForEach(SocialFeedPost.standardContent) { post in
                    SocialFeedPostView(post: post)
                }
            }
        }
        .navigationTitle("Social Feed")
        .sheet(isPresented: $storeIsPresented) {
            Text("Social Feed+ subscriptions")
        }
    }
}

#Preview {
    NavigationStack {
        SocialFeedView()
    }
}
