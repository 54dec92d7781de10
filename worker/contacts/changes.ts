// What staff change about a lead (R13), as the audit trail records it.
import { CONTACT_STATUS_LABELS, type ContactStatus } from "../shared/contact-status";

/**
 * The audit summary of a status or note change, in words; empty when nothing changed. The note's
 * text is never copied: the audit trail outlives the lead (a deleted lead's words must go with
 * it), and staff read the note itself in the lead's view.
 */
export function changeSummary(
  existing: { status: ContactStatus; internalNote: string },
  input: { status?: ContactStatus; internalNote?: string },
): string {
  const changes: string[] = [];
  if (input.status !== undefined && input.status !== existing.status) changes.push(`Status: ${CONTACT_STATUS_LABELS[input.status]}`);
  if (input.internalNote !== undefined && input.internalNote !== existing.internalNote)
    changes.push(input.internalNote === "" ? "Note cleared" : "Note changed");
  return changes.join("; ");
}
