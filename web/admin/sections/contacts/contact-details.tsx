// A submission's view for staff (R13): its status, the internal note and the messages it caused.
import { useState } from "react";

import { CONTACT_STATUS_OPTIONS, type ContactStatus } from "../../../../worker/shared/contact-status";
import { INTERNAL_NOTE_MAX } from "../../../../worker/shared/schemas/admin";
import { api, ok } from "../../../api";
import { Field, TextAreaField } from "../../../components/form/fields";
import { buttonVariants } from "../../../components/ui/button";
import { contactsKey, type ContactSubmission } from "../../../queries/contacts";
import { CRM_TEXT } from "../../texts";
import { crudWords, useAdminMutation } from "../../mutations";
import { VisitSourceLine } from "../analytics/visit-source";
import { RecordMessages } from "../messages/record-messages";

type Change = { status: ContactStatus } | { internalNote: string };

export function ContactDetails({ contact }: { contact: ContactSubmission }) {
  const [note, setNote] = useState(contact.internalNote);
  const update = useAdminMutation({
    mutationFn: (json: Change) => ok(api.contacts[":id"].$patch({ param: { id: String(contact.id) }, json })),
    invalidates: [contactsKey],
    ...crudWords("contact submission", "update"),
  });
  const noteChanged = note.trim() !== contact.internalNote;
  // The chosen status shows at once; the list's refetch then confirms it.
  const status = update.isPending && update.variables && "status" in update.variables ? update.variables.status : contact.status;
  return (
    <div className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <VisitSourceLine source={contact.visitSource} />
      <Field label={CRM_TEXT.statusLabel} className="max-w-56">
        {({ id }) => (
          <select
            id={id}
            value={status}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ status: event.target.value as ContactStatus })}
            className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900"
          >
            {CONTACT_STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ internalNote: note });
        }}
      >
        <TextAreaField
          label={CRM_TEXT.noteLabel}
          hint={CRM_TEXT.noteHint}
          maxLength={INTERNAL_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <button type="submit" disabled={!noteChanged || update.isPending} className={buttonVariants({ variant: "dark", size: "sm" })}>
          {CRM_TEXT.saveNote}
        </button>
      </form>
      <RecordMessages owner={{ contactSubmissionId: contact.id }} />
    </div>
  );
}
