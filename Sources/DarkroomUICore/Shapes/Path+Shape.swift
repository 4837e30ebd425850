import Foundation

extension Path: Shape {
    /// A path draws itself as it is, whatever the rect.
    public func path(in rect: CGRect) -> Path { self }
}
