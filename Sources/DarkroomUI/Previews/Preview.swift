/// A preview made by the `#Preview` macro: a name, traits and the view.
public struct Preview {
    /// The traits of a view preview (`PreviewTrait<Preview.ViewTraits>`).
    public struct ViewTraits: Sendable {}

    /// The name given to the macro (`#Preview("Name")`), if any.
    public let name: String?
    /// The traits given to the macro, in order.
    public let traits: [PreviewTrait<ViewTraits>]
    /// Makes the previewed view.
    public let body: @MainActor () -> any View

    /// A preview of `body`.
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = []
        self.body = body
    }

    /// A preview of `body` with traits.
    public init(
        _ name: String? = nil,
        traits: PreviewTrait<ViewTraits>,
        _ additionalTraits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.traits = [traits] + additionalTraits
        self.body = body
    }
}
