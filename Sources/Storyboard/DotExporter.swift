import RosterSupport

/// Writes the navigation graph as Graphviz DOT: a node per scene (title and class), an edge per
/// segue styled by kind, each file a cluster, references as edges between clusters.
public struct DotExporter {
  /// A scene to highlight (the REPL's current scene).
  public struct Mark: Sendable, Equatable {
    public var storyboard: String
    public var controllerID: String

    public init(storyboard: String, controllerID: String) {
      self.storyboard = storyboard
      self.controllerID = controllerID
    }
  }

  /// With a device, a segue whose triggers no size class of it installs is drawn grey and
  /// dashed, labelled "not on iPhone" (nil: every segue as the storyboard has it, but an
  /// iPad-only storyboard's or iPad-only app's as an iPad's, the one device that loads it).
  public var device: Device?

  public init(device: Device? = nil) {
    self.device = device
  }

  /// The device `segue` of `controller` cannot be taken on, when drawing for `device`: the one
  /// given, else the only one that loads the controller's storyboard
  /// (`StoryboardCatalog.onlyDevice(for:)`).
  static func unavailableOn(
    _ segue: SegueSpec, of controller: ControllerSpec?, on device: Device?
  ) -> Device? {
    guard let device, let controller, !controller.canTrigger(segue, on: device) else { return nil }
    return device
  }

  /// DOT's parts, filled a graph at a time (a folder's linked groups one after another) and
  /// written in this order.
  struct Sections {
    /// A cluster per storyboard, with its scenes.
    var clusters = ""
    /// An edge per segue (and the notes standing for missing storyboards).
    var edges = ""
    /// An edge per unwind segue, to its storyboard's Exit.
    var unwinds = ""
  }

  /// DOT for `documents` (and the storyboards their references reach, found in `catalog`).
  /// With `covered` (script coverage), the scenes and segues in it are drawn green and bold.
  public func dot(
    documents: [StoryboardDocument], catalog: StoryboardCatalog, marking mark: Mark? = nil,
    covered: Set<StoryboardItem>? = nil
  ) -> String {
    let graph = SegueGraph(documents: documents, catalog: catalog)
    var nameCounts: [String: Int] = [:]
    for document in graph.documents { nameCounts[document.name, default: 0] += 1 }
    var sections = Sections()
    add(
      graph, catalog: catalog, firstIndex: 0, nameCounts: nameCounts, marking: mark,
      covered: covered, to: &sections)
    return Self.document(sections, covered: covered != nil)
  }

  /// The whole DOT text of `sections`.
  static func document(_ sections: Sections, covered: Bool) -> String {
    var out = "digraph storyboard {\n"
    out += "  graph [rankdir=LR, compound=true, fontname=\"Helvetica\", fontsize=12"
    if covered {
      out += ", labelloc=t, label=\"green: exercised by the scripts\", fontcolor=forestgreen"
    }
    out += "];\n"
    out += "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];\n"
    out += "  edge [fontname=\"Helvetica\", fontsize=9];\n"
    return out + sections.clusters + sections.edges + sections.unwinds + "}\n"
  }

