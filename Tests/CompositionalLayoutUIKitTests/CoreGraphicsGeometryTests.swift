import CompositionalLayoutUIKit
import Testing

/// The Core Graphics members Swift on iOS offers that Foundation on Linux lacks: `equalTo`, `applying`, and
/// the C spellings (`CGRectMake`, `CGRectGetMinX`, `CGRectZero`, ...) as today's SDK declares them.
@Suite("Core Graphics geometry")
struct CoreGraphicsGeometryTests {
    @Test("the C spellings answer as the Swift members they name")
    func cSpellings() {
        let rect = CGRectMake(10, 20, 150, 30)
        #expect(rect == CGRect(x: 10, y: 20, width: 150, height: 30))
        #expect(CGPointMake(1, 2) == CGPoint(x: 1, y: 2))
        #expect(CGSizeMake(3, 4) == CGSize(width: 3, height: 4))
        // minX 10, midX 10 + 150 / 2, maxX 10 + 150; minY 20, midY 20 + 30 / 2, maxY 20 + 30.
        #expect([CGRectGetMinX(rect), CGRectGetMidX(rect), CGRectGetMaxX(rect)] == [10, 85, 160])
        #expect([CGRectGetMinY(rect), CGRectGetMidY(rect), CGRectGetMaxY(rect)] == [20, 35, 50])
        #expect(CGRectGetWidth(rect) == 150 && CGRectGetHeight(rect) == 30)
        #expect(CGRectZero == .zero && CGPointZero == .zero && CGSizeZero == .zero)
        #expect(CGRectIsNull(CGRectNull) && CGRectIsInfinite(CGRectInfinite) && CGRectIsEmpty(CGRectZero))
        #expect(CGRectInset(rect, 5, 5) == CGRect(x: 15, y: 25, width: 150 - 10, height: 30 - 10))
        #expect(CGRectOffset(rect, -10, 5) == CGRect(x: 0, y: 25, width: 150, height: 30))
        #expect(CGRectIntegral(CGRectMake(0.5, 0.5, 1, 1)) == CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(CGRectStandardize(CGRectMake(10, 10, -4, -6)) == CGRect(x: 6, y: 4, width: 4, height: 6))
        // Two unit squares side by side: a 2 x 1 union, no shared area, edges touching only.
        let left = CGRectMake(0, 0, 1, 1)
        let right = CGRectMake(1, 0, 1, 1)
        #expect(CGRectUnion(left, right) == CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(!CGRectIntersectsRect(left, right))  // as Core Graphics; Foundation's intersects says true
        #expect(CGRectIntersectsRect(left, CGRectOffset(right, -0.5, 0.5)))
        #expect(CGRectIntersection(rect, CGRectMake(0, 0, 20, 25)) == CGRect(x: 10, y: 20, width: 10, height: 5))
        #expect(CGRectContainsPoint(rect, CGPointMake(85, 35)) && !CGRectContainsPoint(rect, CGPointZero))
        #expect(CGRectContainsRect(rect, CGRectInset(rect, 1, 1)))
        #expect(CGRectEqualToRect(rect, CGRect(x: 10, y: 20, width: 150, height: 30)))
        #expect(CGPointEqualToPoint(CGPointMake(1, 2), CGPoint(x: 1, y: 2)))
        #expect(CGSizeEqualToSize(CGSizeMake(3, 4), CGSize(width: 3, height: 4)))
    }

    @Test("equalTo compares rectangles, points and sizes")
    func equality() {
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(!CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(.zero))
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)) && !CGPoint.zero.equalTo(CGPoint(x: 0, y: 1)))
        #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
    }

    @Test("applying a transform maps points and sizes, and a rectangle to its corners' bounding box")
    func applying() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20)
        // (1, 1) -> (2 * 1 + 10, 3 * 1 + 20).
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
        // Sizes ignore the translation.
        #expect(CGSize(width: 5, height: 5).applying(t) == CGSize(width: 10, height: 15))
        #expect(CGRect(x: 0, y: 0, width: 5, height: 5).applying(t) == CGRect(x: 10, y: 20, width: 10, height: 15))
        // A flip about x: corners (0, 0)...(4, 2) go to (0, 0)...(-4, 2), whose box starts at x = -4.
        let flip = CGAffineTransform(scaleX: -1, y: 1)
        #expect(CGRect(x: 0, y: 0, width: 4, height: 2).applying(flip) == CGRect(x: -4, y: 0, width: 4, height: 2))
        #expect(CGRect.null.applying(t).isNull)
    }

    @Test("Foundation's rectangle helpers are there unchanged: divided, insetBy, offsetBy")
    func foundationHelpers() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let (slice, remainder) = rect.divided(atDistance: 30, from: .minXEdge)
        #expect(slice == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(remainder == CGRect(x: 30, y: 0, width: 100 - 30, height: 40))
        #expect(rect.insetBy(dx: 10, dy: 5) == CGRect(x: 10, y: 5, width: 100 - 20, height: 40 - 10))
        #expect(rect.offsetBy(dx: 3, dy: 4).origin == CGPoint(x: 3, y: 4))
    }
}

@Suite("CGRect.inset(by: UIEdgeInsets)")
struct CGRectInsetByEdgeInsetsTests {
    @Test("insetting by a phone's safe area shrinks by each edge; negative insets grow the rect")
    func insetBySafeArea() {
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        let safe = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        // 844 - 47 - 34 = 763.
        #expect(screen.inset(by: safe) == CGRect(x: 0, y: 47, width: 390, height: 763))
        let outset = UIEdgeInsets(top: -4, left: -8, bottom: -4, right: -8)
        #expect(screen.inset(by: outset) == CGRect(x: -8, y: -4, width: 390 + 16, height: 844 + 8))
    }
}
