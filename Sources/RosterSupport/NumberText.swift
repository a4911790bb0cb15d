/// Numbers as people read them in messages and drawings.
package enum NumberText {
  /// `number` with its thousands separated by commas, as people read big counts: `1,000,003`.
  package static func grouped(_ number: Int) -> String {
    let digits = Array(String(number.magnitude))
    var text = number < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }
}
