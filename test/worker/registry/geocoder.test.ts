// Reading the Census geocoder: its recorded answers (a match, several, none, an error page), the
// request it is sent, and a clean difference between "no such address" and "the service failed".
import { afterEach, describe, expect, it, vi } from "vitest";

import { geocodeAddress, geocoderRequestUrl, readGeocoderAnswer } from "../../../worker/registry/geocoder";
import { ANSWERS, fakeGeocoder, RECORDED } from "./geocoder-fake";

const settings = { GEOCODER_URL: "https://geocoder.example.test/geocoder/locations/onelineaddress" };

afterEach(() => vi.restoreAllMocks());

describe("the geocoder's answer", () => {
  it("with a match gives its point (x is the longitude), matched address, city, state and ZIP", () => {
    expect(readGeocoderAnswer(JSON.parse(RECORDED.match))).toEqual({
      outcome: "located",
      place: {
        latitude: 39.2798986,
        longitude: -76.5750852,
        matchedAddress: "2907 O'DONNELL ST, BALTIMORE, MD, 21224",
        city: "Baltimore",
        state: "MD",
        zipCode: "21224",
      },
    });
  });

  it("with several matches gives the first", () => {
    expect(readGeocoderAnswer(JSON.parse(RECORDED.severalMatches))).toMatchObject({
      outcome: "located",
      place: { matchedAddress: "100 LIGHT ST, BALTIMORE, MD, 21202", zipCode: "21202", latitude: 39.2874455 },
    });
  });

  it("with no match is not found", () => {
    expect(readGeocoderAnswer(JSON.parse(RECORDED.noMatch))).toEqual({ outcome: "not_found" });
  });

  it.each([
    ["the error object it answers a bad request with", JSON.parse(RECORDED.badRequest) as unknown],
    ["a match without coordinates", { result: { addressMatches: [{ matchedAddress: "X" }] } }],
    ["coordinates off the globe", { result: { addressMatches: [{ matchedAddress: "X", coordinates: { x: -76.5, y: 391 } }] } }],
    ["nothing", null],
  ])("in another shape (%s) is a failure, not a 'not found'", (_name, body) => {
    expect(readGeocoderAnswer(body)).toMatchObject({ outcome: "failed" });
  });
});

describe("a lookup", () => {
  it("asks the configured endpoint for the address, on the current benchmark, as JSON", () => {
    const url = new URL(geocoderRequestUrl(settings, "2907 O'Donnell St, Baltimore, MD 21224"));
    expect(`${url.origin}${url.pathname}`).toBe(settings.GEOCODER_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      address: "2907 O'Donnell St, Baltimore, MD 21224",
      benchmark: "Public_AR_Current",
      format: "json",
    });
    // Unset, it is the Census Bureau's own.
    expect(geocoderRequestUrl({}, "x")).toMatch(/^https:\/\/geocoding\.geo\.census\.gov\/geocoder\/locations\/onelineaddress\?/);
  });

  it("answered with a match is located", async () => {
    const lookedUp = fakeGeocoder(() => ANSWERS.match);
    expect(await geocodeAddress(settings, "2907 O'Donnell St, Baltimore, MD 21224")).toMatchObject({ outcome: "located" });
    expect(lookedUp).toEqual(["2907 O'Donnell St, Baltimore, MD 21224"]);
  });

  it.each([
    ["the error page (503)", ANSWERS.down, "The geocoder answered 503"],
    [
      "an HTML page with 200",
      () => Promise.resolve(new Response(RECORDED.errorPage, { status: 200 })),
      "The geocoder's answer was not JSON",
    ],
    ["no connection", ANSWERS.unreachable, "The geocoder could not be reached"],
    [
      "no answer in time",
      () => Promise.reject(new DOMException("The operation timed out.", "TimeoutError")),
      "The geocoder did not answer within 10 seconds",
    ],
  ])("that gets %s has failed, with the reason in words", async (_name, answer, reason) => {
    fakeGeocoder(() => answer);
    expect(await geocodeAddress(settings, "2907 O'Donnell St, Baltimore, MD 21224")).toEqual({ outcome: "failed", reason });
  });
});
