/**
 * What the server writes to its log, and how. Secrets and people's data stay out: the token
 * and cookie headers, any query value (a token or a name put in `?token=` or `?search=`), the
 * parameter values Drizzle appends to a failed query ("params: …"), the row values PostgreSQL
 * puts in an error's detail ("Key (email)=(…)", never logged) and the value a data exception
 * quotes ('invalid input syntax for type integer: "…"'). A person at a terminal reads pretty
 * lines; anything else (a service manager, a log shipper) gets one JSON object a line.
 */
import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

/** The URL with every query value replaced, names kept: `/api/student?search=[redacted]`. */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

const withoutParams = (text: unknown) =>
  typeof text === 'string' ? text.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]') : text;

/** PostgreSQL's data exceptions (class 22) quote the value they refused. */
const withoutQuotedValues = (text: unknown) =>
  typeof text === 'string' ? text.replace(/"[^"\n]*"/g, '"[redacted]"') : text;

interface LoggedError {
  type: string;
  message: unknown;
  code?: unknown;
  stack?: unknown;
  cause?: LoggedError;
}

/** An error as logged: type, code, message and stack, without values from the request. */
export function loggedError(error: unknown, depth = 0): LoggedError | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  const e = error as { name?: unknown; message?: unknown; code?: unknown; stack?: unknown };
  const cause = loggedError((error as { cause?: unknown }).cause, depth + 1);
  const clean = (text: unknown) =>
    typeof e.code === 'string' && e.code.startsWith('22')
      ? withoutQuotedValues(withoutParams(text))
      : withoutParams(text);
  return {
    type: typeof e.name === 'string' ? e.name : 'Error',
    message: clean(e.message),
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(e.stack !== undefined ? { stack: clean(e.stack) } : {}),
    ...(cause ? { cause } : {}),
  };
}

export function loggerOptions(level: string, stream?: Writable): FastifyServerOptions['logger'] {
  const pretty = !stream && process.stdout.isTTY;
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    serializers: {
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        url: redactedUrl(req.url),
      }),
      err: (error: Error) => loggedError(error),
    },
    ...(stream ? { stream } : {}),
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
