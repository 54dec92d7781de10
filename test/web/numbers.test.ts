import { describe, expect, it } from "vitest";

import { formatNumber, formatUsd } from "../../web/lib/numbers";

// Whole numbers are written without Intl's formatter; every answer must still be Intl's.
const WHOLE = [0, -0, 7, -7, 999, -999, 1000, -1000, 1204, 12_345, 999_999, 1_000_000, -1_234_567, Number.MAX_SAFE_INTEGER];
const FRACTIONS = [0.5, 2.25, 999.5, 1234.567, -0.333, 12.5, 1e21, Number.MAX_SAFE_INTEGER + 2];

describe("formatNumber", () => {
  it.each([
    [3200, "3,200"],
    [1_000_000, "1,000,000"],
    [2.5, "2.5"],
    [1234.567, "1,234.57"],
  ])("writes %d as %s", (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it("writes every number as Intl's en-US number format does", () => {
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
    for (const value of [...WHOLE, ...FRACTIONS]) expect(formatNumber(value), String(value)).toBe(intl.format(value));
  });
});

describe("formatUsd", () => {
  it.each([
    [2020, "$2,020"],
    [0, "$0"],
    [29, "$29"],
    [948, "$948"],
    [8080, "$8,080"],
    [12.5, "$12.50"],
  ])("writes %d as %s", (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });

  it("writes every amount as Intl's US dollars do, whole dollars without cents", () => {
    const whole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    for (const amount of WHOLE) expect(formatUsd(amount), String(amount)).toBe(whole.format(amount));
    for (const amount of [0.5, 12.5, 1234.567, -0.333]) expect(formatUsd(amount), String(amount)).toBe(cents.format(amount));
  });
});
