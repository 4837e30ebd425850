@_spi(Reflection) import Swift

/// What a dynamic property is installed with: the environment and, inside a host, the storage of the
/// view's identity.
package struct DynamicPropertyContext {
    let environment: EnvironmentValues
    let node: ViewGraphNode?
    let graph: ViewGraph?
    /// The index of the property among the view's dynamic properties (its storage slot).
    var slot = 0
    /// The property's name (`library` for `@EnvironmentObject var library`), for error messages.
    var propertyName = ""
    /// Collects what the view needs but its environment lacks.
    var report: InstallReport? = nil
}

extension DynamicPropertyContext {
    /// A context for installing a view's properties with `environment`, in a host's storage (`node`, `graph`)
    /// or outside one (`nil`).
    package init(environment: EnvironmentValues, node: ViewGraphNode?, graph: ViewGraph?) {
        self.init(environment: environment, node: node, graph: graph, slot: 0, propertyName: "", report: nil)
    }
}

/// What installing a value's dynamic properties found missing (an environment object).
final class InstallReport {
    var missing: [(type: String, property: String)] = []
}

/// A dynamic property the framework binds itself (`@State`, `@Environment`, `@StateObject`, …).
protocol _DynamicPropertyStorage {
    /// Binds the property to the context's storage (or, outside a host, to its initial value).
    mutating func _install(_ context: DynamicPropertyContext)
    /// Whether the property reads the environment (the view's body then depends on more than its value).
    static var _readsEnvironment: Bool { get }
}

extension _DynamicPropertyStorage {
    static var _readsEnvironment: Bool { false }
}

/// Finds the dynamic properties of a view, modifier or style by its stored-field layout (cached per type)
/// and installs them in place, before `body` runs: framework properties are bound to storage, user-made
/// `DynamicProperty` wrappers get their own properties installed and then `update()`.
@MainActor
package enum DynamicPropertyInstaller {
    private enum Field {
        case storage(offset: Int, type: any _DynamicPropertyStorage.Type, name: String)
        case update(offset: Int, type: any DynamicProperty.Type)
    }

    private static var fieldsByType: [ObjectIdentifier: [Field]] = [:]

    /// Installs every dynamic property of `value`; returns whether one reads the environment.
    @discardableResult
    package static func install<T>(into value: inout T, context: DynamicPropertyContext) -> Bool {
        let fields = self.fields(of: T.self)
        if fields.isEmpty { return false }
        var readsEnvironment = false
        var context = context
        withUnsafeMutableBytes(of: &value) { raw in
            guard let base = raw.baseAddress else { return }
            for field in fields {
                switch field {
                case .storage(let offset, let type, let name):
                    context.propertyName = name
                    func install<P: _DynamicPropertyStorage>(_: P.Type) {
                        base.advanced(by: offset).assumingMemoryBound(to: P.self).pointee._install(context)
                        if P._readsEnvironment { readsEnvironment = true }
                    }
                    install(type)
                    context.slot += 1
                case .update(let offset, let type):
                    func update<P: DynamicProperty>(_: P.Type) {
                        base.advanced(by: offset).assumingMemoryBound(to: P.self).pointee.update()
                    }
                    update(type)
                }
            }
        }
        return readsEnvironment
    }

    /// Whether values of `type` have dynamic properties to install (worked out once per type).
    package static func hasDynamicProperties(_ type: Any.Type) -> Bool {
        !fields(of: type).isEmpty
    }

    private static func fields(of type: Any.Type) -> [Field] {
        let id = ObjectIdentifier(type)
        if let cached = fieldsByType[id] { return cached }
        var fields: [Field] = []
        collect(type, offset: 0, into: &fields, depth: 0)
        fieldsByType[id] = fields
        return fields
    }

    private static func collect(_ type: Any.Type, offset: Int, into fields: inout [Field], depth: Int) {
        guard depth < 8 else { return }
        var found: [(Int, Any.Type, String)] = []
        _ = _forEachField(of: type, options: []) { name, fieldOffset, fieldType, _ in
            found.append((fieldOffset, fieldType, String(cString: name)))
            return true
        }
        for (fieldOffset, fieldType, name) in found {
            if let storage = fieldType as? any _DynamicPropertyStorage.Type {
                // `@EnvironmentObject var library` is stored as `_library`.
                let property = name.hasPrefix("_") ? String(name.dropFirst()) : name
                fields.append(.storage(offset: offset + fieldOffset, type: storage, name: property))
            } else if let custom = fieldType as? any DynamicProperty.Type {
                collect(fieldType, offset: offset + fieldOffset, into: &fields, depth: depth + 1)
                fields.append(.update(offset: offset + fieldOffset, type: custom))
            }
        }
    }
}
