// Owners' answers staff have not seen yet: opening an incident shows them marked New for that
// visit and tells the server they are seen (a POST of its own: the incident's GET changes
// nothing), which clears the counts in the list and beside the section's name.
import { useEffect, useState } from "react";

import type { IncidentDetail } from "../../../../worker/shared/registry";
import { api, read } from "../../../api";
import { incidentsKey } from "../../../queries/registry";
import { REGISTRY_TEXT } from "../../texts";
import { serverWordsOr, useAdminMutation } from "../../mutations";

/** The ids of the requests whose answers were new when the incident was opened. */
export function useAnswersSeen(detail: IncidentDetail): ReadonlySet<number> {
  const [newOnOpen] = useState(
    () =>
      new Set(
        [...detail.nearby.map((camera) => camera.request), ...detail.formerOwners]
          .filter((request) => request?.newAnswer)
          .map((request) => request!.id),
      ),
  );
  const { mutate } = useAdminMutation({
    mutationFn: (id: number) => read(api.incidents[":id"]["answers-seen"].$post({ param: { id: String(id) } })),
    invalidates: [incidentsKey],
    failure: serverWordsOr(REGISTRY_TEXT.answersSeenFailed),
  });
  const { id, newAnswerCount } = detail.incident;
  useEffect(() => {
    if (newAnswerCount > 0) mutate(id);
  }, [id, newAnswerCount, mutate]);
  return newOnOpen;
}
