import { describe, expect, it } from "vitest";

import { LinkCache } from "../../../worker/short-links/link-cache";

const match = (id: number) => ({ id, fromPath: `/p${id}`, toUrl: `https://example.org/${id}` });

describe("the isolate's memory of short links", () => {
  it("remembers, forgets and answers by path", () => {
    const known = new LinkCache(3);
    known.remember("/p1", match(1));
    expect(known.get("/p1")).toEqual(match(1));
    expect(known.get("/p1/")).toBeUndefined();
    known.forget("/p1");
    expect(known.get("/p1")).toBeUndefined();
  });

  it("holds at most its capacity, dropping the least recently remembered", () => {
    const known = new LinkCache(3);
    for (const id of [1, 2, 3]) known.remember(`/p${id}`, match(id));
    known.remember("/p1", match(1)); // remembered again: now the newest
    known.remember("/p4", match(4));
    expect(known.size).toBe(3);
    expect(known.get("/p2")).toBeUndefined();
    expect([1, 3, 4].map((id) => known.get(`/p${id}`)?.id)).toEqual([1, 3, 4]);
  });
});
