import DarkroomUI

// Typed navigation, ViewInspector's spelling: `x()` is this view (or the one it stands for) as an X; `x(i)` is
// the child at index i, which must be an X.
extension InspectableView {
    /// This view, or the single view it stands for, as a `VStack`.
    public func vStack() throws -> InspectableView<ViewType.VStack> {
        try single(ViewType.VStack.self, call: "vStack()")
    }

    /// The child at `index`, which must be a `VStack`.
    public func vStack(_ index: Int) throws -> InspectableView<ViewType.VStack> {
        try child(ViewType.VStack.self, at: index, call: "vStack(\(index))")
    }

    /// This view, or the single view it stands for, as a `HStack`.
    public func hStack() throws -> InspectableView<ViewType.HStack> {
        try single(ViewType.HStack.self, call: "hStack()")
    }

    /// The child at `index`, which must be a `HStack`.
    public func hStack(_ index: Int) throws -> InspectableView<ViewType.HStack> {
        try child(ViewType.HStack.self, at: index, call: "hStack(\(index))")
    }

    /// This view, or the single view it stands for, as a `ZStack`.
    public func zStack() throws -> InspectableView<ViewType.ZStack> {
        try single(ViewType.ZStack.self, call: "zStack()")
    }

    /// The child at `index`, which must be a `ZStack`.
    public func zStack(_ index: Int) throws -> InspectableView<ViewType.ZStack> {
        try child(ViewType.ZStack.self, at: index, call: "zStack(\(index))")
    }

    /// This view, or the single view it stands for, as a `Group`.
    public func group() throws -> InspectableView<ViewType.Group> {
        try single(ViewType.Group.self, call: "group()")
    }

    /// The child at `index`, which must be a `Group`.
    public func group(_ index: Int) throws -> InspectableView<ViewType.Group> {
        try child(ViewType.Group.self, at: index, call: "group(\(index))")
    }

    /// This view, or the single view it stands for, as a `ForEach`.
    public func forEach() throws -> InspectableView<ViewType.ForEach> {
        try single(ViewType.ForEach.self, call: "forEach()")
    }

    /// The child at `index`, which must be a `ForEach`.
    public func forEach(_ index: Int) throws -> InspectableView<ViewType.ForEach> {
        try child(ViewType.ForEach.self, at: index, call: "forEach(\(index))")
    }

    /// This view, or the single view it stands for, as a `AnyView`.
    public func anyView() throws -> InspectableView<ViewType.AnyView> {
        try single(ViewType.AnyView.self, call: "anyView()")
    }

    /// The child at `index`, which must be a `AnyView`.
    public func anyView(_ index: Int) throws -> InspectableView<ViewType.AnyView> {
        try child(ViewType.AnyView.self, at: index, call: "anyView(\(index))")
    }

    /// This view, or the single view it stands for, as a `EmptyView`.
    public func emptyView() throws -> InspectableView<ViewType.EmptyView> {
        try single(ViewType.EmptyView.self, call: "emptyView()")
    }

    /// The child at `index`, which must be a `EmptyView`.
    public func emptyView(_ index: Int) throws -> InspectableView<ViewType.EmptyView> {
        try child(ViewType.EmptyView.self, at: index, call: "emptyView(\(index))")
    }

    /// This view, or the single view it stands for, as a `Text`.
    public func text() throws -> InspectableView<ViewType.Text> {
        try single(ViewType.Text.self, call: "text()")
    }

    /// The child at `index`, which must be a `Text`.
    public func text(_ index: Int) throws -> InspectableView<ViewType.Text> {
        try child(ViewType.Text.self, at: index, call: "text(\(index))")
    }

    /// This view, or the single view it stands for, as a `Image`.
    public func image() throws -> InspectableView<ViewType.Image> {
        try single(ViewType.Image.self, call: "image()")
    }

    /// The child at `index`, which must be a `Image`.
    public func image(_ index: Int) throws -> InspectableView<ViewType.Image> {
        try child(ViewType.Image.self, at: index, call: "image(\(index))")
    }

    /// This view, or the single view it stands for, as a `Button`.
    public func button() throws -> InspectableView<ViewType.Button> {
        try single(ViewType.Button.self, call: "button()")
    }

    /// The child at `index`, which must be a `Button`.
    public func button(_ index: Int) throws -> InspectableView<ViewType.Button> {
        try child(ViewType.Button.self, at: index, call: "button(\(index))")
    }

