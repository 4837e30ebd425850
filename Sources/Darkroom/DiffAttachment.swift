import Foundation

/// Something a failed comparison produces besides its message.
///
/// `verifySnapshot` writes data attachments next to the failure's other artifacts (the first
/// attachment whose name starts with `difference` becomes the manifest's diff file) and, under
/// Swift Testing, attaches them to the test. Image metrics go into the failure manifest.
public enum DiffAttachment {
    /// Bytes with a file name, such as `difference.png` or `difference.patch`.
    case data(Data, name: String)
    /// The numbers of an image comparison, recorded in the failure manifest.
    case imageMetrics(ImageDiffMetrics)
}
