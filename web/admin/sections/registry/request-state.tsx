// What one owner was asked about an incident and what came of it, in words: not asked, or
// emailed when (and whether the email went), answered what and when (marked New until staff have
// seen it), followed up when.
import { FOOTAGE_ANSWER_LABELS, type FootageRequestView } from "../../../../worker/shared/registry";
import { REGISTRY_TEXT } from "../../texts";
import { Badge } from "../../ui";
import { MessageStatusBadge } from "../messages/status-badge";
import { formatBaltimoreTime } from "./format";

const ANSWER_TONES = { may_have: "green", no_footage: "slate", removed: "red" } as const;

/** `isNew`: the answer was new when staff opened the incident (opening it marks it seen). */
export function RequestState({ request, isNew = false }: { request: FootageRequestView | null; isNew?: boolean }) {
  if (!request) return <span className="text-slate-600">{REGISTRY_TEXT.notAsked}</span>;
  return (
    <div className="space-y-1">
      {request.emailedAt ? (
        <p className="flex flex-wrap items-center gap-2">
          <span>
            {request.messageLoggedOnly ? REGISTRY_TEXT.emailWritten : REGISTRY_TEXT.emailedAt}{" "}
            <time dateTime={request.emailedAt}>{formatBaltimoreTime(request.emailedAt)}</time>
          </span>
          {request.messageStatus && <MessageStatusBadge status={request.messageStatus} loggedOnly={request.messageLoggedOnly} />}
        </p>
      ) : (
        <p>{REGISTRY_TEXT.queued}</p>
      )}
      {request.answer ? (
        <p className="flex flex-wrap items-center gap-2">
          {(isNew || request.newAnswer) && <Badge tone="amber">{REGISTRY_TEXT.newAnswer}</Badge>}
          <Badge tone={ANSWER_TONES[request.answer]}>{FOOTAGE_ANSWER_LABELS[request.answer]}</Badge>
          {request.answeredAt && <time dateTime={request.answeredAt}>{formatBaltimoreTime(request.answeredAt)}</time>}
        </p>
      ) : (
        <p className="text-slate-600">{REGISTRY_TEXT.noAnswer}</p>
      )}
      {request.followedUpAt && (
        <p className="text-slate-600">
          {REGISTRY_TEXT.followedUp} <time dateTime={request.followedUpAt}>{formatBaltimoreTime(request.followedUpAt)}</time>
        </p>
      )}
    </div>
  );
}
