import CompositionalLayoutUIKit
import Testing

/// `CATransform3D` and its functions: Core Animation's row-vector matrices (a point times the matrix).
@Suite("CATransform3D")
struct CATransform3DTests {
    /// True when every entry of `a` is within 1e-12 of `b`'s.
    func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        let pairs: [(CGFloat, CGFloat)] = [
            (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14), (a.m21, b.m21), (a.m22, b.m22),
            (a.m23, b.m23), (a.m24, b.m24), (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33), (a.m34, b.m34),
            (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43), (a.m44, b.m44),
        ]
        return pairs.allSatisfy { abs($0.0 - $0.1) < 1e-12 }
    }

    /// A transform from its diagonal and translation row, the rest identity.
    func matrix(
        _ m11: CGFloat, _ m22: CGFloat, _ m33: CGFloat, translation: (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
    ) -> CATransform3D {
        var t = CATransform3DIdentity
        (t.m11, t.m22, t.m33) = (m11, m22, m33)
        (t.m41, t.m42, t.m43) = translation
        return t
    }

    @Test("the identity has ones on the diagonal; init() is all zeros, as the imported C struct's")
    func identityAndZero() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CATransform3DIdentity == matrix(1, 1, 1))
        #expect(!CATransform3DIsIdentity(CATransform3D()))
        #expect(CATransform3D().m11 == 0 && CATransform3D().m44 == 0)
        #expect(CATransform3DEqualToTransform(matrix(2, 3, 4), matrix(2, 3, 4)))
        #expect(!CATransform3DEqualToTransform(matrix(2, 3, 4), matrix(2, 3, 5)))
    }

    @Test("make-translation fills row 4 and make-scale the diagonal")
    func makeTranslationAndScale() {
        #expect(CATransform3DMakeTranslation(10, 20, 30) == matrix(1, 1, 1, translation: (10, 20, 30)))
        #expect(CATransform3DMakeScale(2, 3, 4) == matrix(2, 3, 4))
    }

    @Test("concat is a then b: scale then translate keeps the translation, translate then scale scales it")
    func concatenation() {
        let scale = CATransform3DMakeScale(2, 3, 1)
        let translation = CATransform3DMakeTranslation(10, 20, 0)
        #expect(CATransform3DConcat(scale, translation) == matrix(2, 3, 1, translation: (10, 20, 0)))
        // (10, 20) scaled by (2, 3) is (20, 60).
        #expect(CATransform3DConcat(translation, scale) == matrix(2, 3, 1, translation: (2 * 10, 3 * 20, 0)))
    }

    @Test("translate, scale and rotate apply their step before the given transform")
    func stepsBeforeTheTransform() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        // The 5-point translation happens first, so the scale doubles it.
        #expect(CATransform3DTranslate(scale, 5, 0, 0) == matrix(2, 2, 1, translation: (2 * 5, 0, 0)))
        let translation = CATransform3DMakeTranslation(10, 0, 0)
        // Scaling first leaves the later translation as it is.
        #expect(CATransform3DScale(translation, 3, 3, 1) == matrix(3, 3, 1, translation: (10, 0, 0)))
        // A quarter turn about z first, then the translation: x goes to y, y to -x.
        var turned = CATransform3DIdentity
        (turned.m11, turned.m12, turned.m21, turned.m22) = (0, 1, -1, 0)
        turned.m41 = 10
        #expect(close(CATransform3DRotate(translation, .pi / 2, 0, 0, 1), turned))
    }

    @Test("a rotation about y turns x towards -z; a zero axis gives the identity")
    func rotationAboutAnAxis() {
        // 60 degrees: cos 0.5, sin sqrt(3) / 2; x goes to (cos, 0, -sin), z to (sin, 0, cos).
        let sine = CGFloat(3).squareRoot() / 2
        var expected = CATransform3DIdentity
        (expected.m11, expected.m13, expected.m31, expected.m33) = (0.5, -sine, sine, 0.5)
        #expect(close(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), expected))
        // The axis need not be a unit vector.
        #expect(close(CATransform3DMakeRotation(.pi / 3, 0, 5, 0), expected))
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test("the affine part keeps a, b, c, d, tx, ty and drops z and perspective")
    func affinePart() {
        var t = CATransform3DMakeTranslation(4, 5, 6)
        (t.m11, t.m12, t.m21, t.m22, t.m34) = (2, 0.5, -0.5, 3, -1.0 / 500)
        #expect(!CATransform3DIsAffine(t))
        #expect(
            CATransform3DGetAffineTransform(t) == CGAffineTransform(a: 2, b: 0.5, c: -0.5, d: 3, tx: 4, ty: 5))
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(affine)))
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
    }
}
