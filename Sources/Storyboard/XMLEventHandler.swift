/// What the SAX driver reports to; any thrown error stops the parse at once.
protocol XMLEventHandler: AnyObject {
  func startElement(_ name: XMLName, _ attributes: XMLAttributes, line: Int) throws(XMLFailure)
  func endElement(_ name: XMLName) throws(XMLFailure)
  /// Called only while `wantsCharacters` is true.
  func characters(_ text: UnsafeBufferPointer<UInt8>)
  var wantsCharacters: Bool { get }
}

/// Why a parse stopped: a message and the line it applies to.
struct XMLFailure: Error {
  var message: String
  var line: Int
  /// libxml2 found the bytes not to be XML (not a refusal of Roster's): the file is damaged.
  var isMalformed = false
}
