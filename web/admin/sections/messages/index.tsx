// The staff message log (R13): the newest emails and webhook calls, filtered by status; choosing
// one shows it as it was sent.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";

import { MESSAGE_STATUS_LABELS, MESSAGE_STATUS_VALUES, type MessageStatus } from "../../../../worker/shared/contact-status";
import { SelectField } from "../../../components/form/fields";
import { oneOfParam } from "../../../lib/search-params";
import { messageLogQuery, type LogEntry } from "../../../queries/messages";
import { CRM_TEXT } from "../../texts";
import { EmptyState, ErrorText, formatAdminDateTime, LoadingRows } from "../../ui";
import { MessageItem, useMessageActions } from "./record-messages";

const STATUS_OPTIONS = MESSAGE_STATUS_VALUES.map((value) => ({ value, label: MESSAGE_STATUS_LABELS[value] }));

export function MessageLog() {
  const [status, setStatus] = useState<MessageStatus>();
  const log = useQuery(messageLogQuery(status));
  const actions = useMessageActions();
  return (
    <div className="space-y-4">
      <SelectField
        label="Message status"
        placeholder="All messages"
        options={STATUS_OPTIONS}
        value={status ?? ""}
        onChange={(event) => setStatus(oneOfParam(event.target.value, MESSAGE_STATUS_VALUES))}
        className="max-w-56"
      />
      {log.isPending ? (
        <LoadingRows />
      ) : log.isError ? (
        <ErrorText>{log.error.message}</ErrorText>
      ) : log.data.length === 0 ? (
        <EmptyState>{status ? CRM_TEXT.noLogMessagesFiltered : CRM_TEXT.noLogMessages}</EmptyState>
      ) : (
        <ul aria-label="Recent messages, newest first" className="divide-y divide-slate-200">
          {log.data.map((entry) => (
            <MessageItem
              key={entry.id}
              message={entry}
              actions={actions}
              className="py-3"
              context={
                <p className="text-xs text-slate-600">
                  <time dateTime={entry.createdAt}>{formatAdminDateTime(entry.createdAt)}</time> · {ownerText(entry)}
                </p>
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function ownerText(entry: LogEntry) {
  if (entry.contactSubmissionId !== null) return `Contact submission #${entry.contactSubmissionId}`;
  if (entry.cameraRegistrationId !== null) return `Camera registration #${entry.cameraRegistrationId}`;
  return "No record";
}
