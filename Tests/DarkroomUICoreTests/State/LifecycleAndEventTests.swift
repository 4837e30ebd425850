import DarkroomUI
@testable import DarkroomUICore
import Foundation
import Testing

/// Lifecycle events, tasks, taps and hit-testing, and the errors of bad input.
@MainActor
@Suite struct LifecycleAndEventTests {
    /// Records events in order (a test probe; actions run on the main actor).
    final class Log {
        var events: [String] = []
        func add(_ event: String) { events.append(event) }
    }

    @Test func onAppearRunsOncePerAppearance() throws {
        struct Screen: View {
            let log: Log
            @State private var showsDetail = true
            @State private var taps = 0
            var body: some View {
                VStack {
                    if showsDetail {
                        Text("Detail")
                            .onAppear { log.add("appear") }
                            .onDisappear { log.add("disappear") }
                    }
                    Button("Toggle") { showsDetail.toggle() }
                    Button("Tap \(taps)") { taps += 1 }
                }
            }
        }
        let log = Log()
        let host = ViewHosting.host(view: Screen(log: log))
        try host.tapButton("Tap 0")
        try host.tapButton("Tap 1")
        #expect(log.events == ["appear"])
        try host.tapButton("Toggle")
        try host.tapButton("Toggle")
        #expect(log.events == ["appear", "disappear", "appear"])
        ViewHosting.expel(host)
        #expect(log.events == ["appear", "disappear", "appear", "disappear"])
    }

    @Test func onChangeBothSpellingsAndTaskIDOrder() async throws {
        struct Search: View {
            let log: Log
            @State private var query = ""
            @State private var results = 0
            var body: some View {
                VStack {
                    Text("\(results) results for \(query)")
                    Button("Type") { query += "a" }
                }
                .onChange(of: query) { oldValue, newValue in log.add("change \(oldValue)→\(newValue)") }
                .onChange(of: query) { newValue in log.add("old-style \(newValue)") }
                .task(id: query) {
                    await MainActor.run {
                        log.add("task \(query)")
                        results = query.count * 10
                    }
                }
            }
        }
        let log = Log()
        let host = ViewHosting.host(view: Search(log: log))
        #expect(log.events.isEmpty)
        try await host.settle()
        #expect(log.events == ["task "])
        try host.tapButton("Type")
        // onChange runs during the update; the task waits for settle().
        #expect(log.events == ["task ", "change →a", "old-style a"])
        try await host.settle()
        #expect(log.events == ["task ", "change →a", "old-style a", "task a"])
        #expect(host.texts.first == "10 results for a")
        // Nothing changed: settling again runs nothing.
        try await host.settle()
        #expect(log.events.count == 4)
    }

    @Test func taskIsCancelledWhenItsViewGoesAway() async throws {
        struct Loader: View {
            let log: Log
            var body: some View {
                Text("Loading")
                    .task {
                        do {
                            try await Task.sleep(nanoseconds: 3_600_000_000_000)
                            await MainActor.run { log.add("finished") }
                        } catch {
                            await MainActor.run { log.add("cancelled") }
                        }
                    }
            }
        }
        struct Screen: View {
            let log: Log
            @State private var loading = true
            var body: some View {
                VStack {
                    if loading { Loader(log: log) }
                    Button("Stop") { loading = false }
                }
            }
        }
        let log = Log()
        let host = ViewHosting.host(view: Screen(log: log))
        try await host.settle()
        #expect(log.events.isEmpty)
        try host.tapButton("Stop")
        try await host.settle()
        #expect(log.events == ["cancelled"])
    }

    struct Tappable: View {
        let log: Log
        var body: some View {
            ZStack {
                Color.blue.frame(width: 100, height: 100)
                    .onTapGesture { log.add("blue") }
                Color.red.frame(width: 40, height: 40)
                    .onTapGesture { log.add("red") }
            }
        }
    }

    @Test func tapHitsTheTopmostView() throws {
        let log = Log()
        let host = ViewHosting.host(view: Tappable(log: log), size: .unspecified)
        try host.tap(at: CGPoint(x: 50, y: 50))
        try host.tap(at: CGPoint(x: 5, y: 5))
        #expect(log.events == ["red", "blue"])
        #expect(host.hitTest(CGPoint(x: 50, y: 50)).first?.identity.typeName == "Color")
    }

