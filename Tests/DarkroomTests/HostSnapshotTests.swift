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
                Button {
                    count += 1
                } label: {
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

    /// Taps the centre of the button, in screen points (the host lays the root out inside the iPhone 13 Pro's
    /// safe area, where the snapshot draws it).
    func tapIncrement(_ host: ViewHost) throws {
        let frame = try host.inspect().find(button: "Increment").frame(in: .global)
        try host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
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

    /// The host lays its root out inside the iPhone 13 Pro's safe area, as `.image(on: .iPhone13Pro)` draws it:
    /// a found view's frame is where the snapshot shows it.
    @Test func hostedFramesAreWhereTheDeviceSnapshotDrawsThem() throws {
        struct Banner: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 120, height: 40).accessibilityIdentifier("banner")
                    Spacer()
                }
            }
        }
        let host = ViewHosting.host(view: Banner())
        let frame = try host.inspect().find(viewWithAccessibilityIdentifier: "banner").frame(in: .global)
        #expect(frame == CGRect(x: 135, y: 47, width: 120, height: 40))
        let image = try bitmap(of: host, as: .image(on: .iPhone13Pro, scale: 1))
        #expect(image.width == 390 && image.height == 844)
        func pixel(_ x: CGFloat, _ y: CGFloat) -> [UInt8] {
            let index = (Int(y) * image.width + Int(x)) * 4
            return Array(image.pixels[index..<index + 4])
        }
        let red = pixel(frame.midX, frame.midY)
        let white: [UInt8] = [255, 255, 255, 255]
        #expect(red != white)
        #expect(pixel(frame.minX + 0.5, frame.minY + 0.5) == red)
        #expect(pixel(frame.maxX - 0.5, frame.maxY - 0.5) == red)
        #expect(pixel(frame.minX - 0.5, frame.midY) == white)
        #expect(pixel(frame.midX, frame.minY - 0.5) == white)
        #expect(pixel(frame.midX, frame.maxY + 0.5) == white)
    }
}
