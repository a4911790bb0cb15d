/// The lint rules applied to one document of a `SegueGraph`.
struct LintPass {
  let graph: SegueGraph
  let documentIndex: Int
  private var document: StoryboardDocument { graph.documents[documentIndex] }
  private var file: String { document.path ?? "\(document.name).storyboard" }
  private var diagnostics: [Diagnostic] = []
  /// Whether an `Info.plist` of the file's project launches it (nil: not known, e.g. a document
  /// without a file): only then is a missing entry point the crash at launch iOS reports. Asked
  /// only when no reference or storyboard ID explains the missing entry point (answering walks
  /// the project).
  var isLaunched: () -> Bool? = { nil }
  /// With a device, the segues no size class of it lets a user trigger are reported, and the
  /// scenes only they lead to (nil: the storyboard is checked for every device).
  var device: Device?

  init(graph: SegueGraph, documentIndex: Int) {
    self.graph = graph
    self.documentIndex = documentIndex
  }

  func run() -> [Diagnostic] {
    var pass = self
    pass.checkEntryPoint()
    pass.checkReferences()
    pass.checkStoryboardIdentifiers()
    pass.checkStoryboardIdentifiersAcrossReferences()
    pass.checkFindings()
    let managed = graph.navigationManaged()
    let incoming = graph.incoming
    for scene in document.scenes {
      pass.checkStaticTable(scene.controller)
      pass.checkReuseIdentifiers(scene.controller)
      pass.checkMissingReuseIdentifiers(scene.controller)
      pass.checkSegues(scene.controller)
      pass.checkPushes(scene.controller, managed: managed, incoming: incoming)
      pass.checkUnwinds(scene.controller, incoming: incoming)
      pass.checkReachable(scene.controller, incoming: incoming)
      if let device {
        pass.checkTriggers(scene.controller, on: device)
        pass.checkReachable(scene.controller, on: device, incoming: incoming)
      }
    }
    return pass.diagnostics
  }

  private mutating func report(
    _ rule: LintRule, _ line: Int, _ message: String, severity: Diagnostic.Severity? = nil
  ) {
    var diagnostic = Diagnostic(rule, file: file, line: line, message)
    if let severity { diagnostic.severity = severity }
    diagnostics.append(diagnostic)
  }

  /// A scene as duplicate messages name it: title, class and line.
  private func described(_ controller: ControllerSpec) -> String {
    "\(title(controller)) (\(controller.customClass ?? controller.uikitClassName), line "
      + "\(controller.line))"
  }

  /// How Xcode's outline names a scene: its label, else the scene title.
  private func title(_ controller: ControllerSpec) -> String {
    "“\(controller.userLabel ?? controller.sceneTitle)”"
  }

  // MARK: Rules

  /// No initial view controller: an error, unless the file is reached by reference or by
  /// storyboard ID (then a note: it is meant to be loaded that way, and Xcode says nothing), or
  /// no Info.plist of its project launches it (then a warning: Xcode builds it, and only an app
  /// launching it would fail).
  /// A file without scenes (`<scenes/>`) has nothing to enter: Xcode builds it silently.
  private mutating func checkEntryPoint() {
    if let id = document.initialViewControllerID {
      if document.controller(id: id) == nil {
        report(
          LintRule.missingInitialController, document.line,
          "the initial view controller '\(id)' is not a scene in this storyboard; check "
            + "\"Is Initial View Controller\" on the entry scene")
      }
      return
    }
    let referenced = graph.documentsReferencing(name: document.name).contains {
      $0 != documentIndex
    }
    let identified = document.scenes.contains {
      $0.controller.kind != .viewControllerPlaceholder && $0.controller.storyboardIdentifier != nil
    }
    guard !document.scenes.isEmpty else { return }
    let message =
      "Storyboard has no initial view controller - perhaps the designated entry point is not "
      + "set? Check \"Is Initial View Controller\" on the entry scene"
    if referenced {
      report(
        LintRule.noEntryPoint, document.line,
        message + " (this file is only reached by reference)", severity: .note)
    } else if identified {
      report(
        LintRule.noEntryPoint, document.line,
        message + " (its scenes can only be loaded by storyboard ID from code)", severity: .note)
    } else if isLaunched() == false {
      // Xcode builds it (warning only that its scenes are unreachable); iOS would fail only
      // when an app launches it, and none of this project's Info.plists does.
      report(
        LintRule.noEntryPoint, document.line,
        message + " (no Info.plist of this project launches it)", severity: .warning)
    } else {
      report(LintRule.noEntryPoint, document.line, message)
    }
  }

