/** A user agent that says it is a bot, crawler, spider or preview fetcher is counted apart. */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|headlesschrome|python-requests|curl\/|wget\/|httpclient|monitor/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent);
}
