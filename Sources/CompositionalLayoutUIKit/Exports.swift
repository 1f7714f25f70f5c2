// Like `import UIKit`, importing the facade brings Foundation (`CGFloat`, `CGRect`, `IndexPath`, ...).
@_exported import Foundation