  /// Storyboard references whose file or identifier does not exist.
  private mutating func checkReferences() {
    for unresolved in graph.unresolvedReferences(ofDocument: documentIndex) {
      switch unresolved.error.kind {
      case .externalBundle:
        report(LintRule.externalReference, unresolved.placeholder.line, unresolved.error.reason)
      case .outsideProject:
        // No project above the file: the app's other storyboards cannot be seen from here.
        report(
          LintRule.missingReference, unresolved.placeholder.line,
          unresolved.error.reason
            + " (no .xcodeproj, Package.swift or .git above this file, so the app's other "
            + "storyboards are out of sight)", severity: .warning)
      default:
        report(LintRule.missingReference, unresolved.placeholder.line, unresolved.error.reason)
      }
    }
  }

  /// Two scenes with one storyboard ID: `instantiateViewController(withIdentifier:)` is ambiguous.
  private mutating func checkStoryboardIdentifiers() {
    var first: [String: ControllerSpec] = [:]
    for scene in document.scenes {
      guard let identifier = scene.controller.storyboardIdentifier else { continue }
      if let earlier = first[identifier] {
        report(
          LintRule.duplicateStoryboardID, scene.controller.line,
          "Storyboard ID '\(identifier)' is used by \(described(scene.controller)) and by "
            + "\(described(earlier)); give each scene a unique Storyboard ID")
      } else {
        first[identifier] = scene.controller
      }
    }
  }

  private mutating func checkStaticTable(_ controller: ControllerSpec) {
    guard let table = controller.tableView, table.dataMode == .static,
      controller.kind != .tableViewController
    else { return }
    report(
      LintRule.staticTable, table.line,
      "Illegal Configuration: Static table views are only valid when embedded in "
        + "UITableViewController instances (\(title(controller)) is a \(controller.elementName); "
        + "use a Table View Controller, or dynamic prototypes)")
  }

  /// Two prototypes with one reuse identifier: `dequeueReusableCell(withIdentifier:)` can only
  /// ever return one of them.
  private mutating func checkReuseIdentifiers(_ controller: ControllerSpec) {
    var first: [String: CellSpec] = [:]
    for cell in controller.tableView?.prototypes ?? [] {
      guard let identifier = cell.reuseIdentifier, !identifier.isEmpty else { continue }
      if let earlier = first[identifier] {
        report(
          LintRule.duplicateReuseIdentifier, cell.line,
          "duplicate reuse identifier '\(identifier)' in \(title(controller)) (also line "
            + "\(earlier.line)); dequeueReusableCell(withIdentifier:) only ever returns one of "
            + "these prototypes: delete or rename the others")
      } else {
        first[identifier] = cell
      }
    }
  }

  /// A prototype cell `dequeueReusableCell(withIdentifier:)` can never return.
  private mutating func checkMissingReuseIdentifiers(_ controller: ControllerSpec) {
    guard let table = controller.tableView, table.dataMode == .prototypes else { return }
    for cell in table.prototypes where cell.reuseIdentifier?.isEmpty ?? true {
      report(
        LintRule.missingReuseIdentifier, cell.line,
        "Unsupported Configuration: Prototype table cells must have reuse identifiers (a "
          + "prototype in \(title(controller))); set its Identifier in the Attributes inspector")
    }
  }

