import Navigation

/// Choose Rating: five static rows ★ … ★★★★★ from the storyboard, the checkmark on the current
/// rating; a selection moves the checkmark and tells the delegate, which pops this scene.
final class RatingPickerViewController: ViewController {
  /// The scene that pushed this one; weak, so popping really frees this scene.
  weak var delegate: (any RatingPickerViewControllerDelegate)?
  /// The current rating (1…5), handed over in `prepare(for:sender:)`.
  var rating = PlayerDetailsViewController.defaultRating

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    // The storyboard's static cell, with the checkmark on the current rating.
    let cell = super.tableView(tableView, cellForRowAt: indexPath)
    cell.accessoryType = indexPath.row + 1 == rating ? .checkmark : .none
    return cell
  }

  override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    tableView.cellForRow(at: IndexPath(row: rating - 1, section: 0))?.accessoryType = .none
    rating = indexPath.row + 1
    tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
    delegate?.ratingPickerViewController(self, didSelectRating: rating)
  }
}
