import type { FieldErrors } from '@schoolmates/sdk';

/**
 * The words to show for a failed call: the server's `message` when it sent one (the SDK's
 * `ApiError` carries it), else the error's own text, else the fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

/** The field reasons of a 422 (`{ field: [reason] }`), or none. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (typeof error !== 'object' || error === null || !('errors' in error)) return {};
  const { errors } = error as { errors: unknown };
  if (typeof errors !== 'object' || errors === null) return {};
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].every((reason) => typeof reason === 'string'),
  );
  return Object.fromEntries(entries);
}
