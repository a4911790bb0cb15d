/// What Choose Rating tells the scene that pushed it.
protocol RatingPickerViewControllerDelegate: AnyObject {
  /// The user picked `rating` (1…5); the delegate takes it and pops the picker.
  func ratingPickerViewController(
    _ controller: RatingPickerViewController, didSelectRating rating: Int)
}
