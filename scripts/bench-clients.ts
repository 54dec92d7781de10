// Load from many clients. The site records at most RECORDED_CLICKS_PER_CLIENT_PER_MINUTE clicks
// per client (worker/short-links/follow.ts); a benchmark's thousands of clicks from one machine would
// be throttled, and "every 302 has its click row" would check nothing. `wrangler dev` passes
// the CF-Connecting-IP header through as the client's address, so each request names a
// client address of its own and every click must be recorded.
import type { Request } from "autocannon";

// From a random place in the range, so that runs in a row (each its own process) do not repeat each other's clients.
let sent = Math.floor(Math.random() * 2 ** 24);

/** An autocannon `setupRequest`: the request from the next of 2^24 distinct addresses (10.0.0.0/8). */
export function fromNextClient(request: Request): Request {
  sent = (sent + 1) % 2 ** 24;
  return { ...request, headers: { ...request.headers, "CF-Connecting-IP": `10.${sent >> 16}.${(sent >> 8) & 255}.${sent & 255}` } };
}
