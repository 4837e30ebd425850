import DarkroomUI
import Foundation

/// Issue 11 §7: a 390×844 screen of 200 cards (rounded rectangles with a title) at scale 3 (1170×2532 pixels),
/// rendered plain, with `.shadow(radius: 10)` on every card, and with `.blur(radius: 20)` over the whole
/// screen; medians of the same run and the ratios to the plain screen (target ≤ 2×).
///
/// The blur is a separable three-pass box blur approximating the Gaussian (see `GaussianBlur`), with the
/// image first averaged down by a power of two for large σ: its cost per pixel does not grow with the radius.
@MainActor
func runEffectBenchmarks() {
    func render(_ effect: CardScreen.Effect) -> (wall: Double, cpu: Double) {
        let screen = CardScreen(effect: effect)
        return EffectTiming.median(runs: 11) {
            let renderer = ImageRenderer(content: screen)
            renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
            renderer.scale = 3
            _ = try? renderer.render()
        }
    }
    let plain = render(.none)
    let shadow = render(.shadow)
    let blur = render(.blur)
    func ms(_ s: Double) -> String { String(format: "%.1f ms", s * 1000) }
    func ratio(_ s: Double, _ base: Double) -> String { String(format: "%.2f×", s / base) }
    print(
        "Effects, 200 cards on 390×844 at scale 3 (medians of 11; wall clock): plain \(ms(plain.wall)); shadow(radius: 10) on every card \(ms(shadow.wall)) (\(ratio(shadow.wall, plain.wall)) plain); full-screen blur(radius: 20) \(ms(blur.wall)) (\(ratio(blur.wall, plain.wall)) plain) — target ≤ 2×"
    )
    // Thread CPU time is what the render costs whatever else the machine runs (wall clock on a shared machine
    // includes waiting for a core).
    print("  thread CPU time: plain \(ms(plain.cpu)); shadow \(ms(shadow.cpu)) (\(ratio(shadow.cpu, plain.cpu))); blur \(ms(blur.cpu)) (\(ratio(blur.cpu, plain.cpu)))")
}

/// Two hundred cards in a grid of 4 columns, each a rounded rectangle with a short title.
private struct CardScreen: View {
    enum Effect { case none, shadow, blur }
    let effect: Effect

    var body: some View {
        let grid = VStack(spacing: 4) {
            ForEach(0..<50) { row in
                HStack(spacing: 4) {
                    ForEach(0..<4) { column in
                        card(row * 4 + column)
                    }
                }
            }
        }
        .padding(4)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(Color(white: 0.95))
        switch effect {
        case .blur: grid.blur(radius: 20)
        default: grid.blur(radius: 0)
        }
    }

    @ViewBuilder func card(_ i: Int) -> some View {
        let base = RoundedRectangle(cornerRadius: 3)
            .fill(Color.white)
            .overlay(Text("Card \(i)").font(.system(size: 5)))
            .frame(height: 12.5)
        if effect == .shadow { base.shadow(radius: 10) } else { base.shadow(radius: 0) }
    }
}

private enum EffectTiming {
    /// Medians of the wall-clock and thread CPU times of `runs` runs (after one warm-up run).
    static func median(runs: Int, _ body: () -> Void) -> (wall: Double, cpu: Double) {
        body()
        var walls: [Double] = [], cpus: [Double] = []
        for _ in 0..<runs {
            let w0 = DispatchTime.now().uptimeNanoseconds, c0 = threadCPUTime()
            body()
            cpus.append(threadCPUTime() - c0)
            walls.append(Double(DispatchTime.now().uptimeNanoseconds - w0) / 1e9)
        }
        walls.sort()
        cpus.sort()
        return (walls[walls.count / 2], cpus[cpus.count / 2])
    }

    static func threadCPUTime() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
