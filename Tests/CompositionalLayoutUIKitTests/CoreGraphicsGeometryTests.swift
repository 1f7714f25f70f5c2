import CompositionalLayoutUIKit
import Testing

/// The Core Graphics members Swift on iOS offers that Foundation on Linux lacks: `equalTo`, `applying`.
///
/// The C spellings (`CGRectMake`, `CGRectGetMinX`, `CGRectZero`, ...) are unavailable in Swift on iOS and are
/// declared unavailable here too, so they cannot be called from a test.
@Suite("Core Graphics geometry")
struct CoreGraphicsGeometryTests {
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
