// Asking for a link to one's own data (R18). Every valid request is answered with the same page
// and status, and costs the same D1 work (one summary query, one batch): the request row is
// written whatever the address, and the link's email joins it in the batch only when something is
// held for the address, the address is not the site's own or staff's, and no link went to it within
// the last few minutes.
import type { Context } from "hono";

import { database } from "../db/client";
import { addressSummary, insertDataRequest } from "../db/data-requests";
import type { AppEnv, Env } from "../env";
import { dataRequestNotices, mailSettings, yourDataLinkMessage } from "../outbox";
import { enqueueMessages } from "../outbox";
import { clientAddress, withinLimit } from "../security/rate-limit";
import { signingKey } from "../security/signed-tokens";
import { emailField } from "../shared/schemas/fields";
import { siteOrigin } from "../site-origin";
import { linkExpiry, yourDataDigest, yourDataUrl } from "./links";
import { formPage, sentPage, tooManyPage } from "./pages";
import { configuredSiteAddresses } from "./site-addresses";

/** A link goes to one address at most this often, however often it is asked for. */
export const LINK_RESEND_INTERVAL_MS = 10 * 60 * 1000;

type Ctx = Context<AppEnv>;

export async function requestLink(c: Ctx, form: Record<string, string>): Promise<Response> {
  const parsed = emailField.safeParse(form.email ?? "");
  if (!parsed.success) return formPage(c, { value: form.email ?? "", error: parsed.error.issues[0]!.message }, 400);
  const address = parsed.data.toLowerCase();
  const key = signingKey(c.env, c.req.url);
  const digest = await yourDataDigest(key, address);
  // Per client and per address (whoever asks): neither says anything about what is held.
  const [clientOk, addressOk] = await Promise.all([
    withinLimit(c.env.FORM_RATE_LIMITER, `your-data:${clientAddress(c)}`),
    withinLimit(c.env.FORM_RATE_LIMITER, `your-data-address:${digest}`),
  ]);
  if (!clientOk || !addressOk) return tooManyPage(c);

  const now = new Date();
  const db = database(c.env);
  const summary = await addressSummary(db, address, digest, new Date(now.getTime() - LINK_RESEND_INTERVAL_MS));
  // The site's own addresses and staff's are answered as any other, and given nothing (site-addresses.ts).
  const held = summary.staff || (await configuredSiteAddresses(c.env)).has(address) ? 0 : summary.held;
  const { linkSentRecently } = summary;
  const reference = crypto.randomUUID();
  const sends = held > 0 && !linkSentRecently;
  const message = sends ? await linkMessage(c, { reference, address, digest }, now) : null;
  // Staff hear of a request that holds something, as often as its link is sent at most (R23's Notifications).
  const messages = message ? [message, ...dataRequestNotices(await mailSettings(c.env), siteOrigin(c))] : [];
  await insertDataRequest(
    db,
    {
      reference,
      receivedAt: now,
      channel: "web",
      // Nothing held: the row keeps no address, only that a request came.
      email: held > 0 ? address : null,
      emailDigest: held > 0 ? digest : null,
      heldRecords: held,
      linkSentAt: sends ? now : null,
    },
    messages,
  );
  if (messages.length > 0) afterAnswer(c, enqueueMessages(c.env, messages));
  return sentPage(c);
}

/** The email with a request's link to the records held for its address, working for 24 hours from `now`. */
export async function linkMessage(
  c: { env: Env; req: { url: string } },
  request: { reference: string; address: string; digest: string },
  now: Date,
) {
  const expires = linkExpiry(now);
  const link = { request: request.reference, email: request.digest, action: "see", expires } as const;
  return yourDataLinkMessage(await mailSettings(c.env), request.address, {
    url: await yourDataUrl(siteOrigin(c), signingKey(c.env, c.req.url), link),
    expiresAt: new Date(expires * 1000),
  });
}

/** Work the answer need not wait for (so it leaves as fast whether or not an email was written). */
export function afterAnswer(c: Context, work: Promise<void>) {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    void work; // no execution context (a direct call): the work runs on by itself
  }
}