  /// The same Storyboard ID in this file and in a file it references or that references it:
  /// code that instantiates it by ID from the wrong `UIStoryboard` gets the other scene.
  private mutating func checkStoryboardIdentifiersAcrossReferences() {
    // Linked by a resolved reference, or a placeholder of either names the other (resolved
    // or not): from the graph's indexes, not a scan of every document.
    var linked = graph.referenceLinks(of: documentIndex)
    linked.formUnion(graph.documentsReferencing(name: document.name))
    for scene in document.scenes where scene.controller.kind == .viewControllerPlaceholder {
      if let name = scene.controller.storyboardName {
        linked.formUnion(graph.documents(named: name))
      }
    }
    for index in linked.sorted() where index != documentIndex {
      let other = graph.documents[index]
      for scene in document.scenes {
        let controller = scene.controller
        guard controller.kind != .viewControllerPlaceholder,
          let identifier = controller.storyboardIdentifier, !identifier.isEmpty,
          let twin = other.scenes.map(\.controller).first(where: {
            $0.kind != .viewControllerPlaceholder && $0.storyboardIdentifier == identifier
          })
        else { continue }
        let otherFile = other.path ?? "\(other.name).storyboard"
        report(
          LintRule.crossFileStoryboardID, controller.line,
          "Storyboard ID '\(identifier)' of \(described(controller)) is also the ID of "
            + "\(title(twin)) (\(twin.customClass ?? twin.uikitClassName)) at "
            + "\(otherFile):\(twin.line), and the two storyboards reference each other; "
            + "instantiateViewController(withIdentifier:) on the wrong one gets the other "
            + "scene: rename one")
      }
    }
  }

  /// What the loader noticed file-wide: repeated ids, layout flags, broken connections.
  private mutating func checkFindings() {
    let findings = document.findings
    for duplicate in findings.duplicateIDs {
      report(
        LintRule.duplicateElementID, duplicate.line,
        "the id '\(duplicate.id)' of this <\(duplicate.elementName)> is already used at line "
          + "\(duplicate.firstLine) (a merge artefact: Interface Builder writes each id once); "
          + "resolve the merge or delete one of the two")
    }
    for flag in findings.layoutFlags {
      let element = "<\(flag.elementName)>" + (flag.id.isEmpty ? "" : " '\(flag.id)'")
      if flag.flag == "ambiguous" {
        report(
          LintRule.ambiguousLayout, flag.line,
          "Ambiguous layout: \(element) has constraints that do not fix its position or size; "
            + "add the missing constraints (Editor > Resolve Auto Layout Issues)")
      } else {
        report(
          LintRule.misplacedView, flag.line,
          "Misplaced view: the frame of \(element) differs from what its constraints give; "
            + "Update Frames in Interface Builder")
      }
    }
    for connection in findings.brokenConnections {
      let what = connection.kind == "action" ? "action" : "outlet"
      report(
        LintRule.brokenConnection, connection.line,
        "the \(what) '\(connection.name)' connects to '\(connection.destination)', which is no "
          + "element of this storyboard any more; reconnect or delete it in the Connections "
          + "inspector")
    }
  }

  private mutating func checkSegues(_ controller: ControllerSpec) {
    var seen: [String: SegueSpec] = [:]
    for segue in controller.segues {
      let name = segue.identifier.map { "'\($0)'" } ?? "(no identifier)"
      if segue.kind != .unwind,
        graph.controller(
          SegueGraph.Node(document: documentIndex, controller: segue.destination))
          == nil
      {
        let what =
          segue.kind == .relationship
          ? "Relationship segue '\(segue.relationship ?? "?")'"
          : "Segue \(name) (\(segue.kindName))"
        report(
          LintRule.missingDestination, segue.line,
          "\(what) from \(title(controller)) has no destination: '\(segue.destination)' is not a "
            + "scene in this storyboard; reconnect the segue in Interface Builder or delete it")
      }
      if segue.source == .controller, segue.identifier?.isEmpty ?? true,
        segue.kind != .relationship, segue.kind != .embed, segue.kind != .unwind
      {
        report(
          LintRule.segueWithoutIdentifier, segue.line,
          "Segues initiated directly from view controllers must have an identifier (the "
            + "\(segue.kindName) segue from \(title(controller)); set one in the Attributes "
            + "inspector so performSegue(withIdentifier:sender:) can fire it)")
      }
      if let identifier = segue.identifier, !identifier.isEmpty, segue.kind != .relationship {
        if let earlier = seen[identifier] {
          // Two triggers (a cell and a button) sharing one segue's identifier and destination
          // is a common, harmless pattern; other duplicates are ambiguous.
          let ambiguous =
            earlier.destination != segue.destination || earlier.kind != segue.kind
            || (earlier.source == .controller && segue.source == .controller)
          if ambiguous {
            report(
              LintRule.duplicateSegueIdentifier, segue.line,
              "duplicate segue identifier '\(identifier)' in \(title(controller)) (also line "
                + "\(earlier.line)); performSegue(withIdentifier:sender:) and "
                + "prepare(for:sender:) cannot tell them apart: rename one")
          }
        } else {
          seen[identifier] = segue
        }
      }
    }
  }

