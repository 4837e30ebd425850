import DarkroomUI
import Foundation
import Testing

/// The display list between layout and pixels: snapping, opacity groups, clips, hidden views.
@MainActor @Suite struct DisplayListTests {
    func list<V: View>(_ v: V, scale: CGFloat = 1) throws -> DisplayList {
        let renderer = ImageRenderer(content: v)
        renderer.scale = scale
        return try renderer.displayList()
    }

    @Test func framesSnapToThePixelGrid() throws {
        // b starts at 10.5: at scale 1 its edges round to 11 and 21 (10 wide); at scale 2 10.5 is on the grid.
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10.5, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }
        guard case .fill(let p1, _, _) = try list(view).items[1], case .fill(let p2, _, _) = try list(view, scale: 2).items[1] else {
            Issue.record("expected fills")
            return
        }
        #expect(p1.boundingRect == CGRect(x: 11, y: 0, width: 10, height: 10))
        #expect(p2.boundingRect == CGRect(x: 10.5, y: 0, width: 10, height: 10))
        // Thirds at scale 3 land on device pixels: 33.33 → 33.333… (100/3 exactly representable in pixels).
        let thirds = try list(
            HStack(spacing: 0) {
                Color.red
                Color.green
                Color.blue
            }.frame(width: 100, height: 1), scale: 3)
        guard case .fill(let middle, _, _) = thirds.items[1] else {
            Issue.record("expected the middle third to be a fill, got \(thirds.items[1])")
            return
        }
        #expect(abs(middle.boundingRect.minX * 3 - 100) < 1e-9)
    }

    @Test func opacityMakesAGroup() throws {
        let items = try list(Color.red.frame(width: 4, height: 4).opacity(0.5)).items
        #expect(items.count == 3)
        #expect(items.first == .beginOpacityGroup(0.5))
        #expect(items.last == .endOpacityGroup)
        // Fully opaque: no group; fully transparent: nothing.
        #expect(try list(Color.red.frame(width: 4, height: 4).opacity(1)).items.count == 1)
        #expect(try list(Color.red.frame(width: 4, height: 4).opacity(0)).items.isEmpty)
    }

    @Test func clipShapeWrapsTheContent() throws {
        let items = try list(Color.red.frame(width: 20, height: 10).clipShape(Capsule())).items
        #expect(items.count == 3)
        guard case .pushClip(let path, _) = items[0] else {
            Issue.record("expected a clip")
            return
        }
        #expect(path == Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerSize: CGSize(width: 5, height: 5), style: .continuous))
        #expect(items[2] == .popClip)
    }

    @Test func hiddenViewsKeepTheirSpaceButDrawNothing() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).hidden()
            Color.blue.frame(width: 10, height: 10)
        }
        let l = try list(view)
        #expect(l.size == CGSize(width: 20, height: 10))
        #expect(l.items.count == 1)
    }

    @Test func clearDrawsNothing() throws {
        #expect(try list(Color.clear.frame(width: 10, height: 10)).items.isEmpty)
    }

    @Test func descriptionIsReadable() throws {
        let text = try list(Color.red.frame(width: 4, height: 4).opacity(0.5)).description
        #expect(
            text == """
                DisplayList 4×4 @1x
                  opacity 0.5
                    fill rect(0, 0, 4×4) #FF3B30FF
                  end opacity
                """)
    }
}
