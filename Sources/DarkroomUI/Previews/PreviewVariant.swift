/// One view of a preview, with the settings that apply to it: a `#Preview`'s view, or one view of a
/// `PreviewProvider`'s `previews` (each view of a `Group`, `ForEach` or view builder is its own).
public struct PreviewVariant {
    /// The 0-based position among the preview's views.
    public var index: Int
    /// The view, with every modifier written around it.
    public var view: AnyView
    /// Its layout, device, orientation, colour scheme and display name.
    public var traits: _PreviewTraitValues
    /// Things the renderer approximated (e.g. a non-iOS platform shown as iOS).
    public var notes: [String] = []

    /// Splits `view` into its previews as SwiftUI's canvas does: groups, tuples, `ForEach` and
    /// conditionals are looked through; a modifier on a group applies to each of its views.
    @MainActor
    static func split(_ view: any View, traits: _PreviewTraitValues) -> [PreviewVariant] {
        var parts: [(AnyView, _PreviewTraitValues)] = []
        collect(view, traits: traits, wrap: { $0 }, into: &parts)
        return parts.enumerated().map { PreviewVariant(index: $0.offset, view: $0.element.0, traits: $0.element.1) }
    }

    @MainActor
    static func collect(
        _ view: any View, traits: _PreviewTraitValues, wrap: @escaping (AnyView) -> AnyView,
        into parts: inout [(AnyView, _PreviewTraitValues)]
    ) {
        if let container = view as? any _PreviewContainer {
            container._collectPreviews(traits: traits, wrap: wrap, into: &parts)
        } else if view is EmptyView {
            return
        } else {
            parts.append((wrap(AnyView(view)), traits))
        }
    }
}

/// A view that holds several previews, or a modifier around them.
protocol _PreviewContainer {
    @MainActor
    func _collectPreviews(
        traits: _PreviewTraitValues, wrap: @escaping (AnyView) -> AnyView,
        into parts: inout [(AnyView, _PreviewTraitValues)])
}

extension ModifiedContent: _PreviewContainer where Content: View, Modifier: ViewModifier {
    func _collectPreviews(
        traits: _PreviewTraitValues, wrap: @escaping (AnyView) -> AnyView,
        into parts: inout [(AnyView, _PreviewTraitValues)]
    ) {
        if let setting = modifier as? _PreviewTraitModifier {
            var traits = traits
            setting.apply(&traits)
            PreviewVariant.collect(content, traits: traits, wrap: wrap, into: &parts)
        } else {
            let modifier = self.modifier
            PreviewVariant.collect(content, traits: traits, wrap: { wrap(AnyView(ModifiedContent<AnyView, Modifier>(content: $0, modifier: modifier))) }, into: &parts)
        }
    }
}

extension Group: _PreviewContainer {
    @MainActor func _collectPreviews(
        traits: _PreviewTraitValues, wrap: @escaping (AnyView) -> AnyView,
        into parts: inout [(AnyView, _PreviewTraitValues)]
    ) {
        PreviewVariant.collect(content, traits: traits, wrap: wrap, into: &parts)
    }
}

extension TupleView: _PreviewContainer {
    @MainActor func _collectPreviews(
        traits: _PreviewTraitValues, wrap: @escaping (AnyView) -> AnyView,
        into parts: inout [(AnyView, _PreviewTraitValues)]
    ) {
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View {
                PreviewVariant.collect(view, traits: traits, wrap: wrap, into: &parts)
            }
        }
    }
}

extension AnyView: _PreviewContainer {
    @MainActor func _collectPreviews(
        traits: _PreviewTraitValues, wrap: @escaping (AnyView) -> AnyView,
        into parts: inout [(AnyView, _PreviewTraitValues)]
    ) {
        PreviewVariant.collect(view, traits: traits, wrap: wrap, into: &parts)
    }
}

extension ForEach: _PreviewContainer {
    @MainActor func _collectPreviews(
        traits: _PreviewTraitValues, wrap: @escaping (AnyView) -> AnyView,
        into parts: inout [(AnyView, _PreviewTraitValues)]
    ) {
        for element in data {
            PreviewVariant.collect(content(element), traits: traits, wrap: wrap, into: &parts)
        }
    }
}

extension _ConditionalContent: _PreviewContainer {
    @MainActor func _collectPreviews(
        traits: _PreviewTraitValues, wrap: @escaping (AnyView) -> AnyView,
        into parts: inout [(AnyView, _PreviewTraitValues)]
    ) {
        switch storage {
        case .trueContent(let view): PreviewVariant.collect(view, traits: traits, wrap: wrap, into: &parts)
        case .falseContent(let view): PreviewVariant.collect(view, traits: traits, wrap: wrap, into: &parts)
        }
    }
}

extension Optional: _PreviewContainer where Wrapped: View {
    func _collectPreviews(
        traits: _PreviewTraitValues, wrap: @escaping (AnyView) -> AnyView,
        into parts: inout [(AnyView, _PreviewTraitValues)]
    ) {
        if let view = self { PreviewVariant.collect(view, traits: traits, wrap: wrap, into: &parts) }
    }
}
