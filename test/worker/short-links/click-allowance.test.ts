import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";

import { shortLinks } from "../../../worker/db/schema";
import { FirstClicks } from "../../../worker/short-links/click-allowance";
import { call, db, freshClientIp } from "../helpers";

afterEach(() => vi.restoreAllMocks());

const MINUTE = 60_000;
const at = (minute: number, second = 0) => minute * MINUTE + second * 1000;

describe("a client's first click in an isolate and minute", () => {
  it("is recorded without the limiter; its second brings the first to the limiter too; later ones ask", () => {
    const clicks = new FirstClicks();
    expect(clicks.verdict("198.51.100.1", at(10))).toBe("first");
    expect(clicks.verdict("198.51.100.2", at(10, 5))).toBe("first");
    expect(clicks.verdict("198.51.100.1", at(10, 10))).toBe("count-both");
    expect(clicks.verdict("198.51.100.1", at(10, 20))).toBe("ask");
    expect(clicks.verdict("198.51.100.1", at(10, 59))).toBe("ask");
  });

  it("starts afresh each minute, as the limiter's windows do", () => {
    const clicks = new FirstClicks();
    expect(clicks.verdict("198.51.100.1", at(10, 58))).toBe("first");
    expect(clicks.verdict("198.51.100.1", at(10, 59))).toBe("count-both");
    expect(clicks.verdict("198.51.100.1", at(11, 0))).toBe("first");
  });

  it("asks the limiter for every client once it remembers as many as it may", () => {
    const clicks = new FirstClicks(2);
    expect(clicks.verdict("a", at(1))).toBe("first");
    expect(clicks.verdict("b", at(1))).toBe("first");
    expect(clicks.verdict("c", at(1))).toBe("ask");
    expect(clicks.verdict("c", at(1))).toBe("ask");
    expect(clicks.verdict("a", at(1))).toBe("count-both");
  });
});

describe("clicks through the Worker", () => {
  it("do not wait for the limiter on a client's first click; its second is counted with the first", async () => {
    await db().insert(shortLinks).values({ fromPath: "/allowance", toUrl: "https://example.org/allowance" });
    const limit = vi.spyOn(env.CLICK_RATE_LIMITER!, "limit");
    const client = { "CF-Connecting-IP": freshClientIp() };
    const follow = () => call("/allowance", { redirect: "manual", headers: client });
    expect((await follow()).status).toBe(302);
    expect(limit).toHaveBeenCalledTimes(0);
    expect((await follow()).status).toBe(302);
    expect(limit).toHaveBeenCalledTimes(2);
    expect((await follow()).status).toBe(302);
    expect(limit).toHaveBeenCalledTimes(3);
  });
});
