// The C spellings of Core Graphics geometry. Swift on iOS does not offer them (the importer marks them
// unavailable and names the replacement), so the facade declares them unavailable with the same replacement:
// code using them fails here as it fails in Xcode, with the fix-it to apply.

/// Unavailable in Swift, as on iOS: use `CGRect(x:y:width:height:)`.
@available(*, unavailable, renamed: "CGRect(x:y:width:height:)")
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Unavailable in Swift, as on iOS: use `CGPoint(x:y:)`.
@available(*, unavailable, renamed: "CGPoint(x:y:)")
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// Unavailable in Swift, as on iOS: use `CGSize(width:height:)`.
@available(*, unavailable, renamed: "CGSize(width:height:)")
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }

/// Unavailable in Swift, as on iOS: use `rect.minX`.
@available(*, unavailable, renamed: "getter:CGRect.minX(self:)")
public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { rect.minX }

/// Unavailable in Swift, as on iOS: use `rect.midX`.
@available(*, unavailable, renamed: "getter:CGRect.midX(self:)")
public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }

/// Unavailable in Swift, as on iOS: use `rect.maxX`.
@available(*, unavailable, renamed: "getter:CGRect.maxX(self:)")
public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { rect.maxX }

/// Unavailable in Swift, as on iOS: use `rect.minY`.
@available(*, unavailable, renamed: "getter:CGRect.minY(self:)")
public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { rect.minY }

/// Unavailable in Swift, as on iOS: use `rect.midY`.
@available(*, unavailable, renamed: "getter:CGRect.midY(self:)")
public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }

/// Unavailable in Swift, as on iOS: use `rect.maxY`.
@available(*, unavailable, renamed: "getter:CGRect.maxY(self:)")
public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { rect.maxY }

/// Unavailable in Swift, as on iOS: use `rect.width`.
@available(*, unavailable, renamed: "getter:CGRect.width(self:)")
public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }

/// Unavailable in Swift, as on iOS: use `rect.height`.
@available(*, unavailable, renamed: "getter:CGRect.height(self:)")
public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }

/// Unavailable in Swift, as on iOS: use `CGRect.zero`.
@available(*, unavailable, renamed: "CGRect.zero")
public let CGRectZero = CGRect.zero

/// Unavailable in Swift, as on iOS: use `CGPoint.zero`.
@available(*, unavailable, renamed: "CGPoint.zero")
public let CGPointZero = CGPoint.zero

/// Unavailable in Swift, as on iOS: use `CGSize.zero`.
@available(*, unavailable, renamed: "CGSize.zero")
public let CGSizeZero = CGSize.zero
