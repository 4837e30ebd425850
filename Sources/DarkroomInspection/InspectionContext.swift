import DarkroomUI

/// What a live inspection knows beyond the view values: the host it runs in.
@MainActor
package final class InspectionContext {
    package let host: ViewHost

    package init(host: ViewHost) {
        self.host = host
    }
}
