/// A `barButtonItem`.
public struct BarButtonItemSpec: Sendable, Equatable {
  public var id: String
  public var title: String?
  /// `systemItem`, e.g. `add`, `done`, `cancel`.
  public var systemItem: String?
  /// The image's asset name (`image`), e.g. `Reset`, for an image-only item.
  public var image: String?
  /// Action selector sent on tap (`connections/action@selector`), if any.
  public var action: String?
  /// `enabled="NO"` makes this false: drawn disabled, refused on `tap`.
  public var isEnabled: Bool
  /// The item's own class (`customClass`), if set: code Roster does not run.
  public var customClass: String?
  public var line: Int

  public init(
    id: String, title: String? = nil, systemItem: String? = nil, image: String? = nil,
    action: String? = nil, isEnabled: Bool = true, line: Int
  ) {
    self.id = id
    self.title = title
    self.systemItem = systemItem
    self.image = image
    self.action = action
    self.isEnabled = isEnabled
    self.line = line
  }

  /// Whether this is a flexible or fixed space: layout, not a button.
  public var isSpace: Bool { systemItem == "flexibleSpace" || systemItem == "fixedSpace" }

  /// What the user sees and types: the title, else the system item's label
  /// (`add` → `+`, `done` → `Done`, `cancel` → `Cancel`, …), else the image's name, else `Item`.
  public var displayTitle: String {
    if let title, !title.isEmpty { return title }
    guard let systemItem else { return image.flatMap { $0.isEmpty ? nil : $0 } ?? "Item" }
    switch systemItem {
    case "add": return "+"
    case "done": return "Done"
    case "cancel": return "Cancel"
    case "edit": return "Edit"
    case "save": return "Save"
    case "compose": return "Compose"
    case "reply": return "Reply"
    case "action": return "Action"
    case "organize": return "Organize"
    case "bookmarks": return "Bookmarks"
    case "search": return "Search"
    case "refresh": return "Refresh"
    case "stop": return "Stop"
    case "camera": return "Camera"
    case "trash": return "Trash"
    case "play": return "Play"
    case "pause": return "Pause"
    case "rewind": return "Rewind"
    case "fastForward": return "Fast Forward"
    case "undo": return "Undo"
    case "redo": return "Redo"
    case "flexibleSpace", "fixedSpace": return ""
    default: return systemItem.prefix(1).uppercased() + systemItem.dropFirst()
    }
  }
}
