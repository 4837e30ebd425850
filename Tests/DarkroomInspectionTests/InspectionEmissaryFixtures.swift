import Darkroom

/// ViewInspector's README example of an inspection emissary: the view receives inspection requests on
/// `inspection.notice`.
struct FlagView: View {
    @State var flag: Bool = false
    internal let inspection = Inspection<Self>()

    var body: some View {
        Button(action: { self.flag.toggle() }, label: { Text(flag ? "True" : "False") })
            .onReceive(inspection.notice) { self.inspection.visit(self, $0) }
    }
}

/// ViewInspector's README example of `on(\.didAppear)`: the view calls its callback when it appears.
struct AppearingFlagView: View {
    @State var flag: Bool = false
    internal var didAppear: ((Self) -> Void)?

    var body: some View {
        Button(action: { self.flag.toggle() }, label: { Text(flag ? "True" : "False") })
            .onAppear { self.didAppear?(self) }
    }
}

/// A model publishing values (as an app's view model publishes events), and a view that shows the last one.
final class Ticker {
    let ticks = PassthroughSubject<Int, Never>()
}

struct TickView: View {
    let ticker: Ticker
    @State private var last = 0

    var body: some View {
        Text("Tick \(last)")
            .onReceive(ticker.ticks) { last = $0 }
    }
}
