import DarkroomUI
import Foundation

// In the shape of ShelfPlayer, an open-source Audiobookshelf client (rasmuslos/ShelfPlayer,
// iOS/Views/Podcasts/Episode/EpisodeView.swift, EpisodeView+Header.swift, EpisodeView+Toolbar.swift): a
// ScrollView that ignores the top safe area, a header over a linear gradient (artwork, a small-caps caption
// of date and duration, a bold title3 title, a plain NavigationLink to the podcast, a capsule play button
// with progress), the description below, and a toolbar ViewModifier that hides the bar background, swaps
// the back button for a custom circular one and puts circle-filled symbol buttons at the trailing edge.

struct PodcastEpisode: Identifiable {
    enum OfflineStatus { case none, working, downloaded }

    var id: String
    var name: String
    var podcastName: String
    var description: String
    var releaseDate: Date?
    var duration: TimeInterval
    var progress: Double
    var offline: OfflineStatus

    var formattedReleaseDate: String? {
        releaseDate?.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: Locale(identifier: "en_US")))
    }

    static let fixture = PodcastEpisode(
        id: "ep-212", name: "The Quiet Art of Shipping Small Things", podcastName: "Build & Release",
        description: """
            This week we talk about shipping in small steps: feature flags, the one-line pull request, and why a \
            release train beats a release cannon. Plus listener questions about snapshot testing on Linux.
            """,
        releaseDate: Date(timeIntervalSince1970: 1_699_920_000), duration: 2_940, progress: 0.35, offline: .none
    )
}

extension TimeInterval {
    /// "49 min left" or "49 min", as the app's duration helper writes it.
    func timeLeft(spaceConstrained: Bool = true, includeText: Bool = true) -> String {
        let minutes = Int((self / 60).rounded())
        let text = minutes >= 60 ? "\(minutes / 60) hr \(minutes % 60) min" : "\(minutes) min"
        return includeText ? "\(text) left" : text
    }
}

struct EpisodeItemImage: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 7)
            .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
            .overlay {
                Image(systemName: "mic.fill")
                    .font(.system(size: 48))
                    .foregroundStyle(.white.opacity(0.9))
            }
            .aspectRatio(1, contentMode: .fit)
            .shadow(radius: 10)
    }
}

struct EpisodePlayButton: View {
    let item: PodcastEpisode

    var body: some View {
        Button {
        } label: {
            HStack(spacing: 8) {
                Image(systemName: "play.fill")
                if item.progress > 0 {
                    ProgressView(value: item.progress)
                        .frame(width: 60)
                        .tint(.white)
                    Text((item.duration * (1 - item.progress)).timeLeft())
                } else {
                    Text("Listen")
                }
            }
            .font(.subheadline.bold())
            .foregroundStyle(.white)
            .padding(.vertical, 12)
            .padding(.horizontal, 20)
            .background(.tint, in: Capsule())
        }
        .buttonStyle(.plain)
    }
}

extension PodcastEpisode {
    struct Header: View {
        let episode: PodcastEpisode

        @Binding var navigationBarVisible: Bool
        @Binding var backgroundColor: Color

        var body: some View {
            VStack {
                EpisodeItemImage()
                    .frame(width: 150)

                HStack(spacing: 0) {
                    if let formattedReleaseDate = episode.formattedReleaseDate {
                        Text(formattedReleaseDate)
                        Text(verbatim: " • ")
                    }

                    Text(episode.duration.timeLeft(spaceConstrained: false, includeText: false))
                }
                // Missing in DarkroomUI: Font.smallCaps() (Inter has no small-cap glyphs to draw it with).
                // .font(.caption.smallCaps())
                .font(.caption)
                .foregroundStyle(.secondary)
                .padding(.vertical, 5)

                VStack(spacing: 7) {
                    Text(episode.name)
                        .font(.title3)
                        .bold()
                        .multilineTextAlignment(.center)
                    NavigationLink(destination: Text(episode.podcastName)) {
                        HStack {
                            Text(episode.podcastName)
                            Image(systemName: "chevron.right.circle")
                        }
                        .lineLimit(1)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                    }
                    .buttonStyle(.plain)
                }

                EpisodePlayButton(item: episode)
                    .padding()
                    .padding(.bottom, 10)
            }
            .padding(.top, 100)
            .padding(.horizontal, 30)
            .frame(maxWidth: .infinity)
            .background {
                LinearGradient(colors: [backgroundColor.opacity(0.9), .secondary.opacity(0.1)], startPoint: .top, endPoint: .bottom)
            }
        }
    }

    struct Description: View {
        let description: String

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("Description")
                    .font(.headline)
                Text(description)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    struct FullscreenToolbarModifier: ViewModifier {
        let isLight: Bool
        @Binding var navigationBarVisible: Bool

        func body(content: Content) -> some View {
            if navigationBarVisible {
                content
            } else {
                content
                    .symbolVariant(.circle.fill)
                    .symbolRenderingMode(.palette)
                    .foregroundStyle(isLight ? .black : .white, .black.opacity(0.25))
                    .font(.system(size: 26))
            }
        }
    }

    struct ToolbarModifier: ViewModifier {
        let episode: PodcastEpisode

        @Binding var navigationBarVisible: Bool
        @Binding var backgroundColor: Color

        func body(content: Content) -> some View {
            let isLight = true

            content
                .navigationTitle(episode.name)
                .navigationBarTitleDisplayMode(.inline)
                .navigationBarBackButtonHidden(!navigationBarVisible)
                .toolbarBackground(navigationBarVisible ? .visible : .hidden, for: .navigationBar)
                .toolbar {
                    if !navigationBarVisible {
                        ToolbarItem(placement: .navigation) {
                            Button {
                            } label: {
                                Image(systemName: "chevron.left")
                            }
                            .modifier(FullscreenToolbarModifier(isLight: isLight, navigationBarVisible: $navigationBarVisible))
                        }
                        ToolbarItem(placement: .principal) {
                            Text("")
                        }
                    }
                }
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        HStack {
                            Button {
                            } label: {
                                switch episode.offline {
                                case .none:
                                    Image(systemName: "arrow.down")
                                case .working:
                                    ProgressView()
                                case .downloaded:
                                    Image(systemName: "xmark")
                                }
                            }
                            .modifier(FullscreenToolbarModifier(isLight: isLight, navigationBarVisible: $navigationBarVisible))

                            Button {
                            } label: {
                                Image(systemName: "checkmark")
                            }
                            .modifier(FullscreenToolbarModifier(isLight: isLight, navigationBarVisible: $navigationBarVisible))
                        }
                    }
                }
        }
    }
}

struct PodcastEpisodeView: View {
    let episode: PodcastEpisode

    @State var navigationBarVisible = false
    @State var backgroundColor: Color = Color(uiColor: .secondarySystemBackground)

    var body: some View {
        ScrollView {
            PodcastEpisode.Header(episode: episode, navigationBarVisible: $navigationBarVisible, backgroundColor: $backgroundColor)

            PodcastEpisode.Description(description: episode.description)
                .padding()
        }
        .ignoresSafeArea(edges: .top)
        .modifier(PodcastEpisode.ToolbarModifier(episode: episode, navigationBarVisible: $navigationBarVisible, backgroundColor: $backgroundColor))
    }
}

#Preview {
    NavigationStack {
        PodcastEpisodeView(episode: .fixture)
    }
}
