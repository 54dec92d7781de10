// What one owner was asked about an incident and what came of it, in words: not asked, or
// emailed when (and whether the email went), answered what and when, followed up when.
import { FOOTAGE_ANSWER_LABELS, type FootageRequestView } from "../../../../worker/shared/registry";
import { REGISTRY_TEXT } from "../../messages";
import { Badge } from "../../ui";
import { MessageStatusBadge } from "../messages/status-badge";
import { formatBaltimoreTime } from "./format";

const ANSWER_TONES = { may_have: "green", no_footage: "slate", removed: "red" } as const;

export function RequestState({ request }: { request: FootageRequestView | null }) {
  if (!request) return <span className="text-slate-600">{REGISTRY_TEXT.notAsked}</span>;
  return (
    <div className="space-y-1">
      {request.emailedAt ? (
        <p className="flex flex-wrap items-center gap-2">
          <span>
            Emailed <time dateTime={request.emailedAt}>{formatBaltimoreTime(request.emailedAt)}</time>
          </span>
          {request.messageStatus && <MessageStatusBadge status={request.messageStatus} />}
        </p>
      ) : (
        <p>{REGISTRY_TEXT.queued}</p>
      )}
      {request.answer ? (
        <p className="flex flex-wrap items-center gap-2">
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
