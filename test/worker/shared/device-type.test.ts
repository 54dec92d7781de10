import { describe, expect, it } from "vitest";

import { bucketDates, referrerHostOf } from "../../../worker/shared/click-window";
import { deviceTypeOf } from "../../../worker/shared/device-type";

describe("device type from a stored user agent", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1", "mobile"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36", "mobile"],
    ["Mozilla/5.0 (Android 14; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0", "mobile"],
    ["Opera/9.80 (J2ME/MIDP; Opera Mini/9.80; U; en) Presto/2.12.423 Version/12.16", "mobile"],
    ["Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1", "tablet"],
    ["Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120.0 Safari/537.36", "tablet"],
    ["Mozilla/5.0 (Android 13; Tablet; rv:121.0) Gecko/121.0 Firefox/121.0", "tablet"],
    ["Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 Silk/120.1 Safari/537.36", "tablet"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36", "desktop"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 Version/17.2 Safari/605.1.15", "desktop"],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0", "desktop"],
    ["", "desktop"],
    [null, "desktop"],
  ])("%s is %s", (userAgent, expected) => {
    expect(deviceTypeOf(userAgent, false)).toBe(expected);
  });

  it("counts a bot as a bot whatever device it names", () => {
    expect(deviceTypeOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile (compatible; Googlebot/2.1)", true)).toBe("bot");
  });
});

describe("referrer host", () => {
  it.each([
    ["https://www.facebook.com/groups/canton?fbclid=abc", "www.facebook.com"],
    ["android-app://com.google.android.gm/", "com.google.android.gm"],
    [null, "Direct"],
    ["", "Direct"],
    ["not an address", "not an address"],
  ])("%s is %s", (referer, host) => {
    expect(referrerHostOf(referer)).toBe(host);
  });
});

describe("bars of days", () => {
  it("cuts whole weeks back from the last date, the oldest bar holding what is left", () => {
    const dates = Array.from({ length: 9 }, (_, index) => `2026-03-0${index + 1}`);
    expect(bucketDates(dates, 7)).toEqual([dates.slice(0, 2), dates.slice(2)]);
    expect(bucketDates(dates, 1)).toHaveLength(9);
  });
});