  /// A push segue crashes when its source has no navigation controller. Only reported when
  /// the source is known to be shown some other way (entry point or a non-custom segue).
  private mutating func checkPushes(
    _ controller: ControllerSpec, managed: Set<SegueGraph.Node>,
    incoming: [SegueGraph.Node: [SegueGraph.Edge]]
  ) {
    let node = SegueGraph.Node(document: documentIndex, controller: controller.id)
    guard !managed.contains(node), controller.kind != .viewControllerPlaceholder else { return }
    let pushes = controller.segues.filter { $0.kind == .push }
    guard !pushes.isEmpty else { return }
    let entry = isAppEntry(controller)
    let shownOtherwise = (incoming[node] ?? []).contains { $0.segue.kind != .custom }
    guard entry || shownOtherwise else { return }
    for segue in pushes {
      let name = segue.identifier.map { " '\($0)'" } ?? ""
      report(
        LintRule.pushWithoutNavigation, segue.line,
        "Push segues can only be used when the source controller is managed by an instance of "
          + "UINavigationController (segue\(name) from \(title(controller)); embed "
          + "\(title(controller)) in a Navigation Controller, or use a Show or Present segue)")
    }
  }

  /// An unwind segue needs a scene on the way back whose class implements its action; only
  /// custom classes can (generic controllers just return to the presenter).
  private mutating func checkUnwinds(
    _ controller: ControllerSpec, incoming: [SegueGraph.Node: [SegueGraph.Edge]]
  ) {
    let unwinds = controller.segues.filter { $0.kind == .unwind }
    guard !unwinds.isEmpty else { return }
    let node = SegueGraph.Node(document: documentIndex, controller: controller.id)
    let ancestors = graph.ancestors(of: node)
    // The way back is known only when every path here starts at an initial scene; a scene
    // with no segue in may be shown from code, by anything.
    let roots = ancestors.union([node]).filter { (incoming[$0] ?? []).isEmpty }
    let known = roots.allSatisfy { root in
      graph.documents[root.document].initialViewControllerID == root.controller
    }
    guard known else { return }
    let candidates = ancestors.compactMap { graph.controller($0) }.filter {
      $0.customClass != nil && $0.id != controller.id
    }
    guard candidates.isEmpty else { return }
    for segue in unwinds {
      let action = segue.unwindAction ?? "(no action)"
      report(
        LintRule.unwindWithoutTarget, segue.line,
        "no scene on the way back to \(title(controller)) can take the unwind action "
          + "'\(action)': none of the scenes leading here has a custom class; set the class "
          + "that implements it, or generic mode just returns to the presenter")
    }
  }

  /// Xcode's rule: no segue in, not the initial scene, and no storyboard ID.
  private mutating func checkReachable(
    _ controller: ControllerSpec, incoming: [SegueGraph.Node: [SegueGraph.Edge]]
  ) {
    guard controller.kind != .viewControllerPlaceholder,
      controller.storyboardIdentifier?.isEmpty ?? true,
      controller.id != document.initialViewControllerID
    else { return }
    let node = SegueGraph.Node(document: documentIndex, controller: controller.id)
    guard (incoming[node] ?? []).isEmpty, !graph.referenceTargets.contains(node) else { return }
    report(
      LintRule.unreachableScene, controller.line,
      "Unsupported Configuration: \(title(controller)) is unreachable because it has no entry "
        + "points, and no identifier for runtime access via "
        + "-[UIStoryboard instantiateViewControllerWithIdentifier:]")
  }

