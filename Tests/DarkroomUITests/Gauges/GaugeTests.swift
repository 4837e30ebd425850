import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// `Gauge` as a battery or a heart-rate readout.
@MainActor
@Suite struct GaugeTests {
    func render<V: View>(_ v: V) throws -> Bitmap {
        let renderer = ImageRenderer(content: v)
        renderer.scale = 1
        return try renderer.render()
    }

    func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * b.width + x) * 4
        return Array(b.pixels[i..<i + 4])
    }

    @Test func fractionIsClampedToTheRange() {
        typealias G = Gauge<EmptyView, EmptyView, EmptyView, EmptyView>
        #expect(G.fraction(67.0, 0...170) == 67.0 / 170)
        #expect(G.fraction(-5.0, 0...1) == 0)
        #expect(G.fraction(5.0, 0...1) == 1)
        #expect(G.fraction(Double.nan, 0...1) == 0)
        #expect(G.fraction(1.0, 1...1) == 0)
    }

    @Test func defaultIsAnEightPointCapacityBar() throws {
        let layout = try inspect(Gauge(value: 0.4) { EmptyView() }, width: 200)
        #expect(layout.size == CGSize(width: 200, height: 8))
    }

    @Test func capacityBarIsTintedUpToTheValue() throws {
        let b = try render(Gauge(value: 0.5) { EmptyView() }.frame(width: 200).background(Color.white))
        #expect(pixel(b, 60, 4) == [0, 122, 255, 255])
        let track = pixel(b, 150, 4)
        #expect(track[2] > 200 && track[0] > 200 && track[0] < 255, "systemFill over white: \(track)")
    }

    @Test func rightToLeftFillsFromTheRight() throws {
        let view = Gauge(value: 0.25) { EmptyView() }.frame(width: 200).background(Color.white)
            .environment(\.layoutDirection, .rightToLeft)
        let b = try render(view)
        #expect(pixel(b, 180, 4) == [0, 122, 255, 255])
        #expect(pixel(b, 20, 4) != [0, 122, 255, 255])
    }

    @Test func labelsSurroundTheBar() throws {
        let view = Gauge(value: 67, in: 0...170) {
            box("label", 40, 10)
        } currentValueLabel: {
            box("current", 20, 10)
        } minimumValueLabel: {
            box("min", 10, 10)
        } maximumValueLabel: {
            box("max", 30, 10)
        }
        let layout = try inspect(view, width: 200)
        #expect(try layout.frame(of: "label") == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(try layout.frame(of: "min").minX == 0)
        #expect(try layout.frame(of: "max").maxX == 200)
        #expect(try layout.frame(of: "min").minY == 14)
        #expect(try layout.frame(of: "current").minY == 28)
    }

    @Test func accessoryCircularStylesAre58Points() throws {
        for style in [AnyGauge.circular, .circularCapacity] {
            let layout = try inspect(style.view)
            #expect(layout.size == CGSize(width: 58, height: 58))
        }
    }

    enum AnyGauge {
        case circular, circularCapacity
        @MainActor var view: AnyView {
            let gauge = Gauge(value: 0.7) {
                Text("BAT")
            } currentValueLabel: {
                Text("70")
            }
            switch self {
            case .circular: return AnyView(gauge.gaugeStyle(.accessoryCircular))
            case .circularCapacity: return AnyView(gauge.gaugeStyle(.accessoryCircularCapacity))
            }
        }
    }

    @Test func labelsHiddenHidesTheLabel() throws {
        let layout = try inspect(Gauge(value: 0.4) { box("label", 40, 10) }.labelsHidden(), width: 200)
        #expect(layout.frames(of: "label").isEmpty)
        #expect(layout.size.height == 8)
    }
}
