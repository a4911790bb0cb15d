/// Reads a storyboard for what its translations are checked against: every object's id and
/// element (a key naming another id is stale) and every localizable text with its key
/// (`LocalizableScope`, the rule drawing uses), in file order.
final class LocalizableTextCollector: XMLEventHandler {
  /// Each element id, with its element's name and line.
  private(set) var objects: [String: (element: String, line: Int)] = [:]
  /// The localizable texts in file order.
  private(set) var texts: [LocalizableText] = []
  private var scope = LocalizableScope()
  /// The open `<string>` whose content is a text, and the bytes read so far.
  private var capture: (slot: LocalizableScope.Slot, line: Int, bytes: [UInt8], depth: Int)?
  private var depth = 0

  var wantsCharacters: Bool { capture != nil }

  func characters(_ text: UnsafeBufferPointer<UInt8>) {
    capture?.bytes.append(contentsOf: text)
  }

  func startElement(_ name: XMLName, _ attributes: XMLAttributes, line: Int) throws(XMLFailure) {
    depth += 1
    if let id = attributes.value("id"), objects[id] == nil {
      objects[id] = (name.string, line)
    }
    for slot in scope.enter(name, attributes) {
      if let attribute = slot.attribute {
        texts.append(
          LocalizableText(
            key: slot.key, objectID: slot.objectID, value: attributes.value(attribute) ?? "",
            line: line))
      } else if capture == nil {
        capture = (slot, line, [], depth)
      }
    }
  }

  func endElement(_ name: XMLName) throws(XMLFailure) {
    scope.exit()
    if let open = capture, open.depth == depth {
      texts.append(
        LocalizableText(
          key: open.slot.key, objectID: open.slot.objectID,
          value: String(decoding: open.bytes, as: UTF8.self), line: open.line))
      capture = nil
    }
    depth -= 1
  }

  /// The texts and objects of a storyboard's bytes.
  static func collect(_ bytes: [UInt8]) throws(XMLFailure) -> LocalizableTextCollector {
    let collector = LocalizableTextCollector()
    try XMLSAXParser.parse(bytes, handler: collector)
    return collector
  }
}
