// Like `import UIKit`, importing the facade brings Foundation (`CGFloat`, `CGRect`, `IndexPath`, ...).
@_exported import Foundation

// Like `import UIKit`, the facade brings QuartzCore (`CATransform3D`) where the platform has it; elsewhere it
// declares the type and its functions itself (QuartzCore/).
#if canImport(QuartzCore)
    @_exported import QuartzCore
#endif
