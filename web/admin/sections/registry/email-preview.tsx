// The footage request before it is sent: the email as the Worker composes it (one owner's links
// shown as placeholders), who gets it with their distance band, who in the incident's area it
// misses (registrations with no point yet, named with their address for staff), and "Send to N
// owners", which names exactly those owners. If the list changed meanwhile, the server refuses
// (409) and the preview is read again.
import { useQuery } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { Dialog } from "radix-ui";

import { distanceBandLabel, type FootageRequestPreview } from "../../../../worker/shared/registry";
import { api, messageFor, read } from "../../../api";
import { buttonVariants } from "../../../components/ui/button";
import { footageRequestPreviewQuery, incidentsKey } from "../../../queries/registry";
import { REGISTRY_TEXT } from "../../texts";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { ErrorText, LoadingRows } from "../../ui";
import { UnlocatedRegistration } from "./unlocated-list";

/** The dialog's content, mounted while it is open (so the preview is read each time it opens). */
export function EmailPreviewContent({ incidentId, onSent }: { incidentId: number; onSent: () => void }) {
  const preview = useQuery(footageRequestPreviewQuery(incidentId));
  const send = useAdminMutation({
    mutationFn: (registrationIds: number[]) =>
      read(api.incidents[":id"]["footage-requests"].$post({ param: { id: String(incidentId) }, json: { registrationIds } })),
    invalidates: [incidentsKey],
    // A refusal (the owners changed) reads the incident and this preview again.
    refetchAfterFailure: true,
    success: ({ queued }) => REGISTRY_TEXT.emailed(queued),
    failure: serverWordsOr(REGISTRY_TEXT.emailFailed),
    onSuccess: onSent,
  });
  const recipients = preview.data?.recipients ?? [];
  return (
    <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[44rem] max-w-[95vw] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
      <div>
        <Dialog.Title className="text-lg font-semibold text-slate-900">{REGISTRY_TEXT.previewTitle}</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-slate-600">{REGISTRY_TEXT.previewDescription}</Dialog.Description>
      </div>
      {preview.isPending ? (
        <LoadingRows />
      ) : preview.isError ? (
        <ErrorText>{messageFor(preview.error, REGISTRY_TEXT.previewFailed)}</ErrorText>
      ) : (
        <PreviewBody preview={preview.data} />
      )}
      {send.isError && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {messageFor(send.error, REGISTRY_TEXT.emailFailed)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={recipients.length === 0 || preview.isFetching || send.isPending}
          onClick={() => send.mutate(recipients.map((recipient) => recipient.registrationId))}
          className={buttonVariants({ variant: "dark", size: "sm" })}
        >
          <Send aria-hidden className="h-4 w-4" />
          {REGISTRY_TEXT.sendTo(recipients.length)}
        </button>
        <Dialog.Close className={buttonVariants({ variant: "outline", size: "sm" })}>{REGISTRY_TEXT.cancel}</Dialog.Close>
      </div>
    </Dialog.Content>
  );
}

function PreviewBody({ preview }: { preview: FootageRequestPreview }) {
  return (
    <>
      <section aria-label={REGISTRY_TEXT.previewRecipients(preview.recipients.length)}>
        <h3 className="text-sm font-semibold text-slate-800">{REGISTRY_TEXT.previewRecipients(preview.recipients.length)}</h3>
        {preview.recipients.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">{REGISTRY_TEXT.previewNoOne}</p>
        ) : (
          <ul className="mt-1 divide-y divide-slate-200 rounded-md border border-slate-200 text-sm">
            {preview.recipients.map((recipient) => (
              <li key={recipient.registrationId} className="flex flex-wrap justify-between gap-x-4 px-3 py-2">
                <span className="font-semibold text-slate-900">{recipient.name}</span>
                <span className="text-slate-700">{REGISTRY_TEXT.previewBand(distanceBandLabel(recipient.distanceBand))}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <MissedOwners missed={preview.missed} />
      <section aria-label={REGISTRY_TEXT.previewText} className="space-y-2">
        <p className="text-sm">
          <span className="font-semibold text-slate-800">{REGISTRY_TEXT.previewSubject}: </span>
          <span className="text-slate-900">{preview.subject}</span>
        </p>
        <h3 className="text-sm font-semibold text-slate-800">{REGISTRY_TEXT.previewText}</h3>
        <pre className="max-h-80 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-xs break-words whitespace-pre-wrap text-slate-900">
          {preview.text}
        </pre>
      </section>
    </>
  );
}

/** The registrations in the area this send misses, having no point yet. */
function MissedOwners({ missed }: { missed: FootageRequestPreview["missed"] }) {
  const title = REGISTRY_TEXT.previewMissed(missed.length);
  return (
    <section aria-label={title}>
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      {missed.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{REGISTRY_TEXT.previewMissedNone}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-amber-900">{REGISTRY_TEXT.previewMissedNote}</p>
          <ul className="mt-1 divide-y divide-amber-200 rounded-md border border-amber-300 bg-amber-50 text-sm">
            {missed.map((camera) => (
              <UnlocatedRegistration key={camera.registrationId} camera={camera} className="px-3 py-2" />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
