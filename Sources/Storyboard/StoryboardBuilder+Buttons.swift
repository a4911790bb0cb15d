/// Reading a button's title and image from its parts: the normal state (`<state key="normal">`)
/// and, since Xcode 13, its configuration (`<buttonConfiguration key="configuration">`), each
/// with a plain or an attributed title (`<attributedString key="attributedTitle">`).
extension StoryboardBuilder {
  /// Reads a `state` or `buttonConfiguration` element of the open button; returns whether it is
  /// one whose title and image are shown (the normal state, or the configuration).
  func startButtonPart(_ tag: Tag, _ attributes: XMLAttributes, parent: Frame?) -> Bool {
    guard parent?.tag == .button, button != nil else { return false }
    let isConfiguration = tag == .buttonConfiguration
    guard isConfiguration || attributes.value("key", equals: "normal") else { return false }
    let title = attributes.value("title")
    if isConfiguration {
      buttonTitle.hasConfiguration = true
      buttonTitle.configuration = title ?? buttonTitle.configuration
    } else {
      buttonTitle.normal = title ?? buttonTitle.normal
    }
    // The configuration's image is what shows; the normal state's only when it has none.
    if let image = Self.nonEmpty(attributes.value("image")), isConfiguration || button?.image == nil
    {
      button?.image = image
    }
    return true
  }

  /// A title written as a `<string key="title">` element (one with a line break) in the open
  /// button's normal state or configuration, whichever encloses it. The shell draws a button on
  /// one line, so its lines are joined by a space: what is drawn is what `tap` takes.
  func setButtonTitle(_ written: String) {
    guard let part = stack.last(where: { $0.tag == .state || $0.tag == .buttonConfiguration })
    else { return }
    let text = written.split(whereSeparator: \.isNewline).joined(separator: " ")
    if part.tag == .buttonConfiguration {
      buttonTitle.configuration = text
    } else {
      buttonTitle.normal = text
    }
  }

  /// Adds an attributed title's text to the open button: to its configuration's or its normal
  /// state's, whichever element encloses it (other states' titles are not shown).
  func appendButtonFragment(_ text: String) {
    guard let part = stack.last(where: { $0.tag == .state || $0.tag == .buttonConfiguration }),
      part.opened
    else { return }
    if part.tag == .buttonConfiguration {
      buttonTitle.configurationAttributed = (buttonTitle.configurationAttributed ?? "") + text
    } else {
      buttonTitle.normalAttributed = (buttonTitle.normalAttributed ?? "") + text
    }
  }
}
