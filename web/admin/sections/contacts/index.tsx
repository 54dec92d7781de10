import { useQuery } from "@tanstack/react-query";
import { useState } from "react";

import { matchesContactFilter } from "../../../../worker/shared/admin-filters";
import { CONTACT_STATUS_OPTIONS } from "../../../../worker/shared/contact-status";
import { CONTACT_SERVICES, serviceLabel } from "../../../../worker/shared/services";
import { api, ok } from "../../../api";
import { contactsKey, contactsQuery, type ContactSubmission as Contact } from "../../../queries/contacts";
import { CONTACT_MESSAGE_TOGGLE_CHARS, CRM_TEXT, EMPTY_STATES, SUBMISSION_DELETE_TEXT } from "../../texts";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { Badge, formatAdminDateTime, Panel, SectionTabs } from "../../ui";
import { MessageLog } from "../messages";
import { ContactDetails } from "./contact-details";
import { ExpandableText } from "../../record-list/expandable-text";
import { RecordList, RecordRow, type RowState } from "../../record-list/record-list";
import { ContactStatusBadge } from "./status-badge";

const EXPORT_PATH = "/api/contacts/export.csv";

/** The contact section: the submissions, and beside them (a tab) the log of every message sent; `tab` opens the log (a staff email's link). */
export function ContactsSection({ openReference, tab }: { openReference?: string; tab?: "messages" }) {
  return (
    <SectionTabs
      label="Contact Forms views"
      defaultValue={tab ?? "submissions"}
      tabs={[
        { value: "submissions", label: CRM_TEXT.submissionsTab, content: <ContactSubmissions openReference={openReference} /> },
        {
          value: "messages",
          label: CRM_TEXT.messageLogTab,
          content: (
            <Panel title={CRM_TEXT.messageLogTab}>
              <MessageLog />
            </Panel>
          ),
        },
      ]}
    />
  );
}

function ContactSubmissions({ openReference }: { openReference?: string }) {
  const contacts = useQuery(contactsQuery);
  const [search, setSearch] = useState("");
  const [service, setService] = useState("");
  const [status, setStatus] = useState("");

  const remove = useAdminMutation({
    mutationFn: (id: number) => ok(api.contacts[":id"].$delete({ param: { id: String(id) } })),
    invalidates: [contactsKey],
    success: () => SUBMISSION_DELETE_TEXT.contact.success,
    failure: serverWordsOr(SUBMISSION_DELETE_TEXT.contact.failure),
  });

  const filter = { search, service, status };
  const shown = (contacts.data ?? []).filter((contact) => matchesContactFilter(contact, filter));

  return (
    <RecordList
      title="Contact Submissions"
      exportPath={EXPORT_PATH}
      filter={filter}
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
      list={contacts}
      shown={shown}
      openReference={openReference}
      remove={remove}
      words={{
        thing: SUBMISSION_DELETE_TEXT.contact.thing,
        noun: { one: "submission", other: "submissions" },
        notFound: CRM_TEXT.notFoundReference,
        signedOut: "You are signed out. Sign in again to see the contact submissions.",
        empty: EMPTY_STATES.contacts,
        filteredEmpty: EMPTY_STATES.contactsFiltered,
      }}
      row={(contact, state) => <ContactRow key={contact.id} contact={contact} state={state} />}
    />
  );
}

function ContactRow({ contact, state }: { contact: Contact; state: RowState }) {
  const name = `${contact.firstName} ${contact.lastName}`;
  return (
    <RecordRow
      state={state}
      heading={
        <>
          <h3 className="font-semibold text-slate-900">{name}</h3>
          <ContactStatusBadge status={contact.status} />
          <Badge tone="blue">{serviceLabel(contact.service)}</Badge>
          <span className="text-sm text-slate-600">
            Received <time dateTime={contact.createdAt}>{formatAdminDateTime(contact.createdAt)}</time>
          </span>
        </>
      }
      email={contact.email}
      phone={contact.phone}
      detailsLabel={`of the submission from ${name}`}
      deleteLabel={`contact submission from ${name}`}
      details={() => <ContactDetails contact={contact} />}
    >
      <ExpandableText text={contact.message} limit={CONTACT_MESSAGE_TOGGLE_CHARS} />
      <p className="text-xs text-slate-500">
        SMS consent given <time dateTime={contact.smsConsentAt}>{formatAdminDateTime(contact.smsConsentAt)}</time> (wording version{" "}
        {contact.smsConsentVersion})
      </p>
    </RecordRow>
  );
}
