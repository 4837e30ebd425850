import Foundation
import DarkroomUI

/// The artwork of the header image (`Resources/header@3x.png`), drawn with DarkroomUI: a 390×120
/// indigo banner with confetti, a smiling face and the app's name. `JokeView` shows the committed
/// PNG, as the article's app shows an asset; `HeaderArtworkTests` regenerates the PNG from this
/// view when `JOKES_WRITE_HEADER=1`.
public struct HeaderArtwork: View {
    public init() {}

    public var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 24, style: .continuous)
                .fill(Color(red: 0.35, green: 0.32, blue: 0.84))
            Confetti()
            HStack(spacing: 18) {
                Smiley()
                    .frame(width: 76, height: 76)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Jokes")
                        .font(.system(size: 40, weight: .heavy))
                        .foregroundColor(.white)
                    Text("one tap, one laugh")
                        .font(.system(size: 16, weight: .medium))
                        .foregroundColor(Color(red: 1, green: 0.87, blue: 0.45))
                }
            }
        }
        .frame(width: 358, height: 120)
        .padding(.horizontal, 16)
    }
}

/// Small dots and rings scattered over the banner.
struct Confetti: View {
    var body: some View {
        ZStack {
            Circle().fill(Color(red: 1, green: 0.8, blue: 0.25)).frame(width: 12, height: 12).offset(x: -150, y: -38)
            Circle().fill(Color(red: 1, green: 0.45, blue: 0.55)).frame(width: 9, height: 9).offset(x: 150, y: 36)
            Circle().stroke(Color.white.opacity(0.6), lineWidth: 2).frame(width: 16, height: 16).offset(x: 132, y: -34)
            Circle().fill(Color(red: 0.45, green: 0.9, blue: 0.8)).frame(width: 8, height: 8).offset(x: -138, y: 40)
            Circle().stroke(Color(red: 1, green: 0.8, blue: 0.25), lineWidth: 2).frame(width: 14, height: 14).offset(x: 104, y: 42)
            Circle().fill(Color.white.opacity(0.5)).frame(width: 6, height: 6).offset(x: -104, y: -44)
        }
    }
}

/// A yellow smiling face with a black outline.
struct Smiley: View {
    var body: some View {
        ZStack {
            Circle().fill(Color(red: 1, green: 0.8, blue: 0.25))
            Circle().stroke(Color.black, lineWidth: 3)
            Ellipse().fill(Color.black).frame(width: 8, height: 13).offset(x: -13, y: -10)
            Ellipse().fill(Color.black).frame(width: 8, height: 13).offset(x: 13, y: -10)
            Path { path in
                path.addArc(
                    center: CGPoint(x: 38, y: 38), radius: 22,
                    startAngle: .degrees(25), endAngle: .degrees(155), clockwise: false)
            }
            .stroke(Color.black, style: StrokeStyle(lineWidth: 4, lineCap: .round))
        }
    }
}
