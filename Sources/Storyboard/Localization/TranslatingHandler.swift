import Glibc

/// Stands between the SAX parser and the storyboard builder and hands the builder each
/// localizable text as a translation has it: attribute values and `<string>` contents whose key
/// (`LocalizableScope`) the language's `.strings` file holds are replaced; everything else
/// passes untouched. So every text drawn — titles, labels, buttons, segments, placeholders,
/// section headers — comes from the language where it has the key, else from Base, and the
/// builder itself knows nothing of languages.
final class TranslatingHandler: XMLEventHandler {
  private let inner: any XMLEventHandler
  private let translations: [String: String]
  private var scope = LocalizableScope()
  /// Open `<string>` elements whose content was replaced: their own characters are dropped.
  private var replacedContent = 0
  /// Keys looked up and found (for tests and measurements: how much a language covered).
  private(set) var applied = 0

  init(inner: any XMLEventHandler, translations: [String: String]) {
    self.inner = inner
    self.translations = translations
  }

  var wantsCharacters: Bool { replacedContent == 0 && inner.wantsCharacters }

  func characters(_ text: UnsafeBufferPointer<UInt8>) {
    inner.characters(text)
  }

  func startElement(_ name: XMLName, _ attributes: XMLAttributes, line: Int) throws(XMLFailure) {
    let slots = scope.enter(name, attributes)
    var replacements: [(attribute: StaticString, value: String)] = []
    var content: String?
    for slot in slots {
      guard let value = translations[slot.key] else { continue }
      applied += 1
      if let attribute = slot.attribute {
        replacements.append((attribute, value))
      } else {
        content = value
      }
    }
    if replacements.isEmpty {
      try inner.startElement(name, attributes, line: line)
    } else {
      try Self.withReplaced(attributes, replacements) { (changed) throws(XMLFailure) in
        try inner.startElement(name, changed, line: line)
      }
    }
    if let content {
      if inner.wantsCharacters {
        var bytes = Array(content.utf8)
        bytes.withUnsafeMutableBufferPointer { inner.characters(UnsafeBufferPointer($0)) }
      }
      replacedContent += 1
    } else if replacedContent > 0 {
      replacedContent += 1
    }
  }

  func endElement(_ name: XMLName) throws(XMLFailure) {
    scope.exit()
    if replacedContent > 0 { replacedContent -= 1 }
    try inner.endElement(name)
  }

  /// `attributes` with the named values replaced, valid during `body`: libxml2's five pointers
  /// per attribute are copied and the value pointers of the replaced ones aimed at new bytes.
  /// An `&` is written `&#38;`, as libxml2 hands it over, so `XMLAttributes.value` reads the
  /// translation exactly.
  private static func withReplaced(
    _ attributes: XMLAttributes, _ replacements: [(attribute: StaticString, value: String)],
    _ body: (XMLAttributes) throws(XMLFailure) -> Void
  ) throws(XMLFailure) {
    guard let base = attributes.base else { return try body(attributes) }
    let slots = UnsafeMutablePointer<UnsafePointer<UInt8>?>.allocate(
      capacity: attributes.count * 5)
    defer { slots.deallocate() }
    slots.initialize(from: base, count: attributes.count * 5)
    var values: [UnsafeMutableBufferPointer<UInt8>] = []
    defer { for value in values { value.deallocate() } }
    for index in 0..<attributes.count {
      let slot = slots + index * 5
      guard let localName = slot[0],
        let replacement = replacements.first(where: { XMLName.equal(localName, $0.attribute) })
      else { continue }
      var bytes: [UInt8] = []
      for byte in replacement.value.utf8 {
        if byte == UInt8(ascii: "&") { bytes += Array("&#38;".utf8) } else { bytes.append(byte) }
      }
      let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
      _ = buffer.initialize(from: bytes)
      values.append(buffer)
      slot[3] = UnsafePointer(buffer.baseAddress!)
      slot[4] = UnsafePointer(buffer.baseAddress! + bytes.count)
    }
    try body(XMLAttributes(base: slots, count: attributes.count))
  }
}
