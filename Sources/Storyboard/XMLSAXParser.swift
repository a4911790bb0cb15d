// Every libxml2 call of the module lives in this file (see docs/ARCHITECTURE.md).
@preconcurrency internal import CXML
import Glibc
import RosterSupport

/// Streams an in-memory XML document through libxml2's SAX2 parser with safe options.
///
/// Safety (docs/DESIGN.md, "Nothing let in"): no network, no DTD loading, any DOCTYPE refused before its
/// declarations are read (stops external entities and entity bombs), our own nesting bound below
/// libxml2's, attributes per element and namespace declarations bounded before libxml2 starts
/// (`XMLMarkupBounds`: its time on those grows faster than the file), and any error of any
/// severity stops the parser.
enum XMLSAXParser {
  /// Nesting bound. Real storyboards reach about 20; libxml2 itself stops at 256 with a less
  /// helpful message, so ours fires first.
  static let maximumDepth = 200
  /// Elements a document may hold. Each becomes a value the linter and the engine keep, so a
  /// 63 MB file of empty buttons took 3.7 GB; real storyboards hold a few thousand (a 25 MB
  /// one would hold about this many).
  static let maximumElements = 250_000

  /// Parses `bytes`, reporting events to `handler`; throws the first failure.
  static func parse(_ bytes: [UInt8], handler: any XMLEventHandler) throws(XMLFailure) {
    let session = Session(handler: handler)
    let outcome: XMLFailure? = bytes.withUnsafeBufferPointer { buffer in
      run(buffer, session: session)
    }
    if let outcome { throw outcome }
  }

  private static func run(_ buffer: UnsafeBufferPointer<UInt8>, session: Session) -> XMLFailure? {
    guard let base = buffer.baseAddress, buffer.count > 0 else {
      return XMLFailure(message: "the file is empty", line: 1)
    }
    guard buffer.count < Int(Int32.max) else {
      return XMLFailure(message: "the file is too large", line: 1)
    }
    if let failure = XMLMarkupBounds.check(buffer) { return failure }
    let libxml2: LibXML2
    switch LibXML2.shared {
    case .success(let loaded): libxml2 = loaded
    case .failure(let failure): return failure
    }
    libxml2.initParser()
    let raw = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
    // The Memory variant does not copy: `buffer` outlives the context.
    guard let context = libxml2.createMemoryParserCtxt(raw, Int32(buffer.count)) else {
      return XMLFailure(message: "libxml2 could not create a parser (out of memory?)", line: 1)
    }
    defer { libxml2.freeParserCtxt(context) }
    install(on: context)
    // IGNORE_ENC: the bytes are UTF-8 unless they start as UTF-16 (XMLMarkupBounds checked
    // them as such); a declared encoding (UTF-7, EBCDIC, ISO-2022…) could hide markup from
    // that check, and Interface Builder only writes UTF-8.
    let options =
      Int32(XML_PARSE_NONET.rawValue) | Int32(XML_PARSE_NOERROR.rawValue)
      | Int32(XML_PARSE_NOWARNING.rawValue) | Int32(XML_PARSE_IGNORE_ENC.rawValue)
    _ = libxml2.ctxtUseOptions(context, options)
    let unmanaged = Unmanaged.passRetained(session)
    session.context = context
    session.libxml2 = libxml2
    // Every callback receives `userData`: the session, which knows the context.
    context.pointee.userData = unmanaged.toOpaque()
    defer {
      context.pointee.userData = nil
      session.context = nil
      unmanaged.release()
    }
    let status = libxml2.parseDocument(context)
    if let failure = session.failure { return failure }
    // -1: not well-formed (an error libxml2 reported below our threshold, or none at all).
    if status != 0 {
      return XMLFailure(message: "the XML is not well-formed", line: max(session.line(), 1))
    }
    return nil
  }

  /// Replaces the context's SAX handler with ours: nothing builds a tree, nothing loads a DTD.
  private static func install(on context: xmlParserCtxtPtr) {
    let sax = context.pointee.sax!
    sax.pointee = xmlSAXHandler()
    sax.pointee.initialized = UInt32(XML_SAX2_MAGIC)
    sax.pointee.startElementNs = { ctx, localName, _, _, _, _, attributeCount, _, attributes in
      guard let session = XMLSAXParser.session(ctx), !session.stopped, let localName else {
        return
      }
      session.depth += 1
      session.elements += 1
      let line = session.line()
      if session.elements > XMLSAXParser.maximumElements {
        session.fail(
          XMLFailure(
            message:
              "the file holds more than \(NumberText.grouped(XMLSAXParser.maximumElements)) "
              + "elements; Interface "
              + "Builder storyboards hold far fewer, so the file is refused",
            line: line))
        return
      }
      if session.depth > XMLSAXParser.maximumDepth {
        session.fail(
          XMLFailure(
            message:
              "elements are nested more than \(XMLSAXParser.maximumDepth) deep; "
              + "Interface Builder never writes that, so the file is refused",
            line: line))
        return
      }
      do throws(XMLFailure) {
        try session.handler.startElement(
          XMLName(bytes: localName),
          XMLAttributes(base: attributes, count: Int(attributeCount)), line: line)
      } catch {
        session.fail(error)
      }
    }
    sax.pointee.endElementNs = { ctx, localName, _, _ in
      guard let session = XMLSAXParser.session(ctx), !session.stopped, let localName else {
        return
      }
      session.depth -= 1
      do throws(XMLFailure) {
        try session.handler.endElement(XMLName(bytes: localName))
      } catch {
        session.fail(error)
      }
    }
    sax.pointee.characters = { ctx, text, length in
      guard let session = XMLSAXParser.session(ctx), !session.stopped,
        session.handler.wantsCharacters, let text
      else { return }
      session.handler.characters(UnsafeBufferPointer(start: text, count: Int(length)))
    }
    sax.pointee.cdataBlock = sax.pointee.characters
    sax.pointee.internalSubset = { ctx, _, _, _ in
      guard let session = XMLSAXParser.session(ctx) else { return }
      session.fail(
        XMLFailure(
          message:
            "the file has a DOCTYPE declaration, which storyboards never have; refused "
            + "(it could define external or recursive entities)",
          line: session.line()))
    }
    sax.pointee.serror = { userData, error in
      guard let session = XMLSAXParser.session(userData), let error else { return }
      guard error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
      var message = error.pointee.message.map { String(cString: $0) } ?? "XML error"
      while message.last == "\n" || message.last == " " { message.removeLast() }
      session.fail(
        XMLFailure(
          message: "malformed XML: \(message)", line: Int(error.pointee.line), isMalformed: true))
    }
  }

