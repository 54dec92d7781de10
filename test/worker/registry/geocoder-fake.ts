// The Census geocoder as tests play it: recorded answers (test/fixtures/geocoder/) served to the
// Worker's outbound fetch, and every lookup it was asked for kept.
import { vi } from "vitest";

import badRequest from "../../fixtures/geocoder/bad-request.json?raw";
import errorPage from "../../fixtures/geocoder/error.html?raw";
import match from "../../fixtures/geocoder/match.json?raw";
import noMatch from "../../fixtures/geocoder/no-match.json?raw";
import severalMatches from "../../fixtures/geocoder/several-matches.json?raw";

export const RECORDED = { match, noMatch, severalMatches, errorPage, badRequest };

const json = (body: string) => () => Promise.resolve(new Response(body, { headers: { "Content-Type": "application/json;charset=UTF-8" } }));

export const ANSWERS = {
  match: json(match),
  noMatch: json(noMatch),
  severalMatches: json(severalMatches),
  down: () => Promise.resolve(new Response(errorPage, { status: 503, headers: { "Content-Type": "text/html" } })),
  unreachable: () => Promise.reject(new TypeError("Network connection lost.")),
};

type Answer = () => Promise<Response>;

/**
 * Answers each geocoder call with `answer(address)`; calls elsewhere fail as unreachable.
 * Returns the addresses looked up, in order.
 */
export function fakeGeocoder(answer: (address: string) => Answer) {
  const lookedUp: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(new Request(input, init).url);
    if (url.hostname !== "geocoder.example.test") throw new TypeError("Network connection lost.");
    const address = url.searchParams.get("address") ?? "";
    lookedUp.push(address);
    return answer(address)();
  });
  return lookedUp;
}
