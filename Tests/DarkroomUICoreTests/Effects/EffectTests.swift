import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// Blur, shadow, colour effects and transforms, checked against values computed by hand.
@Suite @MainActor struct EffectTests {
    @Test func blurSpreadsAnEdgeLikeAGaussian() throws {
        // A white half-plane blurred with σ = 4: at the edge the coverage is 1/2; 4 px (1σ) outside it is
        // Φ(−1) = 0.159 → 40; 4 px inside Φ(1) = 0.841 → 214. Three box passes stay within ~3% of that.
        let view = HStack(spacing: 0) {
            Color.white.frame(width: 50)
            Color.clear.frame(width: 50)
        }
        .frame(height: 40).blur(radius: 4)
        let image = try Rendered(view)
        let atEdge = image[x: 50, y: 20][3], outside = image[x: 54, y: 20][3], inside = image[x: 45, y: 20][3]
        #expect(abs(atEdge - 128) <= 20, "edge \(atEdge)")
        #expect(abs(outside - 40) <= 8, "outside \(outside)")
        #expect(abs(inside - 214) <= 8, "inside \(inside)")
    }

    @Test func opaqueBlurKeepsTheBoundsOpaque() throws {
        let view = Color.red.frame(width: 40, height: 40).blur(radius: 6, opaque: true).padding(10)
        let image = try Rendered(view)
        #expect(image[x: 10, y: 10][3] == 255)
        #expect(image[x: 5, y: 30][3] == 0)
    }

    @Test func hugeBlurRadiusIsClampedNotAHang() throws {
        let image = try Rendered(Color.red.frame(width: 40, height: 40).blur(radius: 10_000).padding(10))
        #expect(image.bitmap.width == 60)
        let nan = try Rendered(Color.red.frame(width: 10, height: 10).blur(radius: .nan))
        #expect(nan.matches(5, 5, [255, 59, 48, 255], tolerance: 0) || nan[x: 5, y: 5][3] == 255)
    }

    @Test func shadowFallsOffAtOneRadius() throws {
        // A black square with a pure black shadow of σ = 5, offset 0: 5 pt outside its edge the shadow alpha is Φ(−1) ≈ 0.159.
        let view = Rectangle().fill(Color.black).frame(width: 60, height: 60)
            .shadow(color: .black, radius: 5).padding(20)
        let image = try Rendered(view)
        let a = image[x: 84, y: 50][3]
        #expect(abs(a - 40) <= 8, "shadow alpha \(a)")
        #expect(image[x: 50, y: 50] == [0, 0, 0, 255])
        #expect(image[x: 0, y: 0][3] == 0)
    }

    @Test func largeShadowAtThreeXFallsOffAtOneRadius() throws {
        // σ = 10 pt = 30 px at 3×: drawn at a quarter resolution. 10 pt outside the edge: Φ(−1) ≈ 0.159 → 40.
        let view = Rectangle().fill(Color.black).frame(width: 60, height: 60).shadow(color: .black, radius: 10).padding(40)
        let image = try Rendered(view, scale: 3)
        let a = image[x: (100 + 10) * 3, y: 70 * 3][3]
        #expect(abs(a - 40) <= 8, "shadow alpha \(a)")
        let edge = image[x: 100 * 3 + 1, y: 70 * 3][3]
        #expect(abs(edge - 128) <= 12, "edge alpha \(edge)")
    }

    @Test func shadowOffsetMovesIt() throws {
        let view = Color.white.frame(width: 20, height: 20).shadow(color: .black, radius: 0, x: 10, y: 10).padding(20)
        let image = try Rendered(view)
        #expect(image[x: 45, y: 45] == [0, 0, 0, 255])
        #expect(image[x: 25, y: 25] == [255, 255, 255, 255])
    }

    @Test func brightnessAddsToEachComponent() throws {
        let image = try Rendered(Color(red: 0.2, green: 0.4, blue: 0.6).frame(width: 4, height: 4).brightness(0.2))
        #expect(image.matches(1, 1, [102, 153, 204, 255]))
    }

