/// Reading connections (segues, outlets, actions) and what lint checks file-wide.
extension StoryboardBuilder {

  func addSegue(_ attributes: XMLAttributes, owner: Frame?, id: String?, line: Int) {
    guard scene != nil, let owner, owner.tag == .connections else { return }
    let unwindAction = attributes.value("unwindAction")
    // Some older files write unwind segues with an action but no kind.
    let kindName = attributes.value("kind") ?? (unwindAction != nil ? "unwind" : "")
    let ownerID = owner.id ?? ""
    let source: SegueSource
    switch owner.ownerTag {
    case .controller?: source = .controller
    case .tableViewCell?: source = .cell(id: ownerID)
    case .barButtonItem?: source = .barButtonItem(id: ownerID)
    case .button?: source = .button(id: ownerID)
    case .gestureRecognizer?: source = .gestureRecognizer(id: ownerID)
    default: source = .other(id: ownerID)
    }
    if source != .controller { noteAncestors(ofConnectionOwner: ownerID) }
    scene?.segues.append(
      SegueSpec(
        id: id ?? "", identifier: Self.nonEmpty(attributes.value("identifier")),
        kind: SegueKind(rawValue: kindName) ?? .unknown, kindName: kindName,
        destination: attributes.value("destination") ?? "",
        relationship: attributes.value("relationship"),
        customClass: attributes.value("customClass"),
        unwindAction: unwindAction,
        modalPresentationStyle: Self.nonEmpty(attributes.value("modalPresentationStyle")),
        source: source, line: line))
  }

  func addOutlet(_ attributes: XMLAttributes, owner: Frame?, line: Int) {
    guard let owner, owner.tag == .connections,
      let property = attributes.value("property"),
      let destination = attributes.value("destination")
    else { return }
    let outlet = OutletSpec(property: property, destination: destination, line: line)
    if property == "gestureRecognizers", let view = owner.id, !view.isEmpty {
      // The views a gesture is attached to are what the user touches to trigger its segue.
      scene?.gestureViews[destination, default: []].append(view)
      noteAncestors(ofConnectionOwner: view)
    }
    switch owner.ownerTag {
    case .controller?: scene?.controllerOutlets.append(outlet)
    case .tableViewCell?: cell?.spec.outlets.append(outlet)
    default: break
    }
  }

  func addAction(_ attributes: XMLAttributes, owner: Frame?) {
    guard let owner, owner.tag == .connections else { return }
    let selector = attributes.value("selector")
    switch owner.ownerTag {
    case .barButtonItem?:
      if barButton?.item.action == nil { barButton?.item.action = selector }
    case .button?:
      if button?.action == nil { button?.action = selector }
    case let tag? where tag.controlKind != nil:
      if control?.action == nil { control?.action = selector }
    default: break
    }
  }

  /// Records what lint checks file-wide: repeated ids, IB's layout flags, connections.
  func noteFindings(
    _ name: XMLName, _ attributes: XMLAttributes, _ common: XMLAttributes.Common, tag: Tag,
    id: String?, line: Int
  ) {
    if let id {
      // One hash of the id, not a look-up and then an insert: the slot is read and, when the
      // id is new (the -1 no line has), filled in one access.
      func firstLine(_ slot: inout Int) -> Int? {
        guard slot < 0 else { return slot }
        slot = line
        return nil
      }
      if let first = firstLine(&seenIDs[id, default: -1]) {
        document.findings.duplicateIDs.append(
          .init(id: id, elementName: name.string, line: line, firstLine: first))
      }
    }
    switch tag {
    case .outlet, .outletCollection, .action:
      if let destination = attributes.value("destination") {
        let kind = tag == .action ? "action" : tag == .outlet ? "outlet" : "outletCollection"
        let label = attributes.value(tag == .action ? "selector" : "property") ?? "?"
        connections.append(.init(kind: kind, name: label, destination: destination, line: line))
      }
    case .ignored, .constraint, .segue, .scene, .objects, .connections, .string, .fragment, .state:
      break
    default:
      var flags: [String] = []
      if XMLAttributes.value(common.ambiguous, equals: "YES") { flags.append("ambiguous") }
      if XMLAttributes.value(common.misplaced, equals: "YES") { flags.append("misplaced") }
      for flag in flags {
        document.findings.layoutFlags.append(
          .init(id: id ?? "", elementName: name.string, flag: flag, line: line))
      }
    }
  }

  /// Called once the whole file is read: connections to ids no element has.
  func finish() {
    document.findings.brokenConnections = connections.filter { seenIDs[$0.destination] == nil }
  }

}
