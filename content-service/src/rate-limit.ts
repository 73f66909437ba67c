/**
 * A fixed-window limit per client address for lead POSTs, like DRF's AnonRateThrottle: over the limit the service
 * answers 429 with Retry-After. The memory holds one counter per address seen in the current window only.
 */
export interface RateLimit {
  /** Requests allowed per address and window; 0 = no limit. */
  max: number;
  windowMs: number;
}

export class RateLimiter {
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; returns null when it is allowed, else the seconds until the window resets. */
  take(address: string): number | null {
    if (this.limit.max <= 0) return null;
    const now = this.now();
    if (now - this.windowStart >= this.limit.windowMs) {
      this.windowStart = now;
      this.counts.clear();
    }
    const count = (this.counts.get(address) ?? 0) + 1;
    this.counts.set(address, count);
    if (count <= this.limit.max) return null;
    return Math.max(1, Math.ceil((this.windowStart + this.limit.windowMs - now) / 1000));
  }
}
