/// Comparing one scene with its partner: its header, what it draws and its segues.
extension StoryboardDiff {
  typealias Item = StoryboardOutline.Item
  typealias Segue = StoryboardOutline.Segue

  mutating func compare(
    _ old: StoryboardOutline.Scene, _ new: StoryboardOutline.Scene,
    skipping folded: (old: Set<String>, new: Set<String>)
  ) {
    let q = StoryboardOutline.quoted
    let scene = new.title
    if old.title != new.title || old.isReference != new.isReference {
      add(
        .renamed, "scene", old: old.title, new: new.title,
        Self.sceneName(old) + " → " + (new.isReference ? "reference " + new.title : q(new.title)))
    }
    let inScene = " in " + q(scene)
    func header(_ what: String, _ before: String?, _ after: String?) {
      guard before != after else { return }
      add(
        .changed, what, scene: scene, old: before, new: after,
        what + " " + (before ?? "(none)") + " → " + (after ?? "(none)") + inScene)
    }
    header("class", old.className, new.className)
    header("storyboard ID", old.storyboardID, new.storyboardID)
    header("presentation", old.presentation, new.presentation)
    compareItems(old.items, new.items, scene: scene)
    compareSegues(old.segues, new.segues, scene: scene, skipping: folded)
  }

  /// `in "Home"`, or `in row "Wi-Fi" of "Settings"` for what is inside another item.
  private static func location(_ item: Item, _ preposition: String, _ scene: String) -> String {
    " " + preposition + " " + (item.place.map { $0 + " of " } ?? "")
      + StoryboardOutline.quoted(scene)
  }

  /// The index of each item's parent (the nearest item before it drawn less deep), or nil.
  private static func parents(_ items: [Item]) -> [Int?] {
    var stack: [Int] = []
    return items.indices.map { index in
      while let last = stack.last, items[last].depth >= items[index].depth { stack.removeLast() }
      let parent = stack.last
      stack.append(index)
      return parent
    }
  }

  private mutating func compareItems(_ old: [Item], _ new: [Item], scene: String) {
    let name = StoryboardOutline.itemName
    let pairs = Matching.pairs(
      old, new,
      keys: [
        { $0.id },
        { $0.kind.rawValue + "\u{0}" + ($0.name ?? "") + "\u{0}" + ($0.place ?? "") },
        { $0.kind.rawValue + "\u{0}" + ($0.name ?? "") },
      ])
    var partnerOfOld = [Int?](repeating: nil, count: old.count)
    var partnerOfNew = [Int?](repeating: nil, count: new.count)
    for (before, after) in pairs {
      partnerOfOld[before] = after
      partnerOfNew[after] = before
    }
    let oldParents = Self.parents(old)
    let newParents = Self.parents(new)
    // What is inside an item removed or added goes with it.
    for (index, item) in old.enumerated() where partnerOfOld[index] == nil {
      if let parent = oldParents[index], partnerOfOld[parent] == nil { continue }
      add(
        .removed, item.kind.rawValue, scene: scene, old: item.name,
        name(item) + " removed" + Self.location(item, "from", scene))
    }
    for (index, item) in new.enumerated() where partnerOfNew[index] == nil {
      if let parent = newParents[index], partnerOfNew[parent] == nil { continue }
      add(
        .added, item.kind.rawValue, scene: scene, new: item.name,
        name(item) + " added" + Self.location(item, "to", scene))
    }
    let moved = Matching.moved(pairs)
    for (before, after) in pairs.sorted(by: { $0.1 < $1.1 }) {
      let (was, now) = (old[before], new[after])
      if name(was) != name(now) {
        add(
          .renamed, now.kind.rawValue, scene: scene, old: was.name, new: now.name,
          name(was) + " → "
            + (was.kind == now.kind
              ? now.name.map(StoryboardOutline.quoted) ?? "(no name)"
              : name(now)) + Self.location(now, "in", scene))
      }
      if was.state != now.state {
        add(
          .changed, now.kind.rawValue, scene: scene, old: was.state, new: now.state,
          name(now) + Self.location(now, "in", scene) + ": " + (was.state ?? "(none)") + " → "
            + (now.state ?? "(none)"))
      }
      if was.place != now.place {
        add(
          .moved, now.kind.rawValue, scene: scene, old: was.place, new: now.place,
          name(now) + " moved from " + (was.place ?? "the view") + " to "
            + (now.place ?? "the view") + " in " + StoryboardOutline.quoted(scene))
      } else if moved.contains(before) {
        // Its parent's move carries it; a move of its own is told.
        let parentMoved = newParents[after].flatMap { partnerOfNew[$0] }.map(moved.contains)
        if parentMoved != true {
          add(
            .moved, now.kind.rawValue, scene: scene, old: was.name, new: now.name,
            name(now) + " moved" + Self.location(now, "in", scene))
        }
      }
    }
  }

  private mutating func compareSegues(
    _ old: [Segue], _ new: [Segue], scene: String,
    skipping folded: (old: Set<String>, new: Set<String>)
  ) {
    let inScene = " in " + StoryboardOutline.quoted(scene)
    let (pairs, removed) = Self.segueMatches(old, new, side: 0)
    let added = Self.segueMatches(old, new, side: 1).unmatched
    for index in removed where !folded.old.contains(old[index].id) {
      let segue = old[index]
      add(
        .removed, "segue", scene: scene, old: segue.identifier,
        StoryboardOutline.segueName(segue) + " removed from " + StoryboardOutline.quoted(scene))
    }
    for index in added where !folded.new.contains(new[index].id) {
      let segue = new[index]
      var message =
        StoryboardOutline.segueName(segue) + " added to "
        + StoryboardOutline.quoted(scene)
      if segue.identifier != nil { message += " (" + segue.kind + " → " + segue.destination + ")" }
      add(.added, "segue", scene: scene, new: segue.identifier, message)
    }
    for (before, after) in pairs {
      let (was, now) = (old[before], new[after])
      if was.identifier != now.identifier {
        add(
          .renamed, "segue", scene: scene, old: was.identifier, new: now.identifier,
          StoryboardOutline.segueName(was) + " → "
            + (now.identifier.map(StoryboardOutline.word) ?? "(no identifier)") + inScene)
      }
      var parts: [String] = []
      if was.kind != now.kind { parts.append(was.kind + " → " + now.kind) }
      if was.destination != now.destination {
        parts.append("destination " + was.destination + " → " + now.destination)
      }
      if was.source != now.source {
        parts.append(
          "from " + (was.source ?? "code") + " → from " + (now.source ?? "code"))
      }
      if was.details != now.details {
        parts.append((was.details ?? "(none)") + " → " + (now.details ?? "(none)"))
      }
      guard !parts.isEmpty else { continue }
      add(
        .changed, "segue", scene: scene, old: was.identifier, new: now.identifier,
        StoryboardOutline.segueName(now) + inScene + ": " + parts.joined(separator: "; "))
    }
  }
}