    @Test func colourEffects() throws {
        let invert = try Rendered(Color(red: 1, green: 0.5, blue: 0).frame(width: 4, height: 4).colorInvert())
        #expect(invert.matches(1, 1, [0, 127, 255, 255]))
        let gray = try Rendered(Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4).grayscale(1))
        #expect(gray.matches(1, 1, [54, 54, 54, 255]))
        let multiply = try Rendered(Color.white.frame(width: 4, height: 4).colorMultiply(Color(red: 0.5, green: 1, blue: 0)))
        #expect(multiply.matches(1, 1, [128, 255, 0, 255]))
        let luminance = try Rendered(Color.white.frame(width: 4, height: 4).luminanceToAlpha())
        #expect(luminance.matches(1, 1, [0, 0, 0, 255]))
        let contrast = try Rendered(Color(white: 0.75).frame(width: 4, height: 4).contrast(2))
        #expect(contrast.matches(1, 1, [255, 255, 255, 255]))
        let hue = try Rendered(Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4).hueRotation(.degrees(0)))
        #expect(hue.matches(1, 1, [255, 0, 0, 255]))
    }

    @Test func blendModeMultiply() throws {
        let view = ZStack {
            Color(red: 1, green: 1, blue: 0)
            Color(red: 0, green: 1, blue: 1).blendMode(.multiply)
        }.frame(width: 4, height: 4)
        let image = try Rendered(view)
        #expect(image.matches(1, 1, [0, 255, 0, 255]))
    }

    @Test func rotationByNinetyDegreesMovesAKnownPixel() throws {
        // A 40×40 view whose top-left 10×10 is red: rotated 90° clockwise about the centre, the red goes top-right.
        let view = ZStack(alignment: .topLeading) {
            Color.white
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
        }.frame(width: 40, height: 40).rotationEffect(.degrees(90))
        let image = try Rendered(view)
        #expect(image.matches(35, 5, [255, 0, 0, 255]))
        #expect(image.matches(5, 5, [255, 255, 255, 255]))
    }

    @Test func nanAngleDrawsUnrotated() throws {
        let plain = try Rendered(Color.red.frame(width: 10, height: 10))
        let nan = try Rendered(Color.red.frame(width: 10, height: 10).rotationEffect(.radians(.nan)))
        #expect(plain.bitmap == nan.bitmap)
    }

    @Test func scaleEffectScalesAroundTheAnchor() throws {
        let view = Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20).scaleEffect(0.5).frame(width: 20, height: 20)
        let image = try Rendered(view)
        #expect(image[x: 2, y: 2][3] == 0)
        #expect(image.matches(10, 10, [0, 0, 255, 255]))
    }

    @Test func rotatedTextIsDrawn() throws {
        let image = try Rendered(Text("Hello").font(.system(size: 20)).rotationEffect(.degrees(30)).padding(10))
        let inked = stride(from: 3, to: image.bitmap.pixels.count, by: 4).filter { image.bitmap.pixels[$0] > 0 }.count
        #expect(inked > 50)
    }

    @Test func rotation3DEffectProjects() throws {
        let flat = try Rendered(Color.red.frame(width: 40, height: 40))
        let tilted = try Rendered(Color.red.frame(width: 40, height: 40).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)))
        #expect(flat.bitmap != tilted.bitmap)
        // 45° about y with perspective 1 (distance 40): the trailing edge recedes to x = 20 + 14.14 / 1.354 = 30.4,
        // the leading edge comes closer and reaches past 0.
        #expect(tilted[x: 32, y: 20][3] == 0)
        #expect(tilted[x: 29, y: 20][3] == 255)
        #expect(tilted[x: 0, y: 20][3] == 255)
        #expect(tilted[x: 20, y: 20][3] == 255)
    }

    @Test func zeroSizedMasksHideTheView() throws {
        // SwiftUI: the mask's alpha where it is drawn, nothing elsewhere: a 0×0 mask shows nothing (and never crashes).
        let clearMask = try Rendered(Color.blue.frame(width: 20, height: 20).mask { Color.clear.frame(width: 0, height: 0) })
        let solidMask = try Rendered(Color.blue.frame(width: 20, height: 20).mask { Color.black.frame(width: 0, height: 0) })
        let emptyMask = try Rendered(Color.blue.frame(width: 20, height: 20).mask(alignment: .topLeading) { EmptyView() })
        for image in [clearMask, solidMask, emptyMask] {
            #expect(image.bitmap.width == 20)
            #expect((0..<20).allSatisfy { x in (0..<20).allSatisfy { y in image[x: x, y: y][3] == 0 } })
        }
        // A 0×0 view under a mask draws nothing; its sibling still draws.
        let zero = try Rendered(
            HStack(spacing: 0) {
                Color.blue.frame(width: 0, height: 0).mask(Circle())
                Color.red.frame(width: 4, height: 4)
            })
        #expect(zero[x: 2, y: 2] == [255, 59, 48, 255])
    }
}
