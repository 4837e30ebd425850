import Foundation
import Rasterizer

/// What a bar (navigation bar, tab bar, bottom toolbar) is filled with when it shows a background: a
/// colour (`.toolbarBackground(.red, …)`) or a material blurring the content behind it — by default the
/// bar material (`systemChromeMaterial`), as iOS draws bars with content under them.
enum BarBackground: Equatable {
    case color(ResolvedColor)
    case material(BackdropMaterial)

    /// The system bar material in `environment`'s colour scheme.
    static func systemBar(in environment: EnvironmentValues) -> BarBackground {
        .material(Material.bar.recipe(dark: environment.colorScheme == .dark))
    }

    /// The display item filling `rect` with this background.
    func item(filling rect: CGRect) -> DisplayItem {
        switch self {
        case .color(let color): .fill(Path(rect), color: color, style: FillStyle())
        case .material(let material): .fillBackdrop(Path(rect), material, style: FillStyle())
        }
    }
}
