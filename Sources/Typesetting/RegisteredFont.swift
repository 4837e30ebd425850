/// One face known to a ``FontRegistry``: a registered application font or a built-in Inter /
/// DejaVu / Noto face.
public struct RegisteredFont: Sendable, Hashable {
    /// Absolute path of the file for registered fonts; the bare file name for built-in faces
    /// (resolved against the search directories when used).
    public var path: String
    /// Face index inside the file (non-zero only for collections).
    public var faceIndex: Int
    public var familyName: String
    public var styleName: String
    public var postScriptName: String
    public var weight: FontWeight
    public var isItalic: Bool
    public var isCondensed: Bool
    /// Debian package providing a built-in face; `nil` for registered files.
    public var package: String?

    var isBuiltIn: Bool { package != nil }
}
