import Foundation

/// Errors a `ViewHost` reports instead of crashing or hanging.
public enum ViewHostError: Error, CustomStringConvertible, Equatable {
    /// State kept changing after every update: `onChange`/`onAppear` actions (or tasks) that change what
    /// they observe. Names the views whose actions ran in the last round.
    case updateLoop(views: [String], rounds: Int)
    /// A tap at a point that hit nothing with a tap action (or only a disabled control).
    case nothingToTap(at: CGPoint, topmost: String?, reason: String)
    /// A view reads an environment object (`@EnvironmentObject`, `@Environment(Model.self)`) that no
    /// ancestor provides; the view is not drawn.
    case missingEnvironmentObject(type: String, property: String, view: String)

    public var description: String {
        switch self {
        case .updateLoop(let views, let rounds):
            let names = views.isEmpty ? "the hosted view" : views.joined(separator: ", ")
            return "The view's state kept changing after \(rounds) update rounds: \(names). "
                + "An onChange, onPreferenceChange, onAppear or task action changes a value that triggers it again; make the change converge."
        case .nothingToTap(let point, let topmost, let reason):
            let top = topmost.map { " The topmost view there is \($0)." } ?? " Nothing is drawn there."
            return "Nothing to tap at (\(point.x), \(point.y)): \(reason).\(top)"
        case .missingEnvironmentObject(let type, let property, let view):
            return "No ObservableObject of type \(type) found for property '\(property)' of \(view). "
                + "A View.environmentObject(_:) (or .environment(_:) for an @Observable) for \(type) may be missing as an ancestor of this view."
        }
    }
}
