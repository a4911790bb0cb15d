/// What changed between two storyboards, by name: scenes, segues and what scenes draw, added,
/// removed, renamed, moved or changed (docs/DESIGN.md, "Storyboards in review").
///
/// Things are matched first by object ID (a rename keeps it: same ID, another name is a
/// rename), then, for what is left, by what a user knows them by — a scene by storyboard ID,
/// else title; a segue by identifier, else kind, destination and source; an item by kind,
/// name and place — so an ID Interface Builder remade is no change. What matches neither way
/// is removed on one side and added on the other.
public struct StoryboardDiff: Sendable, Equatable {
  /// One change, as a line for people and as fields for tools.
  public struct Change: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
      case added, removed, renamed, moved, changed
    }
    public var kind: Kind
    /// What it is: `scene`, `segue`, `entry`, or an item's kind (`button`, `row`, …).
    public var what: String
    /// The scene it is in (the new title, else the old), nil for the entry point and scenes.
    public var scene: String?
    /// The name or value before and after (nil on the side where it does not exist).
    public var old: String?
    public var new: String?
    /// The line people read: `button "Promo" → "Offers" in "Home"`.
    public var message: String
  }

  public private(set) var changes: [Change] = []

  /// Whether a user would see no difference.
  public var isEmpty: Bool { changes.isEmpty }

  /// The changes from `old` to `new`.
  public init(old: StoryboardOutline, new: StoryboardOutline) {
    let q = StoryboardOutline.quoted
    switch (old.entry, new.entry) {
    case (let before?, let after?) where before != after:
      add(.changed, "entry", old: before, new: after, "entry " + q(before) + " → " + q(after))
    case (nil, let after?):
      add(.added, "entry", new: after, "entry point added: " + q(after))
    case (let before?, nil):
      add(.removed, "entry", old: before, "entry point removed (was " + q(before) + ")")
    default: break
    }
    let pairs = Matching.pairs(
      old.scenes, new.scenes, keys: [{ $0.id }, { $0.storyboardID ?? "" }, { $0.title }])
    let oldMatched = Set(pairs.map(\.0))
    let newMatched = Set(pairs.map(\.1))
    // Segues into a scene removed (or added) with it are told with the scene, not again.
    var foldedOld: Set<String> = []
    var foldedNew: Set<String> = []
    for (index, scene) in old.scenes.enumerated() where !oldMatched.contains(index) {
      let into = Self.segues(into: scene, of: old, in: new, pairs: pairs, side: 0)
      foldedOld.formUnion(into.map(\.segue.id))
      add(
        .removed, "scene", old: scene.title,
        Self.sceneName(scene) + " removed" + Self.with(into))
    }
    for (index, scene) in new.scenes.enumerated() where !newMatched.contains(index) {
      let into = Self.segues(into: scene, of: new, in: old, pairs: pairs, side: 1)
      foldedNew.formUnion(into.map(\.segue.id))
      add(.added, "scene", new: scene.title, Self.sceneName(scene) + " added" + Self.with(into))
    }
    for (before, after) in pairs {
      compare(old.scenes[before], new.scenes[after], skipping: (foldedOld, foldedNew))
    }
  }

  mutating func add(
    _ kind: Change.Kind, _ what: String, scene: String? = nil, old: String? = nil,
    new: String? = nil, _ message: String
  ) {
    changes.append(
      Change(kind: kind, what: what, scene: scene, old: old, new: new, message: message))
  }

  /// `scene "Archive"`, or `reference Other.storyboard`.
  static func sceneName(_ scene: StoryboardOutline.Scene) -> String {
    scene.isReference
      ? "reference " + scene.title : "scene " + StoryboardOutline.quoted(scene.title)
  }

  /// `, with segue ShowArchive` (or `, with segues A and B`), or nothing.
  private static func with(_ segues: [(segue: StoryboardOutline.Segue, from: String)]) -> String {
    guard !segues.isEmpty else { return "" }
    let names = segues.map { segue, from in
      segue.identifier.map(StoryboardOutline.word)
        ?? "(" + segue.kind + " from " + StoryboardOutline.quoted(from) + ")"
    }
    let list =
      names.count == 1
      ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
    return ", with segue" + (names.count == 1 ? " " : "s ") + list
  }

  /// The segues of `outline` into `scene` that the other side lacks: those of scenes without a
  /// partner, and those of matched scenes that no segue of the partner matches.
  private static func segues(
    into scene: StoryboardOutline.Scene, of outline: StoryboardOutline,
    in other: StoryboardOutline, pairs: [(Int, Int)], side: Int
  ) -> [(segue: StoryboardOutline.Segue, from: String)] {
    var found: [(segue: StoryboardOutline.Segue, from: String)] = []
    for (index, source) in outline.scenes.enumerated() {
      // A segue out of a scene removed too goes with that scene.
      guard let pair = pairs.first(where: { (side == 0 ? $0.0 : $0.1) == index }) else {
        continue
      }
      let partner = other.scenes[side == 0 ? pair.1 : pair.0]
      let (first, second) = side == 0 ? (source, partner) : (partner, source)
      let unmatched = Self.segueMatches(first.segues, second.segues, side: side).unmatched
      for segueIndex in unmatched where source.segues[segueIndex].destinationID == scene.id {
        found.append((source.segues[segueIndex], source.title))
      }
    }
    return found
  }

  /// Pairs of `old`/`new` segues that are the same segue, and the indexes of `side`'s left over.
  static func segueMatches(
    _ first: [StoryboardOutline.Segue], _ second: [StoryboardOutline.Segue], side: Int
  ) -> (pairs: [(Int, Int)], unmatched: [Int]) {
    let pairs = Matching.pairs(
      first, second,
      keys: [
        { $0.id }, { $0.identifier ?? "" },
        { $0.kind + "\u{0}" + $0.destination + "\u{0}" + ($0.source ?? "") },
      ])
    let matched = Set(pairs.map { side == 0 ? $0.0 : $0.1 })
    let count = side == 0 ? first.count : second.count
    return (pairs, (0..<count).filter { !matched.contains($0) })
  }
}
