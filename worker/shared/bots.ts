import { isbot } from "isbot";

/**
 * A user agent that says it is a bot, crawler, spider, preview fetcher or scripted client is
 * counted apart. isbot keeps the list of known agents; an empty or missing one is a person.
 */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return isbot(userAgent);
}
