// The drizzle database every D1 statement goes through, and the request's D1 session under it
// (docs/decisions/0054-d1-sessions.md): within a request each statement runs in one session of
// D1's Sessions API, opened at the request's first statement as the request asked
// (`withRequestSession`), so with read replication on a request's reads are sequentially
// consistent and a staff member's reads after a write see it. Outside a request (queues, cron,
// tests' own reads) statements go to the binding itself: the primary.
import { AsyncLocalStorage } from "node:async_hooks";

import type { D1Database, D1DatabaseSession, D1SessionConstraint } from "@cloudflare/workers-types";
import { drizzle } from "drizzle-orm/d1";

import type { Env } from "../env";
import * as schema from "./schema";

/** What a request opens its session at: a constraint, or a bookmark a staff member's last write left. */
export type SessionStart = D1SessionConstraint | { bookmark: string };

interface RequestSession {
  start: SessionStart;
  session?: D1DatabaseSession;
  /** Statements the request sent to D1 (a batch counts each of its statements). */
  statements: number;
}

const requests = new AsyncLocalStorage<RequestSession>();

/** Runs `work` with its D1 statements in one session opened at `start` when the first one is sent. */
export function withRequestSession<T>(start: SessionStart, work: () => T): T {
  return requests.run({ start, statements: 0 }, work);
}

/** The request's session so far: how many statements it sent, and its bookmark (none before a statement). */
export function requestSession(): { statements: number; bookmark: string | null } | undefined {
  const current = requests.getStore();
  return current && { statements: current.statements, bookmark: current.session?.getBookmark() ?? null };
}

/**
 * The request's reads see at least what `bookmark` saw (a session opened there), when it has sent
 * no statement yet; a request already reading keeps its session.
 */
export function readAtLeastFrom(bookmark: string): void {
  const current = requests.getStore();
  if (current && !current.session) current.start = { bookmark };
}

function open(d1: D1Database, start: SessionStart): D1DatabaseSession {
  if (typeof start === "string") return d1.withSession(start);
  try {
    return d1.withSession(start.bookmark);
  } catch {
    // A bookmark D1 does not take (a cookie from another database, or tampered with): as after a write.
    return d1.withSession("first-primary");
  }
}

/** The request's session, opened now if this is its first statement; the binding outside a request. */
function target(d1: D1Database): D1Database | D1DatabaseSession {
  const current = requests.getStore();
  if (!current) return d1;
  current.session ??= open(d1, current.start);
  return current.session;
}

/** The binding as drizzle uses it, each call sent to the request's session. */
function routed(d1: D1Database): D1Database {
  const count = (n: number) => {
    const current = requests.getStore();
    if (current) current.statements += n;
  };
  return {
    prepare: (query: string) => {
      count(1);
      return target(d1).prepare(query);
    },
    batch: (statements) => target(d1).batch(statements),
    exec: (query: string) => {
      count(1);
      return d1.exec(query);
    },
    withSession: (start) => d1.withSession(start),
    dump: () => d1.dump(),
  };
}

function connect(d1: Env["DB"]) {
  const plain = routed(d1);
  return { plain, db: drizzle(plain as unknown as Parameters<typeof drizzle>[0], { schema }) };
}

export type Database = ReturnType<typeof connect>["db"];

/**
 * Drizzle reads the whole schema when it is set up, so each isolate sets it up once per D1
 * binding and every request reuses it (the binding is the same object from request to request);
 * the request's session is found per statement.
 */
const connections = new WeakMap<Env["DB"], ReturnType<typeof connect>>();

function connection(d1: Env["DB"]): ReturnType<typeof connect> {
  let connected = connections.get(d1);
  if (!connected) {
    connected = connect(d1);
    connections.set(d1, connected);
  }
  return connected;
}

export function database(env: Pick<Env, "DB">): Database {
  return connection(env.DB).db;
}

/** The binding itself, for the few statements written in plain SQL (a click before its 302): in the request's session and counted. */
export function sessionD1(env: Pick<Env, "DB">): D1Database {
  return connection(env.DB).plain;
}
