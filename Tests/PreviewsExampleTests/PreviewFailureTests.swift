import Darkroom
import Synchronization
import Testing

// Previews that cannot become images, declared in this test module so that the example's stay clean.

#Preview("Nothing") {
    EmptyView()
}

#Preview("Zero size", traits: .sizeThatFitsLayout) {
    Color.red.frame(width: 0, height: 0)
}

#Preview("Missing artwork", traits: .sizeThatFitsLayout) {
    Image("no-such-artwork")
}

struct UnknownDevice_Previews: PreviewProvider {
    static var previews: some View {
        Text("Hello").previewDevice("iPhone 99")
    }
}

/// A failing preview fails with its name and place; a module without previews fails too.
@Suite @MainActor struct PreviewFailureTests {
    @Test func aModuleWithoutPreviewsFailsWithAClearMessage() {
        withKnownIssue {
            assertPreviewSnapshots(in: "Rasterizer")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("No previews found in module \"Rasterizer\"") && text.contains("PreviewsExample")
        }
    }

    @Test func aPreviewThatRendersNothingIsNamed() throws {
        let snapshots = PreviewSnapshots.make(in: "PreviewsExampleTests")
        let nothing = try #require(snapshots.first { $0.name == "PreviewFailureTests.Nothing" })
        guard case .failure(let error) = nothing.content else {
            Issue.record("expected a failure")
            return
        }
        #expect(
            error.description
                == "#Preview \"Nothing\" (PreviewsExampleTests/PreviewFailureTests.swift:7) renders nothing: its body has no view (EmptyView or an empty group). Give it a view, or delete it."
        )
    }

    @Test func anUnknownDeviceIsNamedWithTheKnownOnes() throws {
        let snapshots = PreviewSnapshots.make(in: "PreviewsExampleTests")
        let unknown = try #require(snapshots.first { $0.name == "UnknownDevice_Previews" })
        guard case .failure(let error) = unknown.content else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.description.contains("unknown device \"iPhone 99\""))
        #expect(error.description.contains("iPhone 13 Pro"))
    }

    @Test func everyFailureNamesItsPreviewAndPlace() {
        let collected = Mutex<[String]>([])
        withKnownIssue {
            assertPreviewSnapshots(in: "PreviewsExampleTests", record: .never)
        } matching: { issue in
            collected.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
            return true
        }
        let messages = collected.withLock { $0 }
        #expect(messages.count == 4)
        #expect(messages.contains { $0.hasPrefix("Preview #Preview \"Nothing\" (PreviewsExampleTests/PreviewFailureTests.swift:7) renders nothing") })
        #expect(messages.contains { $0.hasPrefix("Preview #Preview \"Zero size\" (PreviewsExampleTests/PreviewFailureTests.swift:11): ") })
        #expect(messages.contains { $0.hasPrefix("Preview #Preview \"Missing artwork\" (PreviewsExampleTests/PreviewFailureTests.swift:15): ") && $0.contains("no-such-artwork") })
        #expect(messages.contains { $0.hasPrefix("Preview UnknownDevice_Previews (PreviewsExampleTests/PreviewFailureTests.swift:19) names an unknown device") })
    }
}
