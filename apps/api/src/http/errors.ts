/**
 * Errors a handler throws to answer something other than success. The error handler turns
 * them into the contract's bodies: `{ message }`, or `{ message, errors }` for 422.
 */
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message = 'Unauthenticated.') => new HttpError(401, message);
export const sessionExpired = (message = 'Your session has expired; please sign in again.') =>
  new HttpError(440, message);
export const forbidden = (message = 'You may not do this.') => new HttpError(403, message);
export const notFound = (what = 'Record') => new HttpError(404, `${what} not found.`);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message = 'Too many attempts; try again later.') =>
  new HttpError(429, message);

/** 422 with one or more field messages: `invalid({ email: ['is already used'] })`. */
export function invalid(errors: FieldErrors, message?: string): HttpError {
  const first = Object.entries(errors)[0];
  return new HttpError(
    422,
    message ?? (first ? `${first[0]}: ${first[1][0]}` : 'The request is invalid.'),
    errors,
  );
}

/** A PostgreSQL error code, from pg or PGlite, possibly wrapped by Drizzle. */
function hasCode(error: unknown, code: string): boolean {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    if ((e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL unique violation (23505). */
export const isUniqueViolation = (error: unknown) => hasCode(error, '23505');

/** Runs `fn`; a foreign-key violation (23503: the row is still referenced) becomes 409. */
export async function unlessReferenced<T>(message: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (hasCode(error, '23503')) throw conflict(message);
    throw error;
  }
}

/** Runs `fn`; a unique violation becomes 409 with `message`. */
export async function uniquely<T>(message: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}
