import Foundation

/// What a preference modifier leaves on the node it modifies (in the node's traits, so wrappers carry it
/// along): a write of one key's value, or an observer of it. Entries apply at the node they were made for,
/// in the order the modifiers were written (innermost first).
final class PreferenceEntry {
    enum Kind {
        /// Sets or transforms the value: given the subtree's value so far (`nil`: nobody below sets it) and the
        /// node's frame in root coordinates, the value handed up.
        case write((Any?, CGRect) -> Any)
        /// `onPreferenceChange`: the host compares and delivers the value seen here after layout.
        case observe(PreferenceObservation)
    }

    let key: ObjectIdentifier
    let kind: Kind
    /// The node the entry applies at (its ancestors carry the entry in their copied traits and skip it).
    weak var node: LayoutNode?

    init(key: ObjectIdentifier, kind: Kind, node: LayoutNode) {
        self.key = key
        self.kind = kind
        self.node = node
    }

    /// Attaches an entry of `kind` for `key` to `node`.
    static func attach(_ kind: Kind, key: ObjectIdentifier, to node: LayoutNode) {
        node.traits.preferenceEntries.append(PreferenceEntry(key: key, kind: kind, node: node))
    }
}

/// Reading preference values out of a laid-out tree.
enum PreferenceCollection {
    /// The value of `K` that the placed subtree of `node` hands up (`nil` when no view in it sets one);
    /// with `stopAt`, only the entries at `node` before that one apply.
    static func value<K: PreferenceKey>(_ key: K.Type, in node: LayoutNode, stopAt: PreferenceEntry? = nil) -> K.Value? {
        let id = ObjectIdentifier(key)
        var value: K.Value?
        for child in node.children where child.isPlaced {
            guard let next = Self.value(key, in: child) else { continue }
            if value == nil {
                value = next
            } else {
                K.reduce(value: &value!, nextValue: { next })
            }
        }
        for entry in node.traits.preferenceEntries where entry.node === node {
            if entry === stopAt { break }
            guard entry.key == id, case .write(let write) = entry.kind else { continue }
            value = write(value, node.frame) as? K.Value ?? value
        }
        return value
    }
}
