import DarkroomUI

/// One view met while inspecting: the view itself (modifiers peeled off), its modifiers (outermost first), the
/// environment it sees, and how it was reached (for error messages).
package struct InspectedNode {
    package let view: Any
    package let modifiers: [Any]
    package let environment: EnvironmentValues
    package let path: String
    /// The host the view lives in, when it was found through one.
    package let context: InspectionContext?

    /// Peels modifiers (applying their environment changes) and transparent wrappers (`Optional`, `if`/`else`).
    package static func make(_ raw: Any, environment: EnvironmentValues, path: String, context: InspectionContext?) -> InspectedNode {
        var view = raw
        var modifiers: [Any] = []
        var environment = environment
        while true {
            if let modified = view as? any _InspectionModified {
                let modifier = modified._inspectionModifier
                modifiers.append(modifier)
                InspectionSupport.applyEnvironment(of: modifier, to: &environment)
                view = modified._inspectionContent
            } else if let transparent = view as? any _InspectionTransparent {
                guard let wrapped = transparent._inspectionWrapped else {
                    view = AbsentView(type: typeName(view))
                    break
                }
                view = wrapped
            } else {
                break
            }
        }
        return InspectedNode(view: view, modifiers: modifiers, environment: environment, path: path, context: context)
    }

    func with(path: String) -> InspectedNode {
        InspectedNode(view: view, modifiers: modifiers, environment: environment, path: path, context: context)
    }

    /// The body of a custom view, if this is one.
    var body: Any? {
        if view is AbsentView { return nil }
        return InspectionSupport.body(of: view, environment: environment)
    }

    /// The views this view contains, as ViewInspector indexes them; `nil` for views that contain none.
    var containedViews: [Any?]? {
        (view as? any _InspectionContainer)?._inspectionChildren(environment: environment)
    }

    /// The one view this view stands for: a custom view's body, or the only child of a one-child view.
    func soleChild(call: String) -> InspectedNode? {
        if let body { return InspectedNode.make(body, environment: environment, path: path, context: context) }
        if let views = containedViews, views.count == 1, let only = views[0] {
            return InspectedNode.make(only, environment: environment, path: path, context: context)
        }
        return nil
    }

    /// Every view directly inside this one, for searching: contained views, a custom view's body, and the views
    /// `.background`/`.overlay` modifiers draw.
    func searchChildren() -> [InspectedNode] {
        var result: [InspectedNode] = []
        for modifier in modifiers {
            if let decoration = InspectionSupport.decoration(of: modifier) {
                result.append(.make(decoration, environment: environment, path: path, context: context))
            }
        }
        if let views = containedViews {
            for case let view? in views { result.append(.make(view, environment: environment, path: path, context: context)) }
        } else if let body {
            result.append(.make(body, environment: environment, path: path, context: context))
        }
        return result
    }

    /// The modifiers' names, for error messages.
    var modifierNames: [String] { modifiers.map { describeModifier($0) } }
}

/// An `if` whose condition is false, or a `nil` optional view.
struct AbsentView {
    let type: String
}

/// How a modifier is named in messages: `padding`, `blur`, `foregroundColor`, …
func describeModifier(_ modifier: Any) -> String {
    let name = typeName(modifier)
    let base = name.split(separator: "<").first.map(String.init) ?? name
    switch base {
    case "PaddingModifier": return "padding"
    case "_BlurEffect": return "blur"
    case "_BrightnessEffect": return "brightness"
    case "FrameModifier": return "frame(width:height:alignment:)"
    case "FlexFrameModifier": return "frame(minWidth:…)"
    case "EnvironmentWritingModifier": return "environment"
    case "DecorationModifier": return "background/overlay"
    case "TraitModifier": return "trait"
    default:
        if base.hasSuffix("Modifier") { return String(base.dropLast("Modifier".count)).lowercasedFirst }
        return base
    }
}

extension String {
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
    var uppercasedFirst: String { prefix(1).uppercased() + dropFirst() }
}
