// One data request in the list: its reference and how it came, the address while it is held, its
// times in Baltimore time, its answer against the 45-day limit, and staff's actions on a request
// made to them.
import { api, ok, read } from "../../../api";
import { buttonVariants } from "../../../components/ui/button";
import { dataRequestsKey, type DataRequestRow } from "../../../queries/data-requests";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { Badge, formatAdminDate, formatAdminDateTime } from "../../ui";
import { CHANNEL_LABELS, DATA_REQUESTS_TEXT as TEXT } from "./text";

const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatAdminDateTime(iso)}</time> : TEXT.notYet);

const cell = "py-3 pr-4 align-top";

/** Hands the browser a JSON file to save, as a download link would. */
function saveJson(name: string, body: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(body, null, 2)], { type: "application/json" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/** One of staff's actions on a request: the list refetched either way, a toast in words. */
function useRequestAction<Answer>(
  call: () => Promise<Answer>,
  words: { done: string; failed: string },
  onSuccess?: (answer: Answer) => void,
) {
  return useAdminMutation({
    mutationFn: call,
    invalidates: [dataRequestsKey],
    refetchAfterFailure: true,
    success: () => words.done,
    failure: serverWordsOr(words.failed),
    onSuccess,
  });
}

function useRequestActions(request: DataRequestRow) {
  const param = { id: String(request.id) };
  const calls = api.admin["data-requests"][":id"];
  return {
    download: useRequestAction(
      () => read(calls.export.$post({ param })),
      { done: TEXT.downloaded, failed: TEXT.downloadFailed },
      (records) => saveJson(`data-request-${request.reference}.json`, records),
    ),
    sendLink: useRequestAction(() => ok(calls.link.$post({ param })), { done: TEXT.linkSent, failed: TEXT.linkFailed }),
    erase: useRequestAction(() => ok(calls.delete.$post({ param })), { done: TEXT.deleted, failed: TEXT.deleteFailed }),
  };
}

function Actions({ request }: { request: DataRequestRow }) {
  const { download, sendLink, erase } = useRequestActions(request);
  const busy = download.isPending || sendLink.isPending || erase.isPending;
  const button = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <div role="group" aria-label={TEXT.actionsFor(request.reference)} className="flex flex-wrap gap-2">
      <button type="button" className={button} disabled={busy} onClick={() => download.mutate()}>
        {TEXT.download}
      </button>
      <button type="button" className={button} disabled={busy} onClick={() => sendLink.mutate()}>
        {TEXT.sendLink}
      </button>
      <button
        type="button"
        className={buttonVariants({ variant: "destructive", size: "sm" })}
        disabled={busy}
        onClick={() => window.confirm(TEXT.confirmDelete(request.email ?? "")) && erase.mutate()}
      >
        {TEXT.deleteEverything}
      </button>
    </div>
  );
}

function Answer({ request }: { request: DataRequestRow }) {
  return (
    <div className="space-y-1">
      <p className="text-slate-900">{request.answeredAt ? TEXT.answeredIn(request.days) : TEXT.openFor(request.days)}</p>
      {!request.answeredAt && <p className="text-slate-600">{TEXT.dueBy(formatAdminDate(request.dueAt))}</p>}
      {request.late && <Badge tone="red">{TEXT.late}</Badge>}
    </div>
  );
}

export function RequestRow({ request }: { request: DataRequestRow }) {
  return (
    <tr className={request.late ? "bg-red-50" : undefined}>
      <td className={cell}>
        <p className="font-mono text-xs break-all text-slate-900">{request.reference}</p>
        <p className="text-slate-700">{CHANNEL_LABELS[request.channel]}</p>
        {request.email && <p className="break-all text-slate-900">{request.email}</p>}
        {request.handledBy && <p className="text-slate-600">{TEXT.handledBy(request.handledBy)}</p>}
        {!request.held && <Badge tone="slate">{TEXT.nothingHeld}</Badge>}
      </td>
      <td className={cell}>{when(request.receivedAt)}</td>
      <td className={cell}>{when(request.linkSentAt)}</td>
      <td className={cell}>{when(request.exportedAt)}</td>
      <td className={cell}>{when(request.deletedAt)}</td>
      <td className={cell}>
        <Answer request={request} />
      </td>
      <td className={cell}>{request.staffCanAct ? <Actions request={request} /> : null}</td>
    </tr>
  );
}
