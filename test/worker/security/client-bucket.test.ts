import { describe, expect, it } from "vitest";

import { clientBucket } from "../../../worker/security/client-bucket";

describe("the bucket a client's requests are counted in", () => {
  it.each([
    // IPv4: the address itself.
    ["192.0.2.1", "192.0.2.1"],
    ["203.0.113.255", "203.0.113.255"],
    ["0.0.0.0", "0.0.0.0"],
    ["255.255.255.255", "255.255.255.255"],
    [" 198.51.100.20 ", "198.51.100.20"],
    ["10.200.30.9", "10.200.30.9"],
    // IPv6, full and compressed: the /64.
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:0db8:0000:0000:abcd::1", "2001:db8:0:0::/64"],
    ["2001:0DB8:0000:0000:0000:0000:0000:0001", "2001:db8:0:0::/64"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::", "2001:db8:1:2::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["fe80::abcd%25", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
    // IPv4-mapped IPv6: the IPv4 address.
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["::FFFF:c000:0201", "192.0.2.1"],
    ["0:0:0:0:0:ffff:198.51.100.7", "198.51.100.7"],
    // Unreadable: one fixed bucket.
    [undefined, "unknown"],
    ["", "unknown"],
    ["not an address", "unknown"],
    ["256.1.1.1", "unknown"],
    ["1.2.3", "unknown"],
    ["01.2.3.4", "unknown"],
    ["1.2.3.4.5", "unknown"],
    ["1.2.3.04", "unknown"],
    ["300.2.3.4", "unknown"],
    ["1.2.3.4 5", "unknown"],
    ["2001:db8:::1", "unknown"],
    ["2001:db8::1::2", "unknown"],
    ["1:2:3:4:5:6:7:8:9", "unknown"],
    ["1:2:3:4:5:6:7", "unknown"],
    ["12345::1", "unknown"],
    ["[2001:db8::1]", "unknown"],
    ["::ffff:300.0.2.1", "unknown"],
  ])("%s is counted as %s", (address, bucket) => {
    expect(clientBucket(address)).toBe(bucket);
  });

  it("puts two addresses of one /64 together and keeps different /64s apart", () => {
    expect(clientBucket("2001:db8:aa:bb:1111:2222:3333:4444")).toBe(clientBucket("2001:db8:aa:bb::9"));
    expect(clientBucket("2001:db8:aa:bb::1")).not.toBe(clientBucket("2001:db8:aa:bc::1"));
    expect(clientBucket("2001:db8::1")).not.toBe(clientBucket("2001:db9::1"));
  });
});
