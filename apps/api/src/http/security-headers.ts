import helmet from 'helmet';

/**
 * Helmet's security headers (its defaults), computed once, for the web app's pages and files.
 * They are the same on every answer, and @fastify/helmet ran helmet's middleware on each
 * request, rebuilding and validating a dozen headers one by one.
 */
export function webSecurityHeaders(): Readonly<Record<string, string>> {
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

/**
 * The API's answers (JSON and files, never a page to render): the headers OWASP's REST
 * security cheat sheet lists for them, and no referrer, a quarter of the bytes of the pages'
 * set, which is mostly a content security policy for documents. `no-store`: a school's
 * people's data stays out of shared and browser caches.
 */
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};
