/**
 * What the server writes to its log, and how. Secrets and people's data stay out: the token
 * and cookie headers, any query value (a token or a name put in `?token=` or `?search=`), the
 * parameter values Drizzle appends to a failed query ("params: …"), the row values PostgreSQL
 * puts in an error's detail ("Key (email)=(…)", never logged) and the value a data exception
 * quotes ('invalid input syntax for type integer: "…"'). A person at a terminal reads one short
 * line a request; anything else (a service manager, a log shipper) gets one JSON object a line.
 */
import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';

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

const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');

/** PostgreSQL's data exceptions (class 22) quote the value they refused. */
const withoutQuotedValues = (text: string) => text.replace(/"[^"\n]*"/g, '"[redacted]"');

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** An error as logged: type, code, message, stack and causes, without values from the request. */
export function loggedError(error: unknown, depth = 0): LoggedError {
  const e = (error && typeof error === 'object' ? error : { message: String(error) }) as {
    name?: unknown;
    message?: unknown;
    code?: unknown;
    stack?: unknown;
    cause?: unknown;
  };
  const clean = (text: unknown) => {
    const plain = withoutParams(typeof text === 'string' ? text : '');
    return typeof e.code === 'string' && e.code.startsWith('22')
      ? withoutQuotedValues(plain)
      : plain;
  };
  return {
    type: typeof e.name === 'string' ? e.name : 'Error',
    message: clean(e.message),
    stack: clean(e.stack),
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(e.cause && depth < 3 ? { cause: loggedError(e.cause, depth + 1) } : {}),
  };
}

/** Fastify's two entries of every request, and what the one line at a terminal is made of. */
interface RequestEntry {
  res?: { statusCode: number; request: { method: string; url: string } };
  responseTime?: number;
}

/**
 * At a terminal, a request is one line (`GET /api/campus 200 3 ms`): Fastify's "incoming
 * request" entry is dropped and its "request completed" entry becomes that line. Everything
 * else (errors with their stacks, security lines) is logged as it is.
 */
function oneLinePerRequest(
  this: unknown,
  args: unknown[],
  write: (...args: unknown[]) => void,
): void {
  const [entry, message] = args as [RequestEntry, unknown];
  if (message === 'incoming request') return;
  if (message === 'request completed' && entry.res) {
    const { statusCode, request } = entry.res;
    const ms = Math.round(entry.responseTime ?? 0);
    write.call(this, `${request.method} ${redactedUrl(request.url)} ${statusCode} ${ms} ms`);
    return;
  }
  write.apply(this, args);
}

export function loggerOptions(
  level: string,
  stream?: Writable,
  { terminal = !stream && process.stdout.isTTY }: { terminal?: boolean } = {},
): FastifyServerOptions['logger'] {
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
    ...(terminal
      ? {
          hooks: { logMethod: oneLinePerRequest },
          stream: pretty({
            translateTime: 'HH:MM:ss',
            ignore: 'pid,hostname,reqId',
            ...(stream ? { destination: stream, colorize: false } : {}),
          }),
        }
      : stream
        ? { stream }
        : {}),
  };
}
