// One message as it was sent: an email's headers, its HTML part in a sandboxed frame (loaded from
// the preview route, which answers under its own strict policy) and its text part; a webhook's
// JSON body.
import { useQuery } from "@tanstack/react-query";

import { messagePreviewPath, messageQuery } from "../../../queries/messages";
import { ErrorText, formatAdminDateTime, LoadingRows } from "../../ui";
import { DELIVERY_TEXT } from "./message-text";
import { MessageStatusBadge } from "./status-badge";

export function MessageView({ id }: { id: string }) {
  const message = useQuery(messageQuery(id));
  if (message.isPending) return <LoadingRows />;
  if (message.isError) return <ErrorText>{message.error.message}</ErrorText>;
  const m = message.data;
  const email = m.channel === "email";
  const rows: [string, string | null][] = email
    ? [
        ["Subject", m.subject],
        ["From", m.sender],
        ["To", m.recipient],
        ["Reply-To", m.replyTo],
      ]
    : [
        ["Kind", m.kindLabel],
        ["Receiver", m.recipient],
      ];
  return (
    <article aria-label={email ? `Email: ${m.subject ?? m.kindLabel}` : m.kindLabel} className="space-y-4">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-700">{term}</dt>
            <dd className="break-words text-slate-900">{value ?? "—"}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="font-semibold text-slate-700">Status</dt>
          <dd>
            <MessageStatusBadge status={m.status} loggedOnly={m.loggedOnly} />
            {m.sentAt && (
              <span className="ml-2 text-slate-600">
                {m.loggedOnly ? DELIVERY_TEXT.loggedAt : "sent"} <time dateTime={m.sentAt}>{formatAdminDateTime(m.sentAt)}</time>
              </span>
            )}
          </dd>
        </div>
      </dl>
      {email && m.hasHtml && (
        <section>
          <h4 className="mb-2 text-sm font-semibold text-slate-800">As the recipient sees it</h4>
          {/* No allow-* token: the email's HTML runs no script and cannot reach the dashboard. */}
          <iframe
            sandbox=""
            src={messagePreviewPath(m.id)}
            title={`The email "${m.subject ?? m.kindLabel}" as sent`}
            className="h-96 w-full rounded-md border border-slate-300 bg-white"
          />
        </section>
      )}
      <section>
        <h4 className="mb-2 text-sm font-semibold text-slate-800">{email ? "Text part" : "JSON body"}</h4>
        <pre className="max-h-96 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-xs break-words whitespace-pre-wrap text-slate-900">
          {email ? m.textBody : prettyJson(m.textBody)}
        </pre>
      </section>
    </article>
  );
}

function prettyJson(text: string) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
