#if !canImport(CoreGraphics)
    // The members Swift on iOS offers on Core Graphics' geometry that Foundation on Linux lacks. Foundation
    // already has CGRect's minX...maxY, width, height, insetBy, offsetBy, divided, integral, standardized,
    // union, intersection, intersects, contains and CGRectEdge: they are not redeclared.

    extension CGRect {
        /// True when both rectangles have the same origin and size, after standardizing (Core Graphics'
        /// `CGRectEqualToRect`).
        public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }

        /// The smallest rectangle holding this one's four corners transformed by `t`
        /// (`CGRectApplyAffineTransform`); the null rectangle stays null.
        public func applying(_ t: CGAffineTransform) -> CGRect {
            guard !isNull else { return self }
            let corners = [
                CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
                CGPoint(x: maxX, y: maxY),
            ].map { $0.applying(t) }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            let left = xs.min()!
            let top = ys.min()!
            return CGRect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
        }
    }

    extension CGPoint {
        /// True when both points are equal (`CGPointEqualToPoint`).
        public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }

        /// The point transformed by `t`: (a x + c y + tx, b x + d y + ty) (`CGPointApplyAffineTransform`).
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// True when both sizes are equal (`CGSizeEqualToSize`).
        public func equalTo(_ size2: CGSize) -> Bool { self == size2 }

        /// The size transformed by `t` without translation: (a w + c h, b w + d h)
        /// (`CGSizeApplyAffineTransform`).
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }
#endif
