// The post form's kept work: its status, said as it changes, and the offer to bring back what the
// server or this browser kept when the form was left unsaved (decision 0050).
import { buttonVariants } from "../../../components/ui/button";
import { formatAdminDateTime } from "../../ui";
import type { AutosaveStatus } from "./autosave";
import type { KeptDraft } from "./browser-draft";
import { AUTOSAVE_TEXT } from "./drafts-text";

export function DraftStatus({ status, keptIn }: { status: AutosaveStatus; keptIn: KeptDraft["keptIn"] }) {
  return (
    <p className="text-sm text-slate-600">
      <span role="status" aria-live="polite" data-testid="autosave-status" className="font-medium text-slate-800">
        {AUTOSAVE_TEXT[status]}
      </span>
      <span className="block text-xs">{AUTOSAVE_TEXT.hint[keptIn]}</span>
    </p>
  );
}

export function DraftOffer({ offer, onRestore, onDiscard }: { offer: KeptDraft; onRestore: () => void; onDiscard: () => void }) {
  return (
    <div role="region" aria-label={AUTOSAVE_TEXT.restore} className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm text-amber-950">{AUTOSAVE_TEXT.offer[offer.keptIn](formatAdminDateTime(offer.savedAt))}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onRestore} className={buttonVariants({ size: "sm" })}>
          {AUTOSAVE_TEXT.restore}
        </button>
        <button type="button" onClick={onDiscard} className={buttonVariants({ variant: "outline", size: "sm" })}>
          {AUTOSAVE_TEXT.discard}
        </button>
      </div>
    </div>
  );
}
