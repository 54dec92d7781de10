// One person's records made through the site's public forms, their request for a link on
// /your-data, and the link read back out of the message log, for the /your-data tests.
import { createExecutionContext, env } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";

import { outboxMessages } from "../../../worker/db/schema";
import worker from "../../../worker/index";
import { signYourDataLink, yourDataDigest, type YourDataLink } from "../../../worker/privacy/links";
import { signingKey } from "../../../worker/security/signed-tokens";
import { call, db, freshClientIp, ORIGIN } from "../helpers";

/** A CRM receiver, so every copy the site makes of a record (its webhook) is made. */
export const WITH_CRM = {
  LEAD_WEBHOOK_URL: "https://crm.example.test/hooks/lead",
  LEAD_WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
};

/** A request through the whole Worker with settings of its own. */
export function callWithSettings(path: string, init: RequestInit, settings: Record<string, string> = WITH_CRM) {
  return worker.fetch(new Request(new URL(path, ORIGIN), init), { ...env, ...settings }, createExecutionContext());
}

export async function postPublicJson(path: string, body: unknown) {
  const response = await callWithSettings(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": freshClientIp() },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return (await response.json<{ id: number }>()).id;
}

const PEOPLE = [
  { first: "Ottoline", last: "Vandersloot", phone: "555-0164", street: "3107 Elliott St" },
  { first: "Barnaby", last: "Quillfeather", phone: "555-0178", street: "3215 Fait Ave" },
  { first: "Peregrine", last: "Ashcombe", phone: "555-0191", street: "3321 Foster Ave" },
] as const;

/** A person whose every detail is found nowhere else, so any copy of it can be found; `which` picks one of three (data stays from test to test within a file). */
export function person(tag: string, which: 0 | 1 | 2 = 0) {
  const { first, last, phone, street } = PEOPLE[which];
  const email = `${first}.${tag}.${last}@example.org`.toLowerCase();
  return {
    contact: {
      firstName: first,
      lastName: last,
      email,
      phone: `(410) ${phone}`,
      service: "other",
      message: `${last}'s rowhouse needs two cameras (${tag}).`,
      smsConsent: true,
    },
    camera: {
      name: `${first} ${last}`,
      // As people type it: another case, the same address.
      email: email.toUpperCase(),
      phone: `410-${phone}`,
      address: `${street}, Baltimore, MD 21224`,
      cameraDetails: `${last} porch camera facing the alley.`,
      terms: true,
    },
    traces: [first, last, email, phone, phone.replace("-", ""), street],
  };
}

/** The /your-data form, as a browser posts it, from a client of its own unless one is given. */
export function askForLink(address: string, ip = freshClientIp()) {
  return call("/your-data", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "CF-Connecting-IP": ip },
    body: new URLSearchParams({ email: address }).toString(),
  });
}

/** The link emails to an address, newest first, as the message log holds them. */
export function linkEmails(address: string) {
  return db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, "your-data-link"), eq(outboxMessages.recipient, address.toLowerCase())))
    .orderBy(desc(outboxMessages.createdAt));
}

/** The link the newest email to an address carries, as path and query. */
export async function emailedLink(address: string): Promise<string> {
  const [message] = await linkEmails(address);
  const url = /https?:\/\/\S+\/your-data\/view\?t=[\w.-]+/.exec(message!.textBody)?.[0];
  expect(url).toBeDefined();
  const parsed = new URL(url!);
  return `${parsed.pathname}${parsed.search}`;
}

export const tokenOf = (path: string) => new URL(path, ORIGIN).searchParams.get("t")!;

/** A token of our own making, as the Worker would sign it for this test origin. */
export async function tokenFor(link: Omit<YourDataLink, "email"> & { address?: string; email?: string }) {
  const key = signingKey(env, ORIGIN);
  const email = link.email ?? (await yourDataDigest(key, link.address ?? ""));
  return signYourDataLink(key, { request: link.request, action: link.action, expires: link.expires, email });
}

/** A button press on a /your-data page, posted the way a browser posts it. */
export function postForm(path: string, fields: Record<string, string>) {
  return call(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    body: new URLSearchParams(fields).toString(),
  });
}
