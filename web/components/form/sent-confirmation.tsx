// What a public form becomes after a successful send: a confirmation that stays in the form's
// place until the visitor asks for the form again, so someone who missed the toast (it closes
// after five seconds) can still see that the send went through and does not send twice.
import { CheckCircle2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";

import { buttonVariants } from "../ui/button";

/** Centred, so the fixed header never covers it; then focused where it already is. */
function focusInView(element: HTMLElement | null | undefined) {
  element?.scrollIntoView({ block: "center", behavior: "instant" });
  element?.focus({ preventScroll: true });
}

/**
 * A public form's two states: the form, then what was sent (`sent`), shown by a confirmation in
 * its place. `sendAnother` brings the form back and puts focus on its first field (the form
 * element carries `formRef`).
 */
export function useSentConfirmation<Sent>() {
  const [state, setState] = useState<{ sent: Sent | undefined; backToForm: boolean }>({ sent: undefined, backToForm: false });
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.sent === undefined && state.backToForm) focusInView(formRef.current?.querySelector<HTMLElement>("input, select, textarea"));
  }, [state]);
  return {
    sent: state.sent,
    formRef,
    confirm: (sent: Sent) => setState({ sent, backToForm: false }),
    sendAnother: () => setState({ sent: undefined, backToForm: true }),
  };
}

/**
 * The confirmation: a region named by its heading and described by its text, which takes
 * keyboard focus as it appears, so a screen reader reads it once (the toast is announced by the
 * toast region itself; this one is not a live region, to avoid saying it twice).
 */
export function SentConfirmation({
  title,
  againLabel,
  onAgain,
  children,
}: {
  title: string;
  againLabel: string;
  onAgain: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const region = useRef<HTMLElement>(null);
  useEffect(() => focusInView(region.current), []);
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="rounded-xl border-2 border-green-700 bg-green-50 p-6 text-green-950 focus-visible:outline-2 focus-visible:outline-offset-2 sm:p-8"
    >
      <div className="flex gap-3">
        <CheckCircle2 aria-hidden className="mt-1 h-6 w-6 shrink-0 text-green-700" />
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
            {title}
          </h3>
          <div id={`${id}-text`} className="mt-3 space-y-3 text-base text-slate-800">
            {children}
          </div>
        </div>
      </div>
      <button
        type="button"
        onClick={onAgain}
        className={buttonVariants({ variant: "outline", size: "md", className: "mt-6 w-full sm:ml-9 sm:w-auto" })}
      >
        {againLabel}
      </button>
    </section>
  );
}
