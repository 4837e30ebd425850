/// The card at the top of the shop's home screen: the logo, the shop's name in its display face, and an order button
/// in the app's accent colour. Its colours and image come from the asset catalog through Xcode's generated symbols
/// (`Image(.logo)`, `Color(.cardBackground)`, `.brandRoast`; on Linux the DarkroomAssetSymbols plugin generates them).
public struct WelcomeCard: View {
    public init() {}

    public var body: some View {
        HStack(spacing: 14) {
            Image(.logo)
                .resizable()
                .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 2) {
                Text(verbatim: "Bean There")
                    .font(.custom(BrandFont.name, size: 28))
                    .foregroundStyle(.brandRoast)
                Text(verbatim: "Roasted on Fridays")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 8)
            Button {
            } label: {
                Image(systemName: "cup.and.saucer.fill")
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(16)
        .background(Color(.cardBackground), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .padding(16)
    }
}
