/// Segue kinds, modern and deprecated.
public enum SegueKind: String, Sendable, Equatable, CaseIterable {
  case show
  case push
  case presentation
  case modal
  case showDetail
  case replace
  case popover
  case popoverPresentation
  case embed
  case relationship
  case unwind
  case custom
  /// Any other `kind` value.
  case unknown
}

/// Where a segue starts inside its scene.
public enum SegueSource: Sendable, Equatable {
  /// The controller itself (manual segue, fired by `performSegue(withIdentifier:)`).
  case controller
  /// A table cell (static cell id, or prototype cell id).
  case cell(id: String)
  /// A bar button item.
  case barButtonItem(id: String)
  /// A button or other control in the view.
  case button(id: String)
  /// A gesture recognizer.
  case gestureRecognizer(id: String)
  /// Any other element, by id.
  case other(id: String)
}

/// A `connections/segue`.
public struct SegueSpec: Sendable, Equatable {
  /// The segue's object id.
  public var id: String
  public var identifier: String?
  public var kind: SegueKind
  /// `kind` as written in the file.
  public var kindName: String
  /// Destination object id (for unwind segues, the exit placeholder's id).
  public var destination: String
  /// For relationship segues: `rootViewController`, `viewControllers`, `masterViewController`,
  /// `detailViewController`, …
  public var relationship: String?
  /// For custom segues: `customClass`.
  public var customClass: String?
  /// For unwind segues: the action selector (`unwindAction`).
  public var unwindAction: String?
  /// For presentations: `modalPresentationStyle` (`fullScreen`, `pageSheet`, …); nil is
  /// UIKit's `automatic` (or the presented controller's own).
  public var modalPresentationStyle: String?
  public var source: SegueSource
  public var line: Int

  public init(
    id: String, identifier: String? = nil, kind: SegueKind, kindName: String? = nil,
    destination: String, relationship: String? = nil, customClass: String? = nil,
    unwindAction: String? = nil, modalPresentationStyle: String? = nil,
    source: SegueSource = .controller, line: Int
  ) {
    self.id = id
    self.modalPresentationStyle = modalPresentationStyle
    self.identifier = identifier
    self.kind = kind
    self.kindName = kindName ?? kind.rawValue
    self.destination = destination
    self.relationship = relationship
    self.customClass = customClass
    self.unwindAction = unwindAction
    self.source = source
    self.line = line
  }
}
