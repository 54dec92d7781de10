// Numbers shown to people, as en-US writes them: "1,204", "2.5", "$2,020", "$12.50".
//
// A whole number is written here, digit by digit, without Intl's number formatter: its first
// use loads locale data, about 35 ms on a phone and 130 to 160 ms at four times slower, and the
// planning tools and data pages write numbers in their first render, while the app takes the
// served page over. Other numbers go through the formatter. docs/decisions/0030-no-locale-data-on-take-over.md

import { onFirstUse } from "../../worker/shared/on-first-use";

const decimals = onFirstUse(() => new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }));
const dollarsAndCents = onFirstUse(() => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }));

/** A whole number's digits in groups of three: 1204 → "1,204", -0 → "-0" (as Intl writes it). */
function groupedDigits(whole: number): string {
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return whole < 0 || Object.is(whole, -0) ? `-${digits}` : digits;
}

/** "1,204", "2.5", "1,234.57" (up to two decimals). */
export function formatNumber(value: number): string {
  return Number.isSafeInteger(value) ? groupedDigits(value) : decimals().format(value);
}

/** "$2,020" for a whole amount, "$12.50" otherwise. */
export function formatUsd(amount: number): string {
  if (!Number.isSafeInteger(amount)) return dollarsAndCents().format(amount);
  const digits = groupedDigits(amount);
  return digits.startsWith("-") ? `-$${digits.slice(1)}` : `$${digits}`;
}
