/** One timer for the earliest of many due times (the next delivery attempt, the next alert retry). */
export class DueTimer {
  private handle: NodeJS.Timeout | undefined;
  stopped = false;

  constructor(
    private readonly fire: () => void,
    private readonly minDelayMs: number,
  ) {}

  /** Fires once at `at`, replacing the time set before; `Infinity` sets nothing. Never keeps the process alive. */
  set(at: number, now: number): void {
    clearTimeout(this.handle);
    if (this.stopped || at === Infinity) return;
    this.handle = setTimeout(this.fire, Math.max(this.minDelayMs, at - now));
    this.handle.unref();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.handle);
  }
}
