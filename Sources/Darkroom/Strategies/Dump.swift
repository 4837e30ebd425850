import Foundation

extension Snapshotting where Format == String {
    /// Compares any value as a sanitised text dump, like Swift's `dump` but deterministic: memory
    /// addresses are removed and dictionaries and sets are sorted.
    ///
    /// ```swift
    /// assertSnapshot(of: user, as: .dump)
    /// ```
    ///
    /// Records:
    ///
    /// ```
    /// ▿ User
    ///   - bio: "Blobbed around the world."
    ///   - id: 1
    ///   - name: "Blobby"
    /// ```
    ///
    /// Conform a type to ``AnySnapshotStringConvertible`` to choose its text.
    public static var dump: Snapshotting {
        SimplySnapshotting.lines.pullback { SnapshotDump.dump($0) }
    }
}

/// A type with its own text in `.dump` snapshots.
public protocol AnySnapshotStringConvertible {
    /// Whether the dump also lists the value's children (default `false`).
    static var renderChildren: Bool { get }

    /// The value's text in a dump.
    var snapshotDescription: String { get }
}

extension AnySnapshotStringConvertible {
    public static var renderChildren: Bool { false }
}

extension Character: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

extension Data: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

extension Date: AnySnapshotStringConvertible {
    public var snapshotDescription: String { SnapshotDump.formatDate(self) }
}

extension String: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

extension Substring: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

extension URL: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

/// The `.dump` strategy's text format (swift-snapshot-testing's).
enum SnapshotDump {
    static func dump<T>(_ value: T, name: String? = nil, indent: Int = 0, visited: Set<ObjectIdentifier> = []) -> String {
        let indentation = String(repeating: " ", count: indent)
        let mirror = Mirror(reflecting: value)
        var children = Array(mirror.children)
        let count = children.count
        let bullet = count == 0 ? "-" : "▿"
        var visited = visited
        let label = name.map { "\($0): " } ?? ""

        let description: String
        switch (value, mirror.displayStyle) {
        case (_, .collection?):
            description = count == 1 ? "1 element" : "\(count) elements"
        case (_, .dictionary?):
            description = count == 1 ? "1 key/value pair" : "\(count) key/value pairs"
            children = sorted(children, visited: visited)
        case (_, .set?):
            description = count == 1 ? "1 member" : "\(count) members"
            children = sorted(children, visited: visited)
        case (_, .tuple?):
            description = count == 1 ? "(1 element)" : "(\(count) elements)"
        case (_, .optional?):
            let type = typeName(mirror.subjectType)
            description = count == 0 ? "\(type).none" : type
        case (let value as AnySnapshotStringConvertible, _) where type(of: value).renderChildren:
            description = value.snapshotDescription
        case (let value as AnySnapshotStringConvertible, _):
            return "\(indentation)- \(label)\(value.snapshotDescription)\n"
        case (let value as CustomStringConvertible, _):
            description = purgePointers(value.description)
        case (let value as AnyObject, .class?):
            let id = ObjectIdentifier(value)
            if visited.contains(id) {
                return "\(indentation)\(bullet) \(name ?? "value") (circular reference detected)\n"
            }
            visited.insert(id)
            description = typeName(mirror.subjectType)
            children = sorted(children, visited: visited)
        case (_, .struct?):
            description = typeName(mirror.subjectType)
            children = sorted(children, visited: visited)
        case (_, .enum?):
            let type = typeName(mirror.subjectType)
            description = count == 0 ? "\(type).\(value)" : type
        case (let value, _):
            description = purgePointers(String(describing: value))
        }

        return "\(indentation)\(bullet) \(label)\(description)\n"
            + children.map { dump($0.value, name: $0.label, indent: indent + 2, visited: visited) }.joined()
    }

    private static func sorted(_ children: [Mirror.Child], visited: Set<ObjectIdentifier>) -> [Mirror.Child] {
        children
            .map { (child: $0, text: dump($0, visited: visited)) }
            .sorted { $0.text < $1.text }
            .map(\.child)
    }

    /// A type's name without the ` #1` of local types.
    private static func typeName(_ type: Any.Type) -> String {
        String(describing: type).replacingOccurrences(of: " #\\d+", with: "", options: .regularExpression)
    }

    /// Removes memory addresses (`0x…`) from a description.
    static func purgePointers(_ string: String) -> String {
        string.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
    }

    private static let dateFormatter: LockedState<DateFormatter> = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZZZZZ"
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(abbreviation: "UTC")
        return LockedState(formatter)
    }()

    static func formatDate(_ date: Date) -> String {
        dateFormatter.withLock { $0.string(from: date) }
    }
}
