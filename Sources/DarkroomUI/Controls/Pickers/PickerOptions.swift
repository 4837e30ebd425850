@_spi(DarkroomEngine) import DarkroomUICore

/// A `ForEach` whose elements are their own ids (`ForEach(flavors, id: \.self)`): SwiftUI tags each option
/// with its id when it has no explicit `.tag`.
@MainActor
protocol _ImplicitlyTaggedContent {
    func _implicitTags() -> [AnyHashable]
}

extension ForEach: _ImplicitlyTaggedContent where ID == Data.Element {
    func _implicitTags() -> [AnyHashable] { data.map { AnyHashable($0) } }
}

/// A `ForEach` over identifiable elements: options are tagged with the elements' ids.
@MainActor
protocol _IdentifiedContent {
    func _identifiedTags() -> [AnyHashable]
}

extension ForEach: _IdentifiedContent where Data.Element: Identifiable, ID == Data.Element.ID {
    func _identifiedTags() -> [AnyHashable] { data.map { AnyHashable($0.id) } }
}

/// The options of a picker: each resolved view and its tag.
@MainActor
struct PickerOptions {
    var nodes: [LayoutNode]
    var tags: [AnyHashable?]

    static func resolve<Content: View>(_ content: Content, environment: EnvironmentValues, context: ResolveContext) -> PickerOptions {
        var env = environment
        env.listRowContext = nil
        env.stackAxis = nil
        let nodes = Resolver.nodes(for: content, environment: env, context: context)
        var implicit: [AnyHashable]?
        if let tagged = content as? any _ImplicitlyTaggedContent {
            implicit = tagged._implicitTags()
        } else if let identified = content as? any _IdentifiedContent {
            implicit = identified._identifiedTags()
        }
        var tags: [AnyHashable?] = []
        for (index, node) in nodes.enumerated() {
            if let tag = TagTrait.of(node) { tags.append(tag) } else if let implicit, implicit.count == nodes.count { tags.append(implicit[index]) } else { tags.append(nil) }
        }
        return PickerOptions(nodes: nodes, tags: tags)
    }

    /// The index of the option tagged `selection`; nil (with SwiftUI's log message) when none is.
    func index(of selection: AnyHashable, context: ResolveContext) -> Int? {
        if let index = tags.firstIndex(where: { $0 == selection }) { return index }
        context.log("Picker: the selection \"\(selection.base)\" is invalid and does not have an associated tag, this will give undefined results.")
        return nil
    }
}
