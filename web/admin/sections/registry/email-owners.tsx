// "Email N owners": opens the preview of the footage request, whose confirmation sends it to each
// owner in the radius not yet asked. When there is no one to email, the button stays, disabled,
// with the reason beside it.
import { Send } from "lucide-react";
import { Dialog } from "radix-ui";
import { useId, useState } from "react";

import type { NearbyCamera } from "../../../../worker/shared/registry";
import { buttonVariants } from "../../../components/ui/button";
import { REGISTRY_TEXT } from "../../texts";
import { EmailPreviewContent } from "./email-preview";

/** Why no one can be emailed now, if so. */
function blockedReason(located: boolean, nearby: NearbyCamera[], notAsked: number): string | undefined {
  if (!located) return REGISTRY_TEXT.notLocatedYet;
  if (nearby.length === 0) return REGISTRY_TEXT.noOwnerInRadius;
  if (notAsked === 0) return REGISTRY_TEXT.allAsked;
  return undefined;
}

export function EmailOwnersButton({ incidentId, located, nearby }: { incidentId: number; located: boolean; nearby: NearbyCamera[] }) {
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const notAsked = nearby.filter((camera) => camera.request === null).length;
  const reason = blockedReason(located, nearby, notAsked);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {reason && (
        <p id={reasonId} className="text-sm text-slate-600">
          {reason}
        </p>
      )}
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger
          disabled={reason !== undefined}
          aria-describedby={reason ? reasonId : undefined}
          className={buttonVariants({ variant: "dark", size: "sm" })}
        >
          <Send aria-hidden className="h-4 w-4" />
          {REGISTRY_TEXT.emailOwners(notAsked)}
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
          <EmailPreviewContent incidentId={incidentId} onSent={() => setOpen(false)} />
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