  /// A segue whose every trigger a size-class variation uninstalls on `device`, or a zero
  /// width or height constraint collapses there: no user there can take it
  /// (`ControllerSpec.canTrigger`). The message says which of the two it is.
  private mutating func checkTriggers(_ controller: ControllerSpec, on device: Device) {
    for segue in controller.segues where !controller.canTrigger(segue, on: device) {
      let name = segue.identifier.map { " '\($0)'" } ?? ""
      let missing = controller.missingTriggers(of: segue, on: device)
      let size = SizeCollapse.phrase(missing.collapsed)
      let why: String
      if missing.collapsed.isEmpty {
        why =
          "is uninstalled by a size-class variation there (only app code can perform it); "
          + "install one for the \(device.displayName)'s size classes"
      } else if missing.uninstalled == 0 {
        why =
          "is collapsed to zero \(size) by a size-class constraint on "
          + "\(device.sizeClassNames) (only app code can perform it); give one a \(size) for "
          + "those size classes"
      } else {
        why =
          "is uninstalled by a size-class variation or collapsed to zero \(size) by a "
          + "size-class constraint there (only app code can perform it); install one, or give "
          + "one a \(size), for the \(device.displayName)'s size classes"
      }
      report(
        LintRule.segueNotOnDevice, segue.line,
        "the segue\(name) from \(title(controller)) cannot be taken on an "
          + "\(device.displayName): every view that triggers it \(why), or give it another way in")
    }
  }

  /// A scene the rule above cuts off: every segue in starts from a trigger `device` does not
  /// install, segues through a storyboard reference in another file too, and app code has no
  /// way to load it: no storyboard ID but the one the references name (IB asks for it to make
  /// the reference), and for a storyboard's initial scene, entered by references, no Info.plist
  /// launching the storyboard (scenes with no segue in at all are `unreachable-scene`'s).
  private mutating func checkReachable(
    _ controller: ControllerSpec, on device: Device,
    incoming: [SegueGraph.Node: [SegueGraph.Edge]]
  ) {
    guard controller.kind != .viewControllerPlaceholder else { return }
    let node = SegueGraph.Node(document: documentIndex, controller: controller.id)
    guard let edges = incoming[node], !edges.isEmpty,
      edges.allSatisfy({ graph.controller($0.from)?.canTrigger($0.segue, on: device) == false })
    else { return }
    let references = edges.filter { $0.reference != nil }
    let identifier = controller.storyboardIdentifier.flatMap { $0.isEmpty ? nil : $0 }
    var why = "it has no storyboard ID for app code"
    if controller.id == document.initialViewControllerID {
      // Entered through references only, and not the scene iOS launches the app with.
      guard !references.isEmpty, references.count == edges.count, isLaunched() == false else {
        return
      }
      why = "no Info.plist launches its storyboard"
    } else if let identifier {
      guard
        references.contains(where: { $0.reference?.referencedIdentifier == identifier })
      else { return }
      why =
        "its storyboard ID '\(identifier)' is the one the reference names (if app code also "
        + "loads it by that ID, disable the rule for it)"
    }
    var files: [String] = []
    for edge in references where edge.from.document != documentIndex {
      let from = graph.documents[edge.from.document]
      let name = from.path.map(StoryboardParser.baseName) ?? from.name
      if !files.contains(name + ".storyboard") { files.append(name + ".storyboard") }
    }
    let through =
      files.isEmpty ? "" : " (through a storyboard reference in \(files.joined(separator: ", ")))"
    // Said as what it is: a trigger a zero-size constraint collapses is not uninstalled.
    var collapsed: [SizeCollapse.Dimension] = []
    for edge in edges {
      let missing = graph.controller(edge.from)?.missingTriggers(of: edge.segue, on: device)
      for dimension in missing?.collapsed ?? [] where !collapsed.contains(dimension) {
        collapsed.append(dimension)
      }
    }
    let takenAway =
      collapsed.isEmpty
      ? "a size-class variation uninstalls there"
      : "a size class uninstalls or collapses to zero \(SizeCollapse.phrase(collapsed)) there"
    report(
      LintRule.unreachableOnDevice, controller.line,
      "\(title(controller)) is unreachable on an \(device.displayName): every "
        + "segue into it\(through) starts from a view \(takenAway), and \(why)")
  }

  // MARK: Helpers

  /// The initial scene of a storyboard no other storyboard references: the window's root.
  private func isAppEntry(_ controller: ControllerSpec) -> Bool {
    guard controller.id == document.initialViewControllerID else { return false }
    return graph.documentsReferencing(name: document.name).isEmpty
  }
}
