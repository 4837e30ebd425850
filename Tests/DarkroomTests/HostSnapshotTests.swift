import Darkroom
import Foundation
import Rasterizer
import Testing

/// Snapshots of a hosted view in its current state.
@MainActor @Suite struct HostSnapshotTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack(spacing: 12) {
                Text("Count: \(count)")
                    .font(.system(size: 28))
                Button { count += 1 } label: {
                    Text("Increment")
                        .frame(width: 200, height: 60)
                        .background(Color.yellow)
                }
            }
            .padding(16)
        }
    }

    func bitmap(of host: ViewHost, as strategy: Snapshotting<ViewHost, Bitmap>) throws -> Bitmap {
        var result: Bitmap?
        try strategy.snapshot(host).run { result = $0 }
        return try #require(result)
    }

    /// Taps the centre of the button: the bottom 60 points above the 16-point padding, in the host's
    /// coordinates (the root view at the origin).
    func tapIncrement(_ host: ViewHost) throws {
        let size = host.size
        try host.tap(at: CGPoint(x: size.width / 2, y: size.height - 16 - 30))
    }

    @Test func aSnapshotAfterATapShowsTheNewStateAndIsTheSameEveryTime() throws {
        func run() throws -> (before: Bitmap, after: Bitmap) {
            let host = ViewHosting.host(view: Counter())
            let before = try bitmap(of: host, as: .image(on: .iPhone13Pro))
            try tapIncrement(host)
            return (before, try bitmap(of: host, as: .image(on: .iPhone13Pro)))
        }
        let first = try run(), second = try run()
        #expect(first.before != first.after)
        #expect(try first.after.pngData() == second.after.pngData())
    }

    @Test func hostSnapshotMatchesTheViewSnapshotInTheSameState() throws {
        let host = ViewHosting.host(view: Counter())
        var viewBitmap: Bitmap?
        try Snapshotting<Counter, Bitmap>.image(on: .iPhone13Pro).snapshot(Counter()).run { viewBitmap = $0 }
        #expect(try bitmap(of: host, as: .image(on: .iPhone13Pro)) == viewBitmap)
    }
}
