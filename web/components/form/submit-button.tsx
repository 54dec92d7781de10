import { Loader2 } from "lucide-react";

import { useHydrated } from "../../lib/use-hydrated";
import { buttonVariants } from "../ui/button";

interface SubmitButtonProps {
  label: string;
  submittingLabel: string;
  submitting: boolean;
}

/**
 * A form's submit button. Until the page is live a click would submit the raw form, so the button
 * waits for it; only the button renders again when it is, not the whole form.
 */
export function SubmitButton({ label, submittingLabel, submitting }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={submitting || !hydrated}
      className={buttonVariants({ variant: "dark", size: "lg", className: "w-full sm:w-auto" })}
    >
      {submitting ? (
        <>
          <Loader2 aria-hidden className="h-5 w-5 animate-spin" />
          {submittingLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}
