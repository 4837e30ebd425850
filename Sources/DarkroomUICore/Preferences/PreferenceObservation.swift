import Foundation

/// One `onPreferenceChange(_:perform:)` met in a host's pass: the identity it belongs to, how to read its key's
/// value at a node, and the action.
@MainActor
final class PreferenceObservation {
    let key: ObjectIdentifier
    /// The identity whose bookkeeping keeps the last delivered value.
    let graphNode: ViewGraphNode
    /// The value of the key where the entry sits, and the combination of the values of several nodes
    /// (the modifier applied to a group), as `reduce` combines them.
    let read: (LayoutNode, PreferenceEntry) -> Any?
    let combine: (Any?, Any?) -> Any?
    let defaultValue: () -> AnyEquatableValue
    let wrap: (Any) -> AnyEquatableValue
    let action: (Any) -> Void

    init<K: PreferenceKey>(_ key: K.Type, graphNode: ViewGraphNode, action: @escaping (K.Value) -> Void) where K.Value: Equatable {
        self.key = ObjectIdentifier(key)
        self.graphNode = graphNode
        read = { node, entry in PreferenceCollection.value(key, in: node, stopAt: entry) }
        combine = { a, b in
            guard var a = a as? K.Value else { return b }
            guard let b = b as? K.Value else { return a }
            K.reduce(value: &a, nextValue: { b })
            return a
        }
        defaultValue = { AnyEquatableValue(K.defaultValue) }
        wrap = { AnyEquatableValue($0 as! K.Value) }
        self.action = { if let value = $0 as? K.Value { action(value) } }
    }
}

/// Delivers `onPreferenceChange` after a host's layout, in tree order: an observer whose value differs
/// from the one it last received (or that has received none) gets the new value.
@MainActor
enum PreferenceDelivery {
    /// Delivers to every observer in the placed tree under `root`; returns the paths of the views whose
    /// action ran.
    static func deliver(in root: LayoutNode) -> [String] {
        var groups: [(observation: PreferenceObservation, entries: [(LayoutNode, PreferenceEntry)])] = []
        var index: [ObjectIdentifier: Int] = [:]
        var stack: [LayoutNode] = [root]
        while let node = stack.popLast() {
            for entry in node.traits.preferenceEntries where entry.node === node {
                guard case .observe(let observation) = entry.kind else { continue }
                let id = ObjectIdentifier(observation)
                if let i = index[id] {
                    groups[i].entries.append((node, entry))
                } else {
                    index[id] = groups.count
                    groups.append((observation, [(node, entry)]))
                }
            }
            for child in node.children.reversed() where child.isPlaced { stack.append(child) }
        }
        var changed: [String] = []
        var occurrences: [String: Int] = [:]
        for (observation, entries) in groups {
            // The n-th observer of this key at this identity keeps its last value under this name.
            let base = "\(observation.key)@\(ObjectIdentifier(observation.graphNode))"
            let slot = base + "#\(occurrences[base, default: 0])"
            occurrences[base, default: 0] += 1
            var value: Any?
            for (node, entry) in entries { value = observation.combine(value, observation.read(node, entry)) }
            let current = value.map(observation.wrap) ?? observation.defaultValue()
            let state = observation.graphNode.lifecycle ?? NodeLifecycle()
            observation.graphNode.lifecycle = state
            if let previous = state.preferenceValues[slot], previous.isEqual(to: current) { continue }
            state.preferenceValues[slot] = current
            changed.append(observation.graphNode.path)
            observation.action(current.base)
        }
        return changed
    }
}
