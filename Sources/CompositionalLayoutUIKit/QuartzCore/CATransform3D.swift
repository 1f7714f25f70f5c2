#if !canImport(QuartzCore)
    /// A 4 x 4 transform, m11 to m44, in Core Animation's row-vector convention.
    ///
    /// A point (x, y, z, 1) times the matrix; m41, m42, m43 translate and m34 gives perspective.
    ///
    /// Core Animation's struct, for platforms without it. As on iOS, `CATransform3D()` is all zeros, not
    /// the identity: start from `CATransform3DIdentity`.
    public struct CATransform3D: Sendable, Equatable {
        /// Row 1, column 1.
        public var m11: CGFloat
        /// Row 1, column 2.
        public var m12: CGFloat
        /// Row 1, column 3.
        public var m13: CGFloat
        /// Row 1, column 4.
        public var m14: CGFloat
        /// Row 2, column 1.
        public var m21: CGFloat
        /// Row 2, column 2.
        public var m22: CGFloat
        /// Row 2, column 3.
        public var m23: CGFloat
        /// Row 2, column 4.
        public var m24: CGFloat
        /// Row 3, column 1.
        public var m31: CGFloat
        /// Row 3, column 2.
        public var m32: CGFloat
        /// Row 3, column 3.
        public var m33: CGFloat
        /// Row 3, column 4 (perspective: -1 / eye distance).
        public var m34: CGFloat
        /// Row 4, column 1 (translation along x).
        public var m41: CGFloat
        /// Row 4, column 2 (translation along y).
        public var m42: CGFloat
        /// Row 4, column 3 (translation along z).
        public var m43: CGFloat
        /// Row 4, column 4.
        public var m44: CGFloat

        /// The zero matrix, as the imported C struct's `init()` gives.
        public init() {
            self.init(
                m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
        }

        /// Creates a transform from its sixteen entries.
        public init(
            m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
            m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
            m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
            m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
        ) {
            (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
            (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
            (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
            (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
        }
    }

    /// The identity transform.
    public let CATransform3DIdentity = CATransform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// True when `t` is the identity transform.
    public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
        t == CATransform3DIdentity
    }

    /// True when `a` and `b` are equal entry by entry.
    public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        a == b
    }

    /// A translation by (tx, ty, tz).
    public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        (t.m41, t.m42, t.m43) = (tx, ty, tz)
        return t
    }

    /// A scale by (sx, sy, sz).
    public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        (t.m11, t.m22, t.m33) = (sx, sy, sz)
        return t
    }

    /// A rotation by `angle` radians about the vector (x, y, z); the identity when the vector is zero.
    ///
    /// About (0, 0, 1) it turns x towards y, as `CGAffineTransform(rotationAngle:)` does.
    public func CATransform3DMakeRotation(
        _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
    ) -> CATransform3D {
        let length = (Double(x) * Double(x) + Double(y) * Double(y) + Double(z) * Double(z)).squareRoot()
        guard length > 0 else { return CATransform3DIdentity }
        let (ux, uy, uz) = (Double(x) / length, Double(y) / length, Double(z) / length)
        let c = cos(Double(angle))
        let s = sin(Double(angle))
        let k = 1 - c
        return CATransform3D(
            m11: CGFloat(k * ux * ux + c), m12: CGFloat(k * ux * uy + s * uz), m13: CGFloat(k * ux * uz - s * uy),
            m14: 0,
            m21: CGFloat(k * ux * uy - s * uz), m22: CGFloat(k * uy * uy + c), m23: CGFloat(k * uy * uz + s * ux),
            m24: 0,
            m31: CGFloat(k * ux * uz + s * uy), m32: CGFloat(k * uy * uz - s * ux), m33: CGFloat(k * uz * uz + c),
            m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// `a` followed by `b`: the matrix product a x b.
    public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
        let left = a.rows
        let right = b.rows
        var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for row in 0..<4 {
            for column in 0..<4 {
                product[row][column] = (0..<4).reduce(0) { $0 + left[row][$1] * right[$1][column] }
            }
        }
        return CATransform3D(rows: product)
    }

    /// A translation by (tx, ty, tz) applied before `t`.
    public func CATransform3DTranslate(
        _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
    ) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
    }

    /// A scale by (sx, sy, sz) applied before `t`.
    public func CATransform3DScale(
        _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
    ) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
    }

    /// A rotation by `angle` radians about (x, y, z) applied before `t`.
    public func CATransform3DRotate(
        _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
    ) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
    }

    /// The 3D transform of the affine transform `m` (a, b, c, d in the upper 2 x 2, tx, ty in row 4).
    public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
        var t = CATransform3DIdentity
        (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
        return t
    }

    /// True when `t` is exactly an affine transform: no z, no perspective.
    public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
        t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
            && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
    }

    /// The affine part of `t`: m11, m12, m21, m22, m41, m42 (z and perspective dropped).
    public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
        CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
    }

    extension CATransform3D {
        /// The entries row by row.
        fileprivate var rows: [[CGFloat]] {
            [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
        }

        /// A transform from four rows of four entries.
        fileprivate init(rows r: [[CGFloat]]) {
            self.init(
                m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
                m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
                m43: r[3][2], m44: r[3][3])
        }
    }
#endif
