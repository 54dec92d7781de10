// Number formats shared by the planning tools: amounts in US dollars, counts and areas with
// thousands separators, the way a customer reads them on a quote.

import { onFirstUse } from "../../worker/shared/on-first-use";

const wholeDollars = onFirstUse(() => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }));
const dollarsAndCents = onFirstUse(() => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }));
const plainNumber = onFirstUse(() => new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }));

/** "$2,020" for a whole amount, "$12.50" otherwise. */
export function formatUsd(amount: number): string {
  return (Number.isInteger(amount) ? wholeDollars : dollarsAndCents)().format(amount);
}

/** "3,200" (up to two decimals). */
export function formatNumber(value: number): string {
  return plainNumber().format(value);
}
