import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// `LabeledContent` as a settings screen uses it: label leading, value trailing in the secondary colour.
@MainActor
@Suite struct LabeledContentTests {
    struct AboutForm: View {
        var body: some View {
            Form {
                Section("About") {
                    LabeledContent("Name", value: "Darkroom's iPhone")
                    LabeledContent("Version", value: 17.4, format: .number)
                    LabeledContent("Capacity") { Text("128 GB") }
                    LabeledContent {
                        Text("Connected")
                    } label: {
                        Text("Wi-Fi")
                    }
                }
            }
        }
    }

    @Test func labelLeadsAndValueTrails() throws {
        let view = LabeledContent {
            box("value", 30, 10)
        } label: {
            box("label", 40, 10)
        }
        let layout = try inspect(view, width: 200)
        #expect(layout.size == CGSize(width: 200, height: 10))
        #expect(try layout.frame(of: "label") == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(try layout.frame(of: "value") == CGRect(x: 170, y: 0, width: 30, height: 10))
    }

    @Test func inAFormRowTheValueSitsAtTheRowsTrailingInset() throws {
        // A 390-pt form: section margins 20 pt, row insets 20 pt — content from x = 40 to x = 350.
        let view = Form {
            LabeledContent {
                box("value", 30, 10)
            } label: {
                box("label", 40, 10)
            }
        }
        let layout = try inspect(view, width: 390, height: 400)
        #expect(try layout.frame(of: "label").minX == 40)
        #expect(try layout.frame(of: "value").maxX == 350)
    }

    @Test func rightToLeftMirrors() throws {
        let view = LabeledContent {
            box("value", 30, 10)
        } label: {
            box("label", 40, 10)
        }
        .environment(\.layoutDirection, .rightToLeft)
        let layout = try inspect(view, width: 200)
        #expect(try layout.frame(of: "label") == CGRect(x: 160, y: 0, width: 40, height: 10))
        #expect(try layout.frame(of: "value") == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func valueIsSecondaryAndLabelPrimary(scheme: ColorScheme) throws {
        let form = AboutForm().frame(width: 390, height: 400)
        let name = try #require(try drawnText("Name", in: form, colorScheme: scheme))
        let value = try #require(try drawnText("Darkroom's iPhone", in: form, colorScheme: scheme))
        // UIColor.label and UIColor.secondaryLabel.
        #expect(name.color.description == (scheme == .light ? "#000000FF" : "#FFFFFFFF"))
        #expect(value.color.description == (scheme == .light ? "#3C3C4399" : "#EBEBF599"))
        #expect(value.frame.maxX <= 354 + 0.5 && value.frame.maxX > 340, "\(value.frame)")
    }

    @Test func formatStyleFormatsTheValue() throws {
        let texts = try drawnTexts(AboutForm().frame(width: 390, height: 400)).map(\.string)
        #expect(texts.contains("17.4"), "\(texts)")
        #expect(texts.contains("128 GB") && texts.contains("Connected") && texts.contains("Wi-Fi"))
    }

    struct VerticalStyle: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 2) {
                configuration.label
                configuration.content
            }
        }
    }

    @Test func customStyleGetsLabelAndContent() throws {
        let view = LabeledContent {
            box("value", 30, 10)
        } label: {
            box("label", 40, 10)
        }
        .labeledContentStyle(VerticalStyle())
        let layout = try inspect(view, width: 200)
        #expect(try layout.frame(of: "value").minY == 12)
        let label = try layout.frame(of: "label")
        #expect(try layout.frame(of: "value").minX == label.minX)
    }

    struct Decorated: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            LabeledContent(configuration).padding(5)
        }
    }

    @Test func styleCanWrapTheAutomaticLook() throws {
        let view = LabeledContent {
            box("value", 30, 10)
        } label: {
            box("label", 40, 10)
        }
        .labeledContentStyle(Decorated())
        let layout = try inspect(view, width: 200)
        #expect(layout.size == CGSize(width: 200, height: 20))
        #expect(try layout.frame(of: "value") == CGRect(x: 165, y: 5, width: 30, height: 10))
    }

    @Test func labelsHiddenLeavesTheValue() throws {
        let view = LabeledContent {
            box("value", 30, 10)
        } label: {
            box("label", 40, 10)
        }.labelsHidden()
        let layout = try inspect(view, width: 200)
        #expect(layout.frames(of: "label").isEmpty)
        #expect(try layout.frame(of: "value").width == 30)
    }
}
