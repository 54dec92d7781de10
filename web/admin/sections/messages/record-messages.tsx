// The messages one contact submission or camera registration caused: to whom, what, whether it
// went (or was only logged), when a pending one is tried next with Retry now, and Resend for one
// that failed. "Read" opens the message as it was sent.
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

import { api, ok } from "../../../api";
import { buttonVariants } from "../../../components/ui/button";
import { messagesKey, recordMessagesQuery, type MessageOwner, type RecordMessage } from "../../../queries/messages";
import { CRM_TEXT } from "../../texts";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { ErrorText, formatAdminDateTime, LoadingRows } from "../../ui";
import { DELIVERY_TEXT } from "./message-text";
import { MessageView } from "./message-view";
import { MessageStatusBadge } from "./status-badge";

/**
 * A staff action on one message, Resend or Retry now: the server says why it refused (409 when
 * the message is no longer failed, or no longer pending), and the lists are read again either way,
 * since someone else's view was newer.
 */
function useMessageAction(action: "resend" | "retry", words: { success: string; failure: string }) {
  return useAdminMutation({
    mutationFn: (id: string) => ok(api.admin.messages[":id"][action].$post({ param: { id } })),
    invalidates: [messagesKey],
    refetchAfterFailure: true,
    success: () => words.success,
    failure: serverWordsOr(words.failure),
  });
}

/** What a message's buttons act with: Resend on a failed one, Retry now (tried at once) on a pending one. */
export type MessageActions = Record<"resend" | "retry", ReturnType<typeof useMessageAction>>;

export function useMessageActions(): MessageActions {
  return {
    resend: useMessageAction("resend", { success: CRM_TEXT.resendSuccess, failure: CRM_TEXT.resendFailure }),
    retry: useMessageAction("retry", { success: DELIVERY_TEXT.retrySuccess, failure: DELIVERY_TEXT.retryFailure }),
  };
}

export function RecordMessages({ owner }: { owner: MessageOwner }) {
  const messages = useQuery(recordMessagesQuery(owner));
  const actions = useMessageActions();
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
            <MessageItem key={message.id} message={message} actions={actions} className="p-3" />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One message in a list: its summary, Read (the message as sent, below it), Retry now when pending, Resend when it failed. */
export function MessageItem({
  message,
  actions: { resend, retry },
  context,
  className,
}: {
  message: RecordMessage;
  actions: MessageActions;
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
        {message.status === "pending" && <ActOnMessage label={DELIVERY_TEXT.retryNow} what={what} id={message.id} mutation={retry} />}
        {message.status === "failed" && <ActOnMessage label={CRM_TEXT.resend} what={what} id={message.id} mutation={resend} />}
      </div>
      {reading && <MessageView id={message.id} />}
    </li>
  );
}

/** Retry now or Resend: named with what it acts on, disabled while it is on its way. */
function ActOnMessage({ label, what, id, mutation }: { label: string; what: string; id: string; mutation: MessageActions["retry"] }) {
  return (
    <button
      type="button"
      disabled={mutation.isPending && mutation.variables === id}
      aria-label={`${label} ${what}`}
      onClick={() => mutation.mutate(id)}
      className={buttonVariants({ variant: "dark", size: "sm" })}
    >
      {label}
    </button>
  );
}

/** Kind, recipient, status and the delivery record, in words. */
function MessageSummary({ message }: { message: RecordMessage }) {
  return (
    <div className="space-y-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{message.kindLabel}</span>
        <MessageStatusBadge status={message.status} loggedOnly={message.loggedOnly} />
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
      {message.status === "pending" && (
        <p className="text-slate-700">
          {DELIVERY_TEXT.nextAttempt} <time dateTime={message.nextAttemptAt}>{formatAdminDateTime(message.nextAttemptAt)}</time>
        </p>
      )}
      {message.status === "sent" && message.loggedOnly && <p className="text-slate-700">{DELIVERY_TEXT.loggedOnlyNote}</p>}
      {message.lastError && (
        <p className="break-words text-red-800">
          {DELIVERY_TEXT.lastError}: {message.lastError}
        </p>
      )}
    </div>
  );
}
