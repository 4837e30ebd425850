import Foundation
import Testing
@testable import Rasterizer

@Suite struct FillRuleTests {
    private func overlappingSquares() -> RasterPath {
        var path = RasterPath()
        path.addRect(CGRect(x: 2, y: 2, width: 10, height: 10))
        path.addRect(CGRect(x: 7, y: 7, width: 10, height: 10))
        return path
    }

    @Test func nonZeroFillsTheUnionOfOverlappingSquares() throws {
        let bitmap = try render(width: 20, height: 20) { $0.fill(overlappingSquares(), color: .white, rule: .nonZero) }
        #expect(bitmap.alpha(9, 9) == 255)
        #expect(abs(bitmap.coveredArea - (200 - 25)) < 0.01)
    }

    @Test func evenOddLeavesTheOverlapEmpty() throws {
        let bitmap = try render(width: 20, height: 20) { $0.fill(overlappingSquares(), color: .white, rule: .evenOdd) }
        #expect(bitmap.alpha(9, 9) == 0)
        #expect(bitmap.alpha(4, 4) == 255)
        #expect(abs(bitmap.coveredArea - (200 - 50)) < 0.01)
    }

    @Test func oppositeWindingCutsAHoleWithNonZero() throws {
        var path = RasterPath()
        path.addRect(CGRect(x: 2, y: 2, width: 16, height: 16))
        // The inner square drawn counter-clockwise.
        path.move(to: CGPoint(x: 6, y: 6))
        path.addLine(to: CGPoint(x: 6, y: 14))
        path.addLine(to: CGPoint(x: 14, y: 14))
        path.addLine(to: CGPoint(x: 14, y: 6))
        path.closeSubpath()
        let bitmap = try render(width: 20, height: 20) { $0.fill(path, color: .white) }
        #expect(bitmap.alpha(10, 10) == 0)
        #expect(abs(bitmap.coveredArea - (256 - 64)) < 0.01)
    }

    @Test func starCentreDependsOnRule() throws {
        var star = RasterPath()
        for i in 0..<5 {
            let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            let point = CGPoint(x: 20 + 18 * cos(angle), y: 20 + 18 * sin(angle))
            if i == 0 { star.move(to: point) } else { star.addLine(to: point) }
        }
        star.closeSubpath()
        let nonZero = try render(width: 40, height: 40) { $0.fill(star, color: .white, rule: .nonZero) }
        let evenOdd = try render(width: 40, height: 40) { $0.fill(star, color: .white, rule: .evenOdd) }
        #expect(nonZero.alpha(20, 20) == 255)
        #expect(evenOdd.alpha(20, 20) == 0)
        // A point inside one of the star's arms is filled under both rules.
        #expect(nonZero.alpha(20, 5) == 255)
        #expect(evenOdd.alpha(20, 5) == 255)
    }
}
