import { isbot } from "isbot";

/**
 * A user agent that says it is a bot, crawler, spider, preview fetcher or scripted client is
 * counted apart. isbot keeps the list of known agents; an empty or missing one is a person.
 */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return isbot(userAgent);
}

/** A read that counts as a post's view (R9): a GET by an agent that is not a bot, on the page and the API alike. */
export function isCountedRead(method: string, userAgent: string | null | undefined): boolean {
  return method === "GET" && !isBotUserAgent(userAgent);
}
