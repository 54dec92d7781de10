// The calendar feed's own https address beside the webcal subscription: Google Calendar's
// "From URL" takes it (it does not follow webcal: links). The address is text in the served page,
// to select and copy without JavaScript; once the app runs, "Copy link" copies it and says so.
import { Copy } from "lucide-react";
import { useId, useState } from "react";

import { cn } from "../../lib/cn";
import { useHydrated } from "../../lib/use-hydrated";
import { buttonVariants } from "../ui/button";
import { CALENDAR_TEXT } from "./text";

export function FeedAddress({ address }: { address: string }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState("");
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setStatus(CALENDAR_TEXT.copied);
    } catch {
      setStatus(CALENDAR_TEXT.copyFailed);
    }
  };
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <label htmlFor={id} className="font-semibold text-slate-800">
        {CALENDAR_TEXT.feedAddress}
      </label>
      <input
        id={id}
        readOnly
        value={address}
        onFocus={(event) => event.currentTarget.select()}
        className="min-w-0 flex-1 basis-56 rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-xs text-slate-800 sm:max-w-md"
      />
      {/* Its place is kept before the app runs (and without it), where it could not copy. */}
      <button
        type="button"
        onClick={() => void copy()}
        disabled={!hydrated}
        aria-hidden={!hydrated}
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), !hydrated && "invisible")}
      >
        <Copy aria-hidden className="h-4 w-4" />
        {CALENDAR_TEXT.copyLink}
      </button>
      <p role="status" className="w-full text-slate-700">
        {status}
      </p>
    </div>
  );
}
