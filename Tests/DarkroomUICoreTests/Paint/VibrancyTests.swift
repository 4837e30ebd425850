import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Rasterizer
import Testing

/// Vibrancy: the standard content styles on a material are blended with what is behind them
/// (plus darker of a calibrated grey in light mode, plus lighter in dark mode; docs/PAINT.md, "Shape styles", Vibrancy).
@MainActor @Suite struct VibrancyTests {
    /// A solid backdrop, a material panel on it, and in the panel a 20×20 square in `style` at (20, 20)
    /// beside bare material at (50, 5).
    struct Panel<S: ShapeStyle>: View {
        var backdrop: Color
        var style: S
        var body: some View {
            ZStack(alignment: .topLeading) {
                backdrop
                Rectangle().fill(style)
                    .frame(width: 20, height: 20)
                    .padding(20)
                    .frame(width: 60, height: 60, alignment: .topLeading)
                    .background(.regularMaterial)
            }
            .frame(width: 60, height: 60)
        }
    }

    let orange = Color(red: 1, green: 0.5, blue: 0)
    /// The secondary label colour (HIG): light #3C3C43 at 60 %, dark #EBEBF5 at 60 %.
    let secondaryLight = (c: [60.0, 60, 67], a: 0.6)
    let secondaryDark = (c: [235.0, 235, 245], a: 0.6)

    @Test func secondaryOnRegularMaterialIsPlusDarkerOfTheCalibratedGrey() throws {
        let onWhite = try Rendered(Panel(backdrop: .white, style: .secondary))
        let onOrange = try Rendered(Panel(backdrop: orange, style: .secondary))
        let restWhite = onWhite[x: 50, y: 5].map(Double.init)  // the material over white: D
        let restOrange = onOrange[x: 50, y: 5].map(Double.init)  // the material over orange: M
        // Hand-computed: g = 1 − a·(D − c) (in 0…255: 255 − a·(D − c)), vibrant = max(0, M + g − 255).
        var expected: [Int] = []
        for i in 0..<3 {
            let g = 255 - secondaryLight.a * (restWhite[i] - secondaryLight.c[i])
            expected.append(Int(max(0, restOrange[i] + g - 255).rounded()))
        }
        #expect(onOrange.matches(30, 30, expected + [255], tolerance: 2), "\(onOrange[x: 30, y: 30]) vs \(expected)")
        // Not the flat composite of the label colour over the material: the orange shows through, darkened.
        let flat = (0..<3).map { Int((secondaryLight.a * secondaryLight.c[$0] + (1 - secondaryLight.a) * restOrange[$0]).rounded()) }
        let distance = (0..<3).map { abs(onOrange[x: 30, y: 30][$0] - flat[$0]) }.reduce(0, +)
        #expect(distance > 40, "\(onOrange[x: 30, y: 30]) vs flat \(flat), material \(restOrange)")
        #expect(onOrange[x: 30, y: 30][0] > onOrange[x: 30, y: 30][2] + 40, "the backdrop's hue carries into the text")
        // Calibration: over a white screen vibrant secondary is the ordinary secondary over the material.
        let flatWhite = (0..<3).map { Int((secondaryLight.a * secondaryLight.c[$0] + (1 - secondaryLight.a) * restWhite[$0]).rounded()) }
        #expect(onWhite.matches(30, 30, flatWhite + [255], tolerance: 2), "\(onWhite[x: 30, y: 30]) vs \(flatWhite)")
    }

    @Test func regularMaterialRestsWhereTheDocsSay() throws {
        // docs/PAINT.md: D = #F7F7F7 / #212121, so secondary is (143, 143, 147) plus-darker / (121, 121, 127) plus-lighter.
        let light = try Rendered(Panel(backdrop: .white, style: .secondary))
        let dark = try Rendered(Panel(backdrop: .black, style: .secondary), colorScheme: .dark)
        #expect(light.matches(50, 5, [247, 247, 247, 255]), "\(light[x: 50, y: 5])")
        #expect(dark.matches(50, 5, [33, 33, 33, 255]), "\(dark[x: 50, y: 5])")
        // Over the resting material: 247 + 143 − 255 = 135 (and 147: 139); 33 + 121 = 154 (and 127: 160).
        #expect(light.matches(30, 30, [135, 135, 139, 255], tolerance: 2), "\(light[x: 30, y: 30])")
        #expect(dark.matches(30, 30, [154, 154, 160, 255], tolerance: 2), "\(dark[x: 30, y: 30])")
    }

