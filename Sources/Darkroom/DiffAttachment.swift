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
    /// The new snapshot already encoded for its failure artifact (the image strategy's fast scratch settings):
    /// `verifySnapshot` writes these bytes as the actual artifact instead of encoding the value again.
    case actualArtifact(Data)
}
