// Replaced by the section itself.
export function AuditSection() {
  return null;
}
