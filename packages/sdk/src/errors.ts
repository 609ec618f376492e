/** What went wrong with a call: an HTTP answer, or no answer at all. */
export type ApiErrorKind = 'http' | 'offline' | 'network' | 'timeout' | 'aborted';

/** Field reasons as the server sends them on 422: `{ field: [reason] }`. */
export type FieldErrors = Record<string, string[]>;

const kindMessages: Record<Exclude<ApiErrorKind, 'http'>, string> = {
  offline: 'You are offline',
  network: 'The server cannot be reached',
  timeout: 'The server took too long',
  aborted: 'The request was cancelled',
};

/** The one error type every SDK call surfaces, with a message fit to show a person. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
  }

  /** Builds the error from an HTTP answer and its parsed body (if any). */
  static fromResponse(status: number, body: unknown): ApiError {
    const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
    const serverMessage = typeof message === 'string' && message !== '' ? message : undefined;
    const fallback =
      status >= 500 ? 'Something went wrong on the server' : `The request failed (${status})`;
    return new ApiError(
      'http',
      serverMessage ?? fallback,
      status,
      isFieldErrors(errors) ? errors : {},
    );
  }

  /** Builds the error for a call that got no answer. */
  static fromNetwork(kind: Exclude<ApiErrorKind, 'http'>): ApiError {
    return new ApiError(kind, kindMessages[kind]);
  }
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((r) => typeof r === 'string'))
  );
}
