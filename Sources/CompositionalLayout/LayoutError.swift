/// Why a layout cannot be solved.
///
/// Every case names where the problem is (a path such as `section[0].group.subitems[1].size.width`) and
/// the bad value; `description` is one plain sentence.
public enum LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A dimension, inset, spacing or offset is NaN or infinite.
    case nonFiniteValue(path: String, value: Double)
    /// A dimension, or a value that is not a content inset or layout spacing (the container's safe area and
    /// margins, a list metric, a waterfall's spacing), is negative (spec D7 accepts negative content insets
    /// and spacing).
    case negativeValue(path: String, value: Double)
    /// A fractional dimension is zero or negative.
    case nonPositiveFraction(path: String, value: Double)
    /// A `count:` or `repeatingSubitem:count:` group asks for fewer than one child.
    case invalidCount(path: String, count: Int)
    /// An adaptive group's minimum length is zero or negative (spec G12).
    case invalidMinimumLength(path: String, value: Double)
    /// A group has no subitems.
    case emptyGroup(path: String)
    /// A repeating child has zero length along its group's axis, so it would repeat forever.
    case zeroLengthRepeatingItem(path: String)
    /// Not even the first child fits in its group (spec G4).
    case childDoesNotFit(path: String, childLength: Double, available: Double)
    /// A group would place more children than the solver allows.
    case tooManyChildren(path: String, limit: Int)
    /// Groups are nested deeper than the solver allows.
    case nestingTooDeep(path: String, limit: Int)
    /// A custom group's provider returned a frame with a non-finite or negative value.
    case invalidCustomFrame(path: String, index: Int)
    /// A section has a negative item count.
    case negativeItemCount(section: Int, count: Int)
    /// The data asks for more items in total than the solver accepts.
    case tooManyItems(total: Int, limit: Int)
    /// The data asks for more sections than the solver accepts.
    case tooManySections(count: Int, limit: Int)
    /// The container's width or height is not a positive finite number.
    case invalidContainer(width: Double, height: Double)
    /// The display scale is negative or not finite.
    case invalidDisplayScale(Double)
    /// A layout that cycles through a list of sections has an empty list.
    case noSections
    /// An incremental re-solve names a section the data does not have.
    case invalidChangedSection(index: Int, sections: Int)
    /// The sizing callback returned a non-finite or negative size. Of this and `nonFiniteFrame`, the error
    /// names the first item in order with a problem; a group's answers are all read before it is placed.
    case invalidSelfSize(section: Int, item: Int)
    /// A computed frame is not finite (spec R2).
    case nonFiniteFrame(section: Int, item: Int)
    /// A layout produced more elements than the solver accepts.
    case tooManyElements(limit: Int)
    /// Content insets on one axis add up to more than the length they inset.
    case insetsExceedLength(path: String, insets: Double, length: Double)
    /// The supplementary sizing callback returned a NaN, infinite or negative size (spec E4).
    case invalidSupplementarySize(kind: String, section: Int)
    /// Right to left was asked of a layout that scrolls horizontally. No longer thrown: such layouts are
    /// mirrored like vertical ones (spec L6); kept for one release so that existing `catch` clauses compile.
    @available(*, deprecated, message: "No longer thrown: horizontal layouts run right to left (spec L6).")
    case rightToLeftHorizontalScrolling
    /// A waterfall group is nested in another group or roots an orthogonal section (spec G13).
    case waterfallNotRoot(path: String)
    /// A waterfall group, or one of its subitems, uses something a waterfall cannot place (spec G13).
    case unsupportedInWaterfall(path: String, feature: String)

    /// One sentence naming the bad value and the rule it breaks.
    public var description: String {
        switch self {
        case .nonFiniteValue(let path, let value):
            "\(path) is \(value); every size, inset and spacing must be a finite number."
        case .negativeValue(let path, let value):
            "\(path) is \(format(value)); it must not be negative."
        case .nonPositiveFraction(let path, let value):
            "\(path) is a fraction of \(format(value)); fractions must be greater than 0."
        case .invalidCount(let path, let count):
            "\(path) asks for \(count) children; a count must be at least 1."
        case .invalidMinimumLength(let path, let value):
            "\(path) is \(format(value)); an adaptive group's minimum length must be greater than 0."
        case .emptyGroup(let path):
            "\(path) has no subitems; a group needs at least one."
        case .zeroLengthRepeatingItem(let path):
            "\(path) repeats a child of zero length along its axis, which would never fill the group."
        case .childDoesNotFit(let path, let childLength, let available):
            "\(path) cannot fit even its first child (\(format(childLength)) points in \(format(available)))."
        case .tooManyChildren(let path, let limit):
            "\(path) would place more than \(limit) children; make its children larger."
        case .nestingTooDeep(let path, let limit):
            "\(path) nests groups more than \(limit) levels deep."
        case .invalidCustomFrame(let path, let index):
            "\(path) custom provider returned an invalid frame at index \(index); frames must be finite with non-negative sizes."
        case .negativeItemCount(let section, let count):
            "section \(section) has \(count) items; counts must not be negative."
        case .tooManyItems(let total, let limit):
            "the data has \(total) items; at most \(limit) are solved at once."
        case .tooManySections(let count, let limit):
            "the data has \(count) sections; at most \(limit) are solved at once."
        case .invalidContainer(let width, let height):
            "the container is \(format(width)) x \(format(height)); both must be finite and greater than 0."
        case .invalidDisplayScale(let scale):
            "the display scale is \(format(scale)); it must be 0 (exact) or a positive number."
        case .noSections:
            "the layout has an empty list of sections."
        case .invalidChangedSection(let index, let sections):
            "changed section \(index) does not exist; the data has \(sections) sections."
        case .invalidSelfSize(let section, let item):
            "the sizing callback returned an invalid size for item \(section).\(item); sizes must be finite and not negative."
        case .nonFiniteFrame(let section, let item):
            "the frame of \(section).\(item) is not finite."
        case .tooManyElements(let limit):
            "the layout would produce more than \(limit) elements."
        case .insetsExceedLength(let path, let insets, let length):
            "\(path) adds up to \(format(insets)) points, more than the \(format(length)) points it insets."
        case .invalidSupplementarySize(let kind, let section):
            "The supplementary sizing callback returned a NaN, infinite or negative size for the '\(kind)' of "
                + "section \(section)."
        case .rightToLeftHorizontalScrolling:
            "Right-to-left layouts once had to scroll vertically; this error is no longer thrown."
        case .waterfallNotRoot(let path):
            "\(path) is a waterfall group; a waterfall may only be the root group of a section that does not scroll orthogonally."
        case .unsupportedInWaterfall(let path, let feature):
            "\(path) has \(feature), which a waterfall group does not support."
        }
    }
}

/// Formats a number without a trailing ".0" for whole values.
func format(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}
