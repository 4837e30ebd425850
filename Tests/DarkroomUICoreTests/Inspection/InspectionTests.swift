import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// The inspection API: sizes, frames by identifier, errors, dumps.
@MainActor @Suite struct InspectionTests {
    @Test func missingIdentifierListsTheExistingOnes() throws {
        let layout = try inspect(
            VStack {
                box("first")
                box("second")
                box("first")
            })
        #expect(layout.identifiers == ["first", "second"])
        #expect(throws: LayoutInspectionError.identifierNotFound("third", available: ["first", "second"])) {
            try layout.frame(of: "third")
        }
        let message = LayoutInspectionError.identifierNotFound("third", available: ["first", "second"]).description
        #expect(message == "No view with accessibilityIdentifier \"third\". Identifiers in this layout: \"first\", \"second\".")
        #expect(layout.frames(of: "first").count == 2)
    }

    @Test func dumpIsDeterministicAndReadable() throws {
        let view = VStack(alignment: .leading, spacing: 4) {
            Color.red.frame(width: 100.0 / 3, height: 10).accessibilityIdentifier("third")
            HStack {
                Spacer()
                Circle().frame(width: 5, height: 5)
            }
        }
        .padding(8)
        let layout = try inspect(view, width: 100, height: nil)
        // VStack: 10 + 4 + 5 (HStack: spacer 0 tall, circle 5) = 19; plus 2 × 8 padding = 35.
        // HStack: 84 wide, spacer next to the circle with 0 spacing → 79, circle at 8 + 79 = 87.
        let expected = """
            proposal 100×nil → size 100×35
            padding(8) [0, 0, 100×35]
              VStack(alignment: leading, spacing: 4) [8, 8, 84×19]
                frame(width: 33.33, height: 10) [8, 8, 33.33×10] #third
                  Color(red) [8, 8, 33.33×10]
                HStack(alignment: center, spacing: nil) [8, 22, 84×5]
                  Spacer(minLength: 8) [8, 24.5, 79×0]
                  frame(width: 5, height: 5) [87, 22, 5×5]
                    Circle(fill: #000000FF) [87, 22, 5×5]

            """
        #expect(layout.dump() == expected)
        // Same input, same bytes.
        #expect(try inspect(view, width: 100, height: nil).dump() == expected)
    }

    @Test func numbersAreFormattedWithoutLocale() throws {
        let layout = try inspect(Color.red.frame(width: 1234.5678, height: 0.004))
        #expect(layout.dump().contains("1234.57×0"))
    }

    @Test func dumpShowsModifiersAndDecorations() throws {
        let view = Capsule().stroke(style: StrokeStyle(lineWidth: 3))
            .frame(width: 20, height: 10)
            .background(Color("Missing"))
            .opacity(0.5)
        let layout = try inspect(view)
        let dump = layout.dump()
        #expect(dump.contains("opacity(0.5)"))
        #expect(dump.contains("background"))
        #expect(dump.contains("stroke<Capsule>(stroke: #000000FF, lineWidth: 3)"))
        #expect(layout.diagnostics.count == 1)
        #expect(layout.diagnostics.first?.hasPrefix("No color named 'Missing' found: searched the asset catalogues") == true)
    }
}
