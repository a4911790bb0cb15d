/// What the builder keeps while reading: open elements and the scene, cell and label being read.
extension StoryboardBuilder {
  /// One open element.
  struct Frame {
    var tag: Tag
    /// The element's `id` (for `connections`: the owner's id).
    var id: String?
    /// For `connections`: the tag of the element the connections belong to.
    var ownerTag: Tag?
    /// Whether this element opened one of the builder's "current item" slots.
    var opened = false
    /// Whether this element is the scene controller's root view.
    var isRootView = false
    /// Whether this element is the title view of the controller's navigation item.
    var isTitleView = false
    /// Whether this element's subtree is not drawn (hidden, or a collection view).
    var excludes = false
    /// Whether the element says `hidden="YES"` (a varied `hidden="NO"` may show it).
    var isHiddenInBase = false
    /// Where its frame puts it, from the cell's origin (inside a cell, once its rect is read),
    /// else from the scene's root view's.
    var origin: (x: Double, y: Double)?
    /// Its frame's size, once its rect is read.
    var size: (width: Double, height: Double)?

    init(tag: Tag, id: String?) {
      self.tag = tag
      self.id = id
    }
  }

  /// A button's title as its parts are read. An Xcode 13+ `buttonConfiguration` is what the
  /// device shows, so a button with one shows its title only (Xcode leaves
  /// `<state key="normal" title="Button"/>` beside it, unseen: an image-only configuration
  /// shows no title); an attributed title wins over a plain one.
  struct ButtonTitle {
    var hasConfiguration = false
    var configuration: String?
    var configurationAttributed: String?
    var normal: String?
    var normalAttributed: String?

    /// The title shown, nil when no part gives a non-empty one.
    var shown: String? {
      let parts =
        hasConfiguration ? [configurationAttributed, configuration] : [normalAttributed, normal]
      return parts.lazy.compactMap { $0 }.first { !$0.isEmpty }
    }
  }

  enum BarButtonPlacement { case left, right, toolbar, back, none }

  enum CaptureTarget {
    case labelText, textFieldText, controlText, fragment, navigationTitle, controllerTitle
    case barButtonTitle, buttonTitle
  }

  /// The scene being read; becomes a `Scene` when `</scene>` closes.
  ///
  /// A class, as `CellState` is: the builder asks whether one is open at nearly every element,
  /// and an optional struct this large was copied whole to answer.
  final class SceneState {
    var sceneID: String
    var line: Int
    var controller: ControllerSpec?
    var navigationItem: NavigationItemSpec?
    /// A navigation item found in an old `<navigationBar><items>`: its title is drawn in the
    /// view; its buttons are used when there is no other item.
    var barNavigationItem: NavigationItemSpec?
    var tableView: TableViewSpec?
    var tableOpen = false
    var tableIsRootView = false
    var segues: [SegueSpec] = []
    var controllerOutlets: [OutletSpec] = []
    var buttons: [ButtonSpec] = []
    var toolbarItems: [BarButtonItemSpec] = []
    /// The scene's elements by id, in the order they were named (`takeElements()` once it
    /// closes): made into a table once, at its full size, rather than regrown (and its large
    /// values moved) as it fills.
    private var elementWrites: [ElementWrite] = []
    var dockViews: [ViewSpec] = []
    var subviews: [SubviewSpec] = []
    /// Where each of `subviews` is, from the root view's origin (nil: no frame written).
    var subviewFrames: [LabelState.Frame?] = []
    /// What the navigation item's title view shows (drawn before the view's subviews).
    var titleSubviews: [SubviewSpec] = []
    /// Size-class "Installed" variations read so far, by the id of the view they name.
    var installVariations: [String: [SizeClassVariation]] = [:]
    /// The ids of the views enclosing each drawn subview and button, and each element a segue
    /// starts at or a gesture recognizer is attached to (for their variations).
    var ancestors: [String: [String]] = [:]
    /// By gesture recognizer id, the views it is attached to (`gestureRecognizers` outlets).
    var gestureViews: [String: [String]] = [:]
    /// Width and height constraints that may collapse their view, by constraint id, and those
    /// ids by the view they size.
    var sizeConstraints: [String: SizeConstraint] = [:]
    var sizeConstraintsByView: [String: [String]] = [:]
    /// Where each constraint is installed (`<mask key="constraints">`), by constraint id.
    var constraintVariations: [String: [SizeClassVariation]] = [:]

    /// Whether one of `sizeConstraints` is installed or sized by size class (a constraint mask
    /// names it, or a variation varies its constant): only such a one may collapse its view on
    /// one device and not the other.
    var hasVariedSizeConstraint = false

    /// Whether anything in the scene so far varies by size class: an installed view, a varied
    /// `hidden`, a zero-size constraint a size class installs or varies. A size constraint no
    /// size class varies counts for nothing, so a scene with only such ones is read as one
    /// without variations.
    var hasVariations: Bool { !installVariations.isEmpty || hasVariedSizeConstraint }

    init(sceneID: String, line: Int) {
      self.sceneID = sceneID
      self.line = line
    }

    /// The variations of the element `id` and of each enclosing view that has some, outermost
    /// first (empty: installed everywhere).
    func installChain(of id: String) -> [[SizeClassVariation]] {
      var chain: [[SizeClassVariation]] = []
      for view in (ancestors[id] ?? []) + [id] {
        if let variations = installVariations[view] { chain.append(variations) }
        if let collapse = collapse(of: view) { chain.append(collapse) }
      }
      return chain
    }

