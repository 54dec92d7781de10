// Which client a per-client limit counts. An IPv4 address is one client. An IPv6 client is
// given a whole /64 (one customer's network: every device and privacy address in it), so
// counting full IPv6 addresses would let one visitor rotate through 2^64 fresh limits.
// Addresses are read by ipaddr.js, which knows every text form of both families.
import ipaddr from "ipaddr.js";

/** Where an address that cannot be read (missing, malformed) is counted: all such share one limit. */
export const UNREADABLE_CLIENT = "unknown";

/** Four decimal parts of 0 to 255, none with a leading zero: what ipaddr.js would write back unchanged. */
const CANONICAL_IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * The bucket a client address is counted in: an IPv4 address as itself, an IPv4-mapped IPv6
 * address as its IPv4 address, any other IPv6 address as its /64 ("2001:db8:0:0::/64"), and
 * anything unreadable as UNREADABLE_CLIENT.
 */
export function clientBucket(address: string | null | undefined): string {
  const text = address?.trim() ?? "";
  // Most clients: an IPv4 address in its canonical form is its own bucket, with no parsing.
  if (CANONICAL_IPV4.test(text)) return text;
  // Only the dotted four-part form: ipaddr.js also reads "1.2.3" and hex or octal parts.
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text).toString();
  if (!ipaddr.IPv6.isValid(text)) return UNREADABLE_CLIENT;
  const ipv6 = ipaddr.IPv6.parse(text); // a zone id (fe80::1%eth0) names an interface, not a client
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString();
  return `${ipv6.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
