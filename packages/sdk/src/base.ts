export interface ApiBaseConfig {
  /** Backend for the staging site, e.g. `https://staging-api.example.org/api`. */
  staging?: string;
  /** Backend for every other address (production, previews). */
  production?: string;
  /** Tells a staging host from the rest; by default a host name containing "staging". */
  isStagingHost?: (hostname: string) => boolean;
}

const sameOrigin = '/api';

/**
 * Picks the API base for the page's address: the staging backend on a staging host, the
 * production backend anywhere else, and same-origin `/api` when that backend is not configured.
 */
export function resolveApiBase(
  // the page's `location` fits; typed without the DOM so that Node projects compile it
  location: { hostname: string },
  config: ApiBaseConfig = {},
): string {
  const isStaging = config.isStagingHost ?? ((hostname) => hostname.includes('staging'));
  const configured = isStaging(location.hostname) ? config.staging : config.production;
  return configured?.replace(/\/+$/, '') || sameOrigin;
}
