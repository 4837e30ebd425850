import Darkroom
import Foundation
import Testing

/// LabeledContent, DisclosureGroup, badges, gauges and ContentUnavailableView in the screens apps build
/// with them, on an iPhone 13 Pro in light and dark mode.
@MainActor @Suite struct SurfaceSnapshotTests {
    /// A settings screen: "About" values, a FAQ with one answer open, mailbox counts.
    struct AboutScreen: View {
        var body: some View {
            NavigationStack {
                Form {
                    Section("About") {
                        LabeledContent("Name", value: "Darkroom's iPhone")
                        LabeledContent("iOS Version", value: "17.4")
                        LabeledContent("Capacity", value: 128, format: .number)
                        LabeledContent("Wi-Fi") { Text("Connected") }
                    }
                    Section("Help") {
                        DisclosureGroup("How long does shipping take?", isExpanded: .constant(true)) {
                            Text("Orders ship within two working days.")
                        }
                        DisclosureGroup("Can I return an item?") {
                            Text("Yes, within 30 days.")
                        }
                    }
                    Section("Mailboxes") {
                        Label("Inbox", systemImage: "tray").badge(12)
                        Label("Flagged", systemImage: "flag").badge("New")
                        Label("Archive", systemImage: "folder")
                    }
                }
                .navigationTitle("General")
            }
        }
    }

    @Test func aboutScreen() {
        assertSnapshot(of: AboutScreen(), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: AboutScreen(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    /// A battery widget's gauges in every iOS style.
    struct BatteryGauges: View {
        let level = 0.72
        var body: some View {
            VStack(alignment: .leading, spacing: 20) {
                Gauge(value: level) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("72%")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                Gauge(value: level) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("72%")
                }
                .gaugeStyle(.accessoryLinearCapacity)
                Gauge(value: level) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("72%")
                }
                .gaugeStyle(.accessoryLinear)
                .tint(.green)
                HStack(spacing: 20) {
                    Gauge(value: level) {
                        Text("BAT")
                    } currentValueLabel: {
                        Text("72")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    Gauge(value: 67, in: 0...170) {
                        Text("BPM")
                    } currentValueLabel: {
                        Text("67")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("170")
                    }
                    .gaugeStyle(.accessoryCircular)
                    .tint(.red)
                }
            }
            .padding()
            .frame(width: 320)
        }
    }

    @Test func batteryGauges() {
        assertSnapshot(of: BatteryGauges(), as: .image(layout: .sizeThatFits, scale: 2))
        assertSnapshot(of: BatteryGauges(), as: .image(layout: .sizeThatFits, colorScheme: .dark, scale: 2))
    }

    /// A search screen with no results.
    struct EmptySearch: View {
        var body: some View {
            NavigationStack {
                ContentUnavailableView.search(text: "Zürich")
                    .navigationTitle("Cities")
            }
        }
    }

    @Test func emptySearch() {
        assertSnapshot(of: EmptySearch(), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: EmptySearch(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    /// A tab view whose Mail tab has a badge.
    struct MailTabs: View {
        var body: some View {
            TabView {
                ContentUnavailableView("No Mail", systemImage: "envelope", description: Text("New mail appears here."))
                    .tabItem { Label("Mail", systemImage: "envelope") }
                    .badge(3)
                Text("Settings")
                    .tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }

    @Test func mailTabs() {
        assertSnapshot(of: MailTabs(), as: .image(on: .iPhone13Pro))
    }

    /// The same screen right to left: values, chevrons and badges on the left.
    @Test func aboutScreenRightToLeft() {
        assertSnapshot(of: AboutScreen().environment(\.layoutDirection, .rightToLeft), as: .image(on: .iPhone13Pro))
    }
}
