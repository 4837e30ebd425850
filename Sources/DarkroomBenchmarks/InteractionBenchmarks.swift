import DarkroomUI
import Foundation
import JokesApp

/// Interaction on the jokes screen (issue 9 §7): the article's screen with its button wired to state
/// (each tap shows the next joke), hosted in a `ViewHost` at the iPhone 13 Pro safe-area size.
///
/// - 100 taps, each a state change → re-resolve → layout → display list (no rasterization); target
///   ≤ 1 ms per interaction (median);
/// - a re-render after a one-word change, against the first render of a fresh host (target: no slower).
@MainActor
func runInteractionBenchmarks() {
    do {
        try InteractionBenchmarks.run()
    } catch {
        print("Interaction benchmarks failed: \(error)")
    }
}

/// The jokes screen of `JokeView` (its header drawn by `HeaderArtwork`, as the committed PNG was made), with
/// the button showing the next joke (state) instead of printing.
struct InteractiveJokeScreen: View {
    static let jokes = [
        Joke(setup: "The punchline often arrives before the set-up.", punchline: "Do you know the problem with UDP jokes?"),
        Joke(setup: "Why do programmers prefer dark mode?", punchline: "Because light attracts bugs."),
        Joke(setup: "How many programmers does it take to change a light bulb?", punchline: "None, that's a hardware problem."),
    ]

    @State private var index = 0
    @State private var word = "problem"

    init() {
        JokesApp.registerColors()
    }

    var body: some View {
        let joke = Self.jokes[index % Self.jokes.count]
        VStack {
            HeaderArtwork()

            VStack(alignment: .center) {
                Text(joke.setup)
                Text("⤵️")
                Text(index == 0 ? "Do you know the \(word) with UDP jokes?" : joke.punchline)
            }.multilineTextAlignment(.center)
                .frame(height: 180)
                .padding(.horizontal, 64)
                .padding(.top, 16)

            Button(action: { index += 1 }) {
                Text("Tell me another!")
                    .tint(.black)
                    .padding(.vertical, 10)
            }.frame(maxWidth: .infinity)
                .background(Color("ButtonBackground"))
                .clipShape(Capsule())
                .overlay(Capsule().stroke(style: StrokeStyle(lineWidth: 3)))
                .padding(.horizontal, 32)
                .padding(.top, 16)
            Button("Change one word") { word = word == "problem" ? "trouble" : "problem" }
                .frame(width: 1, height: 1)
                .opacity(0)
        }
    }
}

@MainActor
private enum InteractionBenchmarks {
    static let taps = 100
    static let runs = 15

    static func run() throws {
        let size = ViewHosting.defaultSize
        print("Interaction — jokes screen hosted at 390×763, medians (wall / CPU)")

        // 100 taps on "Tell me another!": perform (state change, re-resolve, layout) + display list.
        let host = ViewHosting.host(view: InteractiveJokeScreen(), size: size)
        guard let tell = host.record(titled: "Tell me another!"), let tellAction = host.tapAction(of: tell),
            let change = host.record(titled: "Change one word"), let changeAction = host.tapAction(of: change)
        else {
            print("  the screen's buttons were not found")
            return
        }
        _ = try host.displayList(scale: 3)
        var walls: [Double] = [], cpus: [Double] = []
        for _ in 0..<taps {
            let w0 = DispatchTime.now().uptimeNanoseconds, c0 = cpuSeconds()
            try host.perform(tellAction)
            _ = try host.displayList(scale: 3)
            cpus.append(cpuSeconds() - c0)
            walls.append(Double(DispatchTime.now().uptimeNanoseconds - w0) / 1e9)
        }
        let tap = (median(walls), median(cpus))
        print("  tap → re-resolve → layout → display list:      \(format(tap)) per interaction (target ≤ 1 ms), \(taps) taps")

        // First render of a fresh host, against a re-render after a one-word change.
        let first = measure {
            let fresh = ViewHosting.host(view: InteractiveJokeScreen(), size: size)
            _ = try? fresh.displayList(scale: 3)
        }
        let wordHost = ViewHosting.host(view: InteractiveJokeScreen(), size: size)
        let wordAction = wordHost.record(titled: "Change one word").flatMap { wordHost.tapAction(of: $0) } ?? changeAction
        let rerender = measure {
            try? wordHost.perform(wordAction)
            _ = try? wordHost.displayList(scale: 3)
        }
        let ratio = rerender.wall / first.wall
        print("  first render (host + resolve + layout + list): \(format(first))")
        print("  re-render after a one-word change:             \(format(rerender))  ratio \(String(format: "%.2f", ratio)) (target ≤ 1)")
    }

    static func measure(_ body: () -> Void) -> (wall: Double, cpu: Double) {
        body()
        var walls: [Double] = [], cpus: [Double] = []
        for _ in 0..<runs {
            let w0 = DispatchTime.now().uptimeNanoseconds, c0 = cpuSeconds()
            body()
            cpus.append(cpuSeconds() - c0)
            walls.append(Double(DispatchTime.now().uptimeNanoseconds - w0) / 1e9)
        }
        return (median(walls), median(cpus))
    }

    static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }

    static func cpuSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    static func format(_ t: (wall: Double, cpu: Double)) -> String {
        String(format: "%7.3f ms / %7.3f ms", t.wall * 1000, t.cpu * 1000)
    }
}

extension ViewHost {
    /// The first `Button` whose label shows `title`.
    func record(titled title: String) -> ResolvedView? {
        var stack = [root]
        while let record = stack.popLast() {
            if String(describing: type(of: record.value)).hasPrefix("Button<") && Self.texts(in: record).contains(title) {
                return record
            }
            stack.append(contentsOf: record.children.reversed())
        }
        return nil
    }

    static func texts(in record: ResolvedView) -> [String] {
        var result: [String] = []
        var stack = [record]
        while let record = stack.popLast() {
            if let text = record.value as? Text, let string = Mirror(reflecting: text).descendant("segments", 0, "string") as? String {
                result.append(string)
            }
            stack.append(contentsOf: record.children.reversed())
        }
        return result
    }
}
