// Replaced by the section itself.
export function EventsSection() {
  return null;
}