  /// Adds `graph`'s clusters and edges to `sections`, its documents numbered from `firstIndex`
  /// (node ids stay apart from other graphs'); `nameCounts` tells which names more than one
  /// file has (labelled by path).
  func add(
    _ graph: SegueGraph, catalog: StoryboardCatalog, firstIndex: Int, nameCounts: [String: Int],
    marking mark: Mark?, covered: Set<StoryboardItem>?, to sections: inout Sections
  ) {
    let identities = graph.documents.map(catalog.identity(of:))
    func isCovered(_ kind: StoryboardItem.Kind, _ document: Int, _ id: String) -> Bool {
      covered?.contains(StoryboardItem(kind, storyboard: identities[document], id: id)) ?? false
    }
    for (index, document) in graph.documents.enumerated() {
      // Two files of one name (two apps, two localizations) are told apart by their paths.
      let label =
        nameCounts[document.name, default: 0] > 1
        ? document.path ?? document.name + ".storyboard" : document.name + ".storyboard"
      sections.clusters += cluster(document, index: firstIndex + index, label: label, mark: mark) {
        isCovered(.scene, index, $0)
      }
    }
    // Each storyboard's device, asked once: it may read the storyboard's Xcode project.
    let devices = graph.documents.map { device ?? catalog.onlyDevice(for: $0) }
    var missing: Set<String> = []
    for edge in graph.edges {
      let from = Self.nodeID(firstIndex + edge.from.document, edge.from.controller)
      let to: String
      if let target = edge.to {
        to = Self.nodeID(firstIndex + target.document, target.controller)
      } else if let reference = edge.reference {
        // An unresolved reference: a red note stands in for the missing storyboard.
        to = Self.nodeID(firstIndex + edge.from.document, "missing:" + reference.id)
        if missing.insert(to).inserted {
          let name = reference.storyboardName ?? "?"
          let identifier = reference.referencedIdentifier.map { "\n" + $0 } ?? ""
          if edge.referenceError?.kind == .externalBundle, let bundle = reference.bundleIdentifier {
            // Another bundle's storyboard: not a defect, only out of reach.
            let label = Self.quote(name + ".storyboard" + identifier + "\n(bundle \(bundle))")
            sections.edges +=
              "  \(to) [shape=note, color=gray50, fontcolor=gray50, label=\(label)];\n"
          } else {
            let label = Self.quote(name + ".storyboard" + identifier + "\n(missing)")
            sections.edges += "  \(to) [shape=note, color=red, fontcolor=red, label=\(label)];\n"
          }
        }
      } else {
        continue  // a dangling segue: lint reports it; nothing to draw it to
      }
      let notOn = Self.unavailableOn(
        edge.segue, of: graph.controller(edge.from), on: devices[edge.from.document])
      var attributes = Self.edgeAttributes(edge, notOn: notOn)
      if isCovered(.segue, edge.from.document, edge.segue.id) { attributes += Self.coveredEdge }
      sections.edges += "  \(from) -> \(to) [\(attributes)];\n"
    }
    for (index, document) in graph.documents.enumerated() {
      for scene in document.scenes {
        for segue in scene.controller.segues where segue.kind == .unwind {
          let from = Self.nodeID(firstIndex + index, scene.controller.id)
          let exit = Self.nodeID(firstIndex + index, "exit")
          var label = segue.identifier ?? segue.unwindAction ?? ""
          let covered = isCovered(.segue, index, segue.id) ? Self.coveredEdge : ""
          var color = "darkgreen"
          if let device = Self.unavailableOn(segue, of: scene.controller, on: devices[index]) {
            label = Self.label(label, notOn: device)
            color = Self.unavailableColor
          }
          sections.unwinds +=
            "  \(from) -> \(exit) [style=dashed, color=\(color), fontcolor=\(color), "
            + "label=\(Self.quote(label))\(covered)];\n"
        }
      }
    }
  }

  /// What a covered segue's edge adds (the last of a repeated attribute wins in DOT).
  static let coveredEdge = ", color=forestgreen, fontcolor=forestgreen, penwidth=3"

