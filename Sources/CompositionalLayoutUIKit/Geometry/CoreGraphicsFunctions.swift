// The C spellings of Core Graphics geometry, as Apple's current documentation declares them in Swift
// (`coregraphics/cgrectmake(_:_:_:_:)`, `coregraphics/cgrectgetminx(_:)`, `coregraphics/cgrectzero`, ...):
// Swift 3 to 5 marked them unavailable on iOS, today's SDK declares them, and shipping apps call them.
// swift-corelibs-foundation declares none of them; were it to declare one unavailable, this module's
// declaration would still win for code importing the facade (a module shadows what it re-exports, and an
// available declaration outranks an unavailable one). Each answers as the Swift member it names.

/// A rectangle with origin (`x`, `y`) and size `width` x `height`, as `CGRect(x:y:width:height:)`.
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// The point (`x`, `y`), as `CGPoint(x:y:)`.
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// The size `width` x `height`, as `CGSize(width:height:)`.
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }

/// The smallest x of `rect`, as `rect.minX`.
public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { rect.minX }

/// The x of the centre of `rect`, as `rect.midX`.
public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }

/// The largest x of `rect`, as `rect.maxX`.
public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { rect.maxX }

/// The smallest y of `rect`, as `rect.minY`.
public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { rect.minY }

/// The y of the centre of `rect`, as `rect.midY`.
public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }

/// The largest y of `rect`, as `rect.maxY`.
public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { rect.maxY }

/// The width of `rect` (never negative), as `rect.width`.
public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }

/// The height of `rect` (never negative), as `rect.height`.
public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }

/// The rectangle at (0, 0) with zero size, as `CGRect.zero`.
public let CGRectZero = CGRect.zero

/// The point (0, 0), as `CGPoint.zero`.
public let CGPointZero = CGPoint.zero

/// The size 0 x 0, as `CGSize.zero`.
public let CGSizeZero = CGSize.zero

/// The null rectangle (no position), as `CGRect.null`.
public let CGRectNull = CGRect.null

/// The rectangle without bounds, as `CGRect.infinite`.
public let CGRectInfinite = CGRect.infinite

/// `rect` shrunk by `dx` on the left and right and `dy` on the top and bottom, as `rect.insetBy(dx:dy:)`.
public func CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.insetBy(dx: dx, dy: dy) }

/// `rect` moved by (`dx`, `dy`), as `rect.offsetBy(dx:dy:)`.
public func CGRectOffset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.offsetBy(dx: dx, dy: dy) }

/// The smallest rectangle on whole points holding `rect`, as `rect.integral`.
public func CGRectIntegral(_ rect: CGRect) -> CGRect { rect.integral }

/// `rect` with a non-negative width and height, as `rect.standardized`.
public func CGRectStandardize(_ rect: CGRect) -> CGRect { rect.standardized }

/// The smallest rectangle holding `r1` and `r2`, as `r1.union(r2)`.
public func CGRectUnion(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.union(r2) }

/// The part `r1` and `r2` share (null when none), as `r1.intersection(r2)`.
public func CGRectIntersection(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.intersection(r2) }

/// Whether `rect1` and `rect2` overlap; rectangles that only touch along an edge do not, as in Core
/// Graphics (Foundation's `intersects` on Linux counts touching, so it is not used).
public func CGRectIntersectsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool {
    guard !rect1.isNull, !rect2.isNull else { return false }
    let a = rect1.standardized
    let b = rect2.standardized
    return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
}

/// Whether `point` is inside `rect`, as `rect.contains(point)`.
public func CGRectContainsPoint(_ rect: CGRect, _ point: CGPoint) -> Bool { rect.contains(point) }

/// Whether `rect2` is inside `rect1`, as `rect1.contains(rect2)`.
public func CGRectContainsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1.contains(rect2) }

/// Whether `rect` has no area or is null, as `rect.isEmpty`.
public func CGRectIsEmpty(_ rect: CGRect) -> Bool { rect.isEmpty }

/// Whether `rect` is the null rectangle, as `rect.isNull`.
public func CGRectIsNull(_ rect: CGRect) -> Bool { rect.isNull }

/// Whether `rect` is the infinite rectangle, as `rect.isInfinite`.
public func CGRectIsInfinite(_ rect: CGRect) -> Bool { rect.isInfinite }

/// Whether `rect1` and `rect2` are the same rectangle, as `rect1.equalTo(rect2)`.
public func CGRectEqualToRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1.equalTo(rect2) }

/// Whether `point1` and `point2` are the same point, as `point1.equalTo(point2)`.
public func CGPointEqualToPoint(_ point1: CGPoint, _ point2: CGPoint) -> Bool { point1.equalTo(point2) }

/// Whether `size1` and `size2` are the same size, as `size1.equalTo(size2)`.
public func CGSizeEqualToSize(_ size1: CGSize, _ size2: CGSize) -> Bool { size1.equalTo(size2) }
