/// Which texts of a storyboard a translation can replace, and under which keys: the keys
/// Xcode's `ibtool` writes into `<lang>.lproj/<Storyboard>.strings`, `OBJECTID.property`.
///
/// Fed the storyboard's elements as they open and close, it names each localizable attribute
/// of the element just opened with its key:
/// - an object's own texts: `text`, `placeholder`, `title`, `headerTitle`, `footerTitle`,
///   `prompt` (`"46v-cB-2YV.title"`), also written as a `<string key="text">` child;
/// - a button's titles by state (`<state key="normal" title=…>`, or a `<string key="title">`
///   inside it: `normalTitle`, `highlightedTitle`, `selectedTitle`, `disabledTitle`) and its
///   configuration's (`configuration.title`, `configuration.subtitle`);
/// - a segmented control's segments by place (`segmentTitles[1]`);
/// - accessibility texts (`accessibilityLabel`, `accessibilityHint`).
struct LocalizableScope {
  /// A localizable text of the element just opened.
  struct Slot {
    /// The attribute holding it; nil for the element's character content (`<string>`).
    var attribute: StaticString?
    /// The `.strings` key that translates it.
    var key: String
    /// The object whose text it is (the element with the id).
    var objectID: String
  }

  private struct Frame {
    var id: String?
    var isSegments = false
    var segmentCount = 0
    /// A button state or configuration: the keys its `<string key="…">` children's texts
    /// have (`<state key="normal"><string key="title">` is `BUTTON.normalTitle`).
    var childStrings: [(key: StaticString, slotKey: String, objectID: String)] = []
  }

  private var stack: [Frame] = []

  /// An object's own attributes that are texts under their own name.
  private static let ownTexts: [(StaticString, String)] = [
    ("text", "text"), ("placeholder", "placeholder"), ("title", "title"),
    ("headerTitle", "headerTitle"), ("footerTitle", "footerTitle"), ("prompt", "prompt"),
  ]

  /// Button states whose titles `ibtool` exports, by the `key` of their `<state>`.
  private static let states: [(StaticString, String)] = [
    ("normal", "normalTitle"), ("highlighted", "highlightedTitle"),
    ("selected", "selectedTitle"), ("disabled", "disabledTitle"),
  ]

  /// Opens `name` and returns its localizable texts with their keys.
  mutating func enter(_ name: XMLName, _ attributes: XMLAttributes) -> [Slot] {
    let id = attributes.value("id")
    let parentID = stack.last?.id
    var slots: [Slot] = []
    var frame = Frame(id: id, isSegments: name.equals("segments"))
    if let parentID, name.equals("state") {
      for (state, property) in Self.states where attributes.value("key", equals: state) {
        frame.childStrings = [("title", parentID + "." + property, parentID)]
      }
    } else if let parentID, name.equals("buttonConfiguration") {
      frame.childStrings = [
        ("title", parentID + ".configuration.title", parentID),
        ("subtitle", parentID + ".configuration.subtitle", parentID),
      ]
    }
    if name.equals("string"), let owner = stack.last, !owner.childStrings.isEmpty {
      for child in owner.childStrings where attributes.value("key", equals: child.key) {
        slots = [Slot(attribute: nil, key: child.slotKey, objectID: child.objectID)]
      }
    } else if name.equals("segment") {
      slots = segmentSlot(attributes).map { [$0] } ?? []
    } else if let id {
      for (attribute, property) in Self.ownTexts where attributes.contains(attribute) {
        slots.append(Slot(attribute: attribute, key: id + "." + property, objectID: id))
      }
    } else if let parentID {
      slots = childSlots(name, attributes, parentID: parentID)
    }
    stack.append(frame)
    return slots
  }

  /// Closes the innermost element.
  mutating func exit() {
    _ = stack.popLast()
  }

  /// Texts an element without an id holds for its parent object.
  private mutating func childSlots(
    _ name: XMLName, _ attributes: XMLAttributes, parentID: String
  ) -> [Slot] {
    func slot(_ attribute: StaticString?, _ property: String) -> Slot {
      Slot(attribute: attribute, key: parentID + "." + property, objectID: parentID)
    }
    if name.equals("state"), attributes.contains("title") {
      for (state, property) in Self.states where attributes.value("key", equals: state) {
        return [slot("title", property)]
      }
    } else if name.equals("buttonConfiguration"), attributes.value("key", equals: "configuration") {
      var slots: [Slot] = []
      if attributes.contains("title") { slots.append(slot("title", "configuration.title")) }
      if attributes.contains("subtitle") {
        slots.append(slot("subtitle", "configuration.subtitle"))
      }
      return slots
    } else if name.equals("accessibility"),
      attributes.value("key", equals: "accessibilityConfiguration")
    {
      var slots: [Slot] = []
      if attributes.contains("label") { slots.append(slot("label", "accessibilityLabel")) }
      if attributes.contains("hint") { slots.append(slot("hint", "accessibilityHint")) }
      return slots
    } else if name.equals("string") {
      for (key, property) in Self.ownTexts where attributes.value("key", equals: key) {
        return [slot(nil, property)]
      }
    }
    return []
  }

  /// Opens a `<segment>`: its title's key is its place among the control's segments.
  /// (Segments have no id; their `<segments>` parent's parent is the control.)
  private mutating func segmentSlot(_ attributes: XMLAttributes) -> Slot? {
    guard stack.count >= 2, stack[stack.count - 1].isSegments,
      let control = stack[stack.count - 2].id
    else { return nil }
    let index = stack[stack.count - 1].segmentCount
    stack[stack.count - 1].segmentCount += 1
    guard attributes.contains("title") else { return nil }
    return Slot(
      attribute: "title", key: control + ".segmentTitles[\(index)]", objectID: control)
  }
}
