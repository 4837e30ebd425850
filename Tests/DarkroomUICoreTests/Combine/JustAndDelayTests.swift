import DarkroomUI
import Foundation
import Testing

/// Combine's `Just` and `delay(for:scheduler:)` as SwiftUI screens use them: a value publisher delivers when
/// subscribed, and a delayed value has not arrived when the picture is taken (an iPhone draws its first frame
/// before the delay elapses).
@MainActor
@Suite struct JustAndDelayTests {
    func picture(_ view: some View) throws -> Bitmap {
        try ImageRenderer(content: view.frame(width: 160, height: 40)).render()
    }

    func picture(ofText text: String) throws -> Bitmap {
        try picture(Text(text))
    }

    @Test func justSendsItsValueToEachSubscriberAtOnce() {
        var received: [String] = []
        var subscriptions = Set<AnyCancellable>()
        Just("Ada").sink { received.append($0) }.store(in: &subscriptions)
        Just("Grace").sink { received.append($0) }.store(in: &subscriptions)
        #expect(received == ["Ada", "Grace"])
    }

    @Test func aDelayedValueOnTheMainQueueHasNotArrivedWhenTheSnapshotIsTaken() throws {
        struct Onboarding: View {
            @State private var showsHint = false
            var body: some View {
                Text(showsHint ? "Swipe to continue" : "Welcome")
                    .onReceive(Just(true).delay(for: .seconds(1), scheduler: DispatchQueue.main)) { showsHint = $0 }
            }
        }
        #expect(try picture(Onboarding()) == picture(ofText: "Welcome"))
    }

    @Test func aDelayOnTheMainRunLoopWaitsToo() {
        var received: [Bool] = []
        var subscriptions = Set<AnyCancellable>()
        Just(false)
            .delay(for: .milliseconds(1), scheduler: RunLoop.main)
            .sink { received.append($0) }
            .store(in: &subscriptions)
        #expect(received.isEmpty)
    }

    @Test func theImmediateSchedulerDeliversWithoutDelay() {
        var received: [Int] = []
        var subscriptions = Set<AnyCancellable>()
        Just(42)
            .delay(for: .seconds(5), scheduler: ImmediateScheduler.shared)
            .sink { received.append($0) }
            .store(in: &subscriptions)
        #expect(received == [42])
    }

    @Test func onReceiveOfJustIsDrawnWithTheValue() throws {
        struct Greeting: View {
            let name: String
            @State private var shown = "…"
            var body: some View {
                Text(shown).onReceive(Just(name)) { shown = "Hello, \($0)" }
            }
        }
        #expect(try picture(Greeting(name: "Ada")) == picture(ofText: "Hello, Ada"))
    }

    @Test func strideSpellingsMeasureTheSameSpan() {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        #expect(Stride.seconds(1) == Stride.milliseconds(1_000))
        #expect(Stride.seconds(0.5) == 0.5)
        #expect(Stride.microseconds(3) == Stride.nanoseconds(3_000))
        #expect(RunLoop.SchedulerTimeType.Stride.seconds(2) == 2)
    }
}
