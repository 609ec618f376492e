/** A count with its noun: "1 question", "2 questions" (`plural` when not the noun + s). */
export const counted = (n: number, noun: string, plural = `${noun}s`) =>
  `${n} ${n === 1 ? noun : plural}`;
