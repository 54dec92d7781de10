// Each person's last sign-in and last activity on the team's list (R25): the sign-in as it was
// recorded on the person, the activity as the latest moment any of their sessions was seen (an
// ended one too), both none for someone never seen; read in one statement for a team of any size.
import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { insertRows } from "../../../worker/db/bound-lists";
import { sessions, users } from "../../../worker/db/schema";
import { GROWN_SIZES } from "../growth/at-scale";
import { db } from "../helpers";
import { callWith, sessionFor } from "../session-helpers";

interface MemberView {
  id: string;
  email: string | null;
  role: string;
  lastSignInAt: string | null;
  lastActiveAt: string | null;
}

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 2, day, hour));

let owner: string;
beforeAll(async () => {
  owner = await sessionFor("last-owner@example.com", { role: "owner" });
});
beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE email NOT LIKE 'last-owner@%')"),
    env.DB.prepare("DELETE FROM users WHERE email NOT LIKE 'last-owner@%'"),
  ]);
});

const team = async () => {
  const response = await callWith(owner, "/api/team");
  expect(response.status).toBe(200);
  return response.json<MemberView[]>();
};

/** A person on the team written directly, with their last sign-in and sessions last seen at the given moments. */
async function person(id: string, { signedIn, seen = [] }: { signedIn: Date | null; seen?: { at: Date; ended?: boolean }[] }) {
  await db()
    .insert(users)
    .values({ id, email: `${id}@example.com`, role: "editor", lastSignInAt: signedIn });
  await insertRows(
    db(),
    sessions,
    seen.map((session, n) => ({
      id: `${id}-session-${n}`,
      userId: id,
      device: "Firefox on Linux",
      startedAt: at(1),
      lastSeenAt: session.at,
      authTime: at(1),
      endedAt: session.ended ? session.at : null,
    })),
  );
}

describe("the team's last sign-in and last activity", () => {
  it("are each person's recorded sign-in and the latest moment any of their sessions was seen, ended ones too", async () => {
    await person("seen-twice", { signedIn: at(3), seen: [{ at: at(3, 14) }, { at: at(5, 9), ended: true }, { at: at(4) }] });
    await person("signed-in-once", { signedIn: at(2), seen: [{ at: at(2, 13) }] });
    const listed = await team();
    expect(listed.find((member) => member.id === "seen-twice")).toMatchObject({
      lastSignInAt: at(3).toISOString(),
      lastActiveAt: at(5, 9).toISOString(),
    });
    expect(listed.find((member) => member.id === "signed-in-once")).toMatchObject({
      lastSignInAt: at(2).toISOString(),
      lastActiveAt: at(2, 13).toISOString(),
    });
  });

  it("are none for someone who never signed in", async () => {
    await person("never-seen", { signedIn: null });
    expect((await team()).find((member) => member.id === "never-seen")).toMatchObject({ lastSignInAt: null, lastActiveAt: null });
  });

  it("come with the person as a change answers them", async () => {
    await person("changed", { signedIn: at(6), seen: [{ at: at(7) }] });
    const response = await callWith(owner, "/api/team/changed", {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Origin: "http://localhost" },
      body: JSON.stringify({ role: "leads" }),
    });
    expect(await response.json()).toMatchObject({
      id: "changed",
      role: "leads",
      lastSignInAt: at(6).toISOString(),
      lastActiveAt: at(7).toISOString(),
    });
  });
});

describe.each(GROWN_SIZES)("a team of %i more", (size) => {
  it("lists everyone with their last sign-in and last activity", async () => {
    const ids = Array.from({ length: size }, (_, n) => `grown-${n}`);
    // Written in two statements, each binding its rows as one value.
    await insertRows(
      db(),
      users,
      ids.map((id, n) => ({ id, email: `${id}@example.com`, role: "editor", lastSignInAt: n % 10 === 0 ? null : at(1 + (n % 20)) })),
    );
    await insertRows(
      db(),
      sessions,
      ids.flatMap((id, n) =>
        n % 10 === 0
          ? []
          : [0, 1].map((k) => ({
              id: `${id}-${k}`,
              userId: id,
              device: "Safari on iOS",
              startedAt: at(1),
              lastSeenAt: at(1 + (n % 20), 10 + k),
              authTime: at(1),
            })),
      ),
    );
    const listed = await team();
    expect(listed).toHaveLength(size + 1);
    const byId = new Map(listed.map((member) => [member.id, member]));
    ids.forEach((id, n) => {
      expect(byId.get(id)).toMatchObject(
        n % 10 === 0
          ? { lastSignInAt: null, lastActiveAt: null }
          : { lastSignInAt: at(1 + (n % 20)).toISOString(), lastActiveAt: at(1 + (n % 20), 11).toISOString() },
      );
    });
  });
});
