/// A string with one set of attributes.
public struct TextRun: Sendable, Hashable {
    public var string: String
    public var attributes: TextAttributes

    public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
        self.string = string
        self.attributes = attributes
    }
}
