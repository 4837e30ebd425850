import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// Collects the presentations (alerts, sheets) shown inside a navigation stack or tab view, so that the
/// container draws them above its bars, over the whole screen.
final class PresentationLayer {
    private(set) var entries: [PresentationNode] = []

    func register(_ node: PresentationNode) {
        if !entries.contains(where: { $0 === node }) { entries.append(node) }
    }

    func reset() { entries = [] }

    func draw(into builder: inout DisplayListBuilder) {
        for entry in entries { entry.drawPresentation(into: &builder) }
    }
}

struct PresentationLayerKey: EnvironmentKey {
    static var defaultValue: PresentationLayer? { nil }
}

extension EnvironmentValues {
    var presentationLayer: PresentationLayer? {
        get { self[PresentationLayerKey.self] }
        set { self[PresentationLayerKey.self] = newValue }
    }
}
