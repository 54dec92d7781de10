// The Settings API (R23): each section validated by its rules, changed only from the version it
// was read at, recorded with its before and after in the history and the audit trail, undone
// from there; only roles with the settings permission reach it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { auditLog, settingsChanges } from "../../../worker/db/schema";
import { BUSINESS_DEFAULTS } from "../../../worker/shared/company";
import { SETTINGS_TEXTS } from "../../../worker/shared/settings";
import { db } from "../helpers";
import { callWith, sessionFor } from "../session-helpers";

const json = { "Content-Type": "application/json", Origin: "http://localhost" };

interface SectionView<Value> {
  value: Value;
  version: number;
}
type SettingsView = Record<"business" | "notice" | "notifications", SectionView<Record<string, unknown>>>;

const read = async (cookie: string) => (await callWith(cookie, "/api/settings")).json<SettingsView>();
const put = (cookie: string, section: string, version: number, value: unknown) =>
  callWith(cookie, `/api/settings/${section}`, { method: "PUT", headers: json, body: JSON.stringify({ version, value }) });

describe("the settings API", () => {
  it("starts from the deployment's values and refuses every field its rules refuse, with their messages, changing nothing", async () => {
    const owner = await sessionFor("settings-owner@example.com", { role: "owner" });
    const first = await read(owner);
    expect(first.business).toEqual({ value: BUSINESS_DEFAULTS, version: 0 });
    expect(first.notice.value).toEqual({ message: "", startsAt: null, endsAt: null });

    const bad = await put(owner, "business", 0, {
      ...BUSINESS_DEFAULTS,
      phone: "555-01",
      email: "not an email",
      socials: { ...BUSINESS_DEFAULTS.socials, facebook: "http://facebook.com/x" },
    });
    expect(bad.status).toBe(400);
    const { errors } = await bad.json<{ errors: Record<string, string[]> }>();
    expect(errors.phone).toEqual(["Phone number must be at least 10 digits"]);
    expect(errors.email).toEqual(["Please enter a valid email address"]);
    expect(errors["socials.facebook"]).toEqual([SETTINGS_TEXTS.webAddress]);

    const backwards = await put(owner, "notice", 0, {
      message: "Closed",
      startsAt: "2026-12-24T17:00:00Z",
      endsAt: "2026-12-24T09:00:00Z",
    });
    expect(backwards.status).toBe(400);
    expect((await backwards.json<{ errors: Record<string, string[]> }>()).errors.endsAt).toEqual([SETTINGS_TEXTS.noticeEndsBeforeStart]);

    const notJson = await callWith(owner, "/api/settings/business", { method: "PUT", headers: json, body: "{" });
    expect(notJson.status).toBe(400);
    expect(await db().select().from(settingsChanges)).toEqual([]);
    expect((await read(owner)).business.version).toBe(0);
  });

  it("writes a change with its history and audit entry, refuses one made from an older version, and undoes the latest", async () => {
    const owner = await sessionFor("settings-changer@example.com", { role: "owner" });
    const changed = await put(owner, "business", 0, {
      ...BUSINESS_DEFAULTS,
      phone: "(410) 555-0199",
      hours: " Mon-Sat 9-5 \n\n Sun closed ",
    });
    expect(changed.status).toBe(200);
    const after = await changed.json<SettingsView>();
    expect(after.business.value).toMatchObject({ phone: "(410) 555-0199", hours: "Mon-Sat 9-5\nSun closed" });
    const version = after.business.version;
    expect(version).toBeGreaterThan(0);

    // Someone still at version 0 is refused whole.
    const stale = await put(owner, "business", 0, { ...BUSINESS_DEFAULTS, phone: "(410) 555-0100" });
    expect(stale.status).toBe(409);
    expect((await stale.json<{ message: string }>()).message).toBe(SETTINGS_TEXTS.changedMeanwhile);
    expect((await read(owner)).business.value.phone).toBe("(410) 555-0199");

    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entity, "setting"));
    expect(audit).toMatchObject({ action: "update", entityId: version, userEmail: "settings-changer@example.com" });
    expect(audit!.summary).toContain('phone: "(410) 555-0142" → "(410) 555-0199"');

    const history = await (
      await callWith(owner, "/api/settings/history")
    ).json<{ id: number; before: { phone: string }; after: { phone: string }; undoable: boolean }[]>();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      id: version,
      before: { phone: "(410) 555-0142" },
      after: { phone: "(410) 555-0199" },
      undoable: true,
    });

    const undone = await callWith(owner, `/api/settings/history/${version}/undo`, { method: "POST", headers: json, body: "{}" });
    expect(undone.status).toBe(200);
    const restored = await undone.json<SettingsView>();
    expect(restored.business.value).toEqual(BUSINESS_DEFAULTS);
    expect(restored.business.version).toBeGreaterThan(version);

    // The undone change is no longer the latest: undoing it again is refused; the undo itself can be undone.
    const again = await callWith(owner, `/api/settings/history/${version}/undo`, { method: "POST", headers: json, body: "{}" });
    expect(again.status).toBe(409);
    expect((await again.json<{ message: string }>()).message).toBe(SETTINGS_TEXTS.onlyLatestUndone);
    const newer = await (await callWith(owner, "/api/settings/history")).json<{ id: number; undoes: number | null; undoable: boolean }[]>();
    expect(newer.map(({ undoes, undoable }) => ({ undoes, undoable }))).toEqual([
      { undoes: version, undoable: true },
      { undoes: null, undoable: false },
    ]);
    expect(await db().select().from(auditLog).where(eq(auditLog.entity, "setting"))).toHaveLength(2);
  });

  it("is the Owner's and the Administrator's only", async () => {
    for (const role of ["editor", "leads", "registry-coordinator"] as const) {
      const cookie = await sessionFor(`settings-${role}@example.com`, { role });
      expect((await callWith(cookie, "/api/settings")).status).toBe(403);
      expect((await put(cookie, "notice", 0, { message: "Hi", startsAt: null, endsAt: null })).status).toBe(403);
    }
    const administrator = await sessionFor("settings-admin@example.com", { role: "administrator" });
    expect((await put(administrator, "notice", 0, { message: "Closed Friday", startsAt: null, endsAt: null })).status).toBe(200);
  });
});
