// The messages one contact submission or camera registration caused: to whom, what, whether it
// went, and Resend for one that failed. "Read" opens the message as it was sent.
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

import { api, ok } from "../../../api";
import { buttonVariants } from "../../../components/ui/button";
import { messagesKey, recordMessagesQuery, type MessageOwner, type RecordMessage } from "../../../queries/messages";
import { CRM_TEXT } from "../../messages";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { ErrorText, formatAdminDateTime, LoadingRows } from "../../ui";
import { MessageView } from "./message-view";
import { MessageStatusBadge } from "./status-badge";

/** Resend on a failed message: the server says why it refused (409 when it is no longer failed). */
export function useResend() {
  return useAdminMutation({
    // No body, but a JSON write all the same: the API answers 415 to any other POST.
    mutationFn: (id: string) =>
      ok(api.admin.messages[":id"].resend.$post({ param: { id } }, { headers: { "Content-Type": "application/json" } })),
    invalidates: [messagesKey],
    // A 409 means someone else's view was newer: show the message as it is now.
    refetchAfterFailure: true,
    success: () => CRM_TEXT.resendSuccess,
    failure: serverWordsOr(CRM_TEXT.resendFailure),
  });
}

export function RecordMessages({ owner }: { owner: MessageOwner }) {
  const messages = useQuery(recordMessagesQuery(owner));
  const resend = useResend();
  return (
    <section className="space-y-2">
      <h4 className="text-sm font-semibold text-slate-800">{CRM_TEXT.messagesTitle}</h4>
      {messages.isPending ? (
        <LoadingRows />
      ) : messages.isError ? (
        <ErrorText>{messages.error.message}</ErrorText>
      ) : messages.data.length === 0 ? (
        <p className="text-sm text-slate-600">{CRM_TEXT.noMessages}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
          {messages.data.map((message) => (
            <MessageItem key={message.id} message={message} resend={resend} className="p-3" />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One message in a list: its summary, Read (the message as sent, below it) and Resend when it failed. */
export function MessageItem({
  message,
  resend,
  context,
  className,
}: {
  message: RecordMessage;
  resend: ReturnType<typeof useResend>;
  /** A line above the summary (the log says when and for which record). */
  context?: ReactNode;
  className?: string;
}) {
  const [reading, setReading] = useState(false);
  // Buttons name what they act on, since a list holds many of them.
  const what = `${message.kindLabel} to ${message.recipient}`;
  return (
    <li className={`space-y-2 ${className ?? ""}`}>
      {context}
      <MessageSummary message={message} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-expanded={reading}
          aria-label={`${reading ? "Close" : "Read"} ${what}`}
          onClick={() => setReading((open) => !open)}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          {reading ? "Close" : "Read"}
        </button>
        {message.status === "failed" && (
          <button
            type="button"
            disabled={resend.isPending && resend.variables === message.id}
            aria-label={`${CRM_TEXT.resend} ${what}`}
            onClick={() => resend.mutate(message.id)}
            className={buttonVariants({ variant: "dark", size: "sm" })}
          >
            {CRM_TEXT.resend}
          </button>
        )}
      </div>
      {reading && <MessageView id={message.id} />}
    </li>
  );
}

/** Kind, recipient, status and the delivery record, in words. */
function MessageSummary({ message }: { message: RecordMessage }) {
  return (
    <div className="space-y-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{message.kindLabel}</span>
        <MessageStatusBadge status={message.status} />
      </p>
      <p className="break-all text-slate-700">To {message.recipient}</p>
      <p className="text-slate-600">
        {message.attempts === 1 ? "1 attempt" : `${message.attempts} attempts`}
        {message.lastAttemptAt && (
          <>
            {", last "}
            <time dateTime={message.lastAttemptAt}>{formatAdminDateTime(message.lastAttemptAt)}</time>
          </>
        )}
      </p>
      {message.lastError && <p className="text-red-800">Last error: {message.lastError}</p>}
    </div>
  );
}