    /// This view, or the single view it stands for, as a `Toggle`.
    public func toggle() throws -> InspectableView<ViewType.Toggle> {
        try single(ViewType.Toggle.self, call: "toggle()")
    }

    /// The child at `index`, which must be a `Toggle`.
    public func toggle(_ index: Int) throws -> InspectableView<ViewType.Toggle> {
        try child(ViewType.Toggle.self, at: index, call: "toggle(\(index))")
    }

    /// This view, or the single view it stands for, as a `Label`.
    public func label() throws -> InspectableView<ViewType.Label> {
        try single(ViewType.Label.self, call: "label()")
    }

    /// The child at `index`, which must be a `Label`.
    public func label(_ index: Int) throws -> InspectableView<ViewType.Label> {
        try child(ViewType.Label.self, at: index, call: "label(\(index))")
    }

    /// This view, or the single view it stands for, as a `GroupBox`.
    public func groupBox() throws -> InspectableView<ViewType.GroupBox> {
        try single(ViewType.GroupBox.self, call: "groupBox()")
    }

    /// The child at `index`, which must be a `GroupBox`.
    public func groupBox(_ index: Int) throws -> InspectableView<ViewType.GroupBox> {
        try child(ViewType.GroupBox.self, at: index, call: "groupBox(\(index))")
    }

    /// This view, or the single view it stands for, as a `ProgressView`.
    public func progressView() throws -> InspectableView<ViewType.ProgressView> {
        try single(ViewType.ProgressView.self, call: "progressView()")
    }

    /// The child at `index`, which must be a `ProgressView`.
    public func progressView(_ index: Int) throws -> InspectableView<ViewType.ProgressView> {
        try child(ViewType.ProgressView.self, at: index, call: "progressView(\(index))")
    }

    /// This view, or the single view it stands for, as a `Grid`.
    public func grid() throws -> InspectableView<ViewType.Grid> {
        try single(ViewType.Grid.self, call: "grid()")
    }

    /// The child at `index`, which must be a `Grid`.
    public func grid(_ index: Int) throws -> InspectableView<ViewType.Grid> {
        try child(ViewType.Grid.self, at: index, call: "grid(\(index))")
    }

    /// This view, or the single view it stands for, as a `GridRow`.
    public func gridRow() throws -> InspectableView<ViewType.GridRow> {
        try single(ViewType.GridRow.self, call: "gridRow()")
    }

    /// The child at `index`, which must be a `GridRow`.
    public func gridRow(_ index: Int) throws -> InspectableView<ViewType.GridRow> {
        try child(ViewType.GridRow.self, at: index, call: "gridRow(\(index))")
    }

    /// This view, or the single view it stands for, as a `Spacer`.
    public func spacer() throws -> InspectableView<ViewType.Spacer> {
        try single(ViewType.Spacer.self, call: "spacer()")
    }

    /// The child at `index`, which must be a `Spacer`.
    public func spacer(_ index: Int) throws -> InspectableView<ViewType.Spacer> {
        try child(ViewType.Spacer.self, at: index, call: "spacer(\(index))")
    }

    /// This view, or the single view it stands for, as a `Divider`.
    public func divider() throws -> InspectableView<ViewType.Divider> {
        try single(ViewType.Divider.self, call: "divider()")
    }

    /// The child at `index`, which must be a `Divider`.
    public func divider(_ index: Int) throws -> InspectableView<ViewType.Divider> {
        try child(ViewType.Divider.self, at: index, call: "divider(\(index))")
    }

    /// This view, or the single view it stands for, as a `Color`.
    public func color() throws -> InspectableView<ViewType.Color> {
        try single(ViewType.Color.self, call: "color()")
    }

    /// The child at `index`, which must be a `Color`.
    public func color(_ index: Int) throws -> InspectableView<ViewType.Color> {
        try child(ViewType.Color.self, at: index, call: "color(\(index))")
    }

    /// This view, or the single view it stands for, as a `Shape`.
    public func shape() throws -> InspectableView<ViewType.Shape> {
        try single(ViewType.Shape.self, call: "shape()")
    }

    /// The child at `index`, which must be a `Shape`.
    public func shape(_ index: Int) throws -> InspectableView<ViewType.Shape> {
        try child(ViewType.Shape.self, at: index, call: "shape(\(index))")
    }

