/// A font face (file + face index), numbered process-wide: any ``TypesettingEngine`` in the
/// process can render a layout made by another (look the file up with
/// ``TypesettingEngine/fontFile(for:)``). Not stable across processes; compare files by path/hash.
public struct FontFaceID: Sendable, Hashable, Comparable {
    public let rawValue: Int

    init(_ rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: FontFaceID, rhs: FontFaceID) -> Bool { lhs.rawValue < rhs.rawValue }
}