    @Test func darkModeIsPlusLighter() throws {
        let onBlack = try Rendered(Panel(backdrop: .black, style: .secondary), colorScheme: .dark)
        let onOrange = try Rendered(Panel(backdrop: orange, style: .secondary), colorScheme: .dark)
        let restBlack = onBlack[x: 50, y: 5].map(Double.init)
        let restOrange = onOrange[x: 50, y: 5].map(Double.init)
        // g = a·(c − D), vibrant = min(255, M + g).
        var expected: [Int] = []
        for i in 0..<3 {
            let g = secondaryDark.a * (secondaryDark.c[i] - restBlack[i])
            expected.append(Int(min(255, restOrange[i] + g).rounded()))
        }
        #expect(onOrange.matches(30, 30, expected + [255], tolerance: 2), "\(onOrange[x: 30, y: 30]) vs \(expected)")
        let flatBlack = (0..<3).map { Int((secondaryDark.a * secondaryDark.c[$0] + (1 - secondaryDark.a) * restBlack[$0]).rounded()) }
        #expect(onBlack.matches(30, 30, flatBlack + [255], tolerance: 2), "\(onBlack[x: 30, y: 30]) vs \(flatBlack)")
    }

    @Test func secondaryTextOnAMaterialIsVibrant() throws {
        func text(_ material: Bool) -> some View {
            ZStack {
                orange
                Text("I").font(.system(size: 80, weight: .black)).foregroundStyle(.secondary)
                    .frame(width: 80, height: 100)
                    .background(material ? AnyShapeStyle(.regularMaterial) : AnyShapeStyle(Color.clear))
            }
            .frame(width: 80, height: 100)
        }
        let vibrant = try Rendered(text(true))
        let rest = vibrant[x: 2, y: 2].map(Double.init)
        let onWhite = try Rendered(Panel(backdrop: .white, style: .secondary))[x: 50, y: 5].map(Double.init)
        let expected = (0..<3).map { Int(max(0, rest[$0] + 255 - secondaryLight.a * (onWhite[$0] - secondaryLight.c[$0]) - 255).rounded()) }
        // The stem of a black-weight I at 80 pt covers the centre pixel fully.
        #expect(vibrant.matches(40, 50, expected + [255], tolerance: 2), "\(vibrant[x: 40, y: 50]) vs \(expected)")
        // Without a material the same text is the flat secondary over orange.
        let plain = try Rendered(text(false))
        let flat = (0..<3).map { Int((secondaryLight.a * secondaryLight.c[$0] + (1 - secondaryLight.a) * [255.0, 127.5, 0][$0]).rounded()) }
        #expect(plain.matches(40, 50, flat + [255], tolerance: 2), "\(plain[x: 40, y: 50]) vs \(flat)")
    }

    @Test func onlyStandardContentStylesInABackgroundMaterialAreVibrant() throws {
        func list<V: View>(_ view: V) throws -> DisplayList { try ImageRenderer(content: view).displayList() }
        func blends(_ list: DisplayList) -> [LayerBlendMode] {
            list.items.compactMap { if case .endLayer(.blend(let mode)) = $0 { mode } else { nil } }
        }
        let onMaterial = { (content: AnyView) in AnyView(content.padding().background(.thinMaterial)) }
        #expect(blends(try list(onMaterial(AnyView(Text("Hi").foregroundStyle(.secondary))))) == [.plusDarker])
        #expect(blends(try list(onMaterial(AnyView(Text("Hi").foregroundStyle(.tertiary))))) == [.plusDarker])
        #expect(blends(try list(onMaterial(AnyView(VStack { Text("Hi") }.foregroundStyle(.quaternary))))) == [.plusDarker])
        #expect(
            blends(
                try list(
                    onMaterial(AnyView(Text("Hi").foregroundStyle(.secondary)))
                        .environment(\.colorScheme, .dark))) == [.plusLighter])
        #expect(blends(try list(onMaterial(AnyView(Capsule().fill(.quaternary).frame(width: 40, height: 8))))) == [.plusDarker])
        // Primary (UIKit's label vibrancy passes the colour through), colours and custom styles are drawn as they are.
        #expect(blends(try list(onMaterial(AnyView(Text("Hi"))))) == [])
        #expect(blends(try list(onMaterial(AnyView(Text("Hi").foregroundStyle(.primary))))) == [])
        #expect(blends(try list(onMaterial(AnyView(Text("Hi").foregroundStyle(.red))))) == [])
        #expect(blends(try list(onMaterial(AnyView(Text("Hi").foregroundStyle(.red).foregroundStyle(.secondary))))) == [])
        // Not on a material: a colour background, a material drawn as a sibling, or vibrancy turned off.
        #expect(blends(try list(Text("Hi").foregroundStyle(.secondary).padding().background(.yellow))) == [])
        #expect(
            blends(
                try list(
                    ZStack {
                        Rectangle().fill(.regularMaterial)
                        Text("Hi").foregroundStyle(.secondary)
                    })) == [])
        #expect(blends(try list(onMaterial(AnyView(Text("Hi").foregroundStyle(.secondary).environment(\.backgroundMaterial, nil))))) == [])
        // Set by hand, as SwiftUI allows.
        #expect(blends(try list(Text("Hi").foregroundStyle(.secondary).environment(\.backgroundMaterial, .regular))) == [.plusDarker])
    }
}
