#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Large zeroed memory blocks (canvas layers, clip masks) that the render pipeline hands back after a render and
/// takes again for the next one, so that a process rendering many screens does not map, fault in and unmap
/// 12 MB of fresh pages per 1170×2532 canvas.
///
/// The pool is the pipeline's own, not an allocator setting: it is thread-safe (one lock), bounded (at most
/// `blockLimit` blocks and `byteLimit` bytes are kept; beyond that a returned block is freed) and deterministic:
/// every block it hands out is zeroed first, so no render can see a previous render's pixels. Blocks under
/// `minimumByteCount` bypass it (the allocator serves small blocks without faulting in new pages).
public final class RasterBufferPool: Sendable {
    /// The pool the rasterizer's canvases draw their layers and masks from.
    public static let shared = RasterBufferPool(byteLimit: 160 << 20, blockLimit: 12)

    /// Blocks smaller than this are allocated and freed directly.
    public static let minimumByteCount = 1 << 20

    /// The most bytes kept while no render uses them.
    public let byteLimit: Int
    /// The most blocks kept while no render uses them.
    public let blockLimit: Int

    private struct Block {
        var address: UInt
        var byteCount: Int
        /// How many leading bytes are known to be zero (the last owner cleared what it drew in the part it used);
        /// `take` need not clear a request that fits in them. Bytes past them may hold an earlier owner's pixels.
        var zeroedByteCount: Int
    }

    private struct State: ~Copyable {
        /// Kept blocks, oldest first.
        var blocks: [Block] = []
        var bytes = 0
        var reuses = 0
    }

    private let state = Mutex(State())

    /// A pool keeping at most `byteLimit` bytes in at most `blockLimit` blocks.
    public init(byteLimit: Int, blockLimit: Int) {
        self.byteLimit = max(0, byteLimit)
        self.blockLimit = max(0, blockLimit)
    }

    /// A block of at least `byteCount` bytes whose first `byteCount` bytes are zero, and its real size (pass both
    /// back to `give`).
    func take(byteCount: Int) -> (pointer: UnsafeMutableRawPointer, byteCount: Int) {
        let size = max(byteCount, 1)
        if size >= Self.minimumByteCount {
            // The smallest kept block that fits without wasting more than half of it.
            let reused: Block? = state.withLock { state in
                // Among equal sizes a block that is already zero.
                var best: Int?
                for (i, block) in state.blocks.enumerated() where block.byteCount >= size && block.byteCount <= 2 * size {
                    let better = best.map { b in
                        block.byteCount < state.blocks[b].byteCount
                            || (block.byteCount == state.blocks[b].byteCount && block.zeroedByteCount >= size && state.blocks[b].zeroedByteCount < size)
                    }
                    if better ?? true { best = i }
                }
                guard let best else { return nil }
                let block = state.blocks.remove(at: best)
                state.bytes -= block.byteCount
                state.reuses += 1
                return block
            }
            if let reused, let pointer = UnsafeMutableRawPointer(bitPattern: reused.address) {
                // A previous render drew here: clear what the caller may read, so nothing of it can show through
                // (unless its owner handed it back cleared).
                if reused.zeroedByteCount < size { pointer.initializeMemory(as: UInt8.self, repeating: 0, count: size) }
                return (pointer, reused.byteCount)
            }
        }
        // `calloc` hands large blocks out as fresh zero pages without writing them.
        guard let pointer = calloc(size, 1) else { fatalError("RasterBufferPool: out of memory allocating \(size) bytes") }
        return (pointer, size)
    }

    /// Hands a block from `take` back: kept for the next render while the limits allow, else freed.
    /// `zeroedByteCount` says how many of its leading bytes are zero again (a later `take` of at most that many
    /// bytes skips clearing it; a larger one clears, since the rest may hold an earlier owner's pixels).
    func give(_ pointer: UnsafeMutableRawPointer, byteCount: Int, zeroedByteCount: Int = 0) {
        if byteCount >= Self.minimumByteCount, byteCount <= byteLimit {
            let address = UInt(bitPattern: pointer)
            let evicted: [UInt] = state.withLock { state in
                state.blocks.append(Block(address: address, byteCount: byteCount, zeroedByteCount: min(zeroedByteCount, byteCount)))
                state.bytes += byteCount
                var evicted: [UInt] = []
                while state.blocks.count > blockLimit || state.bytes > byteLimit {
                    let oldest = state.blocks.removeFirst()
                    state.bytes -= oldest.byteCount
                    evicted.append(oldest.address)
                }
                return evicted
            }
            for address in evicted { free(UnsafeMutableRawPointer(bitPattern: address)) }
            return
        }
        free(pointer)
    }

    /// How many blocks and bytes are kept now, and how many blocks were handed out again so far.
    public var statistics: (blocks: Int, bytes: Int, reuses: Int) {
        state.withLock { ($0.blocks.count, $0.bytes, $0.reuses) }
    }

    /// Frees every kept block.
    public func drain() {
        let addresses: [UInt] = state.withLock { state in
            let addresses = state.blocks.map(\.address)
            state.blocks.removeAll()
            state.bytes = 0
            return addresses
        }
        for address in addresses { free(UnsafeMutableRawPointer(bitPattern: address)) }
    }
}
