import Foundation

/// Every number the list styles draw with, in one place (iOS 17, iPhone, default Dynamic Type size).
///
/// Sources: Apple's Human Interface Guidelines ("Layout": 44 × 44 pt minimum hit target, used as the
/// minimum row height; "Lists and tables": inset grouped sections with rounded corners), UIKit's
/// `UITableView.Style.insetGrouped` and `UITableViewCell` defaults as measured on iPhone screenshots
/// (section margins, corner radius, separator and header insets). Measured values are approximations;
/// docs/FIDELITY.md lists which.
enum ListMetrics {
    /// Minimum row height (`defaultMinListRowHeight`, HIG: 44 pt).
    static let minRowHeight: CGFloat = 44
    /// Default row insets (SwiftUI's default `listRowInsets` on iPhone: 20 pt leading/trailing; 6 pt top/bottom).
    /// The vertical insets come from the iOS recordings of issue 23's fidelity suite: a row holding a 30-pt image
    /// is 44 pt tall on iOS, so its insets are at most 7 pt each (with UITableViewCell's 11-pt vertical layout
    /// margins it would be 52); 6 pt is an estimate within that bound (approximate), and keeps a one-line text
    /// row at the 44-pt minimum.
    static let rowInsets = EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20)
    /// Horizontal margin of inset-grouped (and inset) sections from the list's edges: the system layout
    /// margin, which Apple's `ContentMarginGuide.container` documentation gives as "16 to 20 points on
    /// iPhone". The split is from the iOS recordings of issue 23's fidelity suite: on a 390-pt-wide iPhone a
    /// section's card spans x 20…370, so 20 pt on every screen wider than 375 pt (390, 393, 414, 428, 430 pt
    /// iPhones, landscape iPhones and iPads, whose regular-width minimum layout margin is UIKit's 20 pt) and
    /// 16 pt on the 320- and 375-pt iPhones (UIKit's compact-width minimum, `systemMinimumLayoutMargins`).
    static func sectionMargin(forWidth width: CGFloat) -> CGFloat { width > 375 ? 20 : 16 }
    /// Corner radius of inset-grouped sections (UITableView inset grouped: 10 pt).
    static let cornerRadius: CGFloat = 10
    /// Space above the first section and between sections without a header (grouped table default: 35 pt).
    static let sectionSpacing: CGFloat = 35
    /// Space above a section header's text (measured: 16 pt) and between the text and the section (6 pt).
    static let headerTopPadding: CGFloat = 16
    static let headerBottomPadding: CGFloat = 6
    /// Space between a section and its footer's text (6 pt); after a footer the next section starts 24 pt below.
    static let footerTopPadding: CGFloat = 6
    static let spacingAfterFooter: CGFloat = 24
    /// Plain list section headers: 6 pt above and below the text, on the plain background.
    static let plainHeaderVerticalPadding: CGFloat = 6
    /// Disclosure chevron of navigation rows (SF Symbol `chevron.forward`, footnote-sized, semibold):
    /// 7 × 12 pt glyph, 14 pt after the row's content (measured).
    static let chevronSize = CGSize(width: 7, height: 12)
    static let chevronSpacing: CGFloat = 14

    // Edit mode (UITableView editing: the delete control `UITableViewCell.EditingStyle.delete` and the reorder
    // control). Apple publishes none of these sizes; all are estimated from iOS 17 iPhone screenshots and
    // approximate.
    /// The delete control: a `systemRed` circle (the `minus.circle.fill` look) of this diameter, its leading
    /// edge this far from the row's leading edge, with a white bar (11 × 2 pt, round ends) across it.
    static let deleteControlDiameter: CGFloat = 22
    static let deleteControlLeading: CGFloat = 16
    static let deleteControlBar = CGSize(width: 11, height: 2)
    /// How far a deletable row's content moves toward the trailing edge in edit mode (its leading inset grows
    /// from 20 to 58 pt: 20 pt after the control).
    static let deleteControlIndent: CGFloat = 38
    /// The reorder control: three lines (the `line.3.horizontal` look), this size, thickness and pitch, in
    /// `tertiaryLabel`, its trailing edge this far from the row's trailing edge.
    static let reorderControlSize = CGSize(width: 17, height: 11.5)
    static let reorderLineThickness: CGFloat = 1.5
    static let reorderControlTrailing: CGFloat = 16
    /// How much a movable row's trailing inset grows in edit mode (the content ends 16 pt before the control).
    static let reorderControlIndent: CGFloat = 29
    /// A multiple selection's circle in edit mode takes the delete control's place and size: outlined 1.5 pt
    /// when unselected; selected, filled with the tint and a 2-pt white checkmark. Selected rows are drawn on
    /// `systemGray4` (UIKit's selected-cell background). Approximate, as above.
    static let selectionCircleLineWidth: CGFloat = 1.5
    static let selectionCheckmarkWidth: CGFloat = 2
}
