import { describe, expect, it } from "vitest";

import { pathCandidates, slugFromTarget } from "../../../worker/shared/path-suggestion";

describe("a short path from the target's words", () => {
  it.each([
    ["https://example.org/events/Spring-Walk.html", "spring-walk"],
    ["https://example.org/events/2026/", "events"],
    ["https://example.org/blog/Caf%C3%A9%20Night/index.html", "cafe-night"],
    ["https://www.eventbrite.com/", "eventbrite"],
    ["https://canton.harbor.example/?id=7", "canton-harbor"],
    ["https://example.org/a-very-long-title-that-goes-on-and-on-past-the-limit", "a-very-long-title-that-goes-on"],
    ["https://192.168.0.1/", undefined],
    ["not a url", undefined],
  ])("%s gives %s", (toUrl, slug) => {
    expect(slugFromTarget(toUrl)).toBe(slug);
  });

  it("tries the words, then the words with a short suffix, then random readable paths", () => {
    const candidates = pathCandidates("https://example.org/canton-meeting", () => 0.5);
    expect(candidates[0]).toBe("/canton-meeting");
    expect(candidates[1]).toMatch(/^\/canton-meeting-[a-z2-9]{3}$/);
    expect(candidates.at(-1)).toMatch(/^\/[abcdefghjkmnpqrstuvwxyz23456789]{6}$/);
    expect(pathCandidates(undefined)[0]).toMatch(/^\/[a-z2-9]{6}$/);
  });
});
