// Who receives each staff email (R23): a list of addresses per kind, one per line.
import { useState, type FormEvent } from "react";

import {
  notificationsSchema,
  STAFF_EMAIL_KIND_IDS,
  STAFF_EMAIL_KINDS,
  type Notifications,
  type StaffEmailKind,
} from "../../../../worker/shared/settings";
import { TextAreaField } from "../../../components/form/fields";
import { buttonVariants } from "../../../components/ui/button";
import { ConflictNote } from "./conflict-note";
import { useSectionSave } from "./save-section";
import { SETTINGS_SCREEN_TEXTS as TEXT } from "./settings-text";

const asLines = (emails: readonly string[]) => emails.join("\n");
const asList = (lines: string) =>
  lines
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);

export function NotificationsForm({ saved, version }: { saved: Notifications; version: number }) {
  const [lists, setLists] = useState(() => Object.fromEntries(STAFF_EMAIL_KIND_IDS.map((kind) => [kind, asLines(saved.recipients[kind])])));
  const save = useSectionSave("notifications", notificationsSchema);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const recipients = Object.fromEntries(STAFF_EMAIL_KIND_IDS.map((kind) => [kind, asList(lists[kind] ?? "")])) as Record<
      StaffEmailKind,
      string[]
    >;
    save.submit(version, { recipients });
  };
  /** A kind's first refusal, whichever address it is about. */
  const errorOf = (kind: StaffEmailKind) =>
    Object.entries(save.errors).find(
      ([field, message]) => message && (field === `recipients.${kind}` || field.startsWith(`recipients.${kind}.`)),
    )?.[1];
  return (
    <form onSubmit={submit} aria-label={TEXT.notificationsTab} noValidate className="space-y-5">
      <p className="text-sm text-slate-600">{TEXT.notificationsHint}</p>
      <ConflictNote message={save.conflict} />
      <div className="grid gap-4 lg:grid-cols-2">
        {STAFF_EMAIL_KIND_IDS.map((kind) => (
          <TextAreaField
            key={kind}
            label={STAFF_EMAIL_KINDS[kind]}
            rows={3}
            autoComplete="off"
            value={lists[kind]}
            onChange={(event) => setLists({ ...lists, [kind]: event.target.value })}
            error={errorOf(kind)}
          />
        ))}
      </div>
      <button type="submit" disabled={save.pending} className={buttonVariants({ variant: "dark" })}>
        {TEXT.saveNotifications}
      </button>
    </form>
  );
}
