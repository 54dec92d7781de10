// Which client a per-client limit counts. An IPv4 address is one client. An IPv6 client is
// given a whole /64 (one customer's network: every device and privacy address in it), so
// counting full IPv6 addresses would let one visitor rotate through 2^64 fresh limits.

/** Where an address that cannot be read (missing, malformed) is counted: all such share one limit. */
export const UNREADABLE_CLIENT = "unknown";

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

/** The four octets of a dotted IPv4 address, or undefined. */
function ipv4Octets(text: string): number[] | undefined {
  const parts = IPV4.exec(text)?.slice(1).map(Number);
  return parts?.every((part) => part <= 255) ? parts : undefined;
}

/** One side of a "::": its 16-bit groups (a trailing dotted IPv4 counts as two), or undefined. */
function groupsOf(side: string, mayEndInIPv4: boolean): number[] | undefined {
  if (side === "") return [];
  const parts = side.split(":");
  const groups: number[] = [];
  for (const [index, part] of parts.entries()) {
    const octets = mayEndInIPv4 && index === parts.length - 1 ? ipv4Octets(part) : undefined;
    if (octets) groups.push((octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!);
    else if (HEX_GROUP.test(part)) groups.push(Number.parseInt(part, 16));
    else return undefined;
  }
  return groups;
}

/** The eight 16-bit groups of an IPv6 address in any of its text forms, or undefined. */
function ipv6Groups(text: string): number[] | undefined {
  const address = text.split("%")[0]!; // a zone id (fe80::1%eth0) names an interface, not a client
  const halves = address.split("::");
  if (halves.length > 2) return undefined;
  const head = groupsOf(halves[0]!, halves.length === 1);
  const tail = halves.length === 2 ? groupsOf(halves[1]!, true) : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  return [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
}

/**
 * The bucket a client address is counted in: an IPv4 address as itself, an IPv4-mapped IPv6
 * address as its IPv4 address, any other IPv6 address as its /64 ("2001:db8:0:0::/64"), and
 * anything unreadable as UNREADABLE_CLIENT.
 */
export function clientBucket(address: string | null | undefined): string {
  const text = address?.trim() ?? "";
  const octets = ipv4Octets(text);
  if (octets) return octets.join(".");
  const groups = text.includes(":") ? ipv6Groups(text) : undefined;
  if (!groups) return UNREADABLE_CLIENT;
  const isIPv4Mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isIPv4Mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
