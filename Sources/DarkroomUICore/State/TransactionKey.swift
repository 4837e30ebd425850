/// A key for a custom value carried by a `Transaction`; `@Entry` in `extension Transaction` declares one.
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a transaction that has not set one.
    static var defaultValue: Value { get }
}
