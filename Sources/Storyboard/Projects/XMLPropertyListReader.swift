import RosterSupport

/// SAX handler reading an XML property list (`<plist><dict><key>…`) into a `PropertyList`.
final class XMLPropertyListReader: XMLEventHandler {
  private enum Container {
    case dictionary([(key: String, value: PropertyList)], key: String?)
    case array([PropertyList])
  }

  private var stack: [Container] = []
  private var top: PropertyList?
  private var text: [UInt8]?

  var wantsCharacters: Bool { text != nil }

  /// Parses the XML plist `bytes` read from `path` (named in errors).
  static func parse(_ bytes: [UInt8], path: String) throws(StoryboardError) -> PropertyList {
    var bytes = bytes
    try neutralizeDoctype(&bytes, path: path)
    let reader = XMLPropertyListReader()
    do {
      try XMLSAXParser.parse(bytes, handler: reader)
    } catch {
      throw StoryboardError(file: path, line: error.line, reason: error.message)
    }
    return reader.top ?? .dictionary([])
  }

  func startElement(_ name: XMLName, _ attributes: XMLAttributes, line: Int) throws(XMLFailure) {
    guard stack.count < 256 else {
      throw XMLFailure(message: "this property list is nested too deeply", line: line)
    }
    if name.equals("dict") {
      stack.append(.dictionary([], key: nil))
    } else if name.equals("array") {
      stack.append(.array([]))
    } else if name.equals("true") || name.equals("false") {
      add(.bool(name.equals("true")))
    } else if !name.equals("plist") {
      text = []
    }
  }

  func endElement(_ name: XMLName) throws(XMLFailure) {
    if name.equals("dict") || name.equals("array") {
      switch stack.popLast() {
      case .dictionary(let entries, _)?: add(.dictionary(entries))
      case .array(let values)?: add(.array(values))
      case nil: break
      }
      return
    }
    guard let bytes = text else { return }
    text = nil
    let value = String(decoding: bytes, as: UTF8.self)
    if name.equals("key") {
      if case .dictionary(let entries, _)? = stack.last {
        stack[stack.count - 1] = .dictionary(entries, key: value)
      }
    } else if name.equals("string") {
      add(.string(value))
    } else {
      add(.other(value))
    }
  }

  func characters(_ text: UnsafeBufferPointer<UInt8>) {
    self.text?.append(contentsOf: text)
  }

  private func add(_ value: PropertyList) {
    switch stack.last {
    case .dictionary(var entries, let key?)?:
      entries.append((key, value))
      stack[stack.count - 1] = .dictionary(entries, key: nil)
    case .array(var values)?:
      values.append(value)
      stack[stack.count - 1] = .array(values)
    case .dictionary(_, nil)?:
      break  // a value without its key: ignored, as Xcode's reader does
    case nil:
      if top == nil { top = value }
    }
  }

  /// Blanks the standard `<!DOCTYPE plist …>` line (Xcode writes it, and the SAX parser
  /// refuses every DOCTYPE); one with an internal subset (`[`) is refused instead.
  static func neutralizeDoctype(_ bytes: inout [UInt8], path: String) throws(StoryboardError) {
    let marker = Array("<!DOCTYPE".utf8)
    guard let start = firstIndex(of: marker, in: bytes) else { return }
    guard let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")),
      !bytes[start..<end].contains(UInt8(ascii: "["))
    else {
      throw StoryboardError(
        file: path, line: 1,
        reason: "this Info.plist declares its own DTD entities; refused (Xcode never writes any)")
    }
    for index in start...end where bytes[index] != UInt8(ascii: "\n") {
      bytes[index] = UInt8(ascii: " ")
    }
  }

  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    // The DOCTYPE comes within the first lines; look no further than 4 KiB.
    for start in 0...min(bytes.count - needle.count, 4096) {
      if bytes[start..<start + needle.count].elementsEqual(needle) { return start }
    }
    return nil
  }
}
