import Darkroom
import FidelityCases
import Foundation

/// The preview assets as fetched and converted to PNG (not stored: the repository has no licence).
let sampleAssets = FidelityPaths.fetchedAssets("fespinoza-sample-json-app")

/// A stand-in for the asset symbols Xcode generates from the catalogue (`ImageResource.avatar2`, …).
struct ImageResource: Sendable {
    let name: String
    static let avatar2 = ImageResource(name: "avatar2")
    static let piratesOfTheCaribbean = ImageResource(name: "piratesOfTheCaribbean")
}

extension Image {
    /// The generated `Image(_: ImageResource)`, reading the fetched assets.
    init(_ resource: ImageResource) {
        self.init(resource.name, bundle: sampleAssets)
    }
}

/// A stand-in for pointfreeco/swift-tagged's `Tagged` (the app's `SimklMovieID` is `Tagged<Movie, Int>`).
struct Tagged<Tag, RawValue: Hashable & Codable & Sendable>: Hashable, Codable, Sendable {
    var rawValue: RawValue
    init(_ rawValue: RawValue) { self.rawValue = rawValue }
    init(rawValue: RawValue) { self.rawValue = rawValue }
    init(from decoder: Decoder) throws { rawValue = try decoder.singleValueContainer().decode(RawValue.self) }
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

typealias SimklMovieID = Tagged<Movie, Int>

/// fespinoza/sample-json-app (no licence: nothing stored; views, preview images and references fetched), the first
/// ten references in path order (`MovieDetailsViewTests`, `TrendingMovieViewTests`), of which seven are in the
/// repository's snapshot (its files of 4 MiB and more, the iPad pictures and Trending's fixed size, are not). Each
/// test puts the view in a `NavigationStack` in a `UIHostingController` and snapshots it with
/// `.image(on: .iPhone13Pro …)` (scale 3); the tests' `viewContainer` is restated here. Traits: dark
/// `userInterfaceStyle`, `.accessibilityExtraExtraLarge` (`DynamicTypeSize.accessibility4`).
public enum SampleJSONCases {
    /// The rendered cases.
    public static let all: [FidelityCase] = {
        let repository = "fespinoza-sample-json-app"
        @MainActor func details(locale: String? = nil) -> AnyView {
            let view = NavigationStack {
                MovieDetailsView(viewData: .previewValue()).navigationBarTitleDisplayMode(.inline)
            }
            return locale.map { AnyView(view.environment(\.locale, .init(identifier: $0))) } ?? AnyView(view)
        }
        @MainActor func trending(locale: String? = nil) -> AnyView {
            let view = NavigationStack {
                TrendingMovieList.Content(movies: [
                    .previewValue(), .previewValue(image: .image(.piratesOfTheCaribbean)), .previewValue(), .previewValue(),
                ])
                .navigationTitle("Trending Movies")
            }
            return locale.map { AnyView(view.environment(\.locale, .init(identifier: $0))) } ?? AnyView(view)
        }
        var tall = ViewImageConfig.iPhone13Pro
        tall.size = CGSize(width: 393, height: 1200)
        let phone = SwiftUISnapshotLayout.device(config: .iPhone13Pro)
        func make(_ test: String, _ layout: SwiftUISnapshotLayout, _ scheme: ColorScheme = .light,
                  _ view: @escaping @MainActor @Sendable () -> AnyView) -> FidelityCase {
            let folder = test.hasPrefix("Movie") ? "SampleProjectTests/MovieDetails/__Snapshots__/" : "SampleProjectTests/TrendingMovies/__Snapshots__/"
            return FidelityCase(repository: repository, test: test,
                                reference: folder + test.replacingOccurrences(of: ".", with: "/") + ".1.png",
                                layout: layout, scale: 3, colorScheme: scheme, view: view)
        }
        return [
            make("MovieDetailsViewTests.testView_fixedSize", .device(config: tall)) { details() },
            make("MovieDetailsViewTests.testView_iPhone_darkMode_ES", phone, .dark) { details(locale: "es") },
            make("MovieDetailsViewTests.testView_iPhone_lightMode", phone) { details() },
            make("MovieDetailsViewTests.testView_iPhone_lightMode_dynamicType", phone) {
                AnyView(details().environment(\.dynamicTypeSize, .accessibility4))
            },
            make("TrendingMovieViewTests.testView_iPhone_darkMode_ES", phone, .dark) { trending(locale: "es") },
            make("TrendingMovieViewTests.testView_iPhone_lightMode", phone) { trending() },
            make("TrendingMovieViewTests.testView_iPhone_lightMode_dynamicType", phone) {
                AnyView(trending().environment(\.dynamicTypeSize, .accessibility4))
            },
        ]
    }()

    /// The selected cases whose reference is not in the repository's snapshot.
    public static let unrendered: [UnrenderedCase] = [
        "MovieDetailsViewTests.testView_iPad_lightMode_NB", "TrendingMovieViewTests.testView_fixedSize",
        "TrendingMovieViewTests.testView_iPad_lightMode_NB",
    ].map {
        UnrenderedCase(repository: "fespinoza-sample-json-app", test: $0,
                       reason: "the reference PNG is 4 MiB or more, which the stored snapshot of the repository leaves out")
    }
}

/// A stand-in for UIKit's `UIImage(data:)` (used by the remote loader, which the cases never reach): no image.
struct UIImage {
    init?(data: Data) { nil }
}

extension Image {
    /// A stand-in for `Image(uiImage:)`; never called by the cases (their images are local).
    init(uiImage: UIImage) {
        self.init(systemName: "photo")
    }
}

/// A stand-in for the `WKWebView` adapter left out of `YoutubeVideoView.swift` (a web view; the cases' trailer is a
/// placeholder colour, so it is never drawn): its placeholder colour.
struct WKWebViewAdapter: View {
    let url: URL
    let placeholderColor: Color
    let allowsInlineMediaPlayback: Bool

    var body: some View {
        placeholderColor
    }
}

/// A stand-in for `DateComponentsFormatter` (unavailable in Linux Foundation), read only by the movie-details
/// container, which the cases reach only as a navigation destination that is never drawn.
final class RuntimeFormatter {
    enum UnitsStyle { case abbreviated }
    struct Units: OptionSet {
        let rawValue: Int
        static let hour = Units(rawValue: 1)
        static let minute = Units(rawValue: 2)
    }

    var unitsStyle: UnitsStyle = .abbreviated
    var allowedUnits: Units = []

    func string(from interval: TimeInterval) -> String? {
        let minutes = Int(interval / 60)
        return "\(minutes / 60)h \(minutes % 60)m"
    }
}
