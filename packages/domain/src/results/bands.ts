/**
 * Editing one band of a set that covers 0..100 (grading bands, grade-point bands): a moved
 * bound moves the neighbour's shared bound with it; a delete gives the range to the band below
 * (above for the lowest). Pure: the handlers write what these return.
 */

export interface Band {
  id: string;
  from: number;
  to: number;
}

export type BandEdit<B extends Band> = { ok: true; bands: B[] } | { ok: false; reason: string };

const ordered = <B extends Band>(bands: readonly B[]) => [...bands].sort((a, b) => a.from - b.from);

/** Moves the bounds of band `id` to (from, to), adjusting its neighbours. */
export function moveBand<B extends Band>(
  bands: readonly B[],
  id: string,
  from: number,
  to: number,
): BandEdit<B> {
  const sorted = ordered(bands);
  const index = sorted.findIndex((b) => b.id === id);
  const band = sorted[index];
  if (!band) return { ok: false, reason: 'No such band.' };
  if (from > to) return { ok: false, reason: 'A band cannot start above where it ends.' };
  const below = sorted[index - 1];
  const above = sorted[index + 1];
  if ((!below && from !== band.from) || (!above && to !== band.to)) {
    return { ok: false, reason: 'The bands must keep covering 0 to 100.' };
  }
  if (below && from - 1 < below.from) {
    return { ok: false, reason: `This would empty or cross the band ${below.from}-${below.to}.` };
  }
  if (above && to + 1 > above.to) {
    return { ok: false, reason: `This would empty or cross the band ${above.from}-${above.to}.` };
  }
  return {
    ok: true,
    bands: sorted.map((b) => {
      if (b === band) return { ...b, from, to };
      if (b === below) return { ...b, to: from - 1 };
      if (b === above) return { ...b, from: to + 1 };
      return b;
    }),
  };
}

/** Removes band `id`, giving its range to the band below (or above when it is the lowest). */
export function removeBand<B extends Band>(bands: readonly B[], id: string): BandEdit<B> {
  const sorted = ordered(bands);
  const index = sorted.findIndex((b) => b.id === id);
  const band = sorted[index];
  if (!band) return { ok: false, reason: 'No such band.' };
  if (sorted.length === 1) return { ok: false, reason: 'The only band cannot be deleted.' };
  const below = sorted[index - 1];
  const above = sorted[index + 1];
  return {
    ok: true,
    bands: sorted
      .filter((b) => b !== band)
      .map((b) => {
        if (below && b === below) return { ...b, to: band.to };
        if (!below && b === above) return { ...b, from: band.from };
        return b;
      }),
  };
}

/**
 * The bank comment for an average: among the comments whose range holds it (rounded half up),
 * the narrowest range, then the oldest.
 */
export function pickComment<C extends { from: number; to: number; createdAt: number }>(
  comments: readonly C[],
  wholeAverage: number,
): C | undefined {
  return comments
    .filter((c) => c.from <= wholeAverage && wholeAverage <= c.to)
    .sort((a, b) => a.to - a.from - (b.to - b.from) || a.createdAt - b.createdAt)[0];
}
