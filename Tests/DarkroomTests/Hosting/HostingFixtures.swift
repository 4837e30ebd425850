import Darkroom
import Foundation
import Rasterizer

/// A card as an app would write it: made from any thread (its memberwise initializer is nonisolated, as
/// SwiftUI's are), drawn on the main actor.
struct GreetingCard: View {
    var name: String

    var body: some View {
        VStack(spacing: 12) {
            Text("Hello, \(name)!")
                .font(.title)
            Text("Snapshots from plain tests")
                .font(.body)
                .foregroundStyle(.secondary)
            Capsule()
                .fill(Color.blue)
                .frame(width: 120, height: 32)
        }
        .padding()
    }
}

/// The card with the environment a trait stands for, set the SwiftUI way.
struct DressedCard: View {
    enum Dress { case largeType, rightToLeft, regularWidth }
    var card: GreetingCard
    var dress: Dress

    var body: some View {
        switch dress {
        case .largeType: card.dynamicTypeSize(.accessibility3)
        case .rightToLeft: card.environment(\.layoutDirection, .rightToLeft)
        case .regularWidth: card.environment(\.horizontalSizeClass, .regular)
        }
    }
}

/// A fixed-size block.
struct Block: View {
    var body: some View { Color.red.frame(width: 50, height: 20) }
}

/// A symbol without artwork.
struct MissingSymbol: View {
    var body: some View { Image(systemName: "no.such.symbol.anywhere") }
}

/// Takes a strategy's snapshot of a value, as `verifySnapshot` does, without a reference.
func snapshot<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>) throws -> Format {
    var taken: Format?
    try strategy.snapshot(value).run { taken = $0 }
    guard let taken else { throw SnapshotNotDelivered() }
    return taken
}

struct SnapshotNotDelivered: Error {}
