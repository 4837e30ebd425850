/// The type each `#Preview` expands to; preview discovery finds its conformances at run time.
///
/// Implementation detail of the `#Preview` macro: do not conform to it yourself.
public protocol _PreviewRegistry {
    /// `#fileID` of the `#Preview`.
    static var fileID: String { get }
    /// `#filePath` of the `#Preview`.
    static var filePath: String { get }
    /// The line of `#Preview`.
    static var line: Int { get }
    /// The column of `#Preview`.
    static var column: Int { get }
    /// The preview the macro's arguments describe.
    @MainActor static func makePreview() throws -> Preview
}
