import Foundation

/// Internal identity of an alignment guide: the `AlignmentID` type plus the axis it measures.
@_spi(DarkroomEngine) public struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    package let axis: Axis

    package init(_ id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
    }

    public static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// A short name for dumps: the ID type's name without module or "ID" suffix.
    var name: String {
        if ObjectIdentifier(id) == ObjectIdentifier(HorizontalCenterAlignmentID.self) || ObjectIdentifier(id) == ObjectIdentifier(VerticalCenterAlignmentID.self) {
            return "center"
        }
        var n = String(describing: id)
        if n.hasSuffix("AlignmentID") { n.removeLast("AlignmentID".count) }
        if n.hasSuffix("ID") { n.removeLast(2) }
        return n.prefix(1).lowercased() + n.dropFirst()
    }
}
