import Darkroom
import Foundation
import Testing

/// Navigation, search and errors on plain view values, written the way app code is.
@MainActor
@Suite struct InspectionNavigationTests {
    struct ProfileView: View {
        let name: String
        let isPremium: Bool
        var onSignOut: () -> Void = {}

        var body: some View {
            VStack(alignment: .leading) {
                Text(name)
                    .font(.headline)
                    .foregroundColor(.blue)
                if isPremium {
                    Label("Premium", image: "star")
                }
                Toggle("Notifications", isOn: .constant(true))
                Button("Sign out", action: onSignOut)
                    .accessibilityIdentifier("signOut")
                    .disabled(!isPremium)
            }
            .padding(.horizontal, 12)
            .frame(width: 300)
        }
    }

    @Test func typedNavigationReachesTextAndItsModifiers() throws {
        let sut = ProfileView(name: "Anna", isPremium: true)
        let text = try sut.inspect().vStack().text(0)
        #expect(try text.string() == "Anna")
        #expect(try text.font() == .headline)
        #expect(try text.foregroundColor() == .blue)
        #expect(try sut.inspect().vStack().padding(.horizontal) == 12)
        #expect(try sut.inspect().vStack().fixedFrame().width == 300)
    }

    @Test func actualViewReturnsTheValue() throws {
        let sut = ProfileView(name: "Anna", isPremium: false)
        #expect(try sut.inspect().view(ProfileView.self).actualView().name == "Anna")
    }

    @Test func indexOutOfRangeSaysHowManyChildrenThereAre() throws {
        let sut = ProfileView(name: "Anna", isPremium: true)
        #expect {
            try sut.inspect().vStack().text(7)
        } throws: { error in
            (error as? InspectionError)?.description.contains("the view has 4 children") == true
        }
    }

    @Test func anAbsentIfBranchIsReported() throws {
        let sut = ProfileView(name: "Anna", isPremium: false)
        #expect {
            try sut.inspect().vStack().label(1)
        } throws: { error in
            (error as? InspectionError)?.description.contains("absent") == true
        }
    }

    @Test func aTypeMismatchNamesBothTypes() throws {
        let sut = ProfileView(name: "Anna", isPremium: true)
        #expect {
            try sut.inspect().vStack().button(0)
        } throws: { error in
            let text = (error as? InspectionError)?.description ?? ""
            return text.contains("expected Button") && text.contains("found Text")
        }
    }

    @Test func aMissingModifierListsTheOnesThere() throws {
        let sut = ProfileView(name: "Anna", isPremium: true)
        #expect {
            try sut.inspect().vStack().blur()
        } throws: { error in
            (error as? InspectionError)?.description.contains("it has: frame(width:height:alignment:), padding") == true
        }
    }

    @Test func findTextAndButtonAndIdentifier() throws {
        var signedOut = false
        let sut = ProfileView(name: "Anna", isPremium: true, onSignOut: { signedOut = true })
        #expect(try sut.inspect().find(text: "Notifications").string() == "Notifications")
        try sut.inspect().find(button: "Sign out").tap()
        #expect(signedOut)
        #expect(try sut.inspect().find(viewWithAccessibilityIdentifier: "signOut").button().labelView().text().string() == "Sign out")
        #expect(try sut.inspect().find(ViewType.Toggle.self).isOn())
    }

    @Test func findListsTheNearestTexts() throws {
        let sut = ProfileView(name: "Anna", isPremium: true)
        #expect {
            try sut.inspect().find(text: "Notification")
        } throws: { error in
            (error as? InspectionError)?.description.contains("nearest: \"Notifications\"") == true
        }
    }

    @Test func tappingADisabledButtonThrows() throws {
        var signedOut = false
        let sut = ProfileView(name: "Anna", isPremium: false, onSignOut: { signedOut = true })
        #expect(throws: InspectionError.self) { try sut.inspect().find(button: "Sign out").tap() }
        #expect(!signedOut)
    }

    @Test func findAllWalksForEachAndNestedCustomViews() throws {
        struct Row: View {
            let title: String
            var body: some View {
                HStack {
                    Text(title)
                    Spacer()
                }
            }
        }
        struct Rows: View {
            var body: some View {
                VStack {
                    ForEach(["a", "b", "c"], id: \.self) { Row(title: $0) }
                }
                .background(Text("behind"))
            }
        }
        #expect(try Rows().inspect().findAll(Row.self).map { try $0.actualView().title } == ["a", "b", "c"])
        #expect(try Rows().inspect().findAll(ViewType.Text.self).map { try $0.string() } == ["behind", "a", "b", "c"])
        #expect(try Rows().inspect().find(Row.self, where: { try $0.actualView().title == "b" }).hStack().text(0).string() == "b")
    }

    @Test func labelStyleAndToggleStyleReadBack() throws {
        let toggle = Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(.button)
        #expect(try toggle.inspect().toggleStyle() is ButtonToggleStyle)
        let progress = ProgressView(value: 0.5).progressViewStyle(.linear)
        #expect(try progress.inspect().progressViewStyle() is LinearProgressViewStyle)
        let box = GroupBox("Today") { Text("3 words") }.groupBoxStyle(.automatic)
        #expect(try box.inspect().groupBoxStyle() is DefaultGroupBoxStyle)
    }

    @Test func inspectableIsAcceptedButNotNeeded() throws {
        struct Marked: View, Inspectable {
            var body: some View { Text("marked") }
        }
        #expect(try Marked().inspect().text().string() == "marked")
    }
}
