import Foundation

/// Every number alerts, action sheets and sheets draw with (iOS 17, iPhone portrait).
///
/// Sources: Apple's Human Interface Guidelines ("Alerts": a 270-pt-wide card, title and message centred,
/// buttons side by side when there are two; "Action sheets"; "Sheets": large and medium detents), UIKit's
/// `UIAlertController` metrics as measured on screenshots (14-pt corners, 44-pt buttons, 57-pt action sheet
/// buttons) — measured values are approximations (docs/FIDELITY.md).
enum PresentationMetrics {
    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    static let alertContentInsets = EdgeInsets(top: 19, leading: 16, bottom: 19, trailing: 16)
    static let alertMessageSpacing: CGFloat = 2
    static let alertButtonHeight: CGFloat = 44
    static let actionSheetMargin: CGFloat = 8
    static let actionSheetButtonHeight: CGFloat = 57
    static let actionSheetCornerRadius: CGFloat = 14
    /// The alert and action-sheet card: a material blurring the dimmed screen behind it. iOS draws it with a
    /// private material; `.thick` is the kit material that over the light dimmed white screen gives the flat
    /// #F2F2F2 measured from iOS 17 alerts (dark: #202020 over the dimmed black screen, measured #2C2C2E) —
    /// approximate.
    static let alertMaterial = Material.thick
    static let actionSheetHeaderInsets = EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16)
    /// A large sheet starts 10 pt below the top safe area inset; corners 10 pt.
    static let sheetTopGap: CGFloat = 10
    static let sheetCornerRadius: CGFloat = 10
    /// The drag indicator (UISheetPresentationController's grabber): a 36 × 5 pt capsule centred 5 pt below the
    /// sheet's top edge in `tertiaryLabel` — measured from iOS 17 screenshots, approximate.
    static let dragIndicatorSize = CGSize(width: 36, height: 5)
    static let dragIndicatorTop: CGFloat = 5
    /// Behind a large sheet iOS 13+ on iPhone scales the presenting screen back ("page sheet" presentation):
    /// about 92 % of its size, centred horizontally, its top at the top safe-area inset (so 10 pt of it
    /// shows above the sheet), its corners rounded 10 pt, over black, dimmed. Apple publishes no numbers
    /// for this: measured from iOS 17 iPhone screenshots — approximate. Medium-detent sheets leave the
    /// screen in place (dimmed only).
    static let presentingScale: CGFloat = 0.92
    static let presentingCornerRadius: CGFloat = 10
}
