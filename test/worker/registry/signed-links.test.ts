// The owners' signed links: a token says whose registration, which incident and what to do, and
// nothing else is believed: a changed character, another key, another algorithm, a missing
// claim or a passed expiry each refuse it. The key is SIGNING_SECRET, or a development key only
// on this machine.
import { HTTPException } from "hono/http-exception";
import { sign } from "hono/jwt";
import { describe, expect, it } from "vitest";

import {
  CONFIRM_EMAIL_LINK_LIFETIME_DAYS,
  emailDigest,
  FOOTAGE_LINK_LIFETIME_DAYS,
  MANAGE_LINK_LIFETIME_DAYS,
  ownerLinkUrl,
  readOwnerToken,
  signOwnerLink,
  type OwnerLink,
} from "../../../worker/registry/signed-links";
import { MIN_SECRET_LENGTH, SIGNING_NOT_CONFIGURED, signingKey } from "../../../worker/security/signed-tokens";

const KEY = "k".repeat(MIN_SECRET_LENGTH);
const REGISTRATION = "0b6f9a3e-2f4c-4d8e-9a43-7c1e2b9f0a11";
const answer: OwnerLink = { registration: REGISTRATION, incidentId: 7, action: "may_have" };
const manage: OwnerLink = { registration: REGISTRATION, incidentId: null, action: "manage" };
/** A digest of an address, as emailDigest writes one: 22 base64url characters. */
const DIGEST = "q1x8wU3y0-HdTn3tZr5c9A";
const confirmEmail: OwnerLink = { registration: REGISTRATION, incidentId: null, action: "confirm-email", email: DIGEST };
const DAY_MS = 24 * 60 * 60 * 1000;
const ISSUED = new Date("2026-03-14T15:00:00Z");

/** The token with one character of a part changed (still valid base64url). */
function tamper(token: string, part: 0 | 1 | 2): string {
  const parts = token.split(".");
  const text = parts[part]!;
  const at = Math.floor(text.length / 2);
  parts[part] = `${text.slice(0, at)}${text[at] === "A" ? "B" : "A"}${text.slice(at + 1)}`;
  return parts.join(".");
}

/** base64url of the first 16 bytes, as the links write a digest. */
const digestText = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes).slice(0, 16)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

describe("the digest in an email confirmation", () => {
  it("is an HMAC keyed by the signing secret, not a plain SHA-256 anyone can check a guess against", async () => {
    const address = "rosa.new@example.com";
    const digest = await emailDigest(KEY, address);
    const plain = digestText(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(address)));
    expect(digest).not.toBe(plain);
    // Another secret, another digest: without the key the digest says nothing.
    expect(await emailDigest("o".repeat(MIN_SECRET_LENGTH), address)).not.toBe(digest);
    const hmac = await crypto.subtle.importKey("raw", new TextEncoder().encode(KEY), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    const mac = await crypto.subtle.sign("HMAC", hmac, new TextEncoder().encode(`registry-email\n${address}`));
    expect(digest).toBe(digestText(mac));
  });
});

describe("the link generation", () => {
  it("is signed into a link of a later generation and read back; an email confirmation carries none", async () => {
    const later = { ...manage, generation: 2 };
    expect(await readOwnerToken(KEY, await signOwnerLink(KEY, later, ISSUED), ISSUED)).toEqual({ status: "valid", link: later });
    // Generation 0 is the links signed before generations existed: no claim at all.
    const first = await signOwnerLink(KEY, { ...answer, generation: 0 }, ISSUED);
    expect(await readOwnerToken(KEY, first, ISSUED)).toEqual({ status: "valid", link: answer });
    const exp = Math.floor(ISSUED.getTime() / 1000) + 60;
    const forged = await sign({ sub: REGISTRATION, act: "confirm-email", em: DIGEST, gen: 1, exp }, KEY, "HS256");
    expect(await readOwnerToken(KEY, forged, ISSUED)).toEqual({ status: "invalid" });
  });
});

