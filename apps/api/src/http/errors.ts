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
    /** More of the contract's body beside `message` (a result's `result_status`). */
    readonly details?: Record<string, unknown>,
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
/** 409; `errors` names the field that clashes (a used admission number) so a form can show it there. */
export const conflict = (message: string, errors?: FieldErrors) =>
  new HttpError(409, message, errors);
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

/** Whether `error` or one of its causes (Drizzle wraps driver errors) matches. */
function causedBy(error: unknown, match: (e: { code?: unknown; message?: unknown }) => boolean) {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    if (match(e as { code?: unknown; message?: unknown })) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL unique violation (23505), from pg or PGlite, possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  return causedBy(error, (e) => e.code === '23505');
}

/**
 * The database connection went away under the request (an administrator terminated it, the
 * server restarted): class 08 and 57P0x, the socket reset or refused, or pg's own "Connection
 * terminated". PostgreSQL rolled the request's transaction back, so it is safe to send again:
 * 503 with Retry-After.
 */
export function isConnectionLost(error: unknown): boolean {
  return causedBy(
    error,
    (e) =>
      (typeof e.code === 'string' &&
        (e.code.startsWith('08') || /^(57P0[1-3]|ECONNRESET|ECONNREFUSED|EPIPE)$/.test(e.code))) ||
      (typeof e.message === 'string' &&
        /Connection terminated|connection error and is not queryable|terminating connection/.test(
          e.message,
        )),
  );
}

/** Runs `fn`; a foreign-key violation (23503: the row is still referenced) becomes 409. */
export async function unlessReferenced<T>(message: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (causedBy(error, (e) => e.code === '23503')) throw conflict(message);
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
