import DarkroomUI

/// What a live inspection knows beyond the view values: the host it runs in (when there is one).
package final class InspectionContext {
    package init() {}
}