describe("the signing key", () => {
  it.each([
    ["http://localhost:8787/x", "localhost"],
    ["http://127.0.0.1:8787/x", "127.0.0.1"],
    ["http://[::1]:8787/x", "::1"],
  ])("is the development key without a secret on %s", (url) => {
    const key = signingKey({}, url);
    expect(key).not.toBe("");
    expect(key.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
  });

  it("is SIGNING_SECRET when it is set, wherever the request goes", () => {
    expect(signingKey({ SIGNING_SECRET: KEY }, "https://harborlight.example/x")).toBe(KEY);
    expect(signingKey({ SIGNING_SECRET: KEY }, "http://localhost/x")).toBe(KEY);
  });

  it.each([
    ["no secret, a public host", {}, "https://harborlight.example/x"],
    ["no secret, a host that only starts like this machine", {}, "https://localhost.example.com/x"],
    ["a secret too short", { SIGNING_SECRET: "k".repeat(MIN_SECRET_LENGTH - 1) }, "https://harborlight.example/x"],
    ["a secret too short, even on this machine", { SIGNING_SECRET: "short" }, "http://localhost/x"],
  ])("refuses with a clear server error: %s", (_case, env, url) => {
    let thrown: unknown;
    try {
      signingKey(env, url);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HTTPException);
    expect((thrown as HTTPException).status).toBe(500);
    expect((thrown as HTTPException).message).toBe("Signed links are not configured: set SIGNING_SECRET (32 or more characters)");
    expect(SIGNING_NOT_CONFIGURED).toBe((thrown as HTTPException).message);
  });
});

describe("a token", () => {
  it("carries the registration, the incident and the action, and nothing else", async () => {
    const token = await signOwnerLink(KEY, answer, ISSUED);
    expect(await readOwnerToken(KEY, token, ISSUED)).toEqual({ status: "valid", link: answer });
    const payload = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as Record<string, unknown>;
    expect(Object.keys(payload).sort()).toEqual(["act", "exp", "inc", "sub"]);
    const manageToken = await signOwnerLink(KEY, manage, ISSUED);
    expect(await readOwnerToken(KEY, manageToken, ISSUED)).toEqual({ status: "valid", link: manage });
  });

  it("confirming an email names the digest of the address, never the address", async () => {
    const digest = await emailDigest(KEY, " Rosa.New@Example.com ");
    expect(digest).toBe(await emailDigest(KEY, "rosa.new@example.com"));
    expect(digest).not.toBe(await emailDigest(KEY, "rosa.other@example.com"));
    expect(digest).toMatch(/^[\w-]{22}$/);
    const link = { ...confirmEmail, email: digest };
    const token = await signOwnerLink(KEY, link, ISSUED);
    expect(await readOwnerToken(KEY, token, ISSUED)).toEqual({ status: "valid", link });
    expect(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))).not.toMatch(/rosa|example/i);
    expect((await ownerLinkUrl("https://harborlight.example", KEY, link, ISSUED)).url).toMatch(/\/registry\/confirm-email\?t=/);
  });

  it.each([
    ["a footage request's", answer, FOOTAGE_LINK_LIFETIME_DAYS],
    ["a manage", manage, MANAGE_LINK_LIFETIME_DAYS],
    ["an email confirmation", confirmEmail, CONFIRM_EMAIL_LINK_LIFETIME_DAYS],
  ])("works for the whole lifetime of %s link, and then is expired", async (_kind, link, days) => {
    const token = await signOwnerLink(KEY, link, ISSUED);
    const justBefore = new Date(ISSUED.getTime() + days * DAY_MS - 1000);
    const atExpiry = new Date(ISSUED.getTime() + days * DAY_MS);
    expect((await readOwnerToken(KEY, token, justBefore)).status).toBe("valid");
    expect(await readOwnerToken(KEY, token, atExpiry)).toEqual({ status: "expired", link });
  });

  it("says when its links work until, in Baltimore days", async () => {
    const { url, worksUntil } = await ownerLinkUrl("https://harborlight.example", KEY, answer, ISSUED);
    expect(worksUntil).toBe(new Date(ISSUED.getTime() + (FOOTAGE_LINK_LIFETIME_DAYS - 1) * DAY_MS).toISOString().slice(0, 10));
    expect(url).toMatch(/^https:\/\/harborlight\.example\/registry\/answer\?t=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await ownerLinkUrl("https://harborlight.example", KEY, manage, ISSUED)).url).toMatch(/\/registry\/manage\?t=/);
    const leave = await ownerLinkUrl("https://harborlight.example", KEY, { ...answer, action: "leave" }, ISSUED);
    expect(leave.url).toMatch(/\/registry\/leave\?t=/);
  });

  it.each([0, 1, 2] as const)("is refused when part %i is changed", async (part) => {
    const token = await signOwnerLink(KEY, answer, ISSUED);
    expect(await readOwnerToken(KEY, tamper(token, part), ISSUED)).toEqual({ status: "invalid" });
  });

  it("is refused when signed with another key, even when it has expired (expiry is only said of our own tokens)", async () => {
    const other = "o".repeat(MIN_SECRET_LENGTH);
    expect(await readOwnerToken(KEY, await signOwnerLink(other, answer, ISSUED), ISSUED)).toEqual({ status: "invalid" });
    const old = new Date(ISSUED.getTime() - 400 * DAY_MS);
    expect(await readOwnerToken(KEY, await signOwnerLink(other, answer, old), ISSUED)).toEqual({ status: "invalid" });
  });

  it("is refused with another algorithm or none", async () => {
    const exp = Math.floor(ISSUED.getTime() / 1000) + 3600;
    const claims = { sub: REGISTRATION, act: "may_have", inc: 7, exp };
    expect(await readOwnerToken(KEY, await sign(claims, KEY, "HS512"), ISSUED)).toEqual({ status: "invalid" });
    const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=/g, "").replace(/\+/g, "-").replace(/\//g, "_");
    expect(await readOwnerToken(KEY, `${encode({ alg: "none", typ: "JWT" })}.${encode(claims)}.`, ISSUED)).toEqual({ status: "invalid" });
  });

  it.each([
    ["an unknown action", { sub: REGISTRATION, act: "delete_everything", inc: 7 }],
    ["no registration", { act: "may_have", inc: 7 }],
    ["an answer without its incident", { sub: REGISTRATION, act: "may_have" }],
    ["a manage link naming an incident", { sub: REGISTRATION, act: "manage", inc: 7 }],
    ["a manage link naming an address", { sub: REGISTRATION, act: "manage", em: DIGEST }],
    ["an email confirmation without its address", { sub: REGISTRATION, act: "confirm-email" }],
    ["an email confirmation naming an incident", { sub: REGISTRATION, act: "confirm-email", em: DIGEST, inc: 7 }],
    ["an answer naming an address", { sub: REGISTRATION, act: "may_have", inc: 7, em: DIGEST }],
    ["no expiry", { sub: REGISTRATION, act: "may_have", inc: 7, exp: undefined }],
    ["an incident that is no id", { sub: REGISTRATION, act: "leave", inc: "7 or 1=1" }],
  ])("is refused with %s, even signed with our key", async (_case, claims) => {
    const exp = Math.floor(ISSUED.getTime() / 1000) + 3600;
    const token = await sign({ exp, ...claims }, KEY, "HS256");
    expect(await readOwnerToken(KEY, token, ISSUED)).toEqual({ status: "invalid" });
  });

  describe("is refused unless its signature is written the one canonical way", () => {
    const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    /** The token with its signature's last character moved `by` places along the alphabet. */
    const shiftLast = (token: string, by: number) => {
      const last = ALPHABET.indexOf(token.at(-1)!);
      return `${token.slice(0, -1)}${ALPHABET[(last + by) % 64]}`;
    };
    const withSignature = (token: string, change: (signature: string) => string) => {
      const cut = token.lastIndexOf(".") + 1;
      return `${token.slice(0, cut)}${change(token.slice(cut))}`;
    };

    it("and the canonical one works (an HS256 signature is 43 characters, no padding)", async () => {
      const token = await signOwnerLink(KEY, answer, ISSUED);
      expect(token.split(".")[2]).toMatch(/^[\w-]{43}$/);
      expect((await readOwnerToken(KEY, token, ISSUED)).status).toBe("valid");
    });

    // The last of 43 characters carries 4 bits of the signature and 2 unused ones: the three
    // characters after a canonical one decode to the same bytes, so each is a second spelling.
    it.each([1, 2, 3, 4, 63])("its last character moved by %i", async (by) => {
      for (const link of [answer, manage, { ...answer, action: "leave" as const }]) {
        const token = await signOwnerLink(KEY, link, ISSUED);
        expect(await readOwnerToken(KEY, shiftLast(token, by), ISSUED)).toEqual({ status: "invalid" });
      }
    });

    it.each([
      ["one = appended", (s: string) => `${s}=`],
      ["two = appended", (s: string) => `${s}==`],
      ["padded to a multiple of four", (s: string) => s.padEnd(Math.ceil(s.length / 4) * 4, "=")],
      ["a space appended", (s: string) => `${s} `],
      ["a line break inside", (s: string) => `${s.slice(0, 20)}\n${s.slice(20)}`],
      ["the standard alphabet's + and / for - and _", (s: string) => s.replace(/-/g, "+").replace(/_/g, "/")],
      ["its last character dropped", (s: string) => s.slice(0, -1)],
      ["a character added", (s: string) => `${s}A`],
      ["nothing", () => ""],
    ])("%s", async (_case, change) => {
      // Signed again until the signature holds a - or _: the alphabet case needs one to change.
      let token = await signOwnerLink(KEY, answer, ISSUED);
      for (let n = 1; !/[-_]/.test(token.split(".")[2]!); n++) token = await signOwnerLink(KEY, { ...answer, incidentId: n }, ISSUED);
      expect(withSignature(token, change)).not.toBe(token);
      expect(await readOwnerToken(KEY, withSignature(token, change), ISSUED)).toEqual({ status: "invalid" });
    });
  });

  it.each(["", "not-a-token", "a.b", "a.b.c.d", "x".repeat(2000)])("is refused when it is %j", async (token) => {
    expect(await readOwnerToken(KEY, token, ISSUED)).toEqual({ status: "invalid" });
  });
});