  private func cluster(
    _ document: StoryboardDocument, index: Int, label: String, mark: Mark?,
    isCovered: (String) -> Bool
  ) -> String {
    var out = "  subgraph cluster_\(index) {\n"
    out += "    label=\(Self.quote(label));\n"
    out += "    style=rounded; color=gray60;\n"
    for scene in document.scenes where scene.controller.kind != .viewControllerPlaceholder {
      let controller = scene.controller
      var attributes =
        "label=\(Self.quote(controller.sceneTitle + "\n" + Self.className(controller)))"
      if mark?.storyboard == document.name, mark?.controllerID == controller.id {
        attributes += ", style=\"rounded,filled,bold\", fillcolor=gold, penwidth=2"
      } else if isCovered(controller.id) {
        attributes += ", style=\"rounded,filled,bold\", fillcolor=palegreen, color=forestgreen"
      }
      out += "    \(Self.nodeID(index, controller.id)) [\(attributes)];\n"
    }
    if let initial = document.initialController, initial.kind != .viewControllerPlaceholder {
      let entry = Self.nodeID(index, "entry")
      out += "    \(entry) [shape=point, width=0.12];\n"
      out += "    \(entry) -> \(Self.nodeID(index, initial.id)) [arrowhead=normal];\n"
    }
    let hasUnwind = document.scenes.contains {
      $0.controller.segues.contains { $0.kind == .unwind }
    }
    if hasUnwind {
      out +=
        "    \(Self.nodeID(index, "exit")) [shape=circle, label=\"Exit\", color=darkgreen, "
        + "fontcolor=darkgreen, fontsize=9, width=0.4, fixedsize=true];\n"
    }
    return out + "  }\n"
  }

  /// The custom class, else the UIKit class the element stands for.
  static func className(_ controller: ControllerSpec) -> String {
    controller.customClass ?? controller.uikitClassName
  }

  /// The grey of a segue the device cannot take (as another bundle's out-of-reach note).
  static let unavailableColor = "gray50"

  /// `label` with the device it is not on: `ShowPreview\n(not on iPhone)`.
  static func label(_ label: String, notOn device: Device) -> String {
    (label.isEmpty ? "" : label + "\n") + "(not on \(device.displayName))"
  }

  /// A segue's style by kind; one `notOn` a device cannot take is grey and dashed instead.
  static func edgeAttributes(_ edge: SegueGraph.Edge, notOn device: Device? = nil) -> String {
    let segue = edge.segue
    var label = segue.identifier ?? ""
    if segue.kind == .relationship, label.isEmpty { label = segue.relationship ?? "" }
    if segue.kind == .custom, let customClass = segue.customClass {
      label += label.isEmpty ? customClass : " (\(customClass))"
    }
    var attributes: String
    switch segue.kind {
    case .push, .show:
      attributes = "color=black"
    case .modal, .presentation:
      attributes = "style=dashed, color=blue, fontcolor=blue"
    case .showDetail, .replace:
      attributes = "color=purple, fontcolor=purple"
    case .popover, .popoverPresentation:
      attributes = "style=dashed, color=orange, fontcolor=orange"
    case .relationship:
      attributes = "style=bold, color=gray40, fontcolor=gray40, arrowhead=diamond"
    case .embed:
      attributes = "style=dotted, arrowhead=odiamond"
    case .unwind:
      attributes = "style=dashed, color=darkgreen"
    case .custom, .unknown:
      attributes = "style=dashed, color=brown, fontcolor=brown"
    }
    if let device {
      attributes = "style=dashed, color=\(unavailableColor), fontcolor=\(unavailableColor)"
      label = Self.label(label, notOn: device)
    }
    if edge.reference != nil { attributes += ", penwidth=2" }
    return attributes + ", label=\(quote(label))"
  }

  /// A DOT node id, quoted: `"DOCUMENT-INDEX:CONTROLLER-ID"`.
  static func nodeID(_ document: Int, _ controller: String) -> String {
    quote("\(document):\(controller)")
  }

