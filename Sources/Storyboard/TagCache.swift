/// The tags of the element names one parse has already classified, by the name's address.
///
/// libxml2's SAX2 reader hands every element name out of its parse's dictionary, so within one
/// parse a name has one address and an address one name; `Tag.classify` compares bytes
/// against up to a dozen names, and a storyboard repeats a few dozen names thousands of times.
/// A small direct-mapped table: a miss classifies and takes the slot. Good for one parse only
/// (the next parse's dictionary may reuse the addresses): the builder that owns it reads one
/// document.
struct TagCache {
  private static let slots = 64
  private var addresses = [UInt](repeating: 0, count: slots)
  private var tags = [Tag](repeating: .other, count: slots)

  /// The tag for `name`, classified once per name per parse.
  mutating func tag(for name: XMLName) -> Tag {
    let address = UInt(bitPattern: name.bytes)
    let slot = Int(truncatingIfNeeded: (address >> 4) ^ (address >> 10)) & (Self.slots - 1)
    if addresses[slot] == address { return tags[slot] }
    let tag = Tag.classify(name)
    addresses[slot] = address
    tags[slot] = tag
    return tag
  }
}
