import { checkImageDownload, imageHostAllowed, isInternalAddress } from "../safety/image-hosts";

const policy = {
  serviceOrigin: "http://localhost:8000",
  allowedHosts: ["cdn.example.md", "img.example.com:8443"],
};
const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address }));

describe("image downloads", () => {
  it("allows the content service's origin, even on loopback", async () => {
    await expect(
      checkImageDownload("http://localhost:8000/media/a.jpg", policy, resolvesTo("127.0.0.1")),
    ).resolves.toEqual({
      ok: true,
    });
  });

  it("allows listed hosts that resolve to public addresses", async () => {
    await expect(
      checkImageDownload("https://cdn.example.md/a.jpg", policy, resolvesTo("93.184.216.34")),
    ).resolves.toEqual({
      ok: true,
    });
    expect(imageHostAllowed("https://img.example.com:8443/a.jpg", policy)).toEqual({ ok: true });
  });

  it("refuses hosts that are not listed, other ports of the service, and other schemes", () => {
    expect(imageHostAllowed("https://evil.example/a.jpg", policy)).toEqual({
      ok: false,
      reason: "host 'evil.example' is neither the content service nor listed in CONTENT_IMAGE_HOSTS",
    });
    expect(imageHostAllowed("http://localhost:22/a.jpg", policy).ok).toBe(false);
    expect(imageHostAllowed("file:///etc/passwd", policy).ok).toBe(false);
    expect(imageHostAllowed("https://user:pw@cdn.example.md/a.jpg", policy).ok).toBe(false);
  });

  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.20.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "0.0.0.0",
    "100.64.0.1",
    "::1",
    "fe80::1",
    "fd00::1",
    "::ffff:127.0.0.1",
    "::ffff:169.254.169.254",
  ])("refuses a listed host that resolves to the internal address %s", async (address) => {
    await expect(
      checkImageDownload("https://cdn.example.md/a.jpg", policy, resolvesTo("93.184.216.34", address)),
    ).resolves.toEqual({
      ok: false,
      reason: `host 'cdn.example.md' resolves to the internal address ${address}`,
    });
  });

  it("refuses names that do not resolve", async () => {
    const fails = async () => {
      throw new Error("ENOTFOUND");
    };
    const check = await checkImageDownload("https://cdn.example.md/a.jpg", policy, fails);
    expect(check).toEqual({ ok: false, reason: "host 'cdn.example.md' does not resolve (ENOTFOUND)" });
  });

  it("knows public from internal addresses", () => {
    expect(isInternalAddress("93.184.216.34")).toBe(false);
    expect(isInternalAddress("2606:2800:220:1:248:1893:25c8:1946")).toBe(false);
    expect(isInternalAddress("not-an-ip")).toBe(true);
  });
});
