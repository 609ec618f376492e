import helmet from 'helmet';

/**
 * Helmet's security headers (its defaults), computed once. They are the same on every answer,
 * and @fastify/helmet ran helmet's middleware on each request, rebuilding and validating a dozen
 * headers one by one: a fixed cost on the fastest calls (bench/api, GET /campus).
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  // helmet's middleware sets its headers synchronously, before calling next.
  helmet()({} as never, response as never, () => {});
  return headers;
}