    /// This view, or the single view it stands for, as a `GeometryReader`.
    public func geometryReader() throws -> InspectableView<ViewType.GeometryReader> {
        try single(ViewType.GeometryReader.self, call: "geometryReader()")
    }

    /// The child at `index`, which must be a `GeometryReader`.
    public func geometryReader(_ index: Int) throws -> InspectableView<ViewType.GeometryReader> {
        try child(ViewType.GeometryReader.self, at: index, call: "geometryReader(\(index))")
    }

    /// This view, or the single view it stands for, as a `ViewThatFits`.
    public func viewThatFits() throws -> InspectableView<ViewType.ViewThatFits> {
        try single(ViewType.ViewThatFits.self, call: "viewThatFits()")
    }

    /// The child at `index`, which must be a `ViewThatFits`.
    public func viewThatFits(_ index: Int) throws -> InspectableView<ViewType.ViewThatFits> {
        try child(ViewType.ViewThatFits.self, at: index, call: "viewThatFits(\(index))")
    }

    /// This view, or the single view it stands for, as a `StyleConfiguration.Label`.
    public func styleConfigurationLabel() throws -> InspectableView<ViewType.StyleConfiguration.Label> {
        try single(ViewType.StyleConfiguration.Label.self, call: "styleConfigurationLabel()")
    }

    /// The child at `index`, which must be a `StyleConfiguration.Label`.
    public func styleConfigurationLabel(_ index: Int) throws -> InspectableView<ViewType.StyleConfiguration.Label> {
        try child(ViewType.StyleConfiguration.Label.self, at: index, call: "styleConfigurationLabel(\(index))")
    }

    /// This view, or the single view it stands for, as a `StyleConfiguration.Title`.
    public func styleConfigurationTitle() throws -> InspectableView<ViewType.StyleConfiguration.Title> {
        try single(ViewType.StyleConfiguration.Title.self, call: "styleConfigurationTitle()")
    }

    /// The child at `index`, which must be a `StyleConfiguration.Title`.
    public func styleConfigurationTitle(_ index: Int) throws -> InspectableView<ViewType.StyleConfiguration.Title> {
        try child(ViewType.StyleConfiguration.Title.self, at: index, call: "styleConfigurationTitle(\(index))")
    }

    /// This view, or the single view it stands for, as a `StyleConfiguration.Icon`.
    public func styleConfigurationIcon() throws -> InspectableView<ViewType.StyleConfiguration.Icon> {
        try single(ViewType.StyleConfiguration.Icon.self, call: "styleConfigurationIcon()")
    }

    /// The child at `index`, which must be a `StyleConfiguration.Icon`.
    public func styleConfigurationIcon(_ index: Int) throws -> InspectableView<ViewType.StyleConfiguration.Icon> {
        try child(ViewType.StyleConfiguration.Icon.self, at: index, call: "styleConfigurationIcon(\(index))")
    }

    /// This view, or the single view it stands for, as a `StyleConfiguration.Content`.
    public func styleConfigurationContent() throws -> InspectableView<ViewType.StyleConfiguration.Content> {
        try single(ViewType.StyleConfiguration.Content.self, call: "styleConfigurationContent()")
    }

    /// The child at `index`, which must be a `StyleConfiguration.Content`.
    public func styleConfigurationContent(_ index: Int) throws -> InspectableView<ViewType.StyleConfiguration.Content> {
        try child(ViewType.StyleConfiguration.Content.self, at: index, call: "styleConfigurationContent(\(index))")
    }

    /// This view, or the single view it stands for, as a `StyleConfiguration.CurrentValueLabel`.
    public func styleConfigurationCurrentValueLabel() throws -> InspectableView<ViewType.StyleConfiguration.CurrentValueLabel> {
        try single(ViewType.StyleConfiguration.CurrentValueLabel.self, call: "styleConfigurationCurrentValueLabel()")
    }

    /// The child at `index`, which must be a `StyleConfiguration.CurrentValueLabel`.
    public func styleConfigurationCurrentValueLabel(_ index: Int) throws -> InspectableView<ViewType.StyleConfiguration.CurrentValueLabel> {
        try child(ViewType.StyleConfiguration.CurrentValueLabel.self, at: index, call: "styleConfigurationCurrentValueLabel(\(index))")
    }

}
