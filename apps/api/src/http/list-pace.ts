/**
 * How many lists a session may ask for in a minute (issue 12 #8: a person pages far slower
 * than a script copying the school). A fixed window per session in this instance's memory,
 * as @fastify/rate-limit's local store keeps it; counted here, in the hook that already knows
 * the session, because the plugin's own hook cost every list five promise turns.
 */
export class ListPace {
  private readonly windows = new Map<bigint, { count: number; until: number }>();

  constructor(
    readonly perMinute: number,
    private readonly maxSessions = 10_000,
  ) {}

  /** Counts a list asked for now: the seconds to wait when over the limit, else undefined. */
  take(sessionId: bigint, now: number): number | undefined {
    let window = this.windows.get(sessionId);
    if (!window || window.until <= now) {
      if (this.windows.size >= this.maxSessions) this.forgetEnded(now);
      window = { count: 0, until: now + 60_000 };
      this.windows.set(sessionId, window);
    }
    window.count += 1;
    return window.count > this.perMinute ? Math.ceil((window.until - now) / 1000) : undefined;
  }

  private forgetEnded(now: number) {
    for (const [sessionId, window] of this.windows) {
      if (window.until <= now) this.windows.delete(sessionId);
    }
    // Still full: that many sessions listing within one minute; start counting afresh.
    if (this.windows.size >= this.maxSessions) this.windows.clear();
  }
}
