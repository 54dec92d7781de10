// Refused authorisations and cross-site writes each leave one log line (ASVS 16.3): the method,
// the path and why, so an operator sees probing; never who asked, from where, or their session.
import { afterEach, describe, expect, it, vi } from "vitest";

import { call, ORIGIN } from "../helpers";
import { asMember, callWith } from "../session-helpers";

afterEach(() => vi.restoreAllMocks());

const ADDRESS = "198.51.100.23";

/** The access lines written while `work` runs, parsed. */
async function accessLines(work: () => Promise<Response>) {
  const lines: string[] = [];
  vi.spyOn(console, "warn").mockImplementation((...args) => void lines.push(args.join(" ")));
  const response = await work();
  const access = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.where === "access");
  return { response, access, text: lines.join("\n") };
}

describe("a refused request's log line", () => {
  it("says 401, no session, for a staff route without one", async () => {
    const { response, access, text } = await accessLines(() => call("/api/contacts", { headers: { "CF-Connecting-IP": ADDRESS } }));
    expect(response.status).toBe(401);
    expect(access).toEqual([{ level: "warn", where: "access", method: "GET", path: "/api/contacts", status: 401, message: "no session" }]);
    expect(text).not.toContain(ADDRESS);
  });

  it("says 403, not staff, for a signed-in person without staff rights, naming neither them nor their session", async () => {
    const cookie = await asMember();
    const { response, access, text } = await accessLines(() =>
      callWith(cookie, "/api/admin/data-requests/12/export", {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": "application/json", "CF-Connecting-IP": ADDRESS },
      }),
    );
    expect(response.status).toBe(403);
    expect(access).toEqual([
      { level: "warn", where: "access", method: "POST", path: "/api/admin/data-requests/12/export", status: 403, message: "not staff" },
    ]);
    for (const secret of [ADDRESS, "member@example.com", cookie.split("=")[1]!]) expect(text).not.toContain(secret);
  });

  it("is not written for the app's own sign-in check, whose 401 tells every visitor's app it is signed out", async () => {
    const { response, access } = await accessLines(() => call("/api/auth/user"));
    expect(response.status).toBe(401);
    expect(access).toEqual([]);
  });

  it("says 403, cross-site, for a write from another site, with addresses in the path scrubbed", async () => {
    const { response, access, text } = await accessLines(() =>
      call("/api/contact/someone@example.org", {
        method: "POST",
        headers: { Origin: "https://evil.example", "Content-Type": "application/json", "CF-Connecting-IP": ADDRESS },
        body: "{}",
      }),
    );
    expect(response.status).toBe(403);
    expect(access).toEqual([
      { level: "warn", where: "access", method: "POST", path: "/api/contact/[redacted]", status: 403, message: "cross-site" },
    ]);
    for (const secret of [ADDRESS, "someone@example.org"]) expect(text).not.toContain(secret);
  });
});
