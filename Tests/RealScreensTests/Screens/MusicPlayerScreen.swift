import DarkroomUI

// A now-playing screen: artwork with a shadow over a blurred gradient, a material panel,
// a scrubber Slider with monospaced times, transport symbols and a volume slider.

@Observable
final class PlayerModel {
    var title = "Midnight City"
    var artist = "M83"
    var duration: TimeInterval = 243
    var position: TimeInterval = 81
    var volume = 0.6
    var isPlaying = true

    func formatted(_ seconds: TimeInterval) -> String {
        let total = Int(seconds)
        return String(format: "%d:%02d", total / 60, total % 60)
    }
}

struct MusicPlayerScreen: View {
    @State private var player = PlayerModel()

    var body: some View {
        ZStack {
            LinearGradient(colors: [.purple, .indigo, .black], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()

            VStack(spacing: 28) {
                Capsule()
                    .fill(.secondary)
                    .frame(width: 40, height: 5)

                RoundedRectangle(cornerRadius: 16)
                    .fill(AngularGradient(colors: [.pink, .orange, .yellow, .pink], center: .center))
                    .aspectRatio(1, contentMode: .fit)
                    .overlay {
                        Image(systemName: "music.note")
                            .font(.system(size: 96, weight: .bold))
                            .foregroundStyle(.white.opacity(0.9))
                    }
                    .shadow(color: .black.opacity(0.4), radius: 20, y: 10)
                    .padding(.horizontal, 8)

                HStack {
                    VStack(alignment: .leading) {
                        Text(player.title)
                            .font(.title2.bold())
                        Text(player.artist)
                            .font(.title3)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Image(systemName: "ellipsis.circle.fill")
                        .font(.title)
                        .symbolRenderingMode(.hierarchical)
                }

                VStack(spacing: 6) {
                    Slider(value: $player.position, in: 0...player.duration)
                        .tint(.white)
                    HStack {
                        Text(player.formatted(player.position))
                        Spacer()
                        Text("-" + player.formatted(player.duration - player.position))
                    }
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.secondary)
                }

                HStack(spacing: 48) {
                    Button {
                    } label: {
                        Image(systemName: "backward.fill")
                    }
                    Button {
                        player.isPlaying.toggle()
                    } label: {
                        Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
                            .font(.system(size: 44))
                    }
                    Button {
                    } label: {
                        Image(systemName: "forward.fill")
                    }
                }
                .font(.title)
                .buttonStyle(.plain)

                HStack {
                    Image(systemName: "speaker.fill")
                    Slider(value: $player.volume)
                    Image(systemName: "speaker.wave.3.fill")
                }
                .font(.footnote)
                .foregroundStyle(.secondary)
                .tint(.white)

                ProgressView(value: 0.35) {
                    Text("Downloading")
                        .font(.caption2)
                }
                .tint(.white)
                .padding(12)
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
            }
            .padding(.horizontal, 28)
            .foregroundStyle(.white)
        }
        .preferredColorScheme(.dark)
    }
}

#Preview {
    MusicPlayerScreen()
}
