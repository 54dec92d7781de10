import { useQuery } from "@tanstack/react-query";
import { Mail, Phone } from "lucide-react";
import { Tabs } from "radix-ui";
import { useId, useState } from "react";

import { matchesContactFilter } from "../../../../worker/shared/admin-filters";
import { CONTACT_STATUS_OPTIONS } from "../../../../worker/shared/contact-status";
import { CONTACT_SERVICES, serviceLabel } from "../../../../worker/shared/services";
import { api, ok } from "../../../api";
import { cn } from "../../../lib/cn";
import { contactsKey, contactsQuery, type ContactSubmission as Contact } from "../../../queries/contacts";
import { confirmDelete, CONTACT_MESSAGE_TOGGLE_CHARS, CRM_TEXT, EMPTY_STATES, SUBMISSION_DELETE_TEXT } from "../../messages";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { Badge, EmptyState, ErrorText, formatAdminDateTime, LoadingRows, Panel, RowActions } from "../../ui";
import { MessageLog } from "../messages";
import { ContactDetails } from "./contact-details";
import { ExpandableText } from "../../record-list/expandable-text";
import { DetailsButton, useOpenRecords, useScrollIntoViewWhen } from "../../record-list/record-disclosure";
import { ContactStatusBadge } from "./status-badge";
import { ExportCsvLink, FilterBar, ResultCount } from "../../record-list/toolbar";

const EXPORT_PATH = "/api/contacts/export.csv";

const tabClass = cn(
  "rounded-md px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-200",
  "data-[state=active]:bg-navy-900 data-[state=active]:text-white",
);

/** The contact section: the submissions, and beside them (a tab) the log of every message sent. */
export function ContactsSection({ openReference }: { openReference?: string }) {
  return (
    <Tabs.Root defaultValue="submissions" className="space-y-4">
      <Tabs.List aria-label="Contact Forms views" className="inline-flex gap-1 rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200">
        <Tabs.Trigger value="submissions" className={tabClass}>
          {CRM_TEXT.submissionsTab}
        </Tabs.Trigger>
        <Tabs.Trigger value="messages" className={tabClass}>
          {CRM_TEXT.messageLogTab}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="submissions">
        <ContactSubmissions openReference={openReference} />
      </Tabs.Content>
      <Tabs.Content value="messages">
        <Panel title={CRM_TEXT.messageLogTab}>
          <MessageLog />
        </Panel>
      </Tabs.Content>
    </Tabs.Root>
  );
}

function ContactSubmissions({ openReference }: { openReference?: string }) {
  const contacts = useQuery(contactsQuery);
  const [search, setSearch] = useState("");
  const [service, setService] = useState("");
  const [status, setStatus] = useState("");
  const open = useOpenRecords(openReference);

  const remove = useAdminMutation({
    mutationFn: (id: number) => ok(api.contacts[":id"].$delete({ param: { id: String(id) } })),
    invalidates: [contactsKey],
    success: () => SUBMISSION_DELETE_TEXT.contact.success,
    failure: serverWordsOr(SUBMISSION_DELETE_TEXT.contact.failure),
  });

  const filter = { search, service, status };
  const all = contacts.data ?? [];
  const shown = all.filter((contact) => matchesContactFilter(contact, filter));
  const linkMissing = openReference !== undefined && contacts.data && !contacts.data.some(open.isLinked);

  return (
    <Panel title="Contact Submissions" actions={<ExportCsvLink path={EXPORT_PATH} filter={filter} />}>
      <FilterBar
        search={search}
        onSearchChange={setSearch}
        selects={[
          { label: "Service", placeholder: "All services", value: service, options: CONTACT_SERVICES, onChange: setService },
          {
            label: CRM_TEXT.statusLabel,
            placeholder: CRM_TEXT.statusFilterPlaceholder,
            value: status,
            options: CONTACT_STATUS_OPTIONS,
            onChange: setStatus,
          },
        ]}
      />
      {linkMissing && (
        <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {CRM_TEXT.notFoundReference}
        </p>
      )}
      {contacts.isPending ? (
        <LoadingRows />
      ) : contacts.isError ? (
        <ErrorText>{contacts.error.message}</ErrorText>
      ) : contacts.data === null ? (
        // "null on 401" (S7): the session ended; the dashboard's gate sends the browser to sign in.
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
                open={open.isOpen(contact)}
                linked={open.isLinked(contact)}
                onToggle={() => open.toggle(contact)}
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

interface ContactRowProps {
  contact: Contact;
  open: boolean;
  linked: boolean;
  onToggle: () => void;
  deleting: boolean;
  onDelete: () => void;
}

function ContactRow({ contact, open, linked, onToggle, deleting, onDelete }: ContactRowProps) {
  const name = `${contact.firstName} ${contact.lastName}`;
  const detailsId = useId();
  const ref = useScrollIntoViewWhen<HTMLLIElement>(linked);
  return (
    <li ref={ref} className="group space-y-3 py-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="font-semibold text-slate-900">{name}</h3>
            <ContactStatusBadge status={contact.status} />
            <Badge tone="blue">{serviceLabel(contact.service)}</Badge>
            <span className="text-sm text-slate-600">
              Received <time dateTime={contact.createdAt}>{formatAdminDateTime(contact.createdAt)}</time>
            </span>
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <a
              href={`mailto:${contact.email}`}
              className="inline-flex min-w-0 items-center gap-1.5 break-all text-blue-800 hover:underline"
            >
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
          <DetailsButton open={open} onToggle={onToggle} controls={detailsId} itemLabel={`of the submission from ${name}`} />
        </div>
        <RowActions itemLabel={`contact submission from ${name}`} onDelete={onDelete} disabled={deleting} />
      </div>
      <div id={detailsId} hidden={!open}>
        {open && <ContactDetails contact={contact} />}
      </div>
    </li>
  );
}
