/// A face loaded by a ``TypesettingEngine``: valid for that engine only (look its file up with
/// ``TypesettingEngine/fontFile(for:)``).
public struct FontFaceID: Sendable, Hashable, Comparable {
    public let rawValue: Int

    init(_ rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: FontFaceID, rhs: FontFaceID) -> Bool { lhs.rawValue < rhs.rawValue }
}
