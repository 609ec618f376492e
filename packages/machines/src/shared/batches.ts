import { fieldErrorsOf } from './errors.ts';

/**
 * How a failed call for a batch of students ends for each of them. The contract's batch calls
 * are all or nothing for one body: with a 422 naming some of them (`student_ids.N`), those fail
 * with its reasons and the others, left untouched, are to be sent again; with any other failure
 * every student of the batch fails with `reasonForAll`.
 */
export function splitBatchFailure<TStudent extends { id: string }>(
  batch: readonly TStudent[],
  error: unknown,
  reasonForAll: string,
): { failures: (TStudent & { reason: string })[]; resend: TStudent[] } {
  const named = new Map<number, string>();
  for (const [field, reasons] of Object.entries(fieldErrorsOf(error))) {
    const match = /^student_ids\.(\d+)$/.exec(field);
    const index = match ? Number(match[1]) : -1;
    if (index >= 0 && index < batch.length) named.set(index, reasons.join(' '));
  }
  if (named.size === 0) {
    return { failures: batch.map((student) => ({ ...student, reason: reasonForAll })), resend: [] };
  }
  return {
    failures: batch.flatMap((student, index) => {
      const reason = named.get(index);
      return reason === undefined ? [] : [{ ...student, reason }];
    }),
    resend: batch.filter((_, index) => !named.has(index)),
  };
}

/** Roles in words for a refusal: "superadmin, admin or principal". */
export function listOfRoles(roles: readonly string[]): string {
  if (roles.length <= 1) return roles.join('');
  return `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}`;
}
