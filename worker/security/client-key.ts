// Telling clients apart without keeping who they are (docs/decisions/0036): a client is its address
// bucket (an IPv6 client by its /64, client-bucket.ts) and its user agent, hashed with HMAC-SHA256
// under a random key of the UTC day. The key lives in D1 only while its day lasts, so no stored
// hash leads back to an address once the day is over, and the same client is a new one tomorrow.
import type { Context } from "hono";

import { database, type Database } from "../db/client";
import { purgeClientDaysBefore, saltOfDay } from "../db/client-salts";
import type { AppEnv, Env } from "../env";
import { RETENTION_DAYS, retentionCutoff } from "../shared/retention";
import { clientAddress } from "./rate-limit";

export interface ClientKeys {
  /** The UTC day the keys belong to, "YYYY-MM-DD". */
  day: string;
  /** The client: address bucket and user agent. */
  client: string;
  /** The address bucket alone, which a client cannot vary as it can its user agent. */
  address: string;
}

const encoder = new TextEncoder();

/** Each byte's two hex digits, looked up rather than formatted for every hash. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

/** The UTC day of `now`, "YYYY-MM-DD". */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The day's key, kept by the isolate once read: it never changes within its day. */
let cachedKey: { day: string; key: Promise<CryptoKey> } | undefined;

const DAY_MS = 86_400_000;

/** The UTC day of `now`, found again only when the day changes (every counted page asks for it). */
let lastDay: { number: number; day: string } | undefined;

function utcDayCached(now: Date): string {
  const number = Math.floor(now.getTime() / DAY_MS);
  if (lastDay?.number !== number) lastDay = { number, day: utcDay(now) };
  return lastDay.day;
}

function dayKey(db: Database, day: string): Promise<CryptoKey> {
  if (cachedKey?.day !== day) {
    const key = saltOfDay(db, day, randomSalt).then((salt) =>
      crypto.subtle.importKey("raw", encoder.encode(salt), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]),
    );
    cachedKey = { day, key };
    key.catch(() => {
      if (cachedKey?.key === key) cachedKey = undefined; // a failed read is tried again by the next request
    });
  }
  return cachedKey.key;
}

/** The client's hash of each request being answered: a blog post's view and its page view hash the client once. */
const clientOfRequest = new WeakMap<Request, Promise<string>>();

function clientOf(c: Context<AppEnv>, key: CryptoKey): Promise<string> {
  let client = clientOfRequest.get(c.req.raw);
  if (!client) {
    client = hash(key, clientText(clientAddress(c), c.req.header("User-Agent") ?? ""));
    clientOfRequest.set(c.req.raw, client);
  }
  return client;
}

export async function clientKeys(c: Context<AppEnv>, db: Database, now: Date): Promise<ClientKeys> {
  const day = utcDayCached(now);
  const key = await dayKey(db, day);
  const [client, address] = await Promise.all([clientOf(c, key), hash(key, `address\n${clientAddress(c)}`)]);
  return { day, client, address };
}

/** What a client's hash is made of: one text for clientKeys and clientHash alike. */
const clientText = (address: string, userAgent: string) => `client\n${address}\n${userAgent}`;

/** The client's hash alone (a visitor, R22): one HMAC where clientKeys makes two, none when the request already made it. */
export async function clientHash(c: Context<AppEnv>, db: Database, now: Date): Promise<string> {
  return clientOf(c, await dayKey(db, utcDayCached(now)));
}

/** 128 bits of the HMAC, in hex: unique enough for a day's clients, short to store. */
async function hash(key: CryptoKey, text: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(text)), 0, 16));
}

/** 256 random bits, in hex. */
function randomSalt(): string {
  return hex(crypto.getRandomValues(new Uint8Array(32)));
}

function hex(bytes: Uint8Array): string {
  let digits = "";
  for (const byte of bytes) digits += HEX[byte];
  return digits;
}

/** The cron trigger's share: the keys and post views of the days that are over are deleted (R20: RETENTION_DAYS.clientKey, the day itself). */
export async function purgeEndedClientDays(env: Pick<Env, "DB">, now: Date): Promise<void> {
  const firstKept = utcDay(retentionCutoff(now, RETENTION_DAYS.clientKey - 1));
  await purgeClientDaysBefore(database(env), firstKept, { summary: "Keys of the days that are over deleted, with their post views", now });
}
