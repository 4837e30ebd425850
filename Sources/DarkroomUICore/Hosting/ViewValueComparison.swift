@_spi(Reflection) import Swift

/// Decides whether a view value is unchanged since its body was last evaluated (SwiftUI compares view
/// values field by field the same way): `Equatable` fields by `==`, class references by identity, state
/// wrappers as equal (their value lives in the host), and anything else — closures, bindings, existentials —
/// as changed.
@MainActor
enum ViewValueComparison {
    private enum Field {
        case equatable(offset: Int, type: any Equatable.Type)
        case object(offset: Int)
        case nested(offset: Int, type: Any.Type)
        case unknown
    }

    private static var fieldsByType: [ObjectIdentifier: [Field]?] = [:]

    static func isEqual<V>(_ lhs: V, _ rhs: V) -> Bool {
        if let equatable = V.self as? any Equatable.Type {
            return equal(equatable, lhs, rhs)
        }
        return withUnsafeBytes(of: lhs) { a in
            withUnsafeBytes(of: rhs) { b in
                guard let a = a.baseAddress, let b = b.baseAddress else { return true }
                return fieldsEqual(V.self, a, b, depth: 0)
            }
        }
    }

    private static func equal<V, E: Equatable>(_: E.Type, _ lhs: V, _ rhs: V) -> Bool {
        guard let l = lhs as? E, let r = rhs as? E else { return false }
        return l == r
    }

    private static func fieldsEqual(_ type: Any.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, depth: Int) -> Bool {
        guard depth < 4, let fields = fields(of: type) else { return false }
        for field in fields {
            switch field {
            case .equatable(let offset, let fieldType):
                func compare<E: Equatable>(_: E.Type) -> Bool {
                    a.advanced(by: offset).assumingMemoryBound(to: E.self).pointee
                        == b.advanced(by: offset).assumingMemoryBound(to: E.self).pointee
                }
                if !compare(fieldType) { return false }
            case .object(let offset):
                if a.advanced(by: offset).load(as: UnsafeRawPointer.self) != b.advanced(by: offset).load(as: UnsafeRawPointer.self) {
                    return false
                }
            case .nested(let offset, let fieldType):
                if !fieldsEqual(fieldType, a.advanced(by: offset), b.advanced(by: offset), depth: depth + 1) { return false }
            case .unknown:
                return false
            }
        }
        return true
    }

    /// The comparable fields of a struct; nil when the type is not a struct of comparable fields.
    private static func fields(of type: Any.Type) -> [Field]? {
        let id = ObjectIdentifier(type)
        if let cached = fieldsByType[id] { return cached }
        var fields: [Field] = []
        let isStruct = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            if fieldType is any _DynamicPropertyStorage.Type {
                if let observed = fieldType as? any _ObservedReferenceProperty.Type {
                    fields.append(.object(offset: offset + observed._referenceOffset))
                }
                // State-like wrappers: their value lives in the host; only their initial value differs.
            } else if let equatable = fieldType as? any Equatable.Type {
                fields.append(.equatable(offset: offset, type: equatable))
            } else if kind == .class {
                fields.append(.object(offset: offset))
            } else if kind == .struct {
                fields.append(.nested(offset: offset, type: fieldType))
            } else {
                fields.append(.unknown)
            }
            return true
        }
        let result: [Field]? = isStruct ? fields : nil
        fieldsByType[id] = result
        return result
    }
}

/// A dynamic property holding an observed object (`@ObservedObject`): compared by the object's identity,
/// stored at `_referenceOffset` inside the wrapper.
protocol _ObservedReferenceProperty: _DynamicPropertyStorage {
    static var _referenceOffset: Int { get }
}
