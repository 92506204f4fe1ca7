/**
 * A fixed-window counter per client address, kept in this process's memory: enough to stop one
 * page (or one script) from flooding the performance table. Old windows are dropped as it goes.
 */
export class AddressLimiter {
  readonly #windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly maxPerWindow: number,
    private readonly windowMs: number,
    private readonly maxAddresses = 50_000,
  ) {}

  /** Counts one request; false when the address is over its limit in the current window. */
  allow(address: string, now = Date.now()): boolean {
    const current = this.#windows.get(address);
    if (!current || now - current.start >= this.windowMs) {
      if (this.#windows.size >= this.maxAddresses) this.#prune(now);
      this.#windows.set(address, { start: now, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= this.maxPerWindow;
  }

  /** Drops finished windows; if all are live, forgets the oldest half (memory stays bounded). */
  #prune(now: number): void {
    for (const [address, window] of this.#windows) {
      if (now - window.start >= this.windowMs) this.#windows.delete(address);
    }
    if (this.#windows.size < this.maxAddresses) return;
    let drop = Math.ceil(this.#windows.size / 2);
    for (const address of this.#windows.keys()) {
      if (drop-- <= 0) break;
      this.#windows.delete(address);
    }
  }
}
