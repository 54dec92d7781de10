// Opening a person's signed link to their own data (R18): the token's signature, action and
// address must match a request still open, or the page says plainly why the link cannot be used.
import type { Context } from "hono";

import { database } from "../db/client";
import { dataRequestByReference } from "../db/data-requests";
import type { DataRequest } from "../db/schema";
import type { AppEnv } from "../env";
import { readFormText } from "../middleware/form-body";
import { signingKey } from "../security/signed-tokens";
import { readYourDataToken, signYourDataLink, type YourDataAction, type YourDataLink } from "./links";
import { expiredPage, invalidPage, unreadablePage, usedPage } from "./pages";
import { isSiteAddress } from "./site-addresses";

type Ctx = Context<AppEnv>;

export interface Opened {
  link: YourDataLink;
  request: DataRequest;
  address: string;
  /** The same request's link for the other action, working no longer than this one. */
  other: (action: YourDataAction) => Promise<string>;
}

export async function openLink(c: Ctx, token: string, action: YourDataAction): Promise<Opened | Response> {
  const key = signingKey(c.env, c.req.url);
  const check = await readYourDataToken(key, token, action);
  if (check.status === "invalid") return invalidPage(c);
  const request = await dataRequestByReference(database(c.env), check.link.request);
  if (!request) return invalidPage(c);
  // A deletion used the request up: every link of it says so, the delete link above all.
  if (request.deletedAt) return usedPage(c);
  if (!request.email || request.emailDigest !== check.link.email) return invalidPage(c);
  if (check.status === "expired") return expiredPage(c);
  // A link sent before the address became the site's own or staff's gives nothing either.
  if (await isSiteAddress(c.env, request.email)) return invalidPage(c);
  const { link } = check;
  return { link, request, address: request.email, other: (other) => signYourDataLink(key, { ...link, action: other }) };
}

/** A POST's form handed to `act`, or a 400 page when the body cannot be read as one. */
export async function withForm(c: Ctx, act: (form: Record<string, string>) => Promise<Response>) {
  const form = await readFormText(c);
  return "fields" in form ? act(form.fields) : unreadablePage(c);
}
