import { describe, expect, it } from "vitest";
import { addressKey } from "../../worker/middleware/client-address.ts";

describe("the address a limit counts a visitor by", () => {
  it("takes an IPv4 address whole", () => {
    expect(addressKey("203.0.113.9")).toBe("v4:203.0.113.9");
    expect(addressKey("203.0.113.10")).not.toBe(addressKey("203.0.113.9"));
  });

  it("takes an IPv6 address by its /64, however it is written", () => {
    const key = "v6:2001:db8:85a3:8d3::/64";
    expect(addressKey("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe(key);
    expect(addressKey("2001:0DB8:85A3:08D3::1")).toBe(key);
    expect(addressKey("2001:db8:85a3:8d3:ffff:ffff:ffff:ffff")).toBe(key);
    expect(addressKey("2001:db8:85a3:8d4::1")).not.toBe(key);
  });

  it("expands the shortest forms and an embedded IPv4 tail", () => {
    expect(addressKey("::1")).toBe("v6:0:0:0:0::/64");
    expect(addressKey("2001:db8::")).toBe("v6:2001:db8:0:0::/64");
    expect(addressKey("::ffff:192.0.2.1")).toBe("v6:0:0:0:0::/64");
    expect(addressKey("64:ff9b:1:2:3:4:192.0.2.1")).toBe("v6:64:ff9b:1:2::/64");
  });

  it("counts visitors the edge gave no address for together", () => {
    expect(addressKey(null)).toBe("unknown");
  });
});