  /// The session a callback's `ctx` (the context's `userData`) stands for.
  private static func session(_ ctx: UnsafeMutableRawPointer?) -> Session? {
    guard let ctx else { return nil }
    return Unmanaged<Session>.fromOpaque(ctx).takeUnretainedValue()
  }

  /// libxml2's entry points, loaded on first use rather than at start-up: most runs of
  /// `roster` read no XML, and loading libxml2 with what it needs (ICU, lzma, zlib) cost more
  /// than a millisecond of every start. The types are the ones declared in libxml/parser.h and
  /// libxml/SAX2.h.
  struct LibXML2: @unchecked Sendable {
    // @unchecked: C function addresses, never mutated after loading.
    let initParser: @convention(c) () -> Void
    let createMemoryParserCtxt: @convention(c) (UnsafePointer<CChar>?, Int32) -> xmlParserCtxtPtr?
    let freeParserCtxt: @convention(c) (xmlParserCtxtPtr?) -> Void
    let ctxtUseOptions: @convention(c) (xmlParserCtxtPtr?, Int32) -> Int32
    let parseDocument: @convention(c) (xmlParserCtxtPtr?) -> Int32
    let stopParser: @convention(c) (xmlParserCtxtPtr?) -> Void
    /// The line the parser is at (`xmlSAX2GetLineNumber`: its context's current input line).
    let lineNumber: @convention(c) (UnsafeMutableRawPointer?) -> Int32

    /// The library's soname (the ABI shim.h declares), loaded once.
    static let shared = load("libxml2.so.2")

    /// Opens `library` and finds every entry point, or says which could not be loaded and how
    /// to install it.
    static func load(_ library: String) -> Result<LibXML2, XMLFailure> {
      func failure(_ problem: String) -> Result<LibXML2, XMLFailure> {
        .failure(
          XMLFailure(
            message: DynamicLibrary.unavailable(
              "libxml2", neededFor: "reading storyboards", reason: problem, package: "libxml2"),
            line: 1))
      }
      let handle: UnsafeMutableRawPointer
      switch DynamicLibrary.open(library) {
      case .success(let opened): handle = opened
      case .failure(let missing): return failure(missing.reason)
      }
      var missing: [String] = []
      func symbol<T>(_ name: String, as type: T.Type) -> T? {
        guard let address = dlsym(handle, name) else {
          missing.append(name)
          return nil
        }
        return unsafeBitCast(address, to: type)
      }
      let initParser = symbol("xmlInitParser", as: (@convention(c) () -> Void).self)
      let create = symbol(
        "xmlCreateMemoryParserCtxt",
        as: (@convention(c) (UnsafePointer<CChar>?, Int32) -> xmlParserCtxtPtr?).self)
      let free = symbol("xmlFreeParserCtxt", as: (@convention(c) (xmlParserCtxtPtr?) -> Void).self)
      let options = symbol(
        "xmlCtxtUseOptions", as: (@convention(c) (xmlParserCtxtPtr?, Int32) -> Int32).self)
      let parse = symbol(
        "xmlParseDocument", as: (@convention(c) (xmlParserCtxtPtr?) -> Int32).self)
      let stop = symbol("xmlStopParser", as: (@convention(c) (xmlParserCtxtPtr?) -> Void).self)
      let line = symbol(
        "xmlSAX2GetLineNumber", as: (@convention(c) (UnsafeMutableRawPointer?) -> Int32).self)
      guard let initParser, let create, let free, let options, let parse, let stop, let line else {
        dlclose(handle)
        return failure("\(library) lacks \(missing.joined(separator: ", "))")
      }
      // The handle stays open for the life of the process: parsers keep its addresses.
      return .success(
        LibXML2(
          initParser: initParser, createMemoryParserCtxt: create, freeParserCtxt: free,
          ctxtUseOptions: options, parseDocument: parse, stopParser: stop, lineNumber: line))
    }
  }

  /// Per-parse state reached from the C callbacks through the context's `userData` pointer.
  private final class Session {
    let handler: any XMLEventHandler
    var depth = 0
    var elements = 0
    var stopped = false
    var failure: XMLFailure?
    /// The parse in progress (set while libxml2 runs).
    var context: xmlParserCtxtPtr?
    var libxml2: LibXML2?

    init(handler: any XMLEventHandler) { self.handler = handler }

    /// The line the parser is at.
    func line() -> Int {
      guard let context, let libxml2 else { return 0 }
      return Int(libxml2.lineNumber(UnsafeMutableRawPointer(context)))
    }

    /// Records the first failure and stops the parser.
    func fail(_ failure: XMLFailure) {
      if self.failure == nil { self.failure = failure }
      stopped = true
      if let context, let libxml2 { libxml2.stopParser(context) }
    }
  }
}
