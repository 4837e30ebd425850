/// One face known to a ``FontRegistry``: a registered application font or a built-in face (Inter,
/// Manjari, DejaVu, Noto Color Emoji, the symbol fonts) bundled with Darkroom.
public struct RegisteredFont: Sendable, Hashable {
    /// Absolute path of the file for registered fonts; the bare file name for built-in faces
    /// (a file of ``FontRegistry/bundledFontDirectory``).
    public var path: String
    /// Face index inside the file (non-zero only for collections).
    public var faceIndex: Int
    public var familyName: String
    public var styleName: String
    public var postScriptName: String
    public var weight: FontWeight
    public var isItalic: Bool
    public var isCondensed: Bool
    /// The Debian package a built-in face's bundled file was taken from; `nil` for registered files.
    public var package: String?
    /// The instance of a variable font file (axis settings, in `fvar` axis units); empty for a static face.
    public var variations: [FontVariation] = []

    var isBuiltIn: Bool { package != nil }
}
