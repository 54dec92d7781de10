// Replaced by the section itself.
export function ContactsSection() {
  return null;
}
