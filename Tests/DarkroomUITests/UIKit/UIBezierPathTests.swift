import DarkroomUI
import Foundation
import Testing

/// The rounded-corner shape app code builds from UIKit's `UIBezierPath`, written as apps write it.
struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

extension View {
    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(RoundedCorner(radius: radius, corners: corners))
    }
}

/// `UIBezierPath` and `UIRectCorner` as view code uses them with `import SwiftUI` alone (on iOS it brings UIKit).
@MainActor
@Suite struct UIBezierPathTests {
    let card = CGRect(x: 0, y: 0, width: 100, height: 60)

    @Test func onlyTheNamedCornersAreRounded() {
        let path = RoundedCorner(radius: 20, corners: [.topLeft, .topRight]).path(in: card)
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        #expect(!path.contains(CGPoint(x: 98, y: 2)))
        #expect(path.contains(CGPoint(x: 1, y: 59)))
        #expect(path.contains(CGPoint(x: 99, y: 59)))
        #expect(path.contains(CGPoint(x: 50, y: 1)))
    }

    @Test func theRadiusIsTheWidthOfTheRadiiAndAtMostHalfTheShorterSide() {
        // UIKit ignores cornerRadii.height: a 10-point radius leaves (2, 15) inside, a 40-point one would not.
        let uneven = Path(UIBezierPath(roundedRect: card, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 10, height: 40)).cgPath)
        #expect(uneven.contains(CGPoint(x: 2, y: 15)))
        // A radius larger than the card is clamped to 30 (half its height): the sides' middles are still inside.
        let clamped = RoundedCorner(radius: 500, corners: .allCorners).path(in: card)
        #expect(clamped.contains(CGPoint(x: 50, y: 1)))
        #expect(clamped.contains(CGPoint(x: 1, y: 30)))
        #expect(!clamped.contains(CGPoint(x: 5, y: 5)))
    }

    @Test func withNoCornersItDrawsTheRectangle() throws {
        func picture(_ view: some View) throws -> Bitmap {
            try ImageRenderer(content: view.frame(width: 100, height: 60)).render()
        }
        #expect(try picture(Color.blue.cornerRadius(16, corners: [])) == picture(Color.blue))
        #expect(try picture(Color.blue.cornerRadius(16, corners: .bottomLeft)) != picture(Color.blue))
    }

    @Test func reversingTracesTheOutlineBackwards() {
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addLine(to: CGPoint(x: 10, y: 0))
        triangle.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
        let reversed = Path(triangle.reversing().cgPath)
        #expect(
            reversed.elements == [
                .move(to: CGPoint(x: 10, y: 10)),
                .quadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 15, y: 5)),
                .line(to: CGPoint(x: 0, y: 0)),
            ])
        #expect(Path(triangle.reversing().reversing().cgPath).elements == Path(triangle.cgPath).elements)
    }

    @Test func aPathRoundTripsThroughCGPath() {
        let path = Path(roundedRect: card, cornerRadius: 12)
        #expect(Path(path.cgPath) == path)
        #expect(path.cgPath.boundingBox == card)
    }
}
