import { checkTrustedProxy, proxyMatcher, realClientAddress } from "../real-ip";

describe("the visitor's address behind trusted proxies", () => {
  const trusted = proxyMatcher(["10.0.0.0/8", "192.0.2.1", "2001:db8::/32"]);

  it("takes the right-most forwarded address that no trusted proxy added", () => {
    expect(realClientAddress("10.1.2.3", "203.0.113.9, 198.51.100.7, 10.0.0.5", trusted)).toBe("198.51.100.7");
    expect(realClientAddress("::ffff:192.0.2.1", "198.51.100.7", trusted)).toBe("198.51.100.7");
    expect(realClientAddress("2001:db8::1", ["198.51.100.7", "2001:db8::2"], trusted)).toBe("198.51.100.7");
  });

  it("believes no header from a peer it does not trust, and no garbage from one it does", () => {
    expect(realClientAddress("198.51.100.7", "203.0.113.9", trusted)).toBe("198.51.100.7");
    expect(realClientAddress("10.1.2.3", "not-an-address", trusted)).toBe("10.1.2.3");
    expect(realClientAddress("10.1.2.3", undefined, trusted)).toBe("10.1.2.3");
  });

  it("refuses what is not an address or a block: each goes into nginx's configuration", () => {
    expect(checkTrustedProxy("10.0.0.0/8")).toBe("10.0.0.0/8");
    for (const bad of ["10.0.0.0/33", "10.0.0.1; include /etc/passwd", "lb.internal", "::1/129", "1.2.3.4/8/8"]) {
      expect(() => checkTrustedProxy(bad)).toThrow(/TRUSTED_PROXIES/);
    }
  });
});
