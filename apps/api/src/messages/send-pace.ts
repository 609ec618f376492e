/**
 * Sends per second, in all and for each school: a school's bulk release cannot use up the
 * provider's limits (or the portal's reputation with it) for every other school.
 */
export class SendPace {
  #all: number[] = [];
  #bySchool = new Map<string, number[]>();

  constructor(
    private readonly perSecond: number,
    private readonly perSchoolPerSecond: number,
  ) {}

  /** Resolves when one more send is within both limits, and counts it. */
  async take(school: string, now = () => Date.now()): Promise<void> {
    for (;;) {
      const at = now();
      const mine = recent(this.#bySchool.get(school) ?? [], at);
      this.#all = recent(this.#all, at);
      this.#bySchool.set(school, mine);
      const full = [
        this.#all.length >= this.perSecond ? this.#all : undefined,
        mine.length >= this.perSchoolPerSecond ? mine : undefined,
      ].filter((window): window is number[] => !!window);
      if (full.length === 0) {
        this.#all.push(at);
        mine.push(at);
        return;
      }
      const wait = Math.max(...full.map((window) => (window[0] ?? at) + 1000 - at));
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, wait)));
    }
  }
}

/** The times within the last second. */
const recent = (times: number[], at: number) => {
  const from = times.findIndex((t) => t > at - 1000);
  return from === -1 ? [] : from === 0 ? times : times.slice(from);
};