    @Test func anOverlayCoversAButtonUnlessItAllowsNoHitTesting() throws {
        struct Covered: View {
            let log: Log
            let passThrough: Bool
            var body: some View {
                Button("Buy") { log.add("buy") }
                    .frame(width: 100, height: 44)
                    .overlay(Color.black.opacity(0.2).allowsHitTesting(!passThrough))
            }
        }
        let log = Log()
        let covered = ViewHosting.host(view: Covered(log: log, passThrough: false), size: .unspecified)
        #expect {
            try covered.tap(at: CGPoint(x: 50, y: 22))
        } throws: { error in
            "\(error)".contains("covered") && "\(error)".contains("Color")
        }
        #expect(log.events.isEmpty)
        let open = ViewHosting.host(view: Covered(log: log, passThrough: true), size: .unspecified)
        try open.tap(at: CGPoint(x: 50, y: 22))
        #expect(log.events == ["buy"])
    }

    @Test func disabledButtonsDoNotFire() throws {
        struct Form: View {
            let log: Log
            var body: some View {
                Button("Send") { log.add("send") }
                    .frame(width: 100, height: 44)
                    .disabled(true)
            }
        }
        let log = Log()
        let host = ViewHosting.host(view: Form(log: log), size: .unspecified)
        #expect {
            try host.tap(at: CGPoint(x: 50, y: 22))
        } throws: { error in
            "\(error)".contains("disabled")
        }
        #expect(host.tapAction(of: try #require(host.button("Send"))) == nil)
        #expect(log.events.isEmpty)
    }

    @Test func contentShapeMakesTransparentAreasTappable() throws {
        struct Row: View {
            let log: Log
            var body: some View {
                HStack {
                    Text("Title")
                    Spacer()
                }
                .frame(width: 200, height: 44)
                .contentShape(Rectangle())
                .onTapGesture { log.add("row") }
            }
        }
        let log = Log()
        let host = ViewHosting.host(view: Row(log: log), size: .unspecified)
        try host.tap(at: CGPoint(x: 190, y: 22))
        #expect(log.events == ["row"])
    }

    @Test func tapGesturesFireAndOtherGesturesAttach() throws {
        struct Card: View {
            let log: Log
            @State private var offset = CGSize.zero
            var body: some View {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.orange)
                    .frame(width: 120, height: 80)
                    .gesture(TapGesture(count: 1).onEnded { log.add("tap") })
                    .simultaneousGesture(DragGesture(minimumDistance: 5).onChanged { value in offset = value.translation })
                    .highPriorityGesture(LongPressGesture(minimumDuration: 1).onEnded { _ in log.add("long press") })
            }
        }
        let log = Log()
        let host = ViewHosting.host(view: Card(log: log), size: .unspecified)
        try host.tap(at: CGPoint(x: 60, y: 40))
        #expect(log.events == ["tap"])
    }

    @Test func aStateWriteInBodyIsIgnoredWithADiagnostic() {
        struct Bad: View {
            @State private var count = 0
            var body: some View {
                let _ = { count += 1 }()
                Text("\(count)")
            }
        }
        let host = ViewHosting.host(view: Bad())
        #expect(host.texts == ["0"])
        #expect(host.diagnostics.contains("Modifying state during view update, this will cause undefined behavior."))
    }

    @Test func anEndlessOnChangeLoopIsAnErrorNamingTheView() {
        struct PingPong: View {
            @State private var value = 0
            var body: some View {
                Button("Start") { value = 1 }
                    .onChange(of: value) { _, newValue in value = newValue + 1 }
            }
        }
        let host = ViewHosting.host(view: PingPong())
        #expect {
            try host.tapButton("Start")
        } throws: { error in
            guard case ViewHostError.updateLoop(let views, let rounds)? = error as? ViewHostError else { return false }
            return rounds == ViewHost.maximumUpdateRounds && views.contains { $0.contains("PingPong") }
        }
    }

    @Test func tappingNothingSaysWhatIsThere() {
        let host = ViewHosting.host(view: Text("Hello").padding(20), size: .unspecified)
        #expect {
            try host.tap(at: CGPoint(x: 2, y: 2))
        } throws: { error in
            "\(error)".contains("Nothing to tap")
        }
    }
}
