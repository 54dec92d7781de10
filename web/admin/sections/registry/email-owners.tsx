// "Email N owners": one footage request to each owner in the radius not yet asked. When there is
// no one to email, the button stays, disabled, with the reason beside it.
import { Send } from "lucide-react";
import { useId } from "react";

import type { NearbyCamera } from "../../../../worker/shared/registry";
import { buttonVariants } from "../../../components/ui/button";
import { api, read } from "../../../api";
import { incidentsKey } from "../../../queries/registry";
import { REGISTRY_TEXT } from "../../messages";
import { serverWordsOr, useAdminMutation } from "../../mutations";

/** Why no one can be emailed now, if so. */
function blockedReason(located: boolean, nearby: NearbyCamera[], notAsked: number): string | undefined {
  if (!located) return REGISTRY_TEXT.notLocatedYet;
  if (nearby.length === 0) return REGISTRY_TEXT.noOwnerInRadius;
  if (notAsked === 0) return REGISTRY_TEXT.allAsked;
  return undefined;
}

export function EmailOwnersButton({ incidentId, located, nearby }: { incidentId: number; located: boolean; nearby: NearbyCamera[] }) {
  const reasonId = useId();
  const notAsked = nearby.filter((camera) => camera.request === null).length;
  const reason = blockedReason(located, nearby, notAsked);
  const email = useAdminMutation({
    // An empty JSON body: the server finds the owners.
    mutationFn: () => read(api.incidents[":id"]["footage-requests"].$post({ param: { id: String(incidentId) }, json: {} })),
    invalidates: [incidentsKey],
    success: ({ queued }) => REGISTRY_TEXT.emailed(queued),
    failure: serverWordsOr(REGISTRY_TEXT.emailFailed),
  });
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {reason && (
        <p id={reasonId} className="text-sm text-slate-600">
          {reason}
        </p>
      )}
      <button
        type="button"
        disabled={reason !== undefined || email.isPending}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => email.mutate()}
        className={buttonVariants({ variant: "dark", size: "sm" })}
      >
        <Send aria-hidden className="h-4 w-4" />
        {REGISTRY_TEXT.emailOwners(notAsked)}
      </button>
    </div>
  );
}
