// What a served page shows of the settings (R23): the business details and the site notice showing
// at the moment it is rendered, read once for the whole page so that it never mixes two versions.
// A page kept in a cache is kept under `key` and only `until` the notice next appears or goes.
import { jsonForScript } from "../html/escape";
import type { Env } from "../env";
import { DETAILS_ELEMENT_ID, type CarriedDetails } from "../shared/company";
import { noticeChangesAt, noticeShowsAt, type ServedSettings } from "../shared/settings";
import { currentSettings } from "./current";
import { fillHtml } from "./fill";

export type { ServedSettings };

export async function servedSettings(env: Pick<Env, "DB" | "STAFF_EMAIL">, now = Date.now()): Promise<ServedSettings> {
  const settings = await currentSettings(env, now);
  const notice = noticeShowsAt(settings.notice, now) ? settings.notice.message : "";
  return {
    business: settings.business,
    notice,
    key: `${settings.version}${notice ? "n" : ""}`,
    until: noticeChangesAt(settings.notice, now),
  };
}

/** A page's markup with the settings filled in. */
export function fillPage(html: string, served: ServedSettings): string {
  return fillHtml(html, served.business, served.notice);
}

/** The element a page carries its details in, for the app to show the same (worker/shared/company.ts). */
export function carriedDetailsElement(served: ServedSettings): string {
  const carried: CarriedDetails = { ...served.business, notice: served.notice };
  return `<script type="application/json" id="${DETAILS_ELEMENT_ID}">${jsonForScript(carried)}</script>`;
}
