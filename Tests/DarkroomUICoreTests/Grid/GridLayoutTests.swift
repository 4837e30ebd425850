import DarkroomUI
import Foundation
import Testing

/// SwiftUI's grid rules, checked on laid-out frames.
@MainActor
@Suite struct GridLayoutTests {
    @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() throws {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                Color.red.frame(width: 20, height: 10).accessibilityIdentifier("a")
                Color.blue.frame(width: 40, height: 30).accessibilityIdentifier("b")
            }
            GridRow {
                Color.green.frame(width: 50, height: 10).accessibilityIdentifier("c")
                Color.gray.frame(width: 10, height: 10).accessibilityIdentifier("d")
            }
        }
        let layout = try LayoutInspector.layout(grid, in: .unspecified)
        #expect(layout.size == CGSize(width: 100, height: 45))
        // Column 0 is 50 wide, column 1 is 40; row 0 is 30 tall, row 1 is 10. Cells centre in their slots.
        #expect(try layout.frame(of: "a") == CGRect(x: 15, y: 10, width: 20, height: 10))
        #expect(try layout.frame(of: "b") == CGRect(x: 60, y: 0, width: 40, height: 30))
        #expect(try layout.frame(of: "c") == CGRect(x: 0, y: 35, width: 50, height: 10))
        #expect(try layout.frame(of: "d") == CGRect(x: 75, y: 35, width: 10, height: 10))
    }

    @Test func columnAlignmentAndCellAnchor() throws {
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 10, height: 10).gridColumnAlignment(.trailing).accessibilityIdentifier("a")
                Color.blue.frame(width: 40, height: 40)
            }
            GridRow {
                Color.green.frame(width: 30, height: 10)
                Color.gray.frame(width: 10, height: 10).gridCellAnchor(.bottomTrailing).accessibilityIdentifier("d")
            }
        }
        let layout = try LayoutInspector.layout(grid, in: .unspecified)
        #expect(try layout.frame(of: "a") == CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(try layout.frame(of: "d") == CGRect(x: 60, y: 40, width: 10, height: 10))
    }

    @Test func spanningCellsAndFullWidthRows() throws {
        let grid = Grid(horizontalSpacing: 8, verticalSpacing: 8) {
            GridRow {
                Color.red.frame(width: 20, height: 10)
                Color.blue.frame(width: 30, height: 10)
            }
            GridRow {
                Color.green.frame(height: 10).gridCellColumns(2).accessibilityIdentifier("span")
            }
            Divider().gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("divider")
        }
        let layout = try LayoutInspector.layout(grid, in: ProposedViewSize(width: 300, height: nil))
        // The unsized divider does not widen the grid past its columns: 20 + 8 + 30.
        #expect(layout.size.width == 58)
        #expect(try layout.frame(of: "span").width == 58)
        #expect(try layout.frame(of: "divider").width == 58)
    }

    @Test func flexibleColumnsShareTheOfferedWidth() throws {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 40, height: 10).accessibilityIdentifier("fixed")
                Color.blue.frame(height: 10).accessibilityIdentifier("flexible")
            }
        }
        let layout = try LayoutInspector.layout(grid, in: ProposedViewSize(width: 200, height: 10))
        #expect(try layout.frame(of: "fixed") == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(try layout.frame(of: "flexible") == CGRect(x: 40, y: 0, width: 160, height: 10))
    }

    @Test func gridRowOutsideAGridIsAnHStack() throws {
        let row = GridRow {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("b")
        }
        let layout = try LayoutInspector.layout(row, in: .unspecified)
        #expect(try layout.frame(of: "b").minX == 18)
    }
}
