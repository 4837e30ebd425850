import Foundation

extension RasterCanvas {
    /// Fills `path` with a gradient `shading` (both in the same point space; `transform` applies to both).
    public func fill(_ path: RasterPath, shading: Shading, rule: FillRule = .nonZero, transform: Transform2D = .identity) {
        guard !shading.stops.isEmpty else { return }
        let device = deviceTransform(transform)
        guard let inverse = device.inverted else { return }
        if let clip = clips.last, clip.bounds.0 >= clip.bounds.2 { return }
        guard let bounds = PathFlattener.conservativeBounds(path, transform: device),
            accumulator.begin(minX: bounds.0, minY: bounds.1, maxX: bounds.2, maxY: bounds.3)
        else { return }
        PathFlattener.flatten(path, transform: device, tolerance: Self.flatteningTolerance, into: edges)
        let layer = target
        var blitter = ShaderBlitter(pixels: layer.pixels, width: width, clip: clipCoverage, shading: shading, table: shading.table(), inverse: inverse)
        accumulator.sweep(rule: rule, into: &blitter)
        markDirty(layer, bounds)
    }

    /// Strokes `path` with a gradient `shading`.
    public func stroke(_ path: RasterPath, shading: Shading, style: StrokeParameters, transform: Transform2D = .identity) {
        guard !shading.stops.isEmpty else { return }
        let device = deviceTransform(transform)
        guard let inverse = device.inverted else { return }
        strokeOutline(path, style: style, device: device)
        guard !polylines.contours.isEmpty else { return }
        if let clip = clips.last, clip.bounds.0 >= clip.bounds.2 { return }
        guard let bounds = polylines.bounds,
            accumulator.begin(minX: bounds.0, minY: bounds.1, maxX: bounds.2, maxY: bounds.3)
        else { return }
        accumulator.addPolygons(polylines)
        let layer = target
        var blitter = ShaderBlitter(pixels: layer.pixels, width: width, clip: clipCoverage, shading: shading, table: shading.table(), inverse: inverse)
        accumulator.sweep(rule: .nonZero, into: &blitter)
        markDirty(layer, bounds)
    }
}