    /// Where a size class collapses the view `id` to zero width or height (`SizeConstraint`),
    /// as one variation per device saying whether it is shown there; nil where it is not
    /// collapsed on any device, or only by constraints no size class varies.
    func collapse(of id: String) -> [SizeClassVariation]? {
      guard sizeConstraintsByView[id] != nil else { return nil }
      var shown: [SizeClassVariation] = []
      var collapsesSomewhere = false
      for device in Device.allCases {
        let collapsed = !collapsedDimensions(of: id, on: device).isEmpty
        collapsesSomewhere = collapsesSomewhere || collapsed
        shown.append(
          SizeClassVariation(
            widthClass: device.widthClass, heightClass: device.heightClass, installed: !collapsed))
      }
      return collapsesSomewhere ? shown : nil
    }

    /// The dimensions zero-size constraints a size class installs or varies collapse the view
    /// `id` to on `device` (empty: none).
    func collapsedDimensions(of id: String, on device: Device) -> [SizeCollapse.Dimension] {
      var dimensions: [SizeCollapse.Dimension] = []
      for constraintID in sizeConstraintsByView[id] ?? [] {
        guard let constraint = sizeConstraints[constraintID],
          !dimensions.contains(constraint.dimension)
        else { continue }
        let mask = constraintVariations[constraintID] ?? []
        guard !mask.isEmpty || !constraint.zeroVariations.isEmpty,
          SizeClassVariation.isInstalled(mask, on: device), constraint.isZero(on: device)
        else { continue }
        dimensions.append(constraint.dimension)
      }
      return dimensions
    }

    /// Where the element `id` is collapsed (it or an enclosing view) on a device whose
    /// variations otherwise install it; nil where it is not. An element a variation uninstalls
    /// is said to be uninstalled there, whatever its size.
    func sizeCollapse(of id: String) -> SizeCollapse? {
      let views = (ancestors[id] ?? []) + [id]
      var collapse = SizeCollapse()
      for device in Device.allCases
      where views.allSatisfy({
        SizeClassVariation.isInstalled(installVariations[$0] ?? [], on: device)
      }) {
        for view in views {
          for dimension in collapsedDimensions(of: view, on: device) {
            collapse.insert(dimension, on: device)
          }
        }
      }
      return collapse.isEmpty ? nil : collapse
    }

    /// Names `element` by `id`; a later element of that id takes its place.
    func setElement(_ element: ElementSpec, id: String) {
      elementWrites.append(ElementWrite(id: id, element: element, keepsFirst: false))
    }

    /// Names `element` by `id` unless an element already has that id.
    func addElement(_ element: ElementSpec, ifAbsent id: String) {
      elementWrites.append(ElementWrite(id: id, element: element, keepsFirst: true))
    }

    /// The scene's elements by id; the writes are moved out (asked once, as the scene closes).
    func takeElements() -> [String: ElementSpec] {
      var elements = [String: ElementSpec](minimumCapacity: elementWrites.count)
      for index in elementWrites.indices {
        var write = ElementWrite(id: "", element: .tableView(id: "", line: 0), keepsFirst: false)
        swap(&write, &elementWrites[index])
        if write.keepsFirst {
          // An element already named keeps its place. Asked before writing: a `default:`
          // value was boxed on the heap for every write, named or not.
          if elements.index(forKey: write.id) == nil { elements[write.id] = write.element }
        } else {
          elements[write.id] = write.element
        }
      }
      elementWrites = []
      return elements
    }
  }

  /// One element named while a scene is read.
  struct ElementWrite {
    var id: String
    var element: ElementSpec
    /// Whether an element already named by `id` stays (else this one replaces it).
    var keepsFirst: Bool
  }

  /// A cell being read: its spec plus the label ids it names and the labels met so far.
  final class CellState {
    var spec: CellSpec
    var textLabelID: String?
    var detailTextLabelID: String?
    var labels: [LabelState] = []
    /// A content configuration's text and secondary text (`listContentConfiguration`).
    var configurationText: String?
    var configurationDetail: String?
    /// Titles of buttons in the cell, in document order.
    var buttonTitles: [(id: String, title: String)] = []

    init(_ attributes: XMLAttributes, id: String, line: Int) {
      var style = CellSpec.Style.custom
      if attributes.contains("style") {
        if attributes.value("style", equals: "IBUITableViewCellStyleValue1") {
          style = .rightDetail
        } else if attributes.value("style", equals: "IBUITableViewCellStyleValue2") {
          style = .leftDetail
        } else if attributes.value("style", equals: "IBUITableViewCellStyleSubtitle") {
          style = .subtitle
        } else if attributes.value("style", equals: "IBUITableViewCellStyleDefault") {
          style = .basic
        }
      }
      spec = CellSpec(
        id: id, reuseIdentifier: attributes.value("reuseIdentifier"), style: style,
        accessory: attributes.value("accessoryType").flatMap(CellSpec.Accessory.init) ?? .none,
        customClass: attributes.value("customClass"), line: line)
      textLabelID = attributes.value("textLabel")
      detailTextLabelID = attributes.value("detailTextLabel")
    }

    /// A copy of every stored property, to change apart from this one (the cell as one device
    /// shows it).
    func copy() -> CellState { CellState(copying: self) }

    private init(copying other: CellState) {
      spec = other.spec
      textLabelID = other.textLabelID
      detailTextLabelID = other.detailTextLabelID
      labels = other.labels
      configurationText = other.configurationText
      configurationDetail = other.configurationDetail
      buttonTitles = other.buttonTitles
    }
  }

  /// A label being read: its spec plus whether its text comes from attributed fragments.
  struct LabelState {
    typealias Frame = (x: Double, y: Double, width: Double, height: Double)
    var spec: LabelSpec
    var textFromFragments = false
    /// Where its frame puts it in the cell (nil: no frame written).
    var frame: Frame?
    var id: String { spec.id }
    var text: String? {
      get { spec.text }
      set { spec.text = newValue }
    }
  }
}
