import { ActivityPanel } from "../team/activity";

/** Every entry of the audit trail, newest first, with the activity view's filters (R25). Read-only. */
export function AuditSection() {
  return <ActivityPanel title="Audit Trail" />;
}
