/// One rendered (or failed) preview in `previews.json`, the index `darkroom previews` reads (written by
/// Darkroom's `PreviewGalleryExport`).
public struct PreviewGalleryEntry: Codable, Equatable, Sendable {
    /// The snapshot name (`JokeView_Previews.Joke`).
    public var name: String
    /// `#Preview "Loading"`, `JokeView_Previews "Joke"`.
    public var title: String
    /// `JokesApp/JokeView.swift:42`.
    public var location: String
    /// The PNG's file name inside the output directory, if it rendered.
    public var image: String?
    /// Pixel size of the image.
    public var width: Int?
    public var height: Int?
    /// Why it did not render.
    public var error: String?
    /// `device iPhone 13 Pro · light`, …
    public var settings: String
    /// Approximations made.
    public var notes: [String]

    /// An entry; `image`, `width` and `height` are set once the preview rendered, `error` when it did not.
    public init(
        name: String, title: String, location: String, image: String?, width: Int?, height: Int?, error: String?,
        settings: String, notes: [String]
    ) {
        self.name = name
        self.title = title
        self.location = location
        self.image = image
        self.width = width
        self.height = height
        self.error = error
        self.settings = settings
        self.notes = notes
    }
}
