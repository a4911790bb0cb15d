/// What Choose Game tells the scene that pushed it.
protocol GamePickerViewControllerDelegate: AnyObject {
  /// The user picked `game`; the delegate takes it and pops the picker.
  func gamePickerViewController(_ controller: GamePickerViewController, didSelectGame game: String)
}
