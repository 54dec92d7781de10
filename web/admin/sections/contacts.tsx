import { useQuery } from "@tanstack/react-query";
import { Mail, Phone } from "lucide-react";
import { useState } from "react";

import { matchesContactFilter } from "../../../worker/shared/admin-filters";
import { CONTACT_SERVICES, serviceLabel } from "../../../worker/shared/services";
import { api } from "../../api";
import { contactsKey, contactsQuery, type ContactSubmission as Contact } from "../../queries/contacts";
import { confirmDelete, CONTACT_MESSAGE_TOGGLE_CHARS, EMPTY_STATES, SUBMISSION_DELETE_TEXT } from "../messages";
import { useSubmissionDelete } from "../mutations";
import { Badge, EmptyState, ErrorText, formatAdminDateTime, LoadingRows, Panel, RowActions } from "../ui";
import { ExpandableText } from "./submissions/expandable-text";
import { ExportCsvLink, FilterBar, ResultCount } from "./submissions/toolbar";

const EXPORT_PATH = "/api/contacts/export.csv";

export function ContactsSection() {
  const contacts = useQuery(contactsQuery);
  const [search, setSearch] = useState("");
  const [service, setService] = useState("");

  const remove = useSubmissionDelete({
    send: (id) => api.contacts[":id"].$delete({ param: { id: String(id) } }),
    invalidates: contactsKey,
    text: SUBMISSION_DELETE_TEXT.contact,
  });

  const filter = { search, service };
  const all = contacts.data ?? [];
  const shown = all.filter((contact) => matchesContactFilter(contact, filter));

  return (
    <Panel title="Contact Submissions" actions={<ExportCsvLink path={EXPORT_PATH} filter={filter} />}>
      <FilterBar
        search={search}
        onSearchChange={setSearch}
        select={{ label: "Service", placeholder: "All services", value: service, options: CONTACT_SERVICES, onChange: setService }}
      />
      {contacts.isPending ? (
        <LoadingRows />
      ) : contacts.isError ? (
        <ErrorText>{contacts.error.message}</ErrorText>
      ) : contacts.data === null ? (
        // "null on 401" (spec section 7): the session ended; the dashboard's gate sends the browser to sign in.
        <ErrorText>You are signed out. Sign in again to see the contact submissions.</ErrorText>
      ) : all.length === 0 ? (
        <EmptyState>{EMPTY_STATES.contacts}</EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState>{EMPTY_STATES.contactsFiltered}</EmptyState>
      ) : (
        <>
          <ResultCount shown={shown.length} total={all.length} noun={{ one: "submission", other: "submissions" }} />
          <ul className="divide-y divide-slate-200">
            {shown.map((contact) => (
              <ContactRow
                key={contact.id}
                contact={contact}
                deleting={remove.isPending && remove.variables === contact.id}
                onDelete={() => window.confirm(confirmDelete(SUBMISSION_DELETE_TEXT.contact.thing)) && remove.mutate(contact.id)}
              />
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

function ContactRow({ contact, deleting, onDelete }: { contact: Contact; deleting: boolean; onDelete: () => void }) {
  const name = `${contact.firstName} ${contact.lastName}`;
  return (
    <li className="group flex items-start gap-3 py-4">
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="font-semibold text-slate-900">{name}</h3>
          <Badge tone="blue">{serviceLabel(contact.service)}</Badge>
          <span className="text-sm text-slate-600">
            Received <time dateTime={contact.createdAt}>{formatAdminDateTime(contact.createdAt)}</time>
          </span>
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <a href={`mailto:${contact.email}`} className="inline-flex min-w-0 items-center gap-1.5 break-all text-blue-800 hover:underline">
            <Mail aria-hidden className="h-4 w-4 shrink-0" />
            {contact.email}
          </a>
          <a
            href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}
            className="inline-flex items-center gap-1.5 text-blue-800 hover:underline"
          >
            <Phone aria-hidden className="h-4 w-4 shrink-0" />
            {contact.phone}
          </a>
        </p>
        <ExpandableText text={contact.message} limit={CONTACT_MESSAGE_TOGGLE_CHARS} />
        <p className="text-xs text-slate-500">
          SMS consent given <time dateTime={contact.smsConsentAt}>{formatAdminDateTime(contact.smsConsentAt)}</time> (wording version{" "}
          {contact.smsConsentVersion})
        </p>
      </div>
      <RowActions itemLabel={`contact submission from ${name}`} onDelete={onDelete} disabled={deleting} />
    </li>
  );
}
