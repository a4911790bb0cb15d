import RosterTestSupport
import Testing

/// A split view on an iPad is expanded: every column is drawn, the column the user acts in has
/// the focus, `back` acts in it, and a `showDetail` replaces the detail column beside the one
/// acted in. A three-column split names its supplementary column. Roster pushed the iPad's
/// detail with a Back button to the master, drew one column, and `back` left the detail.
@Suite struct ExpandedSplitEndToEndTests {
  let storyboard = Fixtures.shellTests + "/ExpandedSplit/Main.storyboard"

  @Test func everyColumnIsDrawnAndNamed() throws {
    let run = try runRoster(
      ["--memory", "--device", "ipad", "--storyboard", storyboard], stdin: "show\nwhere\n")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("beside it, the supplementary column: Messages"), "\(run.stdout)")
    #expect(run.stdout.contains("[Lunch on Friday?]"), "\(run.stdout)")
    #expect(
      run.stdout.contains("beside it, the secondary column: No Message Selected"), "\(run.stdout)")
    #expect(run.stdout.contains("Pick a message"), "\(run.stdout)")
    #expect(run.stdout.contains("  primary: UINavigationController"), "\(run.stdout)")
    #expect(run.stdout.contains("  supplementary: UINavigationController"), "\(run.stdout)")
    #expect(run.stdout.contains("  secondary: UINavigationController"), "\(run.stdout)")
  }

  @Test func theColumnActedInHasTheFocusAndBackActsThere() throws {
    let script = """
      tap "Lunch on Friday?"
      expect scene Messages
      tap "Show Thread"
      expect scene Thread
      back
      expect scene "Lunch on Friday?"
      expect error matching "first scene" back
      select 1
      expect scene Archive
      back
      expect scene Folders

      """
    let run = try runRoster(
      ["--memory", "--device", "ipad", "--storyboard", storyboard], stdin: script)
    #expect(run.status == 0, "\(run)")
    #expect(!run.stdout.contains("‹ Messages"), "\(run.stdout)")
  }

  /// The same storyboard on an iPhone is collapsed: the detail is pushed with a Back button.
  @Test func anIPhoneCollapsesIt() throws {
    let run = try runRoster(
      ["--memory", "--storyboard", storyboard], stdin: "show\n")
    #expect(run.status == 0, "\(run)")
    #expect(!run.stdout.contains("beside it"), "\(run.stdout)")
  }

  /// A three-column split view is column-style: UIKit wraps a column that is no navigation
  /// controller in one, so its scene has a bar and a title (Roster drew "(no navigation bar)").
  @Test func aColumnOfAThreeColumnSplitHasABar() throws {
    let storyboard = Fixtures.shellTests + "/ExpandedSplit/Main.storyboard"
    let text = try String(contentsOfFile: storyboard, encoding: .utf8)
    // The supplementary column without its navigation controller, as NetNewsWire writes it.
    let bare = text.replacingOccurrences(
      of: "destination=\"snav\" kind=\"relationship\" relationship=\"supplementaryViewController\"",
      with:
        "destination=\"lst-1\" kind=\"relationship\" relationship=\"supplementaryViewController\"")
    #expect(bare != text)
    let folder = try TemporaryDirectory(["Main.storyboard": bare])
    defer { folder.remove() }
    let run = try runRoster(
      ["--memory", "--device", "ipad", "--storyboard", folder.path + "/Main.storyboard"],
      stdin: "tap \"Lunch on Friday?\"\nshow\n")
    #expect(run.status == 0, "\(run)")
    #expect(!run.stdout.contains("(no navigation bar)"), "\(run.stdout)")
  }

  /// A column beside the focus says what only app code fills in it, as the focused scene does.
  @Test func aColumnBesideSaysWhatAppCodeFills() throws {
    let storyboard = Fixtures.shellTests + "/ExpandedSplit/Main.storyboard"
    let text = try String(contentsOfFile: storyboard, encoding: .utf8)
    let label =
      "<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" text=\"Pick"
    let withGrid = text.replacingOccurrences(
      of: label,
      with: "<collectionView clipsSubviews=\"YES\" contentMode=\"scaleToFill\" "
        + "dataMode=\"prototypes\" id=\"wel-col\"/>" + label)
    #expect(withGrid != text)
    let folder = try TemporaryDirectory(["Main.storyboard": withGrid])
    defer { folder.remove() }
    let run = try runRoster(
      ["--memory", "--device", "ipad", "--storyboard", folder.path + "/Main.storyboard"],
      stdin: "show\n")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stdout.contains(
        "beside it, the secondary column: No Message Selected\nPick a message\n(a collection "
          + "view: its items come from app code"), "\(run.stdout)")
  }
}
