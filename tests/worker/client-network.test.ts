import { describe, expect, it } from "vitest";
import { clientNetwork } from "../../worker/lib/client-network";

describe("what a per-address limit counts by", () => {
  it("counts an IPv4 address as itself", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every IPv6 address of one /64 as one visitor, however it is written", () => {
    const network = "2001:db8:1:2::/64";
    for (const ip of ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2:aaaa::1", "2001:DB8:0001:0002::", "2001:db8:1:2::ffff:10.0.0.1", "2001:db8:1:2::1%eth0"]) {
      expect(clientNetwork(ip), ip).toBe(network);
    }
    expect(clientNetwork("2001:db8:1:3::1")).not.toBe(network);
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps anything that is no address as it is", () => {
    for (const v of ["local", "1::2::3", "2001:db8:::1", "1:2:3:4:5:6:7:8:9", "12345::1"]) expect(clientNetwork(v), v).toBe(v.toLowerCase());
  });
});
