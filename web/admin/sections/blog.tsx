// Replaced by the section itself.
export function BlogSection() {
  return null;
}
