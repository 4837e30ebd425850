import DarkroomUI
import Rasterizer

/// The fixed screens of the portability check: every built-in face, weight and size class (Inter's Text and Display
/// cuts, Manjari, DejaVu serif, mono and condensed, the fallback faces), emoji, SF Symbols drawn from the symbol
/// fonts, right-to-left text, dark mode, gradients, shadows, blur and transforms.
@MainActor enum PortabilityScreens {
    struct Screen {
        let name: String
        let render: @MainActor () throws -> Bitmap
    }

    static func screen<V: View>(_ name: String, scale: CGFloat = 2, @ViewBuilder _ view: () -> V) -> Screen {
        let content = view()
        return Screen(name: name) {
            let renderer = ImageRenderer(content: content)
            renderer.scale = scale
            return try renderer.render()
        }
    }

    static let weights: [(String, Font.Weight)] = [
        ("Ultralight", .ultraLight), ("Thin", .thin), ("Light", .light), ("Regular", .regular), ("Medium", .medium),
        ("Semibold", .semibold), ("Bold", .bold), ("Heavy", .heavy), ("Black", .black),
    ]

    static var all: [Screen] {
        [
            screen("system-weights") {
                HStack(alignment: .top, spacing: 16) {
                    VStack(alignment: .leading, spacing: 2) {
                        ForEach(weights, id: \.0) { name, weight in
                            Text("\(name) 0123").font(.system(size: 15, weight: weight))
                            Text("\(name) italic").font(.system(size: 15, weight: weight)).italic()
                        }
                    }
                    VStack(alignment: .leading, spacing: 2) {
                        ForEach(weights, id: \.0) { name, weight in
                            Text(name).font(.system(size: 28, weight: weight))
                            Text("Italic").font(.system(size: 28, weight: weight)).italic()
                        }
                    }
                }
                .padding()
                .background(Color.white)
            },
            screen("text-styles") {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Large Title").font(.largeTitle)
                    Text("Title").font(.title)
                    Text("Title 2").font(.title2)
                    Text("Title 3").font(.title3)
                    Text("Headline").font(.headline)
                    Text("Body: The quick brown fox jumps over the lazy dog.").font(.body)
                    Text("Callout").font(.callout)
                    Text("Subheadline").font(.subheadline)
                    Text("Footnote").font(.footnote)
                    Text("Caption").font(.caption)
                    Text("Caption 2").font(.caption2)
                    Text("12:45 · 98.6% · 1,234").font(.body).monospacedDigit()
                }
                .frame(width: 340, alignment: .leading)
                .padding()
                .background(Color.white)
            },
            screen("designs") {
                VStack(alignment: .leading, spacing: 4) {
                    ForEach([Font.Weight.thin, .regular, .bold, .black], id: \.self) { weight in
                        Text("Rounded 42 kcal").font(.system(size: 20, weight: weight, design: .rounded))
                    }
                    Text("Serif Book").font(.system(size: 18, design: .serif))
                    Text("Serif Bold").font(.system(size: 18, weight: .bold, design: .serif))
                    Text("Serif Italic").font(.system(size: 18, design: .serif)).italic()
                    Text("Serif Bold Italic").font(.system(size: 18, weight: .bold, design: .serif)).italic()
                    Text("Serif Condensed").font(.system(size: 18, design: .serif)).fontWidth(.condensed)
                    Text("Serif Condensed Bold Italic").font(.system(size: 18, weight: .bold, design: .serif))
                        .italic().fontWidth(.condensed)
                    Text("let mono = 42 // code").font(.system(size: 16, design: .monospaced))
                    Text("Mono Bold").font(.system(size: 16, weight: .bold, design: .monospaced))
                    Text("Mono Italic").font(.system(size: 16, design: .monospaced)).italic()
                    Text("Mono Bold Italic").font(.system(size: 16, weight: .bold, design: .monospaced)).italic()
                    Text("Condensed sans").font(.system(size: 18)).fontWidth(.condensed)
                    Text("Condensed Bold Italic").font(.system(size: 18, weight: .bold)).italic().fontWidth(.condensed)
                    Text("Fallbacks: ⤵ ∮ ∑ ≠ → Ω ✓ ★")
                    Text("Fallbacks bold italic: ⤵ ∮ →").bold().italic()
                }
                .padding()
                .background(Color.white)
            },
            screen("emoji-and-symbols") {
                VStack(spacing: 12) {
                    Text("Making up a joke 🤭 ⤵️ 👍🏽 🇩🇪 👨‍👩‍👧 ❤️").font(.title2)
                    Text("😀").font(.system(size: 64))
                    HStack(spacing: 14) {
                        Image(systemName: "star.fill")
                        Image(systemName: "heart")
                        Image(systemName: "gear")
                        Image(systemName: "magnifyingglass")
                        Image(systemName: "chevron.right")
                        Image(systemName: "person.crop.circle")
                        Image(systemName: "trash")
                        Image(systemName: "bell.badge")
                    }
                    .font(.title)
                    .foregroundStyle(.blue)
                    Label("Settings", systemImage: "gearshape")
                }
                .padding()
                .background(Color.white)
            },
            screen("right-to-left") {
                VStack(alignment: .leading, spacing: 8) {
                    Text("مرحبا بالعالم، هذا نص عربي")
                    Text("שלום עולם, זה טקסט בעברית")
                    Text("Mixed: العربية and English 123")
                    HStack {
                        Image(systemName: "chevron.forward")
                        Text("التالي")
                    }
                }
                .environment(\.layoutDirection, .rightToLeft)
                .frame(width: 300, alignment: .leading)
                .padding()
                .background(Color.white)
            },
            screen("dark-list", scale: 3) {
                NavigationStack {
                    List {
                        Section("Account") {
                            Label("Profile", systemImage: "person.crop.circle")
                            HStack {
                                Text("Username")
                                Spacer()
                                Text("appleseed").foregroundStyle(.secondary)
                            }
                            Toggle("Notifications", isOn: .constant(true))
                        }
                        Section("About") {
                            Text("Version 1.0 (42)")
                            Text("Cafés, naïve façades — “quotes” … ½")
                        }
                    }
                    .navigationTitle("Settings")
                }
                .frame(width: 390, height: 520)
                .environment(\.colorScheme, .dark)
            },
            screen("paint-and-effects") {
                VStack(spacing: 16) {
                    HStack(spacing: 16) {
                        RoundedRectangle(cornerRadius: 16)
                            .fill(LinearGradient(colors: [.purple, .orange], startPoint: .topLeading, endPoint: .bottomTrailing))
                            .frame(width: 100, height: 80)
                            .shadow(color: .black.opacity(0.4), radius: 8, x: 0, y: 4)
                        Circle()
                            .fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 2, endRadius: 50))
                            .frame(width: 80, height: 80)
                        Capsule()
                            .fill(AngularGradient(colors: [.red, .green, .blue, .red], center: .center))
                            .frame(width: 100, height: 50)
                    }
                    HStack(spacing: 24) {
                        Text("Blur").font(.title).blur(radius: 3)
                        Text("Rotated").rotationEffect(.degrees(30))
                        Text("Scaled").scaleEffect(1.5)
                        Rectangle().fill(.teal).frame(width: 40, height: 40)
                            .rotationEffect(.degrees(45)).opacity(0.7)
                    }
                    Text("Gradient text")
                        .font(.largeTitle.bold())
                        .foregroundStyle(LinearGradient(colors: [.blue, .pink], startPoint: .leading, endPoint: .trailing))
                        .shadow(radius: 2)
                }
                .padding(24)
                .background(Color.white)
            },
        ]
    }
}
