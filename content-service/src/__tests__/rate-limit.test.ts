import { DEFAULT_LEAD_RATE_LIMIT, resolveOptions } from "../config";
import { RateLimiter } from "../rate-limit";

describe("RateLimiter", () => {
  it("allows max requests per address and window, then says how long to wait", () => {
    let clock = 0;
    const limiter = new RateLimiter({ max: 2, windowMs: 10_000 }, () => clock);
    expect(limiter.take("a")).toBeNull();
    expect(limiter.take("a")).toBeNull();
    expect(limiter.take("b")).toBeNull();
    clock = 2500;
    expect(limiter.take("a")).toBe(8);
    clock = 10_000;
    expect(limiter.take("a")).toBeNull();
  });

  it("never limits with max 0", () => {
    const limiter = new RateLimiter({ max: 0, windowMs: 1000 });
    for (let index = 0; index < 1000; index += 1) expect(limiter.take("a")).toBeNull();
  });
});

describe("CONTENT_LEAD_RATE_LIMIT", () => {
  it("reads <requests>/<seconds>, 0 for none, and defaults to a generous limit", () => {
    expect(resolveOptions({}, { CONTENT_LEAD_RATE_LIMIT: "5/2" }).leadRateLimit).toEqual({ max: 5, windowMs: 2000 });
    expect(resolveOptions({}, { CONTENT_LEAD_RATE_LIMIT: "0" }).leadRateLimit.max).toBe(0);
    expect(resolveOptions({}, {}).leadRateLimit).toEqual(DEFAULT_LEAD_RATE_LIMIT);
    expect(() => resolveOptions({}, { CONTENT_LEAD_RATE_LIMIT: "lots" })).toThrow(/CONTENT_LEAD_RATE_LIMIT/);
  });
  it("reads the CORS mode and origins", () => {
    expect(resolveOptions({}, { CONTENT_CORS: "strict", CONTENT_CORS_ORIGINS: "http://a:1, http://b:2" }).cors).toEqual(
      { mode: "strict", origins: ["http://a:1", "http://b:2"] },
    );
    expect(() => resolveOptions({}, { CONTENT_CORS: "loose" })).toThrow(/CONTENT_CORS/);
  });
});
