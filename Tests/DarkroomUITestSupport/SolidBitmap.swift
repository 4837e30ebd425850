import DarkroomUI

/// A solid bitmap of `width`×`height` in one colour.
package func solidBitmap(_ width: Int, _ height: Int, _ rgba: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)) -> Bitmap {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for i in stride(from: 0, to: pixels.count, by: 4) {
        pixels[i] = rgba.0
        pixels[i + 1] = rgba.1
        pixels[i + 2] = rgba.2
        pixels[i + 3] = rgba.3
    }
    return Bitmap(width: width, height: height, pixels: pixels)
}
