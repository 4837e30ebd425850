import Foundation

/// Something stored in a view that needs the environment before `body` runs (e.g. `@Environment`).
protocol _EnvironmentReading {
    func _install(_ environment: EnvironmentValues)
}

/// Finds `@Environment` properties in a view or modifier by reflection and hands them the environment.
enum DynamicPropertyInstaller {
    private static let typesWithoutProperties = TypeSet()

    static func install<T>(_ environment: EnvironmentValues, into value: T) {
        let id = ObjectIdentifier(T.self)
        if typesWithoutProperties.contains(id) { return }
        var found = false
        for child in Mirror(reflecting: value).children {
            if let reader = child.value as? any _EnvironmentReading {
                reader._install(environment)
                found = true
            }
        }
        if !found { typesWithoutProperties.insert(id) }
    }
}

/// A thread-safe set of type identities.
final class TypeSet: @unchecked Sendable {
    private let lock = NSLock()
    private var ids: Set<ObjectIdentifier> = []

    func contains(_ id: ObjectIdentifier) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return ids.contains(id)
    }

    func insert(_ id: ObjectIdentifier) {
        lock.lock(); defer { lock.unlock() }
        ids.insert(id)
    }
}
