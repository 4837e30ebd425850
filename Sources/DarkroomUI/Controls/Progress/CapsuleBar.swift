/// The bar of `ProgressView`'s linear style and of the linear capacity gauges (`.linearCapacity`,
/// `.accessoryLinearCapacity`): a capsule track in `systemFill` with a tinted capsule over its leading `fraction`
/// (mirrored right to left with the layout).
nonisolated struct CapsuleBar: View {
    let fraction: Double
    let height: CGFloat
    /// Whether a non-zero fill is at least as wide as the bar is tall, so that it stays a capsule (the gauge's).
    var fillsAtLeastItsHeight = false

    @MainActor var body: some View {
        Capsule()
            .fill(LinearProgressViewStyle.track)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule()
                        .fill(.tint)
                        .frame(width: fillWidth(proxy.size.width))
                }
            }
            .frame(height: height)
    }

    private func fillWidth(_ width: CGFloat) -> CGFloat {
        let width = width * CGFloat(fraction)
        return fillsAtLeastItsHeight ? max(fraction > 0 ? height : 0, width) : width
    }
}