  /// A DOT double-quoted string; a newline becomes DOT's `\n` line break, and other controls
  /// and bidi marks show as `\u{1b}`, as Roster shows them everywhere (`VisibleText`'s set and
  /// spelling; DOT's own grammar adds the quotes and doubled backslashes): a graph printed to a
  /// terminal cannot drive it.
  static func quote(_ text: String) -> String {
    // One scan decides the path. Most ids and titles are printable ASCII with nothing to
    // escape: copied whole. A scene's label is two such lines: copied byte by byte (scalar by
    // scalar, it was 3% of a graph of a folder). Anything else: scalar by scalar, below.
    var lineBreaks = false
    var plain = true
    for byte in text.utf8 where byte < 0x20 || byte >= 0x7F || byte == 0x22 || byte == 0x5C {
      guard byte == 0x0A || byte == 0x0D else {
        plain = false
        break
      }
      lineBreaks = true
    }
    if plain && !lineBreaks { return "\"" + text + "\"" }
    if plain {
      var bytes: [UInt8] = [0x22]
      bytes.reserveCapacity(text.utf8.count + 8)
      for byte in text.utf8 {
        switch byte {
        case 0x0A:
          bytes.append(0x5C)
          bytes.append(UInt8(ascii: "n"))
        case 0x0D: break
        default: bytes.append(byte)
        }
      }
      bytes.append(0x22)
      return String(decoding: bytes, as: UTF8.self)
    }
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x22: result += "\\\""
      case 0x5C: result += "\\\\"
      case 0x0A: result += "\\n"
      case 0x0D: break
      case _ where VisibleText.isUnsafe(scalar):
        // The backslash doubled: DOT reads `\\` as a backslash in the label.
        result += "\\" + VisibleText.escape(scalar)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

extension DotExporter {
  /// `roster graph` of `paths` (the command line is parsed by the caller; rendering to SVG is
  /// the caller's too): DOT of those storyboard files and folders, or of `embedded` (e.g. the
  /// app's own storyboards) when `paths` is empty.
  public static func graph(
    paths: [String], embedded: [StoryboardDocument] = []
  ) throws(StoryboardError) -> String {
    try graphSkippingOtherPlatforms(paths: paths, embedded: embedded).dot
  }

  /// `graph(paths:embedded:)`, with a macOS, tvOS or watchOS storyboard in a tree skipped and
  /// named in `notes` (one line each) instead of failing the whole graph.
  /// With `covered`, the scenes and segues scripts exercised are marked (`dot(…covered:)`).
  /// With `device`, the segues it cannot take are drawn as such (`DotExporter.device`).
  public static func graphSkippingOtherPlatforms(
    paths: [String], embedded: [StoryboardDocument] = [], covered: Set<StoryboardItem>? = nil,
    language: String? = nil, device: Device? = nil
  ) throws(StoryboardError) -> (dot: String, notes: [String]) {
    if !paths.isEmpty {
      return try groupByGroup(
        paths: paths, covered: covered, language: language, device: device)
    }
    let (documents, catalog, notes) = try documents(
      paths: paths, embedded: embedded, language: language)
    return (
      DotExporter(device: device).dot(documents: documents, catalog: catalog, covered: covered),
      notes
    )
  }

  /// The documents `roster graph` draws (and coverage counts): the storyboard files and
  /// folders of `paths`, or `embedded` when `paths` is empty; with the catalog their references
  /// resolve in, and a note for each other platform's file skipped in a tree. With `language`,
  /// the files are drawn in it (`StoryboardCatalog.language`).
  public static func documents(
    paths: [String], embedded: [StoryboardDocument] = [], language: String? = nil
  )
    throws(StoryboardError)
    -> (documents: [StoryboardDocument], catalog: StoryboardCatalog, notes: [String])
  {
    var documents: [StoryboardDocument] = []
    var notes: [String] = []
    let catalog: StoryboardCatalog
    if paths.isEmpty {
      catalog = StoryboardCatalog(documents: embedded)
      documents = embedded.sorted { $0.name < $1.name }
    } else {
      var files: [String] = []
      catalog = StoryboardCatalog()
      catalog.language = language
      for path in paths {
        if FileSystem.isDirectory(path) {
          catalog.rootHints.append(path)
          files += FileSystem.files(under: path, endingWith: ".storyboard")
        } else {
          files.append(path)
        }
      }
      var seen: Set<String> = []
      for file in files {
        do throws(StoryboardError) {
          let document = try catalog.document(atPath: file)
          if seen.insert(catalog.identity(of: document)).inserted { documents.append(document) }
        } catch  where error.kind == .otherPlatform && files.count > 1 {
          // One macOS or watchOS file in a tree does not stop the graph of the others.
          notes.append("note: \(error.message); skipped")
        }
      }
    }
    return (documents, catalog, notes)
  }
}
