import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// The app's `AccentColor` colour set is `Color.accentColor` and the default tint of the controls iOS tints.
@Suite @MainActor struct AppAccentColorTests {
    static let teal = [41, 151, 171, 255]
    static let darkTeal = [72, 187, 207, 255]
    static let systemBlue = [0, 122, 255, 255]

    /// A bundle like an app's: `Assets.xcassets` with `AccentColor` (teal, a lighter teal in dark mode), as Xcode
    /// writes it, plus the given extra colour sets.
    func appBundle(accentName: String = "AccentColor", infoPlist: String? = nil) throws -> (Bundle, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-accent-\(UUID().uuidString)")
        let set = root.appendingPathComponent("Assets.xcassets/\(accentName).colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : { "alpha" : "1.000", "blue" : "0xAB", "green" : "0x97", "red" : "0x29" }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : {
                "color-space" : "srgb",
                "components" : { "alpha" : "1.000", "blue" : "0xCF", "green" : "0xBB", "red" : "0x48" }
              },
              "idiom" : "universal"
            }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        if let infoPlist { try infoPlist.write(to: root.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8) }
        return (try #require(Bundle(path: root.path)), root)
    }

    /// The opaque colours of a render at 3x (glyph interiors and fills are fully covered there).
    func colours<V: View>(_ view: V, accent: AppAccentColor, scheme: ColorScheme = .light) throws -> Set<[Int]> {
        let rendered = try Rendered(view.environment(\.appAccentColor, accent), scale: 3, colorScheme: scheme)
        var found = Set<[Int]>()
        for y in 0..<rendered.bitmap.height {
            for x in 0..<rendered.bitmap.width where rendered[x: x, y: y][3] == 255 { found.insert(rendered[x: x, y: y]) }
        }
        return found
    }

    struct Controls: View {
        @State private var extraShot = true
        var body: some View {
            VStack(spacing: 12) {
                Button("Order") {}
                Link("Menu", destination: URL(string: "https://example.com/menu")!)
                Toggle("Extra shot", isOn: $extraShot).toggleStyle(.button)
            }
            .font(.title)
            .padding()
        }
    }

    struct Favourites: View {
        var body: some View {
            List {
                Label("Favourites", systemImage: "star.fill")
            }
            .frame(width: 320, height: 120)
        }
    }

    @Test func controlsDrawInTheAppsAccentColour() throws {
        let (bundle, root) = try appBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let accent = AppAccentColor(bundle: bundle)
        let controls = try colours(Controls(), accent: accent)
        #expect(controls.contains(Self.teal))
        #expect(!controls.contains(Self.systemBlue))
        let list = try colours(Favourites(), accent: accent)
        #expect(list.contains(Self.teal))
        #expect(!list.contains(Self.systemBlue))
        let dark = try colours(Controls(), accent: accent, scheme: .dark)
        #expect(dark.contains(Self.darkTeal))
    }

    @Test func withoutACatalogueTheTintIsSystemBlue() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-accent-none-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let emptyBundleOrNil: Bundle? = Bundle(path: empty.path)
        let emptyBundle = try #require(emptyBundleOrNil)
        let accent = AppAccentColor(bundle: emptyBundle)
        let controls = try colours(Controls(), accent: accent)
        #expect(controls.contains(Self.systemBlue))
        #expect(!controls.contains(Self.teal))
        #expect(try colours(Favourites(), accent: accent).contains(Self.systemBlue))
        // `.system` ignores an app's catalogue.
        let (_, root) = try appBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try colours(Controls(), accent: .system).contains(Self.systemBlue))
    }

    @Test func tintAndAccentColorModifiersStillOverride() throws {
        let (bundle, root) = try appBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let accent = AppAccentColor(bundle: bundle)
        let tinted = try colours(Controls().tint(.orange), accent: accent)
        #expect(tinted.contains([255, 149, 0, 255]))
        #expect(!tinted.contains(Self.teal))
        let accented = try colours(Controls().accentColor(.pink), accent: accent)
        #expect(accented.contains([255, 45, 85, 255]))
    }

    @Test func theSwitchStaysGreenAsOnIOS() throws {
        let (bundle, root) = try appBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let toggle = Toggle("Decaf", isOn: .constant(true)).padding()
        let found = try colours(toggle, accent: AppAccentColor(bundle: bundle))
        #expect(found.contains([52, 199, 89, 255]))
        #expect(!found.contains(Self.teal))
    }

    @Test func anotherNameThroughTheSettingOrInfoPlist() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>NSAccentColorName</key>
            \t<string>BrandTint</string>
            </dict>
            </plist>
            """
        let (bundle, root) = try appBundle(accentName: "BrandTint", infoPlist: plist)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try colours(Controls(), accent: AppAccentColor(bundle: bundle)).contains(Self.teal))
        #expect(try colours(Controls(), accent: AppAccentColor(name: "BrandTint", bundle: bundle)).contains(Self.teal))
        // A name with no colour set: system blue, as on iOS.
        #expect(try colours(Controls(), accent: AppAccentColor(name: "Nope", bundle: bundle)).contains(Self.systemBlue))
    }

    @Test func aMalformedAccentColourIsAnErrorNamingTheFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-accent-bad-\(UUID().uuidString)")
        let set = root.appendingPathComponent("Assets.xcassets/AccentColor.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try #"{"colors" : [{"color" : {"platform" : "ios", "reference" : "accentBlueColor"}, "idiom" : "universal"}]}"#
            .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: root) }
        let bundleOrNil: Bundle? = Bundle(path: root.path)
        let bundle = try #require(bundleOrNil)
        let view = Color.accentColor.frame(width: 4, height: 4).environment(\.appAccentColor, AppAccentColor(bundle: bundle))
        #expect {
            _ = try ImageRenderer(content: view).render()
        } throws: { error in
            let message = String(describing: error)
            return message.contains("AccentColor.colorset/Contents.json") && message.contains("colors[0].color.reference")
        }
    }
}
