// The site notice (R23): a short message from the office (a holiday closure), on every public page
// while its window is open. It is in the served HTML (its text and whether it shows are filled in
// by the Worker: worker/shared/company.ts), a labelled region screen readers list, and a visitor
// may dismiss it for the visit: the tab remembers that message until it is closed (web/lib/notice-dismissal.ts).
import { X } from "lucide-react";
import { useState } from "react";

import { COMPANY } from "../../worker/shared/company";
import { NOTICE_TEXTS } from "../../worker/shared/business-details";
import { cn } from "../lib/cn";
import { dismissedNotice, NOTICE_MARK, rememberDismissed } from "../lib/notice-dismissal";
import { useServedThenLive } from "../lib/use-hydrated";

/** `withoutScript`: a page the app does not take over, where a button could do nothing. */
export function SiteNotice({ withoutScript = false }: { withoutScript?: boolean }) {
  // Once hydrated: the served markup shows the notice, as the first render here must.
  const dismissedBefore = useServedThenLive(false, COMPANY.notice !== "" && dismissedNotice() === COMPANY.notice);
  const [dismissedNow, setDismissedNow] = useState(false);
  const dismissed = dismissedBefore || dismissedNow;

  const dismiss = () => {
    setDismissedNow(true);
    rememberDismissed(COMPANY.notice);
  };

  return (
    <div
      role="region"
      {...NOTICE_MARK}
      aria-label={NOTICE_TEXTS.region}
      hidden={dismissed}
      className={cn("fixed inset-x-0 bottom-0 z-50 border-t border-amber-300 bg-amber-50 text-slate-900 shadow-lg", COMPANY.noticeHidden)}
    >
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 sm:px-6">
        <p className="min-w-0 flex-1 text-sm font-medium wrap-anywhere sm:text-base">{COMPANY.notice}</p>
        {!withoutScript && (
          <button
            type="button"
            onClick={dismiss}
            aria-label={NOTICE_TEXTS.dismiss}
            className="-m-1 shrink-0 rounded p-1 text-slate-700 hover:bg-amber-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            <X aria-hidden className="h-5 w-5" />
          </button>
        )}
      </div>
    </div>
  );
}
