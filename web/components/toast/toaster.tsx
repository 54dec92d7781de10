import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { useEffect, useRef } from "react";

import { cn } from "../../lib/cn";
import { dismissToast, useCurrentToast } from "./store";

/** S9: display 5000 ms, swipe 50 px to dismiss, F8 focuses the region, at most 420 px wide. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"];

export default function Toaster({ focusRegion = false }: { focusRegion?: boolean }) {
  const message = useCurrentToast();
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusRegion) viewport.current?.focus();
  }, [focusRegion]);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {message && (
        <Toast.Root
          key={message.id}
          defaultOpen
          onOpenChange={(open) => !open && dismissToast(message.id)}
          data-variant={message.variant ?? "default"}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start justify-between gap-4 overflow-hidden rounded-lg border p-5 pr-10 shadow-lg",
            "data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
            message.variant === "destructive" ? "border-red-800 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900",
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{message.title}</Toast.Title>
            {message.description && <Toast.Description className="text-sm opacity-95">{message.description}</Toast.Description>}
          </div>
          <Toast.Close aria-label="Close" className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100">
            <X aria-hidden className="h-4 w-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        ref={viewport}
        hotkey={TOAST_HOTKEY}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
